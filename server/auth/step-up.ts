import { eq } from "drizzle-orm";
import { recordActivity } from "../audit/activity";
import { db } from "../db/client";
import { sessions, staffUsers } from "../db/schema";
import { AdminActionError } from "../errors";
import { requestScope } from "../request-scope";
import { verifyPassword } from "./password";
import type { Staff } from "./session";
import {
  CLIENT_POLICY,
  clearFailures,
  failureDelayMs,
  lockedUntil,
  recordFailure,
  type ThrottlePolicy,
} from "./throttle";
import { verifyTotpCode } from "./two-factor";

/**
 * How long a confirmation of the password (or a code) lets a session make sensitive changes without
 * asking again: enough for a few changes in a row, short enough that a session left open or stolen
 * later cannot take the account over.
 */
export const STEP_UP_MS = 5 * 60_000;

/** Wrong current passwords or codes per member, from anywhere: 5 in 15 minutes lock the check 15 minutes. */
export const STEP_UP_MEMBER_POLICY: ThrottlePolicy = {
  windowMs: 15 * 60_000,
  maxFailures: 5,
  lockMs: 15 * 60_000,
};

export const STEP_UP_FIELD = "currentPassword";
export const WRONG_CURRENT_PASSWORD = "Current password is incorrect";
export const STEP_UP_REQUIRED = "Please confirm your password to continue";

/**
 * Throttle keys of a member's confirmations: the member's own, and the client address's (apart from
 * sign-in's, so a colleague's slips on a shared office address do not lock everyone out of signing in).
 */
const stepUpKeys = (staff: Staff, clientIp: string) => ({
  memberKey: `step-up:member:${staff.id}`,
  clientKey: `step-up:client:${clientIp}`,
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A refusal that asks the screen to confirm the member's identity, then try again. */
export class StepUpError extends AdminActionError {
  readonly stepUp = true;
  constructor(
    message: string,
    status: number,
    readonly retryAfterSeconds?: number,
  ) {
    super(message, status, { field: STEP_UP_FIELD });
  }
}

/** True when the session confirmed the password or a code within STEP_UP_MS of `now`. */
export function recentlyConfirmed(staff: Staff, now: Date = new Date()): boolean {
  return staff.reauthenticatedAt !== null && now.getTime() - staff.reauthenticatedAt.getTime() < STEP_UP_MS;
}

/** Until when the session may make sensitive changes without confirming again (null: it must confirm). */
export function confirmedUntil(staff: Staff, now: Date = new Date()): string | null {
  return recentlyConfirmed(staff, now)
    ? new Date(staff.reauthenticatedAt!.getTime() + STEP_UP_MS).toISOString()
    : null;
}

/**
 * Checks what the member typed to confirm it is them: their current password, or (with two-factor on) a
 * 6-digit code from their app, spent like a sign-in code. Failures count per member and per client
 * address, with the sign-in's growing delays; a locked member or client is refused with Retry-After
 * before any check. On success the session counts as confirmed for STEP_UP_MS.
 */
export async function confirmIdentity(
  staff: Staff,
  secret: string,
  options: { now?: Date; delay?: (ms: number) => Promise<unknown> } = {},
): Promise<void> {
  const now = options.now ?? new Date();
  const clientIp = requestScope()?.clientIp ?? "unknown";
  const { memberKey, clientKey } = stepUpKeys(staff, clientIp);
  const locked = await lockedUntil([memberKey, clientKey], now);
  if (locked) {
    const seconds = Math.max(1, Math.ceil((locked.getTime() - now.getTime()) / 1000));
    const minutes = Math.ceil(seconds / 60);
    throw new StepUpError(
      `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      429,
      seconds,
    );
  }
  if (await matchesCurrentSecret(staff, secret, now)) {
    await clearFailures(memberKey);
    await db().update(sessions).set({ reauthenticatedAt: now }).where(eq(sessions.id, staff.sessionId));
    staff.reauthenticatedAt = now;
    return;
  }
  await recordActivity({
    action: "step-up.failed",
    recordType: "staff",
    recordId: staff.id,
    label: staff.email,
    link: "/admin/account",
  });
  const failures = Math.max(
    await recordFailure(memberKey, STEP_UP_MEMBER_POLICY, now),
    await recordFailure(clientKey, CLIENT_POLICY, now),
  );
  await (options.delay ?? sleep)(failureDelayMs(failures));
  throw new StepUpError(WRONG_CURRENT_PASSWORD, 400);
}

/** The member's password, or a current code from their authenticator app when two-factor is on. */
async function matchesCurrentSecret(staff: Staff, secret: string, now: Date): Promise<boolean> {
  const code = secret.replace(/\s/g, "");
  if (staff.twoFactor && /^\d{6}$/.test(code)) return verifyTotpCode(staff.id, code, now);
  const [row] = await db()
    .select({ passwordHash: staffUsers.passwordHash })
    .from(staffUsers)
    .where(eq(staffUsers.id, staff.id));
  return row !== undefined && secret.length > 0 && (await verifyPassword(row.passwordHash, secret));
}

/**
 * The guard of a sensitive change: passes when the form carries the member's current password (or code),
 * checked as confirmIdentity does, or when the session confirmed one within STEP_UP_MS; otherwise refuses
 * with a StepUpError, so the screen asks for it and tries again.
 */
export async function requireRecentAuth(staff: Staff, given: unknown, now: Date = new Date()): Promise<void> {
  if (typeof given === "string" && given.length > 0) {
    // Longer than any password we accept or code we issue: wrong, without hashing megabytes.
    if (given.length > 200) throw new StepUpError(WRONG_CURRENT_PASSWORD, 400);
    await confirmIdentity(staff, given, { now });
    return;
  }
  if (!recentlyConfirmed(staff, now)) throw new StepUpError(STEP_UP_REQUIRED, 403);
}
