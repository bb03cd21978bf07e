import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { signIn } from "#server/auth/sign-in";
import { type DatabaseHandle, migrateDatabase, openDatabase, setProcessDatabase } from "#server/db/client";
import { ensureFirstStaffUser } from "#server/seed/seed";

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-create-"));
let handle: DatabaseHandle | undefined;

afterAll(async () => {
  setProcessDatabase(undefined);
  await handle?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const request = () => new Request("http://localhost:3000/admin/login", { method: "POST" });
const noDelay = async () => undefined;

// The script runs as a real child process on an embedded database; the PostgreSQL project skips this
// file because the script and seed take the same code path there (only the driver differs).
const embeddedOnly = process.env.TEST_DB_KIND === "postgres";

describe.skipIf(embeddedOnly)("npm run admin:create", () => {
  it("creates a staff user who can then sign in, and resets the password when run again", async () => {
    // Node with tsx's loader, not the tsx binary: one process per run instead of two.
    const node = process.execPath;
    const script = ["--import", "tsx", path.resolve("scripts/admin-create.ts")];
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" };
    const first = await run(
      node,
      [...script, "--email", "Owner@Example.com", "--password", "first-password-1"],
      {
        env,
      },
    );
    expect(first.stdout).toContain("created");
    const second = await run(
      node,
      [...script, "--email", "owner@example.com", "--password", "second-password-2"],
      { env },
    );
    expect(second.stdout).toContain("Password of owner@example.com reset");
    await expect(
      run(node, [...script, "--email", "x@example.com", "--password", "short"], { env }),
    ).rejects.toThrow();

    handle = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
    setProcessDatabase(handle);
    const clientIp = "10.1.1.1";
    expect(
      (
        await signIn(
          request(),
          { email: "owner@example.com", password: "second-password-2", clientIp },
          { delay: noDelay },
        )
      ).ok,
    ).toBe(true);
    expect(
      (
        await signIn(
          request(),
          { email: "owner@example.com", password: "first-password-1", clientIp },
          { delay: noDelay },
        )
      ).ok,
    ).toBe(false);
  }, 300_000);

  it("the seed adds no second account when a staff user exists", async () => {
    process.env.ADMIN_EMAIL = "seeded@example.com";
    process.env.ADMIN_PASSWORD = "seeded-password-1";
    expect(await ensureFirstStaffUser({ announce: false })).toBe(false);
    const result = await signIn(
      request(),
      { email: "seeded@example.com", password: "seeded-password-1", clientIp: "10.1.1.2" },
      { delay: noDelay },
    );
    expect(result.ok).toBe(false);
  }, 300_000);
});

describe.skipIf(embeddedOnly)("the first-user seed", () => {
  it("creates the account named by ADMIN_EMAIL / ADMIN_PASSWORD on an empty database, which signs in", async () => {
    const fresh = await openDatabase({});
    try {
      await migrateDatabase(fresh);
      setProcessDatabase(fresh);
      process.env.ADMIN_EMAIL = "first@example.com";
      process.env.ADMIN_PASSWORD = "first-user-password";
      expect(await ensureFirstStaffUser({ announce: false })).toBe(true);
      const result = await signIn(
        request(),
        { email: "first@example.com", password: "first-user-password", clientIp: "10.1.1.3" },
        { delay: noDelay },
      );
      expect(result.ok).toBe(true);
    } finally {
      delete process.env.ADMIN_EMAIL;
      delete process.env.ADMIN_PASSWORD;
      setProcessDatabase(handle);
      await fresh.close();
    }
  }, 300_000);
});
