import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityCsv, listActivity, recordActivity } from "#server/audit/activity";
import { readSessionToken, staffForToken } from "#server/auth/session";
import {
  chooseNewPassword,
  signIn,
  signInLinkEmail,
  signInWithLink,
  submitTwoFactorCode,
  twoFactorKey,
} from "#server/auth/sign-in";
import { upsertStaffUser } from "#server/auth/staff";
import {
  enableTwoFactor,
  newTotpSecret,
  normalizeRecoveryCode,
  totpCode,
  totpStep,
  useRecoveryCode,
  verifyTotpCode,
} from "#server/auth/two-factor";
import { pendingSignIns, rateLimits, sessions, staffRecoveryCodes, staffUsers } from "#server/db/schema";
import { addStaffMember } from "#server/staff/admin-staff";
import { setupTestDatabase } from "../support/database";

const database = setupTestDatabase();
const ORIGIN = "http://localhost:3000";
const noDelay = async () => undefined;
const T0 = new Date("2026-03-02T10:00:15Z");
const STEP_MS = 30_000;
const at = (steps: number) => new Date(T0.getTime() + steps * STEP_MS);

const request = (cookie?: string) =>
  new Request(`${ORIGIN}/admin/login`, { method: "POST", headers: cookie ? { cookie } : {} });
const cookieOf = (setCookie: string) => setCookie.split(";")[0]!;

async function memberWithTwoFactor(email = "editor@example.com", password = "editor-password-1") {
  const { id } = await upsertStaffUser(email, password, undefined, { role: "editor" });
  const secret = newTotpSecret();
  const codes = await enableTwoFactor(id, secret, totpStep(at(-10)), at(-10));
  return { id, email, password, secret, codes };
}

async function passwordStep(member: { email: string; password: string }, now = T0) {
  const result = await signIn(
    request(),
    { email: member.email, password: member.password, clientIp: "192.0.2.1" },
    { now, delay: noDelay },
  );
  if (!result.ok) throw new Error("the password was refused");
  return result;
}

