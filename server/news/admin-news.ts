import { and, asc, count, desc, eq, ilike, inArray, ne, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { storedMediaKind } from "~/lib/schemas/media";
import {
  NEWS_PAGE_SIZE,
  type NewsForm,
  type NewsListQuery,
  PINNED_DISPLAY_ORDER,
  UNPINNED_DISPLAY_ORDER,
} from "~/lib/schemas/news";
import type { Status } from "~/lib/schemas/status";
import { saveDisplayOrder } from "../admin/reorder";
import { writeAndInvalidate } from "../cache/page-cache";
import { pageTag } from "../cache/tags";
import { live, scheduled } from "../content/visibility";
import { db, type Tx } from "../db/client";
import { newsItems, newsMedia, translations } from "../db/schema";
import { containsPattern } from "../db/sql";
import { AdminActionError } from "../errors";
import { forgetDrafts, trackChanges } from "../history/revisions";
import { sanitizeRichText } from "../html/sanitize";
import { scheduleOf } from "../schedule/schedule";
import { isSlugTranslatedElsewhere } from "../translations/slugs";
import { moveToTrash } from "../trash/move";
import { NEWS_HISTORY } from "./history";
import { assertPinAllowed, lockPins } from "./pins";

const LIST_COLUMNS = {
  id: newsItems.id,
  title: newsItems.title,
  slug: newsItems.slug,
  status: newsItems.status,
  isPinned: newsItems.isPinned,
  displayOrder: newsItems.displayOrder,
  likes: newsItems.likes,
  publishAt: newsItems.publishAt,
  unpublishAt: newsItems.unpublishAt,
  createdAt: newsItems.createdAt,
};
/** The spec's list order (pinned first, display_order, newest), which news_items_order_idx serves. */
const LIST_ORDER = [
  desc(newsItems.isPinned),
  asc(newsItems.displayOrder),
  desc(newsItems.createdAt),
  desc(newsItems.id),
];

/** What each sortable column of the admin table sorts by; the query schema admits only these. */
const SORT_EXPRESSIONS: Record<NonNullable<NewsListQuery["sort"]>, SQLWrapper> = {
  title: sql`lower(${newsItems.title})`,
  slug: newsItems.slug,
  status: newsItems.status,
  createdAt: newsItems.createdAt,
  pinned: newsItems.isPinned,
  likes: newsItems.likes,
};

/** The order of a list query: the chosen column and direction (ties by id), else the spec's order. */
function listOrder({ sort, dir }: NewsListQuery): SQL[] {
  if (!sort) return LIST_ORDER;
  const direction = dir === "desc" ? desc : asc;
  return [direction(SORT_EXPRESSIONS[sort]), direction(newsItems.id)];
}

/**
 * One page (size 10) of news for the admin table with the exact count, filtered by title and
 * status, ordered by the chosen column or else pinned first, display_order, newest; plus every
 * pinned item for the panel.
 */
export async function listNewsForAdmin(query: NewsListQuery) {
  const filters: SQL[] = [];
  if (query.q) filters.push(ilike(newsItems.title, containsPattern(query.q)));
  if (query.status === "Scheduled") filters.push(scheduled(newsItems));
  else if (query.status) filters.push(eq(newsItems.status, query.status));
  const where = and(live(newsItems), ...filters);
  const [totalRow] = await db().select({ total: count() }).from(newsItems).where(where);
  const total = totalRow?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / NEWS_PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  const [items, pinned] = await Promise.all([
    db()
      .select(LIST_COLUMNS)
      .from(newsItems)
      .where(where)
      .orderBy(...listOrder(query))
      .limit(NEWS_PAGE_SIZE)
      .offset((page - 1) * NEWS_PAGE_SIZE),
    db()
      .select(LIST_COLUMNS)
      .from(newsItems)
      .where(and(eq(newsItems.isPinned, true), live(newsItems)))
      .orderBy(...LIST_ORDER),
  ]);
  return { items, total, page, pageCount, pinned };
}

/** One news item with its media ordered by display_order, or null. */
export async function getNewsItemForAdmin(id: number) {
  const [item] = await db()
    .select()
    .from(newsItems)
    .where(and(eq(newsItems.id, id), live(newsItems)));
  if (!item) return null;
  const media = await db()
    .select({
      id: newsMedia.id,
      mediaUrl: newsMedia.mediaUrl,
      mediaType: newsMedia.mediaType,
      posterUrl: newsMedia.posterUrl,
    })
    .from(newsMedia)
    .where(eq(newsMedia.newsItemId, id))
    .orderBy(asc(newsMedia.displayOrder), asc(newsMedia.id));
  return { ...item, media };
}

/** Refuses a slug another news item already has. */
async function assertSlugFree(tx: Tx, slug: string, id: number | null): Promise<void> {
  const clash =
    id === null
      ? and(eq(newsItems.slug, slug), live(newsItems))
      : and(eq(newsItems.slug, slug), live(newsItems), ne(newsItems.id, id));
  const [row] = await tx.select({ id: newsItems.id }).from(newsItems).where(clash).limit(1);
  if (row || (await isSlugTranslatedElsewhere(tx, "news_items", slug, id)))
    throw new AdminActionError("Slug is already in use", 409, { field: "slug" });
}

/** Media rows to insert from the form, numbered after `after`. */
function mediaRows(form: NewsForm, newsItemId: number, after: number) {
  return form.mediaUrls.map((mediaUrl, index) => ({
    newsItemId,
    mediaUrl,
    mediaType: storedMediaKind(mediaUrl) ?? "image",
    posterUrl: form.mediaPosters[index] || null,
    displayOrder: after + index + 1,
  }));
}

/** The item's columns from the form; display_order follows the pin (999 pinned unless given, else 0). */
async function itemValues(form: NewsForm) {
  return {
    ...(await scheduleOf(form)),
    title: form.title,
    slug: form.slug,
    description: form.description,
    articleBody: sanitizeRichText(form.articleBody),
    status: form.status as Status,
    isPinned: form.isPinned,
    displayOrder: form.isPinned ? (form.displayOrder ?? PINNED_DISPLAY_ORDER) : UNPINNED_DISPLAY_ORDER,
    // Likes are set only when staff typed a number: a form left as it was never undoes visitors' likes.
    ...(form.likes === undefined ? {} : { likes: form.likes }),
  };
}

/** Creates a news item with its media in one transaction (pin limit enforced). */
export async function createNewsItem(form: NewsForm): Promise<number> {
  const values = await itemValues(form);
  return writeAndInvalidate(async (tx, invalidate) => {
    if (form.isPinned) {
      await lockPins(tx);
      await assertPinAllowed(tx, null);
    }
    await assertSlugFree(tx, form.slug, null);
    const history = await trackChanges(tx, NEWS_HISTORY, []);
    const [row] = await tx
      .insert(newsItems)
      .values({ ...values, primaryImageUrl: form.primaryImageUrl || null })
      .returning({ id: newsItems.id });
    if (!row) throw new Error("Insert returned no row");
    const media = mediaRows(form, row.id, 0);
    if (media.length > 0) await tx.insert(newsMedia).values(media);
    await history.commit("create", { ids: [row.id] });
    invalidate([pageTag.news(row.id), "news"]);
    return row.id;
  });
}

/**
 * Updates a news item in one transaction with its revision: its fields, deletes the listed media,
 * appends new media after the current maximum display_order. Keeps the primary image when none is
 * sent. `publish` when the values are a draft's (which the revision then drops).
 */
export async function updateNewsItem(
  id: number,
  form: NewsForm,
  action: "update" | "publish" = "update",
): Promise<void> {
  const values = await itemValues(form);
  await writeAndInvalidate(async (tx, invalidate) => {
    await lockPins(tx);
    const [current] = await tx
      .select({ isPinned: newsItems.isPinned, displayOrder: newsItems.displayOrder })
      .from(newsItems)
      .where(and(eq(newsItems.id, id), live(newsItems)))
      .for("update");
    if (!current) throw new AdminActionError("Failed to save news item", 404);
    if (form.isPinned && !current.isPinned) await assertPinAllowed(tx, id);
    await assertSlugFree(tx, form.slug, id);
    const history = await trackChanges(tx, NEWS_HISTORY, [id]);
    if (form.isPinned && current.isPinned && form.displayOrder === undefined) {
      values.displayOrder = current.displayOrder;
    }
    await tx
      .update(newsItems)
      .set({ ...values, ...(form.primaryImageUrl ? { primaryImageUrl: form.primaryImageUrl } : {}) })
      .where(eq(newsItems.id, id));
    const removed = form.removeMediaIds;
    if (removed.length > 0) {
      await tx.delete(newsMedia).where(and(eq(newsMedia.newsItemId, id), inArray(newsMedia.id, removed)));
    }
    const [max] = await tx
      .select({ value: sql<number>`coalesce(max(${newsMedia.displayOrder}), 0)::int` })
      .from(newsMedia)
      .where(eq(newsMedia.newsItemId, id));
    const media = mediaRows(form, id, max?.value ?? 0);
    if (media.length > 0) await tx.insert(newsMedia).values(media);
    await history.commit(action);
    invalidate([pageTag.news(id), "news"]);
  });
}

/**
 * Moves a news item to Trash (decision 020): its media, pin and likes stay for Restore; its draft is
 * dropped (decision 019).
 */
export async function deleteNewsItem(id: number): Promise<string> {
  return writeAndInvalidate(async (tx, invalidate) => {
    const label = await moveToTrash(newsItems, id, { executor: tx });
    if (label === null) throw new AdminActionError("Failed to delete news item", 404);
    await forgetDrafts(tx, "news-items", [id]);
    invalidate([pageTag.news(id), "news"]);
    return label;
  });
}

/** Deletes a news item for good (Trash's purge): its media cascade, its translations go too. */
export async function purgeNewsItem(tx: Tx, id: number): Promise<void> {
  await tx.delete(newsItems).where(eq(newsItems.id, id));
  await tx
    .delete(translations)
    .where(and(eq(translations.entityType, "news_items"), eq(translations.entityId, id)));
}

/**
 * Keeps the pin limit when a pinned news item comes back from Trash: when three others are pinned
 * meanwhile it comes back unpinned. Returns true when it was unpinned.
 */
export async function keepPinLimitOnRestore(tx: Tx, id: number): Promise<boolean> {
  await lockPins(tx);
  const [row] = await tx.select({ isPinned: newsItems.isPinned }).from(newsItems).where(eq(newsItems.id, id));
  if (!row?.isPinned) return false;
  try {
    await assertPinAllowed(tx, id);
    return false;
  } catch {
    await tx
      .update(newsItems)
      .set({ isPinned: false, displayOrder: UNPINNED_DISPLAY_ORDER })
      .where(eq(newsItems.id, id));
    return true;
  }
}

/** Sets a news item Active or Inactive. */
export async function setNewsStatus(id: number, status: Status): Promise<void> {
  await writeAndInvalidate(async (tx, invalidate) => {
    const history = await trackChanges(tx, NEWS_HISTORY, [id]);
    const rows = await tx
      .update(newsItems)
      .set({ status })
      .where(and(eq(newsItems.id, id), live(newsItems)))
      .returning({ id: newsItems.id });
    if (rows.length === 0) throw new AdminActionError("Failed to update news status", 404);
    await history.commit("status");
    invalidate([pageTag.news(id), "news"]);
  });
}

/**
 * Pins (display_order 999) or unpins (0) a news item. Pinning takes an advisory transaction lock
 * and counts the pinned rows inside it, so concurrent requests never pin more than 3.
 */
export async function setNewsPinned(id: number, pinned: boolean): Promise<void> {
  await writeAndInvalidate(async (tx, invalidate) => {
    await lockPins(tx);
    if (pinned) await assertPinAllowed(tx, id);
    const history = await trackChanges(tx, NEWS_HISTORY, [id]);
    const rows = await tx
      .update(newsItems)
      .set({ isPinned: pinned, displayOrder: pinned ? PINNED_DISPLAY_ORDER : UNPINNED_DISPLAY_ORDER })
      .where(and(eq(newsItems.id, id), live(newsItems)))
      .returning({ id: newsItems.id });
    if (rows.length === 0) throw new AdminActionError("Failed to update pin status", 404);
    await history.commit("pin");
    invalidate([pageTag.news(id), "news"]);
  });
}

/** Saves the dragged order of the pinned items (display_order 1..n); every id must be pinned. */
export async function reorderPinnedNews(orderedIds: number[]): Promise<void> {
  await writeAndInvalidate(async (tx, invalidate) => {
    await lockPins(tx);
    const pinned = await tx
      .select({ id: newsItems.id })
      .from(newsItems)
      .where(and(eq(newsItems.isPinned, true), live(newsItems), inArray(newsItems.id, orderedIds)));
    if (pinned.length !== orderedIds.length) throw new AdminActionError("Failed to save display order");
    const history = await trackChanges(tx, NEWS_HISTORY, orderedIds);
    await saveDisplayOrder("newsItems", orderedIds, tx);
    await history.commit("reorder");
    invalidate(["news", ...orderedIds.map((id) => pageTag.news(id))]);
  });
}
