import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { newsItems } from "#server/db/schema";
import { likeNewsItem } from "#server/news/likes";
import { setupTestDatabase } from "../support/database";

const database = setupTestDatabase();

async function insertNews(values: Partial<typeof newsItems.$inferInsert> = {}) {
  const [row] = await database.handle.db
    .insert(newsItems)
    .values({ title: "Kyoto open day", slug: `news-${Math.random().toString(36).slice(2)}`, ...values })
    .returning();
  return row!;
}

async function likesOf(id: number): Promise<number> {
  const [row] = await database.handle.db
    .select({ likes: newsItems.likes })
    .from(newsItems)
    .where(eq(newsItems.id, id));
  return row!.likes;
}

describe("liking news items", () => {
  it("adds 1 for a like and removes 1 for an unlike, returning the new count", async () => {
    const item = await insertNews({ likes: 5 });
    expect(await likeNewsItem(item.id, 1)).toBe(6);
    expect(await likeNewsItem(item.id, -1)).toBe(5);
    expect(await likesOf(item.id)).toBe(5);
  });

  it("never goes below 0", async () => {
    const item = await insertNews({ likes: 1 });
    expect(await likeNewsItem(item.id, -1)).toBe(0);
    expect(await likeNewsItem(item.id, -1)).toBe(0);
    expect(await likesOf(item.id)).toBe(0);
  });

  it("refuses an inactive item (News item not found) and changes nothing", async () => {
    const item = await insertNews({ likes: 3, status: "Inactive" });
    expect(await likeNewsItem(item.id, 1)).toBeNull();
    expect(await likesOf(item.id)).toBe(3);
  });

  it("answers null for a missing item", async () => {
    expect(await likeNewsItem(987_654, 1)).toBeNull();
  });

  it("keeps the article's modification time: a like is not an edit", async () => {
    const item = await insertNews();
    await likeNewsItem(item.id, 1);
    const [row] = await database.handle.db
      .select({ updatedAt: newsItems.updatedAt })
      .from(newsItems)
      .where(eq(newsItems.id, item.id));
    expect(row!.updatedAt.getTime()).toBe(item.updatedAt.getTime());
  });

  it("loses no update: 200 concurrent likes and 100 concurrent unlikes end at exactly +100", async () => {
    // Starting at 100, even the 100 unlikes running first cannot reach the floor at 0.
    const item = await insertNews({ likes: 100 });
    const deltas = [...Array(200).fill(1), ...Array(100).fill(-1)] as (1 | -1)[];
    deltas.sort(() => Math.random() - 0.5);
    const results = await Promise.all(deltas.map((delta) => likeNewsItem(item.id, delta)));
    expect(results.every((n) => typeof n === "number" && n >= 0)).toBe(true);
    expect(await likesOf(item.id)).toBe(200);
  });
});
