import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "#server/auth/password";
import {
  createSession,
  destroySession,
  hashToken,
  readSessionToken,
  requireStaff,
  rotateSession,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  staffForToken,
} from "#server/auth/session";
import { signIn, signInKeys } from "#server/auth/sign-in";
import { upsertStaffUser } from "#server/auth/staff";
import { CLIENT_POLICY, PAIR_POLICY, recordFailure } from "#server/auth/throttle";
import { rateLimits, sessions } from "#server/db/schema";
import { setupTestDatabase } from "../support/database";

const database = setupTestDatabase();
const ORIGIN = "http://localhost:3000";
const noDelay = async () => undefined;

function requestWith(cookie?: string, init: RequestInit = {}): Request {
  const headers = new Headers(init.headers);
  if (cookie) headers.set("cookie", cookie);
  return new Request(`${ORIGIN}/admin`, { ...init, headers });
}
const cookieOf = (setCookie: string) => setCookie.split(";")[0] ?? "";

async function staffUser(email = "staff@example.com", password = "correct-horse-battery") {
  const { id } = await upsertStaffUser(email, password);
  return { id, email, password };
}

describe("password hashing", () => {
  it("stores an argon2id hash that verifies the right password only", async () => {
    const stored = await hashPassword("s3cret-password");
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored, "s3cret-password")).toBe(true);
    expect(await verifyPassword(stored, "wrong-password")).toBe(false);
    expect(await verifyPassword("not a hash", "s3cret-password")).toBe(false);
  });
});

describe("sessions", () => {
  it("stores only the SHA-256 of the cookie token, in an httpOnly SameSite=Lax cookie", async () => {
    const user = await staffUser();
    const { token, setCookie } = await createSession(requestWith(), user.id);
    expect(setCookie).toMatch(
      /^admin_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=43200$/,
    );
    const rows = await database.handle.db.select().from(sessions);
    expect(rows.map((r) => r.id)).toEqual([hashToken(token)]);
    expect(rows[0]!.id).not.toBe(token);
  });

  it("uses a Secure __Host- cookie when the request is served over HTTPS", async () => {
    const user = await staffUser();
    const { setCookie } = await createSession(new Request("https://example.com/admin/login"), user.id);
    expect(setCookie).toMatch(/^__Host-admin_session=/);
    expect(setCookie).toContain("; Secure");
  });

  it("ends a session after 2 hours idle, but activity keeps it alive", async () => {
    const user = await staffUser();
    const start = new Date("2026-01-01T08:00:00Z");
    const { token } = await createSession(requestWith(), user.id, { now: start });
    const later = (ms: number) => new Date(start.getTime() + ms);
    expect(await staffForToken(token, { now: later(SESSION_IDLE_MS - 60_000) })).not.toBeNull();
    // Seen 1 minute before the idle limit, so alive 2 hours after that.
    expect(await staffForToken(token, { now: later(2 * SESSION_IDLE_MS - 120_000) })).not.toBeNull();
    expect(await staffForToken(token, { now: later(3 * SESSION_IDLE_MS) })).toBeNull();
  });

  it("ends a session 12 hours after sign-in however active", async () => {
    const user = await staffUser();
    const start = new Date("2026-01-01T08:00:00Z");
    const { token } = await createSession(requestWith(), user.id, { now: start });
    for (let hour = 1; hour < 12; hour += 1) {
      expect(
        await staffForToken(token, { now: new Date(start.getTime() + hour * 3_600_000) }),
      ).not.toBeNull();
    }
    expect(
      await staffForToken(token, { now: new Date(start.getTime() + SESSION_ABSOLUTE_MS + 1000) }),
    ).toBeNull();
  });

  it("rotates at sign-in: the old session id stops working", async () => {
    const user = await staffUser();
    const first = await createSession(requestWith(), user.id);
    const second = await rotateSession(requestWith(cookieOf(first.setCookie)), user.id);
    expect(second.token).not.toBe(first.token);
    expect(await staffForToken(first.token)).toBeNull();
    expect((await staffForToken(second.token))?.email).toBe(user.email);
  });

  it("sign-out deletes the session and clears the cookie", async () => {
    const user = await staffUser();
    const { token, setCookie } = await createSession(requestWith(), user.id);
    const clear = await destroySession(requestWith(cookieOf(setCookie)));
    expect(clear).toContain("Max-Age=0");
    expect(
      await database.handle.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, hashToken(token))),
    ).toEqual([]);
  });

  it("requireStaff redirects a page request, answers 401 to a post and 403 to a cross-site post", async () => {
    const page = await requireStaff(requestWith()).catch((e: Response) => e);
    expect((page as Response).status).toBe(302);
    expect((page as Response).headers.get("location")).toBe("/admin/login");
    const post = await requireStaff(
      requestWith(undefined, { method: "POST", headers: { origin: ORIGIN } }),
    ).catch((e: Response) => e);
    expect((post as Response).status).toBe(401);
    const user = await staffUser();
    const { setCookie } = await createSession(requestWith(), user.id);
    const forged = await requireStaff(
      requestWith(cookieOf(setCookie), { method: "POST", headers: { origin: "https://evil.example" } }),
    ).catch((e: Response) => e);
    expect((forged as Response).status).toBe(403);
    const allowed = await requireStaff(
      requestWith(cookieOf(setCookie), { method: "POST", headers: { origin: ORIGIN } }),
    );
    expect(allowed.email).toBe(user.email);
  });

  it("ignores a malformed cookie value", () => {
    expect(readSessionToken(requestWith("admin_session=../../etc"))).toBeNull();
  });
});

