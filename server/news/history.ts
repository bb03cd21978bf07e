import { and, asc, eq, inArray, ne } from "drizzle-orm";
import { z } from "zod";
import { STATUSES } from "~/lib/schemas/status";
import { pageTag } from "../cache/tags";
import { live } from "../content/visibility";
import type { Executor } from "../db/client";
import { newsItems, newsMedia } from "../db/schema";
import type { HistoryEntity } from "../history/revisions";
import {
  cannotRestore,
  groupByOwner,
  mediaLine,
  mediaSnapshot,
  scheduleFields,
  scheduleSnapshot,
  withRestoredSchedule,
  withScheduleOf,
} from "../history/snapshots";
import { assertPinAllowed, lockPins } from "./pins";

const newsSnapshot = z.object({
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  articleBody: z.string(),
  status: z.enum(STATUSES),
  isPinned: z.boolean(),
  displayOrder: z.number().int(),
  /** Recorded when staff change it; a restore keeps the visitors' likes of now. */
  likes: z.number().int(),
  primaryImageUrl: z.string().nullable(),
  media: z.array(mediaSnapshot),
  ...scheduleSnapshot,
});
export type NewsSnapshot = z.infer<typeof newsSnapshot>;

async function readNews(executor: Executor, ids: number[]): Promise<Map<number, NewsSnapshot>> {
  const rows = await executor
    .select({
      id: newsItems.id,
      title: newsItems.title,
      slug: newsItems.slug,
      description: newsItems.description,
      articleBody: newsItems.articleBody,
      status: newsItems.status,
      isPinned: newsItems.isPinned,
      displayOrder: newsItems.displayOrder,
      likes: newsItems.likes,
      primaryImageUrl: newsItems.primaryImageUrl,
      publishAt: newsItems.publishAt,
      unpublishAt: newsItems.unpublishAt,
    })
    .from(newsItems)
    .where(inArray(newsItems.id, ids));
  if (rows.length === 0) return new Map();
  const files = await executor
    .select({
      owner: newsMedia.newsItemId,
      url: newsMedia.mediaUrl,
      mediaType: newsMedia.mediaType,
      posterUrl: newsMedia.posterUrl,
    })
    .from(newsMedia)
    .where(inArray(newsMedia.newsItemId, ids))
    .orderBy(asc(newsMedia.displayOrder), asc(newsMedia.id));
  const mediaOf = groupByOwner(files);
  return new Map(
    rows.map(({ id, ...row }) => [
      id,
      {
        ...withScheduleOf(row),
        media: mediaOf(id),
      },
    ]),
  );
}

/** The history of news items: their fields, pin and order, primary image and media. */
export const NEWS_HISTORY: HistoryEntity<NewsSnapshot> = {
  type: "news-items",
  link: "/admin/news-items",
  schema: newsSnapshot,
  name: (item) => item.title,
  fields: [
    { key: "title", label: "Title", kind: "text" },
    { key: "slug", label: "Slug", kind: "text" },
    { key: "description", label: "Description", kind: "text" },
    { key: "articleBody", label: "Article body", kind: "rich" },
    { key: "status", label: "Status", kind: "text" },
    { key: "isPinned", label: "Pinned", kind: "text" },
    { key: "displayOrder", label: "Display order", kind: "text" },
    { key: "likes", label: "Likes", kind: "text" },
    { key: "primaryImageUrl", label: "Primary image", kind: "media" },
    { key: "media", label: "Additional media", kind: "media", readable: (item) => item.media.map(mediaLine) },
    ...scheduleFields<NewsSnapshot>(),
  ],
  read: readNews,
  async restore(tx, id, snapshot, current) {
    await lockPins(tx);
    if (snapshot.isPinned && !current.isPinned) {
      await assertPinAllowed(tx, id).catch(() => {
        throw cannotRestore("it was pinned, and 3 other items are pinned now.");
      });
    }
    const [clash] = await tx
      .select({ id: newsItems.id })
      .from(newsItems)
      .where(and(eq(newsItems.slug, snapshot.slug), ne(newsItems.id, id), live(newsItems)))
      .limit(1);
    if (clash) throw cannotRestore(`the slug "${snapshot.slug}" is now used by another news item.`);
    const { media: files, likes: _likes, ...fields } = withRestoredSchedule(snapshot);
    await tx.update(newsItems).set(fields).where(eq(newsItems.id, id));
    await tx.delete(newsMedia).where(eq(newsMedia.newsItemId, id));
    if (files.length > 0) {
      await tx.insert(newsMedia).values(
        files.map((file, index) => ({
          newsItemId: id,
          mediaUrl: file.url,
          mediaType: file.mediaType,
          posterUrl: file.posterUrl,
          displayOrder: index + 1,
        })),
      );
    }
  },
  pageTags: (id) => ["news", pageTag.news(id)],
};
