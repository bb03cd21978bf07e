import { sql } from "drizzle-orm";
import { db, type Executor } from "../db/client";
import { rowsOf } from "../db/sql";

export type RateLimitResult = {
  /** False once the key has used up its limit in the current window. */
  allowed: boolean;
  /** Hits counted in the current window, this one included. */
  count: number;
  /** Whole seconds until the window resets (for Retry-After). */
  retryAfterSeconds: number;
};

/**
 * Counts one hit for a key in a fixed window shared by every app process (the rate_limits table).
 * One atomic upsert: a hit after the window has passed starts a new window at 1.
 */
export async function hitRateLimit(
  key: string,
  limit: number,
  windowMs: number,
  executor: Executor = db(),
): Promise<RateLimitResult> {
  const window = sql`(${windowMs}::int * interval '1 millisecond')`;
  const result = await executor.execute<{ count: number; retry_after_ms: number }>(sql`
    insert into rate_limits (key, count, window_start)
    values (${key}, 1, clock_timestamp())
    on conflict (key) do update set
      count = case when rate_limits.window_start <= clock_timestamp() - ${window}
        then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= clock_timestamp() - ${window}
        then clock_timestamp() else rate_limits.window_start end
    returning count,
      greatest(extract(epoch from (window_start + ${window} - clock_timestamp())) * 1000, 0)::float8
        as retry_after_ms`);
  const row = rowsOf<{ count: number; retry_after_ms: number }>(result)[0]!;
  const count = Number(row.count);
  return {
    allowed: count <= limit,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil(Number(row.retry_after_ms) / 1000)),
  };
}

/**
 * Deletes counters whose window started more than `longestWindowMs` ago and whose lock (if any) is
 * over: nothing reads them again but to start afresh (housekeeping). Returns how many.
 */
export async function deleteFinishedRateLimits(
  longestWindowMs: number,
  now: Date = new Date(),
  executor: Executor = db(),
): Promise<number> {
  const windowsOver = new Date(now.getTime() - longestWindowMs).toISOString();
  const result = await executor.execute(sql`
    delete from rate_limits
     where window_start < ${windowsOver}::timestamptz
       and (locked_until is null or locked_until < ${now.toISOString()}::timestamptz)
    returning key`);
  return rowsOf(result).length;
}
