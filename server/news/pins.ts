import { and, count, eq, ne, sql } from "drizzle-orm";
import { MAX_PINNED_NEWS } from "~/lib/schemas/news";
import { live } from "../content/visibility";
import type { Tx } from "../db/client";
import { newsItems } from "../db/schema";
import { AdminActionError } from "../errors";

/** Advisory lock key serialising every change of the pinned set (pin limit under concurrency). */
const PIN_LOCK_KEY = 7_301_985;

/**
 * Takes the pin lock for the rest of the transaction. Every writer of is_pinned or a pinned
 * display_order takes it first, before any row lock, so two writers never wait on each other.
 */
export async function lockPins(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PIN_LOCK_KEY})`);
}

/** Refuses when `id` (or a new item) would be a 4th pinned item (items in Trash do not count); call with the pin lock held. */
export async function assertPinAllowed(tx: Tx, id: number | null): Promise<void> {
  const others =
    id === null
      ? and(eq(newsItems.isPinned, true), live(newsItems))
      : and(eq(newsItems.isPinned, true), live(newsItems), ne(newsItems.id, id));
  const [row] = await tx.select({ pinned: count() }).from(newsItems).where(others);
  if ((row?.pinned ?? 0) >= MAX_PINNED_NEWS) throw new AdminActionError("Cannot pin more than 3 items", 409);
}
