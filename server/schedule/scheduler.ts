import { sql } from "drizzle-orm";
import { recordActivity } from "../audit/activity";
import { notifyInvalidation, pageCache } from "../cache/page-cache";
import { type PageTag, pageTag } from "../cache/tags";
import { productTags } from "../catalog/admin-products";
import { PRODUCT_HISTORY } from "../catalog/history";
import { config } from "../config";
import { type DatabaseHandle, db, type Executor } from "../db/client";
import { rowsOf } from "../db/sql";
import { GALLERY_ITEM_HISTORY } from "../gallery/history";
import { type HistoryEntity, trackChanges } from "../history/revisions";
import { logger } from "../logger";
import { NEWS_HISTORY } from "../news/history";

/** The tables with publish and unpublish times, how their records are named, logged and cached. */
const SCHEDULED = [
  {
    table: "products",
    recordType: "products",
    name: "name",
    link: "/admin/products",
    history: PRODUCT_HISTORY as unknown as HistoryEntity<object>,
    tags: (id: number, tx: Executor) => productTags(id, tx),
  },
  {
    table: "gallery_items",
    recordType: "gallery-items",
    name: "name",
    link: "/admin/gallery-items",
    history: GALLERY_ITEM_HISTORY as unknown as HistoryEntity<object>,
    tags: (id: number): PageTag[] => [pageTag.galleryItem(id), "gallery"],
  },
  {
    table: "news_items",
    recordType: "news-items",
    name: "title",
    link: "/admin/news-items",
    history: NEWS_HISTORY as unknown as HistoryEntity<object>,
    tags: (id: number): PageTag[] => [pageTag.news(id), "news"],
  },
] as const;

/** One change applied: which record, and whether it was published or unpublished. */
export type AppliedChange = { recordType: string; id: number; action: "publish" | "unpublish" };

/**
 * Applies every publish and unpublish time that has come (`now` or earlier) to live rows: status
 * Active (publish) or Inactive (unpublish), the time cleared, a revision of the record (its History
 * panel shows the status change, by the scheduler) and an audit entry by the system, in one transaction
 * per table and change. Rows are claimed with FOR UPDATE SKIP LOCKED and re-checked by the update, so
 * two instances running at once never apply a change twice. Publishes go before unpublishes, so a
 * record whose both times passed (while the site was down) ends unpublished.
 */
export async function applyDueSchedules(
  now: Date = new Date(),
  executor: Executor = db(),
): Promise<AppliedChange[]> {
  const applied: AppliedChange[] = [];
  for (const action of ["publish", "unpublish"] as const) {
    const column = sql.identifier(action === "publish" ? "publish_at" : "unpublish_at");
    const status = action === "publish" ? "Active" : "Inactive";
    // Not "publish": that is a draft published (decision 019).
    const recorded = action === "publish" ? "publishScheduled" : "unpublishScheduled";
    for (const rules of SCHEDULED) {
      const table = sql.identifier(rules.table);
      const { changed, tags } = await executor.transaction(async (tx) => {
        const due = rowsOf<{ id: number }>(
          await tx.execute(sql`
            select id from ${table} where ${column} <= ${now.toISOString()}::timestamptz
            and deleted_at is null order by ${column}, id for update skip locked`),
        ).map((row) => Number(row.id));
        if (due.length === 0) return { changed: [], tags: [] };
        const history = await trackChanges(tx, rules.history, due);
        const rows = rowsOf<{ id: number; name: string }>(
          await tx.execute(sql`
            update ${table} set status = ${status}, ${column} = null
            where id in ${due} and ${column} is not null
            returning id, ${sql.identifier(rules.name)} as name`),
        );
        const ids = rows.map((row) => Number(row.id));
        const revisionIds = await history.commit(recorded, { ids, always: true, audit: false });
        for (const [index, row] of rows.entries()) {
          await recordActivity(
            {
              action: recorded,
              recordType: rules.recordType,
              recordId: row.id,
              label: row.name,
              link: rules.link,
              details: { scheduled: true, status, revisions: [revisionIds[index]] },
              staff: null,
              clientIp: null,
            },
            tx,
          );
        }
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
