import { sql } from "drizzle-orm";
import { recordActivity } from "../audit/activity";
import { notifyInvalidation, pageCache } from "../cache/page-cache";
import { type PageTag, pageTag } from "../cache/tags";
import { productTags } from "../catalog/admin-products";
import { config } from "../config";
import { type DatabaseHandle, db, type Executor } from "../db/client";
import { rowsOf } from "../db/sql";
import { logger } from "../logger";

/** The tables with publish and unpublish times, how their records are named, logged and cached. */
const SCHEDULED = [
  {
    table: "products",
    recordType: "products",
    name: "name",
    link: "/admin/products",
    tags: (id: number, tx: Executor) => productTags(id, tx),
  },
  {
    table: "gallery_items",
    recordType: "gallery-items",
    name: "name",
    link: "/admin/gallery-items",
    tags: (id: number): PageTag[] => [pageTag.galleryItem(id), "gallery"],
  },
  {
    table: "news_items",
    recordType: "news-items",
    name: "title",
    link: "/admin/news-items",
    tags: (id: number): PageTag[] => [pageTag.news(id), "news"],
  },
] as const;

/** One change applied: which record, and whether it was published or unpublished. */
export type AppliedChange = { recordType: string; id: number; action: "publish" | "unpublish" };

/**
 * Applies every publish and unpublish time that has come (`now` or earlier) to live rows: status
 * Active (publish) or Inactive (unpublish), the time cleared, and an audit entry by the system, in one
 * transaction per table and change. Rows are claimed with FOR UPDATE SKIP LOCKED and re-checked by the
 * update, so two instances running at once never apply a change twice. Publishes go before
 * unpublishes, so a record whose both times passed (while the site was down) ends unpublished.
 */
export async function applyDueSchedules(
  now: Date = new Date(),
  executor: Executor = db(),
): Promise<AppliedChange[]> {
  const applied: AppliedChange[] = [];
  for (const action of ["publish", "unpublish"] as const) {
    const column = sql.identifier(action === "publish" ? "publish_at" : "unpublish_at");
    const status = action === "publish" ? "Active" : "Inactive";
    for (const rules of SCHEDULED) {
      const table = sql.identifier(rules.table);
      const { changed, tags } = await executor.transaction(async (tx) => {
        const result = await tx.execute(sql`
          update ${table} t set status = ${status}, ${column} = null
          from (select id from ${table} where ${column} <= ${now.toISOString()}::timestamptz
                and deleted_at is null order by ${column}, id for update skip locked) due
          where t.id = due.id and t.${column} is not null
          returning t.id, t.${sql.identifier(rules.name)} as name`);
        const rows = rowsOf<{ id: number; name: string }>(result);
        for (const row of rows) {
          await recordActivity(
            {
              // Not "publish": that is a draft published (decision 019).
              action: action === "publish" ? "publishScheduled" : "unpublishScheduled",
              recordType: rules.recordType,
              recordId: row.id,
              label: row.name,
              link: rules.link,
              details: { scheduled: true, status },
              staff: null,
              clientIp: null,
            },
            tx,
          );
        }
        const ids = rows.map((row) => Number(row.id));
        const dropped = (await Promise.all(ids.map((id) => rules.tags(id, tx)))).flat();
        // Other processes hear of it if and only if the change commits; this one drops its pages after.
        if (dropped.length > 0) await notifyInvalidation(tx, dropped);
        return { changed: ids, tags: dropped };
      });
      for (const id of changed) applied.push({ recordType: rules.recordType, id, action });
      if (tags.length > 0) pageCache()?.invalidate(tags);
    }
  }
  return applied;
}

type Scheduler = { timer: NodeJS.Timeout; running: Promise<void> | null };
let scheduler: Scheduler | null = null;

/**
 * Applies due schedules at start (a change missed while the site was down applies now) and then every
 * SCHEDULER_INTERVAL_SECONDS (30 by default, so a change applies within a minute). Every instance runs
 * it; the row claims keep each change to one of them. Returns the function that stops it.
 */
export function startScheduler(
  handle: DatabaseHandle,
  intervalMs = config().SCHEDULER_INTERVAL_SECONDS * 1000,
) {
  if (scheduler) return stopScheduler;
  const tick = () => {
    if (!scheduler || scheduler.running) return;
    scheduler.running = applyDueSchedules(new Date(), handle.db)
      .then((applied) => {
        if (applied.length > 0) logger.info({ applied }, "scheduled changes applied");
      })
      .catch((error) => logger.warn({ err: error }, "scheduled changes failed"))
      .finally(() => {
        if (scheduler) scheduler.running = null;
      });
  };
  scheduler = { timer: setInterval(tick, intervalMs), running: null };
  scheduler.timer.unref();
  tick();
  return stopScheduler;
}

/** Stops the scheduler after the run in flight, if any. */
export async function stopScheduler(): Promise<void> {
  if (!scheduler) return;
  const current = scheduler;
  scheduler = null;
  clearInterval(current.timer);
  await current.running;
}
