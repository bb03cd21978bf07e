import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { envFilePath, loadEnvFile } from "#server/env-file";
import { ENTRY_POINTS } from "../support/dockerfile";

const root = path.resolve(import.meta.dirname, "../..");
/** `--import tsx` as npm runs it, resolved from the project (the children run in another folder). */
const TSX = pathToFileURL(path.join(root, "node_modules/tsx/dist/loader.mjs")).href;
const folders: string[] = [];

/** A temporary folder holding a .env with these lines. */
function folderWithEnv(lines: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "env-file-"));
  folders.push(dir);
  fs.writeFileSync(path.join(dir, ".env"), `${lines.join("\n")}\n`);
  return dir;
}

/** The environment of a child process that reads .env as a real start does (the tests set ENV_FILE=none). */
function childEnv(overrides: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    TSX_TSCONFIG_PATH: path.join(root, "tsconfig.json"),
    ...overrides,
  };
  delete env.ENV_FILE;
  for (const name of ["PORT", "DATABASE_URL"]) if (!(name in overrides)) delete env[name];
  return env;
}

afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe(".env loaded at start when present", () => {
  it("sets what the environment lacks and never overrides a variable already set, even to an empty value", () => {
    const dir = folderWithEnv([
      "# a comment",
      "PORT=4000",
      "MAIL_FROM=Lumina Threads Website <no-reply@example.com>",
      'PUBLIC_ORIGIN="https://example.com" # trailing comment',
      "DATABASE_URL=postgres://from-file/db",
      "SMTP_URL=smtp://from-file",
    ]);
    const env: NodeJS.ProcessEnv = { DATABASE_URL: "postgres://from-environment/db", SMTP_URL: "" };
    const set = loadEnvFile(path.join(dir, ".env"), env);
    expect(set.sort()).toEqual(["MAIL_FROM", "PORT", "PUBLIC_ORIGIN"]);
    expect(env).toEqual({
      PORT: "4000",
      MAIL_FROM: "Lumina Threads Website <no-reply@example.com>",
      PUBLIC_ORIGIN: "https://example.com",
      DATABASE_URL: "postgres://from-environment/db",
      SMTP_URL: "",
    });
  });

  it("does nothing without a file, reads ENV_FILE when named, and none with ENV_FILE=none", () => {
    const env: NodeJS.ProcessEnv = {};
    expect(loadEnvFile(path.join(os.tmpdir(), "no-such-folder", ".env"), env)).toEqual([]);
    expect(env).toEqual({});
    expect(envFilePath({})).toBe(path.resolve(".env"));
    expect(envFilePath({ ENV_FILE: "config/site.env" })).toBe(path.resolve("config/site.env"));
    expect(envFilePath({ ENV_FILE: "none" })).toBeNull();
  });

  it("the server reads .env from its working directory, and the environment wins over it", () => {
    const dir = folderWithEnv(["PORT=abc", "LOG_LEVEL=loud"]);
    const result = spawnSync(process.execPath, ["--import", TSX, path.join(root, "server.ts")], {
      cwd: dir,
      env: childEnv({ LOG_LEVEL: "silent" }),
      encoding: "utf8",
      timeout: 60_000,
    });
    // PORT came from the file (and is refused); LOG_LEVEL=loud did not replace the environment's.
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split("\n")).toEqual([
      expect.stringMatching(/^Invalid configuration: PORT: [^;]*$/),
    ]);
  }, 60_000);

  it("a script (db:migrate) reads .env too: DATABASE_URL from the file, unless the environment sets it", () => {
    // Nothing listens on ports 1 and 2: the refused address tells which DATABASE_URL the script used.
    const dir = folderWithEnv(["DATABASE_URL=postgres://127.0.0.1:1/from_file", "LOG_LEVEL=silent"]);
    const migrate = (env: Record<string, string>) =>
      spawnSync(process.execPath, ["--import", TSX, path.join(root, "scripts/db-migrate.ts")], {
        cwd: dir,
        env: childEnv(env),
        encoding: "utf8",
        timeout: 60_000,
      });
    const fromFile = migrate({});
    expect(fromFile.status).not.toBe(0);
    expect(fromFile.stderr).toContain("ECONNREFUSED 127.0.0.1:1");
    const fromEnvironment = migrate({ DATABASE_URL: "postgres://127.0.0.1:2/from_environment" });
    expect(fromEnvironment.status).not.toBe(0);
    expect(fromEnvironment.stderr).toContain("ECONNREFUSED 127.0.0.1:2");
    expect(fromEnvironment.stderr).not.toContain("127.0.0.1:1");
  }, 120_000);

  it("the server and every script load it before anything else: start, migrate, seed, admin:create, backup, restore", () => {
    for (const entry of ENTRY_POINTS) {
      const firstImport = fs
        .readFileSync(path.join(root, entry), "utf8")
        .split("\n")
        .find((line) => line.startsWith("import "));
      expect(firstImport, entry).toMatch(/^import "(\.\/server|\.\.\/server)\/load-env";$/);
    }
  });
});
