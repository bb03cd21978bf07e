import { and, eq, isNotNull, sql } from "drizzle-orm";
import { recordActivity } from "../audit/activity";
import { db } from "../db/client";
import { PENDING_SIGN_IN_STEPS, type PendingSignInStep, staffUsers } from "../db/schema";
import { getGlobalSetting } from "../settings/global";
import { hashPassword, verifyPassword } from "./password";
import { assertAcceptablePassword } from "./password-policy";
import {
  clearPendingCookie,
  countPendingFailure,
  dropPendingSignIn,
  offerPendingSecret,
  type PendingSignIn,
  readPendingSignIn,
  startPendingSignIn,
} from "./pending";
import { endSessionsOf, rotateSession } from "./session";
import {
  CLIENT_POLICY,
  clearFailures,
  failureDelayMs,
  lockedUntil,
  PAIR_POLICY,
  recordFailure,
  TWO_FACTOR_POLICY,
} from "./throttle";
import {
  enableTwoFactor,
  matchTotp,
  newTotpSecret,
  totpEnrolment,
  useRecoveryCode,
  verifyTotpCode,
} from "./two-factor";

export type SignInInput = { email: string; password: string; clientIp: string };
/**
 * A step that went through: `setCookie` is the new session's cookie when `next` is /admin, else the
 * pending sign-in's cookie for the step at `next`; `clearCookie` drops a finished pending sign-in.
 */
export type SignInSuccess = { ok: true; next: string; setCookie: string; clearCookie?: string };
/** A refusal; `retryAfterSeconds` when the e-mail from this client, or the client, is locked (answered 429). */
export type SignInResult = SignInSuccess | { ok: false; retryAfterSeconds?: number };

let dummyHash: Promise<string> | undefined;
/** A hash to verify against when the e-mail is unknown, so timing does not tell whether it exists. */
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword("not-a-real-password-for-timing-only");
  return dummyHash;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type StepOptions = { now?: Date; delay?: (ms: number) => Promise<unknown> };

/**
 * Throttle keys of an attempt: one per e-mail address from this client address (an address comes from
 * the server, never holds a space, so the pair cannot be forged by an e-mail), one per client address.
 */
export function signInKeys(email: string, clientIp: string): { pairKey: string; clientKey: string } {
  return { pairKey: `login:pair:${clientIp} ${email}`, clientKey: `login:client:${clientIp}` };
}

/** Throttle key of a member's two-factor codes, wherever they come from. */
export const twoFactorKey = (userId: number) => `login:two-factor:${userId}`;

const secondsUntil = (until: Date, now: Date) =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

/** The URL of each sign-in step. */
export const SIGN_IN_STEP_PATHS: Record<PendingSignInStep, string> = {
  "two-factor": "/admin/login/two-factor",
  password: "/admin/login/password",
  "two-factor-setup": "/admin/login/two-factor-setup",
};

/** True when an Administrator has required two-factor sign-in for every member. */
export async function twoFactorRequired(): Promise<boolean> {
  return (await getGlobalSetting("require_two_factor")) === "true";
}

/**
 * What a member still owes after `done`, in order: their two-factor code (so a temporary password alone
 * never lets anyone choose the next one), a new password in place of a temporary one, then setting up
 * two-factor sign-in when it is required of everyone.
 */
async function nextStep(userId: number, done: PendingSignInStep | "credentials") {
  const [user] = await db()
    .select({ mustChange: staffUsers.mustChangePassword, totp: staffUsers.totpEnabledAt })
    .from(staffUsers)
    .where(eq(staffUsers.id, userId));
  if (!user) return null;
  const owed: Record<PendingSignInStep, () => boolean | Promise<boolean>> = {
    "two-factor": () => user.totp !== null,
    password: () => user.mustChange,
    "two-factor-setup": async () => user.totp === null && (await twoFactorRequired()),
  };
  const order = PENDING_SIGN_IN_STEPS.slice(
    done === "credentials" ? 0 : PENDING_SIGN_IN_STEPS.indexOf(done) + 1,
  );
  for (const step of order) if (await owed[step]()) return step;
  return null;
}

/**
 * Moves a sign-in on after a step: to the next pending step, or (none left) to a fresh session, which
 * is when the sign-in is recorded and lastLoginAt set.
 */
async function continueSignIn(
  request: Request,
  user: { id: number; email: string },
  done: PendingSignInStep | "credentials",
  now: Date,
): Promise<SignInSuccess> {
  const step = await nextStep(user.id, done);
  if (step) {
    const setCookie = await startPendingSignIn(request, user.id, step, { now });
    return { ok: true, next: SIGN_IN_STEP_PATHS[step], setCookie };
  }
  const pending = await readPendingSignIn(request, now);
  if (pending) await dropPendingSignIn(pending.id);
  await db().update(staffUsers).set({ lastLoginAt: now }).where(eq(staffUsers.id, user.id));
  const { setCookie } = await rotateSession(request, user.id, { now });
  await recordActivity({
    action: "sign-in",
    staff: user,
    recordType: "staff",
    recordId: user.id,
    label: user.email,
    link: "/admin/account",
  });
  return { ok: true, next: "/admin", setCookie, clearCookie: clearPendingCookie(request) };
}

