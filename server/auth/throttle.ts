import { eq, inArray, sql } from "drizzle-orm";
import { db } from "../db/client";
import { rateLimits } from "../db/schema";

export type ThrottlePolicy = {
  /** Failures counted within this window. */
  windowMs: number;
  /** Failures in one window that lock the key. */
  maxFailures: number;
  /** How long a lock lasts. */
  lockMs: number;
};

/**
 * Sign-in failures per e-mail address and client address together: 5 in 15 minutes lock that pair for
 * 15 minutes. Failures from one address never lock the account for another address.
 */
export const PAIR_POLICY: ThrottlePolicy = { windowMs: 15 * 60_000, maxFailures: 5, lockMs: 15 * 60_000 };
/** Sign-in failures per client address, whatever the e-mail: 20 in 15 minutes lock that client for 15 minutes. */
export const CLIENT_POLICY: ThrottlePolicy = { windowMs: 15 * 60_000, maxFailures: 20, lockMs: 15 * 60_000 };

/**
 * Two-factor code failures per member, from anywhere: 10 in 15 minutes lock that member's code step for
 * 15 minutes (whoever gets that far already holds the password).
 */
export const TWO_FACTOR_POLICY: ThrottlePolicy = {
  windowMs: 15 * 60_000,
  maxFailures: 10,
  lockMs: 15 * 60_000,
};

/** When the last lock among the keys ends, or null when none is locked at `now`. */
export async function lockedUntil(keys: string[], now: Date = new Date()): Promise<Date | null> {
  const rows = await db()
    .select({ lockedUntil: rateLimits.lockedUntil })
    .from(rateLimits)
    .where(inArray(rateLimits.key, keys));
  let until: Date | null = null;
  for (const row of rows) {
    if (row.lockedUntil && row.lockedUntil > now && (!until || row.lockedUntil > until))
      until = row.lockedUntil;
  }
  return until;
}

/**
 * Counts one failure for a key in one atomic upsert (safe across processes): a window older than
 * the policy's starts again at 1; reaching maxFailures sets locked_until. A lock in force is never
 * moved, so tries during a lock (or racing the one that set it) cannot extend it. Returns the new count.
 */
export async function recordFailure(
  key: string,
  policy: ThrottlePolicy,
  now: Date = new Date(),
): Promise<number> {
  const windowStartsAfter = new Date(now.getTime() - policy.windowMs).toISOString();
  const lockedUntil = new Date(now.getTime() + policy.lockMs).toISOString();
  const nowIso = now.toISOString();
  const expired = sql`${rateLimits.windowStart} <= ${windowStartsAfter}::timestamptz`;
  const nextCount = sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`;
  const lockInForce = sql`${rateLimits.lockedUntil} > ${nowIso}::timestamptz`;
  const [row] = await db()
    .insert(rateLimits)
    .values({
      key,
      count: 1,
      windowStart: now,
      lockedUntil: policy.maxFailures <= 1 ? new Date(lockedUntil) : null,
    })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: nextCount,
        windowStart: sql`case when ${expired} then ${nowIso}::timestamptz else ${rateLimits.windowStart} end`,
        lockedUntil: sql`case when ${lockInForce} then ${rateLimits.lockedUntil} when ${nextCount} >= ${policy.maxFailures} then ${lockedUntil}::timestamptz else ${rateLimits.lockedUntil} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? 1;
}

/** Forgets a key's failures (after a successful sign-in). */
export async function clearFailures(key: string): Promise<void> {
  await db().delete(rateLimits).where(eq(rateLimits.key, key));
}

/** Delay before answering the nth failure: none for the first two, then 250 ms doubling up to 2 s. */
export function failureDelayMs(failures: number): number {
  if (failures < 3) return 0;
  return Math.min(2000, 250 * 2 ** (failures - 3));
}
