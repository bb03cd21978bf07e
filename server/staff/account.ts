import Bowser from "bowser";
import { eq } from "drizzle-orm";
import type { OneTimeReveal } from "~/lib/schemas/action";
import { recordActivity } from "../audit/activity";
import { hashPassword } from "../auth/password";
import { assertAcceptablePassword } from "../auth/password-policy";
import { endSession, endSessionsOf, listSessionsOf, type Staff } from "../auth/session";
import { twoFactorRequired } from "../auth/sign-in";
import { confirmedUntil, requireRecentAuth } from "../auth/step-up";
import {
  disableTwoFactor,
  enableTwoFactor,
  matchTotp,
  newTotpSecret,
  replaceRecoveryCodes,
  totpEnrolment,
  unusedRecoveryCodes,
} from "../auth/two-factor";
import { db } from "../db/client";
import { staffUsers } from "../db/schema";
import { AdminActionError } from "../errors";

/** "Chrome on macOS" from a user agent; "Unknown device" when it says nothing useful. */
export function deviceOf(userAgent: string | null): string {
  if (!userAgent) return "Unknown device";
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const os = parsed.os.name;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? "Unknown device";
}

const own = (staff: Staff) =>
  ({ recordType: "staff", recordId: staff.id, label: staff.email, link: "/admin/account" }) as const;

/** What the account page shows: the member, their two-factor state and their live sessions. */
export async function accountOverview(staff: Staff) {
  const [sessions, recoveryCodesLeft, required] = await Promise.all([
    listSessionsOf(staff.id),
    staff.twoFactor ? unusedRecoveryCodes(staff.id) : Promise.resolve(0),
    twoFactorRequired(),
  ]);
  return {
    name: staff.name,
    email: staff.email,
    role: staff.role,
    twoFactor: staff.twoFactor,
    twoFactorRequired: required,
    confirmedUntil: confirmedUntil(staff),
    recoveryCodesLeft,
    sessions: sessions.map((session) => ({
      id: session.id,
      device: deviceOf(session.userAgent),
      ipAddress: session.ipAddress,
      lastSeenAt: session.lastSeenAt.toISOString(),
      createdAt: session.createdAt.toISOString(),
      current: session.id === staff.sessionId,
    })),
  };
}

/** Changes the member's own display name. */
export async function changeOwnName(staff: Staff, name: string): Promise<void> {
  await db().transaction(async (tx) => {
    await tx.update(staffUsers).set({ name: name.trim() }).where(eq(staffUsers.id, staff.id));
    await recordActivity(
      { action: "name.changed", ...own(staff), details: { from: staff.name, to: name.trim() } },
      tx,
    );
  });
}

/**
 * Changes the member's own password: the new one must pass the policy, the current one is checked
 * (throttled, server/auth/step-up.ts); every other session of theirs ends.
 */
export async function changeOwnPassword(staff: Staff, currentPassword: string, password: string) {
  await assertAcceptablePassword(password, staff.email);
  await requireRecentAuth(staff, currentPassword);
  const passwordHash = await hashPassword(password);
  return db().transaction(async (tx) => {
    await tx
      .update(staffUsers)
      .set({ passwordHash, mustChangePassword: false })
      .where(eq(staffUsers.id, staff.id));
    const ended = await endSessionsOf(staff.id, { keepSessionId: staff.sessionId, executor: tx });
    await recordActivity(
      { action: "password.changed", ...own(staff), details: { sessionsEnded: ended } },
      tx,
    );
    return ended;
  });
}

/** A new secret with its QR code for the member's authenticator app (nothing stored until confirmed). */
export async function startOwnTwoFactor(staff: Staff): Promise<OneTimeReveal> {
  const secret = newTotpSecret();
  return { kind: "totp-setup", secret, ...(await totpEnrolment(secret, staff.email)) };
}

export const TWO_FACTOR_ALREADY_ON =
  "Two-factor sign-in is already on. To use another app, choose Replace authenticator app.";

/** The time step of a code from the offered secret, or a refusal on the code's field. */
function confirmedStep(secret: string, code: string): number {
  const step = matchTotp(secret, code);
  if (step === null) throw new AdminActionError("Invalid authentication code", 400, { field: "code" });
  return step;
}

/**
 * Turns the member's two-factor sign-in on once a code from the offered secret checks out (a recent
 * confirmation is checked by the action). Refused when it is already on: replacing the app is its own step.
 */
export async function confirmOwnTwoFactor(
  staff: Staff,
  secret: string,
  code: string,
): Promise<OneTimeReveal> {
  if (staff.twoFactor) throw new AdminActionError(TWO_FACTOR_ALREADY_ON, 409);
  const step = confirmedStep(secret, code);
  const codes = await enableTwoFactor(staff.id, secret, step);
  await recordActivity({ action: "two-factor.enabled", ...own(staff) });
  return { kind: "recovery-codes", codes };
}

/**
 * Moves the member's two-factor sign-in to another authenticator app (a lost or new phone): the old app's
 * codes stop working, the recovery codes stay. A recent confirmation is checked by the action.
 */
export async function replaceOwnTwoFactor(staff: Staff, secret: string, code: string): Promise<void> {
  if (!staff.twoFactor) throw new AdminActionError("Two-factor sign-in is not on", 409);
  const step = confirmedStep(secret, code);
  await db().transaction(async (tx) => {
    await tx
      .update(staffUsers)
      .set({ totpSecret: secret, totpLastStep: step })
      .where(eq(staffUsers.id, staff.id));
    await recordActivity({ action: "two-factor.replaced", ...own(staff) }, tx);
  });
}

/** Turns the member's two-factor sign-in off (password required; not while it is required of everyone). */
export async function disableOwnTwoFactor(staff: Staff, currentPassword: string): Promise<void> {
  if (await twoFactorRequired()) {
    throw new AdminActionError("Two-factor sign-in is required for every staff member", 409);
  }
  await requireRecentAuth(staff, currentPassword);
  await db().transaction(async (tx) => {
    await disableTwoFactor(staff.id, tx);
    await recordActivity({ action: "two-factor.disabled", ...own(staff) }, tx);
  });
}

/** Ten new recovery codes in place of the old ones (password required). */
export async function regenerateOwnRecoveryCodes(
  staff: Staff,
  currentPassword: string,
): Promise<OneTimeReveal> {
  if (!staff.twoFactor) throw new AdminActionError("Two-factor sign-in is not on", 409);
  await requireRecentAuth(staff, currentPassword);
  const codes = await db().transaction(async (tx) => {
    const fresh = await replaceRecoveryCodes(staff.id, tx);
    await recordActivity({ action: "recovery-codes.regenerated", ...own(staff) }, tx);
    return fresh;
  });
  return { kind: "recovery-codes", codes };
}

/** Signs out one of the member's own sessions (not this one: that is Logout). */
export async function signOutOwnSession(staff: Staff, sessionId: string): Promise<void> {
  if (sessionId === staff.sessionId) {
    throw new AdminActionError("Use Logout to sign out of this session", 400);
  }
  if (!(await endSession(staff.id, sessionId))) throw new AdminActionError("Session not found", 404);
  await recordActivity({ action: "session.revoked", ...own(staff) });
}

/** Signs out every session of the member but this one; returns how many ended. */
export async function signOutOtherSessions(staff: Staff): Promise<number> {
  const ended = await endSessionsOf(staff.id, { keepSessionId: staff.sessionId });
  await recordActivity({ action: "sessions.revoked", ...own(staff), details: { sessionsEnded: ended } });
  return ended;
}
