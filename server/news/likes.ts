import { and, eq, sql } from "drizzle-orm";
import { writeAndInvalidate } from "../cache/page-cache";
import { pageTag } from "../cache/tags";
import { publishedNow } from "../content/visibility";
import { newsItems } from "../db/schema";

/**
 * Adds delta (+1 like, -1 unlike) to an Active news item's like count in one atomic statement,
 * never going below 0. Returns the new count, or null when no Active item has that id.
 */
export async function likeNewsItem(id: number, delta: 1 | -1): Promise<number | null> {
  return writeAndInvalidate(async (tx, invalidate) => {
    const [row] = await tx
      .update(newsItems)
      // A like is not an edit: updated_at (the article's dateModified) keeps its value.
      .set({
        likes: sql`greatest(${newsItems.likes} + ${delta}::int, 0)`,
        updatedAt: sql`${newsItems.updatedAt}`,
      })
      .where(and(eq(newsItems.id, id), publishedNow(newsItems)))
      .returning({ likes: newsItems.likes });
    if (!row) return null;
    // The item's page and the list pages showing it carry its count.
    invalidate([pageTag.news(id)]);
    return row.likes;
  });
}