/**
 * Checks e-mail and password with throttling. Wrong e-mail, wrong password and a deactivated member give
 * { ok: false } after the same work (one argon2 verification), so nothing hints which one it was. Failures
 * are counted per (e-mail, client address) and per client address, so an attacker's failures never lock
 * staff signing in from elsewhere. A locked pair or client gets when to try again, without a password
 * check and without counting (a lock is never extended); unknown e-mails lock like known ones, so that
 * tells nothing either. On success the member moves to their next step: a two-factor code, a new
 * password or two-factor setup (a pending sign-in, never a session), or straight to a new session.
 */
export async function signIn(
  request: Request,
  input: SignInInput,
  options: StepOptions = {},
): Promise<SignInResult> {
  const now = options.now ?? new Date();
  const email = input.email.trim().toLowerCase();
  const { pairKey, clientKey } = signInKeys(email, input.clientIp);
  const locked = await lockedUntil([pairKey, clientKey], now);
  if (locked) return { ok: false, retryAfterSeconds: secondsUntil(locked, now) };
  const [user] = await db()
    .select({
      id: staffUsers.id,
      email: staffUsers.email,
      passwordHash: staffUsers.passwordHash,
      isActive: staffUsers.isActive,
    })
    .from(staffUsers)
    .where(eq(sql`lower(${staffUsers.email})`, email));
  const matches = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (user?.isActive && matches) {
    await clearFailures(pairKey);
    return continueSignIn(request, user, "credentials", now);
  }
  await recordActivity({
    action: "sign-in.failed",
    staff: user ? { id: user.id, email: user.email } : null,
    recordType: "staff",
    recordId: user?.id ?? null,
    label: user?.email ?? null,
    details: user ? { reason: user.isActive ? "password" : "inactive" } : { email: email.slice(0, 120) },
  });
  const pairFailures = await recordFailure(pairKey, PAIR_POLICY, now);
  const clientFailures = await recordFailure(clientKey, CLIENT_POLICY, now);
  await (options.delay ?? sleep)(failureDelayMs(Math.max(pairFailures, clientFailures)));
  return { ok: false };
}

/** A refused step: `restart` when the pending sign-in is gone (expired, or too many wrong codes). */
export type StepRefusal = { ok: false; restart?: boolean; retryAfterSeconds?: number };

/** The request's pending sign-in at `step`, or null (none, expired, or at another step). */
export async function pendingAt(request: Request, step: PendingSignInStep, now: Date = new Date()) {
  const pending = await readPendingSignIn(request, now);
  return pending?.step === step ? pending : null;
}

/**
 * The second step for a member with two-factor sign-in: a 6-digit code from their app (the previous,
 * current or next 30-s code, each once) or one of their recovery codes (each once). Wrong codes count
 * towards the same locks as wrong passwords, and towards one per member: 5 end the pending sign-in.
 */
export async function submitTwoFactorCode(
  request: Request,
  input: { code: string; clientIp: string },
  options: StepOptions = {},
): Promise<SignInSuccess | StepRefusal> {
  const now = options.now ?? new Date();
  const pending = await pendingAt(request, "two-factor", now);
  if (!pending) return { ok: false, restart: true };
  const user = { id: pending.userId, email: pending.email };
  const { pairKey, clientKey } = signInKeys(pending.email.toLowerCase(), input.clientIp);
  const userKey = twoFactorKey(user.id);
  const locked = await lockedUntil([pairKey, clientKey, userKey], now);
  if (locked) return { ok: false, retryAfterSeconds: secondsUntil(locked, now) };
  const code = input.code.replace(/\s/g, "");
  const isTotp = /^\d{6}$/.test(code);
  const accepted = isTotp
    ? await verifyTotpCode(user.id, code, now)
    : await useRecoveryCode(user.id, code, now);
  const base = { staff: user, recordType: "staff", recordId: user.id, label: user.email } as const;
  if (accepted) {
    await clearFailures(pairKey);
    await clearFailures(userKey);
    await recordActivity({ ...base, action: isTotp ? "two-factor.succeeded" : "recovery-code.used" });
    return continueSignIn(request, user, "two-factor", now);
  }
  await recordActivity({
    ...base,
    action: "two-factor.failed",
    details: { kind: isTotp ? "code" : "recovery" },
  });
  const failures = Math.max(
    await recordFailure(pairKey, PAIR_POLICY, now),
    await recordFailure(clientKey, CLIENT_POLICY, now),
    await recordFailure(userKey, TWO_FACTOR_POLICY, now),
  );
  const gone = await countPendingFailure(pending.id);
  await (options.delay ?? sleep)(failureDelayMs(failures));
  return gone ? { ok: false, restart: true } : { ok: false };
}