describe("password reset", () => {
  it("resetting a password (admin:create on an existing e-mail) ends every session of that user, not others", async () => {
    const user = await staffUser();
    const other = await staffUser("other@example.com");
    const first = await createSession(requestWith(), user.id);
    const second = await createSession(requestWith(), user.id);
    const others = await createSession(requestWith(), other.id);
    const reset = await upsertStaffUser("STAFF@example.com", "a-brand-new-password");
    expect(reset).toEqual({ id: user.id, created: false });
    expect(await staffForToken(first.token)).toBeNull();
    expect(await staffForToken(second.token)).toBeNull();
    expect((await staffForToken(others.token))?.email).toBe(other.email);
    expect(await database.handle.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });
});

describe("sign-in", () => {
  it("signs in with the right password, any e-mail letter case, and sets a session cookie", async () => {
    const user = await staffUser();
    const result = await signIn(
      requestWith(),
      { email: "  STAFF@example.com ", password: user.password, clientIp: "10.0.0.1" },
      { delay: noDelay },
    );
    expect(result.ok).toBe(true);
    if (result.ok) expect(readSessionToken(requestWith(cookieOf(result.setCookie)))).not.toBeNull();
  });

  it("refuses a wrong password and an unknown e-mail alike", async () => {
    const user = await staffUser();
    const wrong = await signIn(
      requestWith(),
      { email: user.email, password: "nope", clientIp: "10.0.0.2" },
      { delay: noDelay },
    );
    const unknown = await signIn(
      requestWith(),
      { email: "ghost@example.com", password: "nope", clientIp: "10.0.0.2" },
      { delay: noDelay },
    );
    expect(wrong).toEqual({ ok: false });
    expect(unknown).toEqual({ ok: false });
    expect(await database.handle.db.select().from(sessions)).toEqual([]);
  });

  it("locks an e-mail from one client address after 5 failures, even for the right password, saying when to try again", async () => {
    const user = await staffUser();
    const now = new Date();
    const attempt = (password: string, at = now) =>
      signIn(
        requestWith(),
        { email: user.email, password, clientIp: "10.0.1.1" },
        { now: at, delay: noDelay },
      );
    for (let i = 0; i < 5; i += 1) expect(await attempt("wrong")).toEqual({ ok: false });
    expect(await attempt(user.password)).toEqual({ ok: false, retryAfterSeconds: PAIR_POLICY.lockMs / 1000 });
    // The lock lasts 15 minutes, then the right password works again.
    const afterLock = new Date(now.getTime() + PAIR_POLICY.lockMs + 1000);
    expect((await attempt(user.password, afterLock)).ok).toBe(true);
  });

  it("failures from one address never lock the account for another address", async () => {
    const user = await staffUser();
    const now = new Date();
    for (let i = 0; i < 12; i += 1) {
      await signIn(
        requestWith(),
        { email: user.email, password: "wrong", clientIp: "203.0.113.66" },
        { now, delay: noDelay },
      );
    }
    const attacker = await signIn(
      requestWith(),
      { email: user.email, password: user.password, clientIp: "203.0.113.66" },
      { now, delay: noDelay },
    );
    expect(attacker).toEqual({ ok: false, retryAfterSeconds: PAIR_POLICY.lockMs / 1000 });
    const staff = await signIn(
      requestWith(),
      { email: user.email, password: user.password, clientIp: "198.51.100.7" },
      { now, delay: noDelay },
    );
    expect(staff.ok).toBe(true);
  });

  it("does not extend a lock by tries while locked: it ends 15 minutes after it began", async () => {
    const user = await staffUser();
    const start = new Date("2026-03-01T10:00:00Z");
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    const attempt = (password: string, when: Date) =>
      signIn(
        requestWith(),
        { email: user.email, password, clientIp: "10.0.5.1" },
        { now: when, delay: noDelay },
      );
    for (let i = 0; i < 5; i += 1) await attempt("wrong", start);
    // One try a minute during the lock: each is told the time left of the same lock.
    for (let minute = 1; minute < 15; minute += 1) {
      expect(await attempt("wrong", at(minute))).toEqual({
        ok: false,
        retryAfterSeconds: (15 - minute) * 60,
      });
    }
    expect((await attempt(user.password, at(15.1))).ok).toBe(true);
  });

  it("keys the throttle by e-mail and client address together, and by client address", async () => {
    expect(signInKeys("staff@example.com", "10.0.0.1")).toEqual({
      pairKey: "login:pair:10.0.0.1 staff@example.com",
      clientKey: "login:client:10.0.0.1",
    });
    await signIn(
      requestWith(),
      { email: " Staff@Example.com", password: "wrong", clientIp: "2001:db8::1" },
      { delay: noDelay },
    );
    const keys = (await database.handle.db.select({ key: rateLimits.key }).from(rateLimits)).map(
      (r) => r.key,
    );
    expect(keys.sort()).toEqual(["login:client:2001:db8::1", "login:pair:2001:db8::1 staff@example.com"]);
    // Nothing is counted for the e-mail alone, so no address can lock it for everyone.
    expect(keys.some((key) => key.startsWith("login:email:"))).toBe(false);
  });

  it("answers each failure later than the one before, from the third on", async () => {
    const user = await staffUser();
    const waits: number[] = [];
    const delay = async (ms: number) => waits.push(ms);
    for (let i = 0; i < 5; i += 1) {
      await signIn(requestWith(), { email: user.email, password: "wrong", clientIp: "10.0.6.1" }, { delay });
    }
    expect(waits).toEqual([0, 0, 250, 500, 1000]);
  });

  it("locks an unknown e-mail exactly like a known one, so a lock tells nothing about the address", async () => {
    const user = await staffUser();
    const now = new Date();
    const lockedAnswer = async (email: string, clientIp: string) => {
      for (let i = 0; i < 5; i += 1) {
        await signIn(requestWith(), { email, password: "wrong", clientIp }, { now, delay: noDelay });
      }
      return signIn(requestWith(), { email, password: "wrong", clientIp }, { now, delay: noDelay });
    };
    const known = await lockedAnswer(user.email, "10.0.3.1");
    const unknown = await lockedAnswer("ghost@example.com", "10.0.4.1");
    expect(known).toEqual({ ok: false, retryAfterSeconds: PAIR_POLICY.lockMs / 1000 });
    expect(unknown).toEqual(known);
  });

  it("locks a client address after 20 failures across different e-mails", async () => {
    const user = await staffUser();
    for (let i = 0; i < 20; i += 1) {
      await signIn(
        requestWith(),
        { email: `x${i}@example.com`, password: "no", clientIp: "10.9.9.9" },
        { delay: noDelay },
      );
    }
    const result = await signIn(
      requestWith(),
      { email: user.email, password: user.password, clientIp: "10.9.9.9" },
      { delay: noDelay },
    );
    expect(result.ok).toBe(false);
    expect(result.ok ? 0 : result.retryAfterSeconds).toBeGreaterThan(CLIENT_POLICY.lockMs / 1000 - 5);
  });

  it("counts failures atomically when many arrive at once", async () => {
    await Promise.all(
      Array.from({ length: 12 }, () => recordFailure("login:pair:10.0.0.1 race@example.com", PAIR_POLICY)),
    );
    const [row] = await database.handle.db.select().from(rateLimits);
    expect(row!.count).toBe(12);
    expect(row!.lockedUntil).not.toBeNull();
  });
});
