import { eq, sql } from "drizzle-orm";
import { db } from "../db/client";
import { staffUsers } from "../db/schema";
import { hashPassword, verifyPassword } from "./password";
import { rotateSession } from "./session";
import {
  CLIENT_POLICY,
  clearFailures,
  failureDelayMs,
  lockedUntil,
  PAIR_POLICY,
  recordFailure,
} from "./throttle";

export type SignInInput = { email: string; password: string; clientIp: string };
/** A refusal; `retryAfterSeconds` when the e-mail from this client, or the client, is locked (answered 429). */
export type SignInResult = { ok: true; setCookie: string } | { ok: false; retryAfterSeconds?: number };

let dummyHash: Promise<string> | undefined;
/** A hash to verify against when the e-mail is unknown, so timing does not tell whether it exists. */
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword("not-a-real-password-for-timing-only");
  return dummyHash;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Throttle keys of an attempt: one per e-mail address from this client address (an address comes from
 * the server, never holds a space, so the pair cannot be forged by an e-mail), one per client address.
 */
export function signInKeys(email: string, clientIp: string): { pairKey: string; clientKey: string } {
  return { pairKey: `login:pair:${clientIp} ${email}`, clientKey: `login:client:${clientIp}` };
}

/**
 * Checks e-mail and password with throttling. Wrong e-mail and wrong password give { ok: false } after
 * the same work (one argon2 verification), so nothing hints which one it was. Failures are counted per
 * (e-mail, client address) and per client address, so an attacker's failures never lock staff signing in
 * from elsewhere. A locked pair or client gets when to try again, without a password check and without
 * counting (a lock is never extended); unknown e-mails lock like known ones, so that tells nothing either.
 * On success the request's old session is replaced by a new one.
 */
export async function signIn(
  request: Request,
  input: SignInInput,
  options: { now?: Date; delay?: (ms: number) => Promise<unknown> } = {},
): Promise<SignInResult> {
  const now = options.now ?? new Date();
  const email = input.email.trim().toLowerCase();
  const { pairKey, clientKey } = signInKeys(email, input.clientIp);
  const locked = await lockedUntil([pairKey, clientKey], now);
  if (locked) {
    return {
      ok: false,
      retryAfterSeconds: Math.max(1, Math.ceil((locked.getTime() - now.getTime()) / 1000)),
    };
  }
  const [user] = await db()
    .select({ id: staffUsers.id, passwordHash: staffUsers.passwordHash })
    .from(staffUsers)
    .where(eq(sql`lower(${staffUsers.email})`, email));
  const matches = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (user && matches) {
    await clearFailures(pairKey);
    await db().update(staffUsers).set({ lastLoginAt: now }).where(eq(staffUsers.id, user.id));
    const { setCookie } = await rotateSession(request, user.id, { now });
    return { ok: true, setCookie };
  }
  const pairFailures = await recordFailure(pairKey, PAIR_POLICY, now);
  const clientFailures = await recordFailure(clientKey, CLIENT_POLICY, now);
  await (options.delay ?? sleep)(failureDelayMs(Math.max(pairFailures, clientFailures)));
  return { ok: false };
}
