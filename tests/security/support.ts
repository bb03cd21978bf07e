import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { BACKUP_TABLES, exportDatabase, importDatabase } from "#server/db/backup";
import { type DatabaseHandle, migrateDatabase, openDatabase } from "#server/db/client";

export const ADMIN = { email: "e2e-admin@example.com", password: "e2e-password-123" };

/** A production server started as a child process on its own data directory. */
export type TestServer = {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** What the server printed (stdout and stderr), for failure messages. */
  output: () => string;
  /** SIGTERM and wait for the exit code. */
  stop: () => Promise<number | null>;
  /** SIGKILL and wait until the process is gone. */
  kill: () => Promise<void>;
};

/**
 * Starts `node --import tsx server.ts` (the production build; one process, so a signal reaches the
 * server itself) and waits until /healthz answers 200.
 */
export async function startServer(options: {
  dataDir: string;
  port: number;
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<TestServer> {
  const url = `http://127.0.0.1:${options.port}`;
  let output = "";
  const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(options.port),
      HOST: "127.0.0.1",
      PUBLIC_ORIGIN: `http://localhost:${options.port}`,
      DATA_DIR: options.dataDir,
      DATABASE_URL: "",
      SMTP_URL: "",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: "warn",
      STALE_FILE_GRACE_HOURS: "0",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const deadline = Date.now() + (options.timeoutMs ?? 300_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${url}/healthz`)).status === 200) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`Server did not become healthy:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    port: options.port,
    dataDir: options.dataDir,
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
    kill: async () => {
      if (child.exitCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}

/** A fresh temporary directory. */
export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** A copy of the seeded template data directory (database and media), for one test. */
export function copyTemplate(template: string, prefix: string): string {
  const dir = tempDir(prefix);
  fs.cpSync(template, dir, { recursive: true });
  return dir;
}

/** Signs the e2e admin in; returns the Cookie header value of the session. */
export async function signIn(server: TestServer): Promise<string> {
  const response = await fetch(`${server.url}/admin/login`, {
    method: "POST",
    headers: { Origin: `http://127.0.0.1:${server.port}` },
    body: new URLSearchParams(ADMIN),
    redirect: "manual",
  });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (!cookie) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  return cookie;
}

const SNAPSHOT_TABLES = BACKUP_TABLES.filter((table) => table !== "sessions" && table !== "rate_limits");

/**
 * Per table (sessions and rate limits left out: requests touch them): row count and the newest row
 * version (PostgreSQL's xmin), in one query. An insert or update raises the newest version, a delete
 * lowers the count, so any write shows.
 */
export async function snapshot(handle: DatabaseHandle): Promise<Record<string, string>> {
  const query = SNAPSHOT_TABLES.map(
    (table) =>
      `select '${table}' as t, count(*)::int as n, coalesce(max(xmin::text::bigint), 0)::text as v from ${table}`,
  ).join(" union all ");
  const result = await handle.db.execute(sql.raw(query));
  const out: Record<string, string> = {};
  for (const row of (result as unknown as { rows: { t: string; n: number; v: string }[] }).rows) {
    out[row.t] = `${row.n}@${row.v}`;
  }
  return out;
}

/**
 * A PostgreSQL database holding the template's rows (TEST_DATABASE_URL's server), so a test can read it
 * while the server runs; undefined without TEST_DATABASE_URL.
 */
export async function postgresCopyOfTemplate(
  template: string,
): Promise<{ url: string; handle: DatabaseHandle; drop: () => Promise<void> } | undefined> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return undefined;
  const source = await openDatabase({ pgliteDir: path.join(template, "db") });
  const dump = await exportDatabase(source.db);
  await source.close();
  const name = `security_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(base);
  target.pathname = `/${name}`;
  const handle = await openDatabase({ url: target.toString() });
  await migrateDatabase(handle);
  await importDatabase(handle.db, dump);
  return {
    url: target.toString(),
    handle,
    drop: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: base });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** Prints a figure line the CI log keeps (and the closing note quotes). */
export function figure(label: string, value: string | number): void {
  console.log(`[security] ${label}: ${value}`);
}
