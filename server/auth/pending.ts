import { randomBytes } from "node:crypto";
import { and, eq, gt, lt, or, sql } from "drizzle-orm";
import { db, type Executor } from "../db/client";
import { type PendingSignInStep, pendingSignIns, staffUsers } from "../db/schema";
import { hashToken, readTokenCookie, serializeCookie, sessionCookieName } from "./session";

/** A sign-in left between its steps longer than this starts again from the password. */
export const PENDING_SIGN_IN_MS = 10 * 60 * 1000;
/** Wrong codes one pending sign-in may take before it is dropped. */
export const PENDING_MAX_FAILURES = 5;

/** Cookie of a pending sign-in: `__Host-` prefixed over HTTPS, like the session's. */
export function pendingCookieName(request: Request): string {
  return sessionCookieName(request).startsWith("__Host-") ? "__Host-admin_pending" : "admin_pending";
}

/** Set-Cookie that clears the pending sign-in cookie. */
export function clearPendingCookie(request: Request): string {
  return serializeCookie(request, "", 0, pendingCookieName(request));
}

/**
 * Starts (or moves on) a member's pending sign-in at `step`: the request's old pending row and the
 * member's expired ones go, a new token is made. Returns its Set-Cookie header.
 */
export async function startPendingSignIn(
  request: Request,
  userId: number,
  step: PendingSignInStep,
  options: { now?: Date; executor?: Executor } = {},
): Promise<string> {
  const now = options.now ?? new Date();
  const executor = options.executor ?? db();
  const old = readTokenCookie(request, pendingCookieName(request));
  await executor
    .delete(pendingSignIns)
    .where(
      or(
        old ? eq(pendingSignIns.id, hashToken(old)) : undefined,
        and(eq(pendingSignIns.userId, userId), lt(pendingSignIns.expiresAt, now)),
      ),
    );
  const token = randomBytes(32).toString("base64url");
  await executor.insert(pendingSignIns).values({
    id: hashToken(token),
    userId,
    step,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PENDING_SIGN_IN_MS),
  });
  return serializeCookie(request, token, PENDING_SIGN_IN_MS / 1000, pendingCookieName(request));
}

/** The pending sign-in of a request (live, of an active member), with the member, or null. */
export async function readPendingSignIn(request: Request, now: Date = new Date()) {
  const token = readTokenCookie(request, pendingCookieName(request));
  if (!token) return null;
  const [row] = await db()
    .select({
      id: pendingSignIns.id,
      step: pendingSignIns.step,
      totpSecret: pendingSignIns.totpSecret,
      failures: pendingSignIns.failures,
      userId: staffUsers.id,
      email: staffUsers.email,
      name: staffUsers.name,
    })
    .from(pendingSignIns)
    .innerJoin(staffUsers, eq(staffUsers.id, pendingSignIns.userId))
    .where(
      and(
        eq(pendingSignIns.id, hashToken(token)),
        gt(pendingSignIns.expiresAt, now),
        eq(staffUsers.isActive, true),
      ),
    );
  return row ?? null;
}

export type PendingSignIn = NonNullable<Awaited<ReturnType<typeof readPendingSignIn>>>;

/** Stores the TOTP secret a two-factor setup offers, so the page shows the same one until confirmed. */
export async function offerPendingSecret(pendingId: string, secret: string): Promise<string> {
  const [row] = await db()
    .update(pendingSignIns)
    .set({ totpSecret: secret })
    .where(eq(pendingSignIns.id, pendingId))
    .returning({ totpSecret: pendingSignIns.totpSecret });
  return row?.totpSecret ?? secret;
}

/** Counts a wrong code on a pending sign-in; at PENDING_MAX_FAILURES it is dropped. True when it is gone. */
export async function countPendingFailure(pendingId: string): Promise<boolean> {
  const [row] = await db()
    .update(pendingSignIns)
    .set({ failures: sql`${pendingSignIns.failures} + 1` })
    .where(eq(pendingSignIns.id, pendingId))
    .returning({ failures: pendingSignIns.failures });
  if (row && row.failures < PENDING_MAX_FAILURES) return false;
  await dropPendingSignIn(pendingId);
  return true;
}

/** Deletes a pending sign-in (finished, or given up). */
export async function dropPendingSignIn(pendingId: string, executor: Executor = db()): Promise<void> {
  await executor.delete(pendingSignIns).where(eq(pendingSignIns.id, pendingId));
}
