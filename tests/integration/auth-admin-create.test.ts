import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it, vi } from "vitest";
import { readSessionToken, staffForToken } from "#server/auth/session";
import { signIn } from "#server/auth/sign-in";
import { type DatabaseHandle, migrateDatabase, openDatabase, setProcessDatabase } from "#server/db/client";
import { sessions, staffUsers } from "#server/db/schema";
import { DEMO_ADMIN_EMAIL, ensureFirstStaffUser } from "#server/seed/seed";

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
  it("creates a staff user who can then sign in; run again it resets the password and ends that user's sessions", async () => {
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
    // Signed in with the first password: the reset below must end this session.
    handle = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
    setProcessDatabase(handle);
    const before = await signIn(
      request(),
      { email: "owner@example.com", password: "first-password-1", clientIp: "10.1.1.9" },
      { delay: noDelay },
    );
    if (!before.ok) throw new Error("the new staff user could not sign in");
    const token = readSessionToken(
      new Request("http://localhost:3000/", { headers: { cookie: before.setCookie.split(";")[0]! } }),
    )!;
    expect(await staffForToken(token)).not.toBeNull();
    setProcessDatabase(undefined);
    await handle.close();
    const second = await run(
      node,
      [...script, "--email", "owner@example.com", "--password", "second-password-2"],
      { env },
    );
    expect(first.stdout).toContain("Administrator Owner@Example.com created.");
    expect(second.stdout).toContain("Password of owner@example.com reset");
    await expect(
      run(node, [...script, "--email", "x@example.com", "--password", "short"], { env }),
    ).rejects.toThrow();
    const editor = await run(
      node,
      [...script, "--email", "ed@example.com", "--password", "editor-password-3", "--role", "editor"],
      { env },
    );
    expect(editor.stdout).toContain("Editor ed@example.com created.");
    await expect(
      run(node, [...script, "--email", "y@example.com", "--password", "long-enough-1", "--role", "owner"], {
        env,
      }),
    ).rejects.toThrow(/--role must be administrator or editor/);

    handle = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
    setProcessDatabase(handle);
    expect(await staffForToken(token)).toBeNull();
    expect(await handle.db.select().from(sessions)).toEqual([]);
    const roles = await handle.db.select({ email: staffUsers.email, role: staffUsers.role }).from(staffUsers);
    expect(roles.sort((a, b) => a.email.localeCompare(b.email))).toEqual([
      { email: "ed@example.com", role: "editor" },
      { email: "owner@example.com", role: "administrator" },
    ]);
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
  /** Runs the first-user seed with the announcement on a fresh empty database; what it printed and whether it created. */
  async function seedFirstUser(env: { ADMIN_EMAIL?: string; ADMIN_PASSWORD?: string }) {
    const fresh = await openDatabase({});
    const printed: string[] = [];
    const log = vi.spyOn(console, "log").mockImplementation((...args: unknown[]) => {
      printed.push(args.join(" "));
    });
    await migrateDatabase(fresh);
    setProcessDatabase(fresh);
    Object.assign(process.env, env);
    try {
      const created = await ensureFirstStaffUser({ announce: true });
      return { created, printed: printed.join("\n"), close: () => fresh.close() };
    } finally {
      log.mockRestore();
      delete process.env.ADMIN_EMAIL;
      delete process.env.ADMIN_PASSWORD;
    }
  }

  it("creates the account named by ADMIN_EMAIL / ADMIN_PASSWORD, which signs in; the box names the e-mail but never prints that password", async () => {
    const seeded = await seedFirstUser({
      ADMIN_EMAIL: "first@example.com",
      ADMIN_PASSWORD: "first-user-password",
    });
    try {
      expect(seeded.created).toBe(true);
      expect(seeded.printed).toContain("first@example.com");
      expect(seeded.printed).toContain("ADMIN_PASSWORD");
      expect(seeded.printed).not.toContain("first-user-password");
      const result = await signIn(
        request(),
        { email: "first@example.com", password: "first-user-password", clientIp: "10.1.1.3" },
        { delay: noDelay },
      );
      expect(result.ok).toBe(true);
    } finally {
      setProcessDatabase(handle);
      await seeded.close();
    }
  }, 300_000);

  it("prints a generated password once, in the box, and it signs in", async () => {
    const seeded = await seedFirstUser({});
    try {
      expect(seeded.created).toBe(true);
      const password = /Password: (\S+)/.exec(seeded.printed)?.[1];
      expect(password).toMatch(/^\S{12,}$/);
      expect(seeded.printed.split(password!)).toHaveLength(2);
      expect(seeded.printed).toContain(DEMO_ADMIN_EMAIL);
      const result = await signIn(
        request(),
        { email: DEMO_ADMIN_EMAIL, password: password!, clientIp: "10.1.1.4" },
        { delay: noDelay },
      );
      expect(result.ok).toBe(true);
    } finally {
      setProcessDatabase(handle);
      await seeded.close();
    }
  }, 300_000);
});