/** Sets a member's own new password (no longer temporary) and ends any session they had. */
export async function setOwnPassword(userId: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db().transaction(async (tx) => {
    await tx
      .update(staffUsers)
      .set({ passwordHash, mustChangePassword: false })
      .where(eq(staffUsers.id, userId));
    await endSessionsOf(userId, { executor: tx });
  });
}

/** The "choose a new password" step after a temporary password. */
export async function chooseNewPassword(
  request: Request,
  password: string,
  options: StepOptions = {},
): Promise<SignInSuccess | StepRefusal> {
  const now = options.now ?? new Date();
  const pending = await pendingAt(request, "password", now);
  if (!pending) return { ok: false, restart: true };
  await assertAcceptablePassword(password, pending.email);
  const user = { id: pending.userId, email: pending.email };
  await setOwnPassword(user.id, password);
  await recordActivity({
    action: "password.changed",
    staff: user,
    recordType: "staff",
    recordId: user.id,
    label: user.email,
    details: { at: "first sign-in" },
  });
  return continueSignIn(request, user, "password", now);
}

/** The secret, otpauth URI and QR code a two-factor setup step shows (the same until confirmed). */
export async function twoFactorSetupOffer(pending: PendingSignIn) {
  const secret = pending.totpSecret ?? (await offerPendingSecret(pending.id, newTotpSecret()));
  return { secret, ...(await totpEnrolment(secret, pending.email)) };
}

/**
 * Confirms two-factor setup during sign-in with a code from the offered secret: turns it on, makes ten
 * recovery codes (returned, to be shown once) and moves on.
 */
export async function confirmTwoFactorSetup(
  request: Request,
  input: { code: string; clientIp: string },
  options: StepOptions = {},
): Promise<(SignInSuccess & { recoveryCodes: string[] }) | StepRefusal> {
  const now = options.now ?? new Date();
  const pending = await pendingAt(request, "two-factor-setup", now);
  if (!pending?.totpSecret) return { ok: false, restart: !pending };
  const user = { id: pending.userId, email: pending.email };
  const step = matchTotp(pending.totpSecret, input.code.replace(/\s/g, ""), now);
  if (step === null) {
    const gone = await countPendingFailure(pending.id);
    await recordFailure(twoFactorKey(user.id), TWO_FACTOR_POLICY, now);
    return gone ? { ok: false, restart: true } : { ok: false };
  }
  const recoveryCodes = await enableTwoFactor(user.id, pending.totpSecret, step, now);
  await recordActivity({
    action: "two-factor.enabled",
    staff: user,
    recordType: "staff",
    recordId: user.id,
    label: user.email,
  });
  return { ...(await continueSignIn(request, user, "two-factor-setup", now)), recoveryCodes };
}

/** The e-mail of the member a live, unused sign-in link belongs to, or null. */
export async function signInLinkEmail(tokenHash: string, now: Date = new Date()): Promise<string | null> {
  const [row] = await db()
    .select({ email: staffUsers.email })
    .from(staffUsers)
    .where(
      and(
        eq(staffUsers.signInLinkHash, tokenHash),
        sql`${staffUsers.signInLinkExpiresAt} > ${now.toISOString()}::timestamptz`,
        eq(staffUsers.isActive, true),
      ),
    );
  return row?.email ?? null;
}

/**
 * Signs in with a one-time link from an Administrator: the chosen password must pass the policy, the link
 * is spent in the statement that checks it (unexpired, unused), the member's chosen password is set, and the sign-in moves on as after a
 * password (a two-factor code or setup may still follow).
 */
export async function signInWithLink(
  request: Request,
  input: { tokenHash: string; password: string },
  options: StepOptions = {},
): Promise<SignInSuccess | StepRefusal> {
  const now = options.now ?? new Date();
  const email = await signInLinkEmail(input.tokenHash, now);
  if (!email) return { ok: false, restart: true };
  await assertAcceptablePassword(input.password, email);
  const passwordHash = await hashPassword(input.password);
  const [user] = await db()
    .update(staffUsers)
    .set({ passwordHash, mustChangePassword: false, signInLinkHash: null, signInLinkExpiresAt: null })
    .where(
      and(
        eq(staffUsers.signInLinkHash, input.tokenHash),
        isNotNull(staffUsers.signInLinkExpiresAt),
        sql`${staffUsers.signInLinkExpiresAt} > ${now.toISOString()}::timestamptz`,
        eq(staffUsers.isActive, true),
      ),
    )
    .returning({ id: staffUsers.id, email: staffUsers.email });
  if (!user) return { ok: false, restart: true };
  await endSessionsOf(user.id);
  await recordActivity({
    action: "sign-in-link.used",
    staff: user,
    recordType: "staff",
    recordId: user.id,
    label: user.email,
  });
  return continueSignIn(request, user, "credentials", now);
}
