import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { passwordProblem } from "#server/auth/password-policy";
import { createSession, hashToken, readSessionToken, staffForToken } from "#server/auth/session";
import { chooseNewPassword, signIn, signInWithLink } from "#server/auth/sign-in";
import { upsertStaffUser } from "#server/auth/staff";
import { STEP_UP_MS } from "#server/auth/step-up";
import { enableTwoFactor, newTotpSecret, totpCode, totpStep, verifyTotpCode } from "#server/auth/two-factor";
import { rateLimits, sessions, staffUsers } from "#server/db/schema";
import { addStaffMember } from "#server/staff/admin-staff";
import * as account from "~/routes/admin.account/route";
import * as staffScreen from "~/routes/admin.staff/route";
import { setupTestDatabase } from "../support/database";

const database = setupTestDatabase();
const ORIGIN = "http://localhost:3000";
const PASSWORD = "member-password-1";
const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;

/** A member signed in once (a fresh session, which has confirmed nothing yet). */
async function signedIn(email: string, role: "administrator" | "editor" = "administrator") {
  const { id } = await upsertStaffUser(email, PASSWORD, undefined, { role });
  const { setCookie } = await createSession(new Request(`${ORIGIN}/admin/login`), id);
  return { id, email, cookie: cookieOf(setCookie) };
}

type Answer = {
  status: number;
  data: { ok: boolean; error?: string; stepUp?: boolean };
  retryAfter?: string;
};

/** Posts a form to a screen's action as the member's browser would. */
async function post(
  screen: { action: (args: never) => Promise<unknown> },
  path: string,
  cookie: string,
  form: Record<string, string>,
): Promise<Answer> {
  const request = new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { cookie, Origin: ORIGIN },
    body: new URLSearchParams(form),
  });
  const answer = (await screen.action({ request } as never)) as {
    init: { status?: number; headers?: Record<string, string> } | null;
    data: Answer["data"];
  };
  return {
    status: answer.init?.status ?? 200,
    data: answer.data,
    retryAfter: answer.init?.headers?.["Retry-After"],
  };
}

const secretOf = async (id: number) =>
  (await database.handle.db.select().from(staffUsers).where(eq(staffUsers.id, id)))[0]!.totpSecret;

async function withTwoFactor(id: number) {
  const secret = newTotpSecret();
  const old = new Date(Date.now() - 10 * 60_000);
  await enableTwoFactor(id, secret, totpStep(old), old);
  return secret;
}

describe("step-up: sensitive changes ask for the password again", () => {
  it("a stolen session cannot replace two-factor: no password, no change; turning it on again is refused", async () => {
    const member = await signedIn("owner@example.com");
    const secret = await withTwoFactor(member.id);
    const thief = newTotpSecret();
    const code = totpCode(thief);
    const replace = await post(account, "/admin/account", member.cookie, {
      intent: "replaceTwoFactor",
      secret: thief,
      code,
    });
    expect(replace.status).toBe(403);
    expect(replace.data).toMatchObject({
      ok: false,
      stepUp: true,
      error: "Please confirm your password to continue",
    });
    const enable = await post(account, "/admin/account", member.cookie, {
      intent: "enableTwoFactor",
      secret: thief,
      code,
      currentPassword: PASSWORD,
    });
    expect(enable.status).toBe(409);
    expect(await secretOf(member.id)).toBe(secret);

    const replaced = await post(account, "/admin/account", member.cookie, {
      intent: "replaceTwoFactor",
      secret: thief,
      code,
      currentPassword: PASSWORD,
    });
    expect(replaced.status).toBe(200);
    expect(await secretOf(member.id)).toBe(thief);
  });

  it("a confirmation lasts a few minutes: the next change needs no password, one after that does", async () => {
    const admin = await signedIn("admin@example.com");
    const editor = await upsertStaffUser("editor@example.com", PASSWORD, undefined, { role: "editor" });
    const promote = { intent: "update", id: String(editor.id), name: "Ed", email: "editor@example.com" };
    const refused = await post(staffScreen, "/admin/staff", admin.cookie, {
      ...promote,
      role: "administrator",
    });
    expect(refused.status).toBe(403);
    const roleOf = async () =>
      (await database.handle.db.select().from(staffUsers).where(eq(staffUsers.id, editor.id)))[0]!.role;
    expect(await roleOf()).toBe("editor");

    // A name alone is no access: it needs nothing.
    expect(
      (await post(staffScreen, "/admin/staff", admin.cookie, { ...promote, name: "Eddie", role: "editor" }))
        .status,
    ).toBe(200);

    const wrong = await post(staffScreen, "/admin/staff", admin.cookie, {
      ...promote,
      role: "administrator",
      currentPassword: "not-the-password",
    });
    expect(wrong).toMatchObject({
      status: 400,
      data: { error: "Current password is incorrect", stepUp: true },
    });
    expect(await roleOf()).toBe("editor");

    const granted = await post(staffScreen, "/admin/staff", admin.cookie, {
      ...promote,
      role: "administrator",
      currentPassword: PASSWORD,
    });
    expect(granted.status).toBe(200);
    expect(await roleOf()).toBe("administrator");
    // Within the window: back to Editor without typing it again.
    expect(
      (await post(staffScreen, "/admin/staff", admin.cookie, { ...promote, role: "editor" })).status,
    ).toBe(200);

    const token = readSessionToken(new Request(ORIGIN, { headers: { cookie: admin.cookie } }))!;
    await database.handle.db
      .update(sessions)
      .set({ reauthenticatedAt: new Date(Date.now() - STEP_UP_MS - 1000) })
      .where(eq(sessions.id, hashToken(token)));
    const expired = await post(staffScreen, "/admin/staff", admin.cookie, {
      intent: "resetPassword",
      id: String(editor.id),
      method: "link",
    });
    expect(expired.status).toBe(403);
    // Changing one's own sign-in e-mail is a change of access too.
    const ownEmail = await post(staffScreen, "/admin/staff", admin.cookie, {
      intent: "update",
      id: String(admin.id),
      name: "Admin",
      email: "attacker@example.com",
      role: "administrator",
    });
    expect(ownEmail.status).toBe(403);
    expect((await staffForToken(token))?.email).toBe("admin@example.com");
  });

  it("a code from the member's app confirms too, and is spent like a sign-in code", async () => {
    const member = await signedIn("coded@example.com");
    const secret = await withTwoFactor(member.id);
    const code = totpCode(secret);
    const answer = await post(account, "/admin/account", member.cookie, {
      intent: "recoveryCodes",
      currentPassword: code,
    });
    expect(answer.status).toBe(200);
    expect(await verifyTotpCode(member.id, code)).toBe(false);
  });

  it("current-password guessing is throttled: 5 wrong answers lock the check, with Retry-After, even for the right one", async () => {
    const member = await signedIn("guessed@example.com");
    await withTwoFactor(member.id);
    const disable = (currentPassword: string) =>
      post(account, "/admin/account", member.cookie, { intent: "disableTwoFactor", currentPassword });
    const started = Date.now();
    for (let i = 0; i < 5; i++) expect((await disable(`wrong-guess-${i}`)).status).toBe(400);
    // Growing delays, as at sign-in: 0, 0, 0.25, 0.5 and 1 s.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1700);
    const locked = await disable(PASSWORD);
    expect(locked.status).toBe(429);
    expect(Number(locked.retryAfter)).toBeGreaterThan(800);
    expect(locked.data.error).toMatch(/^Too many attempts\. Please try again in 15 minutes\.$/);
    expect(await secretOf(member.id)).not.toBeNull();
    const keys = await database.handle.db.select().from(rateLimits);
    expect(keys.map((row) => row.key)).toContain(`step-up:member:${member.id}`);
  });
});

