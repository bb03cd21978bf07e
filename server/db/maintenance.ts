import { sql } from "drizzle-orm";
import { logger } from "../logger";
import type { DatabaseHandle } from "./client";

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
