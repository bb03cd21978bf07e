import { afterEach, describe, expect, it } from "vitest";
import { CHANNEL, pageCache, writeAndInvalidate } from "#server/cache/page-cache";
import { pageTag } from "#server/cache/tags";
import { createCategory } from "#server/catalog/admin-categories";
import { exportDatabase, importDatabase } from "#server/db/backup";
import { newsItems, productCategories } from "#server/db/schema";
import { likeNewsItem } from "#server/news/likes";
import { setupTestDatabase } from "../support/database";
import { cachePage } from "../support/page-cache";

const database = setupTestDatabase();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Long enough for a notice sent on commit to reach a listener on its own connection. */
const DELIVERY_MS = 400;

type Notice = { from: string; tags: string[] };
const stops: (() => Promise<void>)[] = [];

/**
 * Listens on the page-cache channel as another process would: on PostgreSQL through a connection of its
 * own (outside the pool that writes), on PGlite through the one embedded session.
 */
async function listen(): Promise<Notice[]> {
  const notices: Notice[] = [];
  stops.push(await database.handle.listen(CHANNEL, (payload) => notices.push(JSON.parse(payload))));
  return notices;
}

afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
  pageCache()?.invalidate(["*"]);
});

describe(`page-cache notices travel with the writing transaction (${process.env.TEST_DB_KIND})`, () => {
  it("a committed write notifies once, with its tags, and this process's pages go after the commit, not before", async () => {
    const notices = await listen();
    const listPage = cachePage("/products", ["product-categories"]);
    const otherPage = cachePage("/news/a", [pageTag.news(1)]);
    let seenInside: { notices: number; listPage: boolean } | undefined;
    const id = await writeAndInvalidate(async (tx, invalidate) => {
      const [row] = await tx.insert(productCategories).values({ name: "Gold" }).returning();
      invalidate(["product-categories", pageTag.category(row!.id)]);
      invalidate(["product-categories"]);
      await pause(DELIVERY_MS);
      seenInside = { notices: notices.length, listPage: listPage() };
      return row!.id;
    });
    // Inside the transaction nothing was sent yet, and this process still served its page.
    expect(seenInside).toEqual({ notices: 0, listPage: true });
    expect(listPage()).toBe(false);
    await pause(DELIVERY_MS);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.tags).toEqual(["product-categories", `category:${id}`]);
    // A page of another entity stays.
    expect(otherPage()).toBe(true);
  });

  it("a rolled-back write notifies nothing, writes nothing and keeps every page", async () => {
    const notices = await listen();
    const listPage = cachePage("/products", ["product-categories"]);
    await expect(
      writeAndInvalidate(async (tx, invalidate) => {
        await tx.insert(productCategories).values({ name: "Never" });
        invalidate(["product-categories"]);
        throw new Error("the write fails after naming its pages");
      }),
    ).rejects.toThrow("the write fails");
    await pause(DELIVERY_MS);
    expect(notices).toEqual([]);
    expect(listPage()).toBe(true);
    expect(await database.handle.db.select().from(productCategories)).toEqual([]);
  });

  it("domain writes notify through the same path: a new category and a like, one notice each", async () => {
    const notices = await listen();
    const [item] = await database.handle.db
      .insert(newsItems)
      .values({ title: "Fair", slug: "fair", status: "Active" })
      .returning();
    const articlePage = cachePage("/news/fair", [pageTag.news(item!.id)]);
    const id = await createCategory({ name: "Silver", description: "" });
    expect(await likeNewsItem(item!.id, 1)).toBe(1);
    expect(articlePage()).toBe(false);
    // A like of an item that is not Active changes nothing and sends nothing.
    expect(await likeNewsItem(987_654, 1)).toBeNull();
    await pause(DELIVERY_MS);
    expect(notices.map((notice) => notice.tags)).toEqual([
      ["product-categories", `category:${id}`],
      [`news:${item!.id}`],
    ]);
  });

  it("a write naming more pages than one notice can carry tells the others to drop every page", async () => {
    const notices = await listen();
    const many = Array.from({ length: 2000 }, (_, index) => pageTag.product(index + 1));
    const farPage = cachePage("/products/far", [pageTag.product(5000)]);
    await writeAndInvalidate(async (_tx, invalidate) => invalidate(many));
    await pause(DELIVERY_MS);
    expect(notices.map((notice) => notice.tags)).toEqual([["*"]]);
    // This process knows the exact list: a page of an entity not named stays.
    expect(farPage()).toBe(true);
  });

  it("a restore tells every process to drop every page when it commits", async () => {
    await database.handle.db.insert(productCategories).values({ name: "Kept" });
    const dump = await exportDatabase(database.handle.db);
    const notices = await listen();
    await importDatabase(database.handle.db, dump);
    await pause(DELIVERY_MS);
    expect(notices.map((notice) => notice.tags)).toEqual([["*"]]);
  });
});