describe("password policy", () => {
  it("refuses short, common, repeated and personal passwords with the reason", async () => {
    const email = "ada.lovelace@example.com";
    expect(await passwordProblem("aaaaaaaaaaaa", email)).toMatch(/too common/);
    expect(await passwordProblem("password1234", email)).toMatch(/too common/);
    expect(await passwordProblem("Password2024!", email)).toMatch(/too common/);
    expect(await passwordProblem("qwertyuiop123", email)).toMatch(/too common/);
    expect(await passwordProblem("abcabcabcabc", email)).toMatch(/too common/);
    expect(await passwordProblem("AdaLovelace-1815", email)).toBe(
      "Password must not contain your e-mail address",
    );
    expect(await passwordProblem("lumina threads rock", email)).toBe(
      "Password must not contain the company's name",
    );
    expect(await passwordProblem("gilt spool under lamplight", email)).toBeNull();
  });

  it("weak passwords are refused at first sign-in, with a sign-in link and on My account", async () => {
    const temporary = await addStaffMember({
      name: "T",
      email: "temp@example.com",
      role: "editor",
      method: "password",
    });
    if (temporary.reveal.kind !== "password") throw new Error("expected a temporary password");
    const step = await signIn(
      new Request(`${ORIGIN}/admin/login`, { method: "POST" }),
      { email: "temp@example.com", password: temporary.reveal.password, clientIp: "192.0.2.9" },
      { delay: async () => undefined },
    );
    if (!step.ok) throw new Error("the temporary password was refused");
    const pending = new Request(`${ORIGIN}/admin/login/password`, {
      method: "POST",
      headers: { cookie: cookieOf(step.setCookie) },
    });
    await expect(chooseNewPassword(pending, "password1234")).rejects.toThrow(/too common/);
    await expect(chooseNewPassword(pending, "temp-password-2026")).rejects.toThrow(/e-mail/);

    const linked = await addStaffMember({
      name: "L",
      email: "linked@example.com",
      role: "editor",
      method: "link",
    });
    if (linked.reveal.kind !== "link") throw new Error("expected a link");
    const tokenHash = hashToken(linked.reveal.url.split("/").at(-1)!);
    const request = new Request(`${ORIGIN}/admin/login/link/x`, { method: "POST" });
    await expect(signInWithLink(request, { tokenHash, password: "aaaaaaaaaaaaaaaa" })).rejects.toThrow(
      /too common/,
    );
    // The link is not spent by a refused password.
    expect((await signInWithLink(request, { tokenHash, password: "gilt spool under lamplight" })).ok).toBe(
      true,
    );

    const member = await signedIn("mine@example.com");
    const change = (password: string) =>
      post(account, "/admin/account", member.cookie, {
        intent: "password",
        currentPassword: PASSWORD,
        password,
        confirmPassword: password,
      });
    expect((await change("mine@example.com")).data.error).toBe(
      "Password must not contain your e-mail address",
    );
    expect((await change("short-one")).data.error).toBe("Password must be at least 12 characters");
    expect((await change("x".repeat(129))).data.error).toBe("Password must be at most 128 characters");
    expect((await change("welcome123456")).data.error).toMatch(/too common/);
    expect((await change("gilt spool under lamplight")).status).toBe(200);
  });
});