describe("TOTP codes (RFC 6238)", () => {
  it("accepts the previous, current and next 30-s code and refuses two steps away", async () => {
    const member = await memberWithTwoFactor();
    for (const offset of [-1, 0, 1]) {
      // Each accepted code moves the last used step on, so every check starts from a fresh member state.
      await database.handle.db
        .update(staffUsers)
        .set({ totpLastStep: null })
        .where(eq(staffUsers.id, member.id));
      expect(await verifyTotpCode(member.id, totpCode(member.secret, at(offset)), T0), `step ${offset}`).toBe(
        true,
      );
    }
    await database.handle.db
      .update(staffUsers)
      .set({ totpLastStep: null })
      .where(eq(staffUsers.id, member.id));
    expect(await verifyTotpCode(member.id, totpCode(member.secret, at(-2)), T0)).toBe(false);
    expect(await verifyTotpCode(member.id, totpCode(member.secret, at(2)), T0)).toBe(false);
    expect(await verifyTotpCode(member.id, "12345", T0)).toBe(false);
    expect(await verifyTotpCode(member.id, "abcdef", T0)).toBe(false);
  });

  it("refuses a code used once already within its window, and an older code after a newer one", async () => {
    const member = await memberWithTwoFactor();
    const code = totpCode(member.secret, T0);
    expect(await verifyTotpCode(member.id, code, T0)).toBe(true);
    expect(await verifyTotpCode(member.id, code, T0)).toBe(false);
    expect(await verifyTotpCode(member.id, code, at(1))).toBe(false);
    expect(await verifyTotpCode(member.id, totpCode(member.secret, at(1)), at(1))).toBe(true);
    expect(await verifyTotpCode(member.id, totpCode(member.secret, at(0)), at(1))).toBe(false);
  });

  it("two requests with one code at once: exactly one is accepted", async () => {
    const member = await memberWithTwoFactor();
    const code = totpCode(member.secret, T0);
    const results = await Promise.all([1, 2, 3].map(() => verifyTotpCode(member.id, code, T0)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});

describe("recovery codes", () => {
  it("makes ten codes stored as argon2id hashes, each usable once, typed in any case or spacing", async () => {
    const member = await memberWithTwoFactor();
    expect(member.codes).toHaveLength(10);
    expect(new Set(member.codes).size).toBe(10);
    const stored = await database.handle.db
      .select()
      .from(staffRecoveryCodes)
      .where(eq(staffRecoveryCodes.userId, member.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) {
      expect(row.codeHash).toMatch(/^\$argon2id\$/);
      expect(member.codes).not.toContain(row.codeHash);
    }
    const [first, second] = member.codes as [string, string];
    expect(await useRecoveryCode(member.id, first)).toBe(true);
    expect(await useRecoveryCode(member.id, first)).toBe(false);
    expect(await useRecoveryCode(member.id, ` ${second.toUpperCase().replace("-", " ")} `)).toBe(true);
    expect(await useRecoveryCode(member.id, "aaaaa-aaaaa")).toBe(false);
    expect(normalizeRecoveryCode("not a code")).toBeNull();
  });
});

describe("two-factor sign-in", () => {
  it("after the password holds a pending sign-in (no session) until a code, then signs in and records it", async () => {
    const member = await memberWithTwoFactor();
    const pending = await passwordStep(member);
    expect(pending.next).toBe("/admin/login/two-factor");
    expect(pending.setCookie).toMatch(/^admin_pending=/);
    expect(await database.handle.db.select().from(sessions)).toHaveLength(0);
    expect(await database.handle.db.select().from(pendingSignIns)).toHaveLength(1);

    const wrong = await submitTwoFactorCode(
      request(cookieOf(pending.setCookie)),
      { code: "000000", clientIp: "192.0.2.1" },
      { now: T0, delay: noDelay },
    );
    expect(wrong).toEqual({ ok: false });
    const done = await submitTwoFactorCode(
      request(cookieOf(pending.setCookie)),
      { code: totpCode(member.secret, T0), clientIp: "192.0.2.1" },
      { now: T0, delay: noDelay },
    );
    if (!done.ok) throw new Error("the code was refused");
    expect(done.next).toBe("/admin");
    expect(done.clearCookie).toMatch(/^admin_pending=; /);
    const token = readSessionToken(request(cookieOf(done.setCookie)))!;
    expect((await staffForToken(token, { now: T0 }))?.email).toBe(member.email);
    expect(await database.handle.db.select().from(pendingSignIns)).toHaveLength(0);

    const { rows } = await listActivity({ staffId: member.id }, 1, 10);
    expect(rows.map((row) => row.action)).toEqual(["sign-in", "two-factor.succeeded", "two-factor.failed"]);
  });

  it("signs in with a recovery code once; the same code is refused the next time", async () => {
    const member = await memberWithTwoFactor();
    const code = member.codes[3]!;
    const first = await passwordStep(member);
    const used = await submitTwoFactorCode(
      request(cookieOf(first.setCookie)),
      { code, clientIp: "192.0.2.1" },
      { now: T0, delay: noDelay },
    );
    expect(used.ok && used.next).toBe("/admin");
    const second = await passwordStep(member);
    const again = await submitTwoFactorCode(
      request(cookieOf(second.setCookie)),
      { code, clientIp: "192.0.2.1" },
      { now: T0, delay: noDelay },
    );
    expect(again.ok).toBe(false);
    const { rows } = await listActivity({ staffId: member.id }, 1, 10);
    expect(rows.map((row) => row.action)).toContain("recovery-code.used");
  });

  it("five wrong codes end the pending sign-in and count towards the member's two-factor lock", async () => {
    const member = await memberWithTwoFactor();
    const pending = await passwordStep(member);
    const results = [];
    for (let i = 0; i < 5; i += 1) {
      results.push(
        await submitTwoFactorCode(
          request(cookieOf(pending.setCookie)),
          { code: String(100000 + i), clientIp: "192.0.2.1" },
          { now: T0, delay: noDelay },
        ),
      );
    }
    expect(results.at(-1)).toEqual({ ok: false, restart: true });
    expect(await database.handle.db.select().from(pendingSignIns)).toHaveLength(0);
    const [counter] = await database.handle.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, twoFactorKey(member.id)));
    expect(counter?.count).toBe(5);
    // Too late: the code of that very moment no longer helps.
    const late = await submitTwoFactorCode(
      request(cookieOf(pending.setCookie)),
      { code: totpCode(member.secret, T0), clientIp: "192.0.2.1" },
      { now: T0, delay: noDelay },
    );
    expect(late).toEqual({ ok: false, restart: true });
  });

  it("a deactivated member is refused at the password, alike to a wrong password", async () => {
    const member = await memberWithTwoFactor();
    await database.handle.db.update(staffUsers).set({ isActive: false }).where(eq(staffUsers.id, member.id));
    const refused = await signIn(
      request(),
      { email: member.email, password: member.password, clientIp: "192.0.2.2" },
      { now: T0, delay: noDelay },
    );
    expect(refused).toEqual({ ok: false });
  });
});

describe("first sign-in", () => {
  it("a temporary password must be replaced before any session; the new one then signs in directly", async () => {
    const added = await addStaffMember({
      name: "New Editor",
      email: "New.Editor@example.com",
      role: "editor",
      method: "password",
    });
    if (added.reveal.kind !== "password") throw new Error("expected a temporary password");
    const member = { email: "new.editor@example.com", password: added.reveal.password };
    const pending = await passwordStep(member);
    expect(pending.next).toBe("/admin/login/password");
    expect(await database.handle.db.select().from(sessions)).toHaveLength(0);
    const chosen = await chooseNewPassword(request(cookieOf(pending.setCookie)), "my-own-password-1", {
      now: T0,
    });
    expect(chosen.ok && chosen.next).toBe("/admin");
    const again = await passwordStep({ email: member.email, password: "my-own-password-1" });
    expect(again.next).toBe("/admin");
    const old = await signIn(
      request(),
      { email: member.email, password: member.password, clientIp: "192.0.2.3" },
      { now: T0, delay: noDelay },
    );
    expect(old.ok).toBe(false);
  });

  it("a sign-in link works once, before it expires", async () => {
    const added = await addStaffMember({
      name: "Linked",
      email: "linked@example.com",
      role: "editor",
      method: "link",
    });
    if (added.reveal.kind !== "link") throw new Error("expected a link");
    const token = added.reveal.url.split("/").at(-1)!;
    const { hashToken } = await import("#server/auth/session");
    expect(await signInLinkEmail(hashToken(token))).toBe("linked@example.com");
    const late = await signInWithLink(
      request(),
      { tokenHash: hashToken(token), password: "chosen-password-1" },
      { now: new Date(Date.now() + 73 * 60 * 60 * 1000) },
    );
    expect(late).toEqual({ ok: false, restart: true });
    const used = await signInWithLink(request(), {
      tokenHash: hashToken(token),
      password: "chosen-password-1",
    });
    expect(used.ok && used.next).toBe("/admin");
    const twice = await signInWithLink(request(), {
      tokenHash: hashToken(token),
      password: "other-password-1",
    });
    expect(twice).toEqual({ ok: false, restart: true });
  });
});

describe("audit log export", () => {
  it("exports the filtered log with formula-looking cells neutralised", async () => {
    await recordActivity({
      action: "create",
      recordType: "products",
      label: '=HYPERLINK("x")',
      clientIp: "192.0.2.9",
    });
    await recordActivity({ action: "update", recordType: "news-items", label: "Plain" });
    const csv = await activityCsv({ recordType: "products" });
    const [header, line, end] = csv.split("\r\n");
    expect(header).toBe(
      "Time (UTC),Staff member,Email,Action,Record type,Record id,Record,Link,Client address,Details",
    );
    expect(line).toContain(`,Created,products,,"'=HYPERLINK(""x"")",,192.0.2.9,`);
    expect(end).toBe("");
    expect(await activityCsv({ recordType: "gallery-items" })).toBe(`${header}\r\n`);
  });

  it("keeps an entry whose details hold a lone surrogate (half an emoji), written as U+FFFD", async () => {
    await recordActivity({
      action: "files.deleted",
      recordType: "media-surrogate",
      label: "1 stale file(s)",
      details: { filePaths: ["\ud800", "gold-😀.jpg"] },
    });
    const csv = await activityCsv({ recordType: "media-surrogate" });
    expect(csv).toContain("\uFFFD");
    expect(csv).toContain("gold-😀.jpg");
  });
});
