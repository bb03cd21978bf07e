import { sql } from "drizzle-orm";
import { deleteEndedSessions } from "../auth/session";
import { CLIENT_POLICY, PAIR_POLICY } from "../auth/throttle";
import { config } from "../config";
import { purgeRevisions } from "../history/revisions";
import { logger } from "../logger";
import { RATE_LIMITS } from "../security/limits";
import { deleteFinishedRateLimits } from "../security/rate-limit";
import { purgeExpiredTrash } from "../trash/trash";
import { type DatabaseHandle, LOCKS, withAdvisoryTryLock } from "./client";

/** Refreshes the planner's statistics and the visibility map (counts then read the index alone). */
export async function vacuumAnalyze(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(sql`vacuum analyze`);
}

const EVERY_MS = 6 * 60 * 60 * 1000;
const FIRST_AFTER_MS = 60 * 1000;

/**
 * The embedded database runs no autovacuum (PostgreSQL does its own): vacuum and analyze it a minute
 * after start and every six hours, off the request path. Returns the function that stops it.
 */
export function startEmbeddedMaintenance(handle: DatabaseHandle): () => void {
  if (handle.kind !== "pglite") return () => undefined;
  const run = async () => {
    const started = performance.now();
    try {
      await vacuumAnalyze(handle);
      logger.info({ durationMs: Math.round(performance.now() - started) }, "embedded database vacuumed");
    } catch (error) {
      logger.warn({ err: error }, "embedded database vacuum failed");
    }
  };
  const first = setTimeout(run, FIRST_AFTER_MS);
  const every = setInterval(run, EVERY_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}

const HOUSEKEEPING_EVERY_MS = 10 * 60 * 1000;

/** The longest window any rate limit or sign-in throttle counts in: older rows count for nothing. */
const LONGEST_RATE_WINDOW_MS = Math.max(
  ...Object.values(RATE_LIMITS).map((limit) => limit.windowMs),
  PAIR_POLICY.windowMs,
  CLIENT_POLICY.windowMs,
);

export type HousekeepingResult =
  | { ran: false }
  | { ran: true; sessions: number; rateLimits: number; trash: number; revisions: number };

/**
 * Deletes ended sessions, finished rate-limit counters, records in Trash for 30 days and revisions
 * older than REVISION_RETENTION_DAYS, in one process at a time: skipped at once when another process
 * (or run) holds the housekeeping lock.
 */
export async function runHousekeeping(
  handle: DatabaseHandle,
  now: Date = new Date(),
): Promise<HousekeepingResult> {
  const outcome = await withAdvisoryTryLock(handle, LOCKS.housekeeping, async () => ({
    sessions: await deleteEndedSessions(now, handle.db),
    rateLimits: await deleteFinishedRateLimits(LONGEST_RATE_WINDOW_MS, now, handle.db),
    trash: await purgeExpiredTrash(now, handle.db),
    revisions: await purgeRevisions(config().REVISION_RETENTION_DAYS, now, handle.db),
  }));
  return outcome.ran ? { ran: true, ...outcome.value } : { ran: false };
}

/** Runs housekeeping every ten minutes, off the request path. Returns the function that stops it. */
export function startHousekeeping(handle: DatabaseHandle): () => void {
  const run = async () => {
    try {
      const result = await runHousekeeping(handle);
      if (result.ran && (result.sessions || result.rateLimits || result.trash || result.revisions)) {
        logger.info(
          {
            sessions: result.sessions,
            rateLimits: result.rateLimits,
            trash: result.trash,
            revisions: result.revisions,
          },
          "housekeeping deleted rows",
        );
      }
    } catch (error) {
      logger.warn({ err: error }, "housekeeping failed");
    }
  };
  const every = setInterval(run, HOUSEKEEPING_EVERY_MS);
  every.unref();
  return () => clearInterval(every);
}
