import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { languages, newsItems, newsMedia, translations } from "#server/db/schema";
import {
  createNewsItem,
  deleteNewsItem,
  getNewsItemForAdmin,
  listNewsForAdmin,
  reorderPinnedNews,
  setNewsPinned,
  setNewsStatus,
  updateNewsItem,
} from "#server/news/admin-news";
import { likeNewsItem } from "#server/news/likes";
import { deleteFromTrash } from "#server/trash/trash";
import { type NewsForm, newsFormSchema, newsListQuerySchema, slugFromTitle } from "~/lib/schemas/news";
import { setupTestDatabase } from "../support/database";

const database = setupTestDatabase();

/** A valid parsed form (create), with overrides. */
function form(overrides: Record<string, unknown> = {}): NewsForm {
  return newsFormSchema.parse({
    title: "Kyoto open studio",
    slug: "kyoto-open-studio",
    description: "An afternoon at the Kyoto factory.",
    articleBody: "<p>Visitors watched gold thread being twisted by hand.</p>",
    status: "Active",
    isPinned: "",
    primaryImageUrl: "/media/news/1.jpg",
    mediaUrls: [],
    mediaTypes: [],
    mediaPosters: [],
    removeMediaIds: [],
    ...overrides,
  });
}

async function insertNews(count: number, pinned = 0) {
  const base = Date.UTC(2025, 0, 1);
  return database.handle.db
    .insert(newsItems)
    .values(
      Array.from({ length: count }, (_, i) => ({
        title: `News ${String(i + 1).padStart(2, "0")}`,
        slug: `news-${i + 1}`,
        createdAt: new Date(base + i * 86_400_000),
        isPinned: i < pinned,
        displayOrder: i < pinned ? 999 : 0,
        status: (i % 2 === 0 ? "Active" : "Inactive") as "Active" | "Inactive",
      })),
    )
    .returning({ id: newsItems.id });
}

describe("news form validation (one schema for client and server)", () => {
  const messageOf = (overrides: Record<string, unknown>) =>
    newsFormSchema.safeParse({ ...form(), ...overrides }).error?.issues[0]?.message;

  it("gives the spec's message for each rule", () => {
    expect(messageOf({ title: "A" })).toBe("Title must be at least 2 characters");
    expect(messageOf({ slug: "Bad Slug" })).toBe("Slug must be lowercase and hyphen-separated");
    expect(messageOf({ slug: "a--b" })).toBe("Slug must be lowercase and hyphen-separated");
    expect(messageOf({ description: "short" })).toBe("Description must be at least 10 characters");
    expect(messageOf({ articleBody: "<p><strong>too short</strong></p>" })).toBe(
      "Article body must be at least 20 characters",
    );
    expect(messageOf({ primaryImageUrl: "" })).toBe("Primary image is required");
    expect(messageOf({ primaryImageUrl: "", id: "4" })).toBeUndefined();
    expect(messageOf({ isPinned: "on", displayOrder: "-1" })).toBe("Display order must be at least 0");
    expect(messageOf({ likes: "-1" })).toBe("Likes must be at least 0");
    expect(messageOf({ likes: "2.5" })).toBe("Likes must be a whole number");
    expect(messageOf({ likes: "many" })).toBe("Likes must be a whole number");
    expect(form({ likes: "" }).likes).toBeUndefined();
  });

  it("accepts only stored images and videos as media, and only stored images as posters", () => {
    expect(messageOf({ mediaUrls: ["/media/news/notes.pdf"] })).toBe("Invalid file");
    expect(messageOf({ mediaUrls: ["https://elsewhere.example/a.jpg"] })).toBe("Invalid file");
    expect(messageOf({ mediaUrls: ["/media/news/a.mp4"], mediaPosters: ["javascript:alert(1)"] })).toBe(
      "Invalid file",
    );
    expect(
      messageOf({
        mediaUrls: ["/media/news/a.mp4"],
        mediaPosters: ["https://elsewhere.example/p.jpg"],
      }),
    ).toBe("Invalid file");
    expect(messageOf({ mediaUrls: ["/media/news/a.mp4"], mediaPosters: ["/media/news/a.mp4"] })).toBe(
      "Invalid file",
    );
    expect(messageOf({ mediaUrls: ["/media/news/a.mp4"], mediaPosters: ["/media/news/a.jpg"] })).toBe(
      undefined,
    );
  });

  it("suggests a slug from the title", () => {
    expect(slugFromTitle("Kyoto Open Studio 2025!")).toBe("kyoto-open-studio-2025");
    expect(slugFromTitle("  Gold & Silver  ")).toBe("gold-silver");
  });
});

describe("news in the back office", () => {
  it("stores likes typed in the form, and keeps visitors' likes when the form sends none", async () => {
    const fresh = await createNewsItem(form({ slug: "fresh" }));
    expect((await getNewsItemForAdmin(fresh))?.likes).toBe(0);
    const id = await createNewsItem(form({ likes: "12" }));
    expect((await getNewsItemForAdmin(id))?.likes).toBe(12);
    // A visitor likes it while staff edit other fields: saving without likes keeps the 13th.
    await likeNewsItem(id, 1);
    await updateNewsItem(id, form({ id: String(id), title: "Kyoto studio day" }));
    expect(await getNewsItemForAdmin(id)).toMatchObject({ title: "Kyoto studio day", likes: 13 });
    await updateNewsItem(id, form({ id: String(id), likes: "40" }));
    expect((await getNewsItemForAdmin(id))?.likes).toBe(40);
    await updateNewsItem(id, form({ id: String(id), likes: "0" }));
    expect((await getNewsItemForAdmin(id))?.likes).toBe(0);
  });

  it("reads image or video from the stored file's name, not from the form's mediaType", async () => {
    const id = await createNewsItem(
      form({
        mediaUrls: ["/media/news/a.jpg", "/media/news/b.webm"],
        mediaTypes: ["video", "image"],
        mediaPosters: ["", "/media/news/b.jpg"],
      }),
    );
    expect((await getNewsItemForAdmin(id))?.media.map((m) => [m.mediaUrl, m.mediaType])).toEqual([
      ["/media/news/a.jpg", "image"],
      ["/media/news/b.webm", "video"],
    ]);
  });

  it("an edit that pins and a pin of the same item, run together 10 times, both succeed", async () => {
    const [row] = await insertNews(1);
    const id = row!.id;
    for (let round = 0; round < 10; round++) {
      await setNewsPinned(id, false);
      await Promise.all([
        updateNewsItem(id, form({ id: String(id), slug: "news-1", isPinned: "on", displayOrder: "2" })),
        setNewsPinned(id, true),
      ]);
      const [item] = await database.handle.db.select().from(newsItems).where(eq(newsItems.id, id));
      expect(item?.isPinned).toBe(true);
    }
  });

  it("pages by 10 with the exact count, pinned first, display_order, newest", async () => {
    const ids = (await insertNews(23, 2)).map((row) => row.id);
    await database.handle.db.update(newsItems).set({ displayOrder: 1 }).where(eq(newsItems.id, ids[1]!));
    const first = await listNewsForAdmin({ page: 1, q: "", status: undefined });
    expect(first.total).toBe(23);
    expect(first.pageCount).toBe(3);
    expect(first.items).toHaveLength(10);
    expect(first.items.slice(0, 4).map((n) => n.title)).toEqual(["News 02", "News 01", "News 23", "News 22"]);
    expect(first.pinned.map((n) => n.title)).toEqual(["News 02", "News 01"]);
    const third = await listNewsForAdmin({ page: 3, q: "", status: undefined });
    expect(third.items.map((n) => n.title)).toEqual(["News 05", "News 04", "News 03"]);
    const beyond = await listNewsForAdmin({ page: 9, q: "", status: undefined });
    expect(beyond.page).toBe(3);

    const active = await listNewsForAdmin({ page: 1, q: "", status: "Active" });
    expect(active.total).toBe(12);
    expect(active.items.every((n) => n.status === "Active")).toBe(true);
    const search = await listNewsForAdmin({ page: 1, q: "news 1", status: "Inactive" });
    expect(search.items.map((n) => n.title)).toEqual(["News 18", "News 16", "News 14", "News 12", "News 10"]);
    expect((await listNewsForAdmin({ page: 1, q: "100%", status: undefined })).total).toBe(0);
  });

  it("sorts in SQL by a whitelisted column and direction, ties by id, across pages", async () => {
    const ids = (await insertNews(12, 1)).map((row) => row.id);
    await Promise.all(
      ids.map((id, i) =>
        database.handle.db
          .update(newsItems)
          .set({ likes: (i * 7) % 5 })
          .where(eq(newsItems.id, id)),
      ),
    );
    const read = async (sort: string, dir: string, page = 1) =>
      (await listNewsForAdmin(newsListQuerySchema.parse({ page: String(page), sort, dir }))).items;
    const byLikes = [...(await read("likes", "desc")), ...(await read("likes", "desc", 2))];
    const expected = ids
      .map((id, i) => ({ id, likes: (i * 7) % 5 }))
      .sort((a, b) => b.likes - a.likes || b.id - a.id);
    expect(byLikes.map((n) => [n.id, n.likes])).toEqual(expected.map((n) => [n.id, n.likes]));
    expect((await read("title", "asc")).map((n) => n.title).slice(0, 3)).toEqual([
      "News 01",
      "News 02",
      "News 03",
    ]);
    expect((await read("createdAt", "desc"))[0]?.title).toBe("News 12");
    expect((await read("pinned", "desc"))[0]?.isPinned).toBe(true);
    // Anything else is the spec's order (pinned first, then newest), never SQL from the URL.
    expect(newsListQuerySchema.parse({ sort: "password_hash", dir: "sideways" })).toMatchObject({
      sort: undefined,
      dir: undefined,
    });
    expect((await read("id; drop table news_items", "asc")).map((n) => n.title).slice(0, 2)).toEqual([
      "News 01",
      "News 12",
    ]);
  });

  it("pinning sets display_order 999, unpinning 0; a 4th pin is refused", async () => {
    const ids = (await insertNews(5)).map((row) => row.id);
    for (const id of ids.slice(0, 3)) await setNewsPinned(id, true);
    const pinned = await database.handle.db.select().from(newsItems).where(eq(newsItems.isPinned, true));
    expect(pinned.map((n) => n.displayOrder)).toEqual([999, 999, 999]);
    await expect(setNewsPinned(ids[3]!, true)).rejects.toThrow("Cannot pin more than 3 items");
    await setNewsPinned(ids[0]!, true); // re-pinning a pinned item is not a 4th
    await setNewsPinned(ids[0]!, false);
    const [unpinned] = await database.handle.db.select().from(newsItems).where(eq(newsItems.id, ids[0]!));
    expect(unpinned).toMatchObject({ isPinned: false, displayOrder: 0 });
    await setNewsPinned(ids[3]!, true);
    await expect(createNewsItem(form({ isPinned: "on" }))).rejects.toThrow("Cannot pin more than 3 items");
    await expect(
      updateNewsItem(ids[4]!, form({ id: String(ids[4]), slug: "news-5", isPinned: "on" })),
    ).rejects.toThrow("Cannot pin more than 3 items");
    expect(await database.handle.db.$count(newsItems)).toBe(5);
  });

  it("never pins more than 3 under 10 concurrent pin requests", async () => {
    const ids = (await insertNews(10)).map((row) => row.id);
    const results = await Promise.allSettled(ids.map((id) => setNewsPinned(id, true)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    for (const result of results) {
      if (result.status === "rejected")
        expect(String(result.reason)).toContain("Cannot pin more than 3 items");
    }
    expect(await database.handle.db.$count(newsItems, eq(newsItems.isPinned, true))).toBe(3);
  });

  it("reorders pinned items only", async () => {
    const ids = (await insertNews(4, 3)).map((row) => row.id);
    await reorderPinnedNews([ids[2]!, ids[0]!, ids[1]!]);
    const list = await listNewsForAdmin({ page: 1, q: "", status: undefined });
    expect(list.pinned.map((n) => [n.id, n.displayOrder])).toEqual([
      [ids[2], 1],
      [ids[0], 2],
      [ids[1], 3],
    ]);
    await expect(reorderPinnedNews([ids[3]!, ids[0]!])).rejects.toThrow("Failed to save display order");
  });

  it("creates with media, updates (removing and appending media), toggles status, deletes with translations", async () => {
    const id = await createNewsItem(
      form({
        articleBody: '<p onclick="x()">Visitors watched gold thread twisted.</p><script>alert(1)</script>',
        mediaUrls: ["/media/news/a.jpg", "/media/news/b.mp4"],
        mediaTypes: ["image", "video"],
        mediaPosters: ["", "/media/news/b-poster.jpg"],
      }),
    );
    const created = await getNewsItemForAdmin(id);
    expect(created?.articleBody).not.toContain("script");
    expect(created?.articleBody).not.toContain("onclick");
    expect(created?.media.map((m) => [m.mediaUrl, m.mediaType, m.posterUrl])).toEqual([
      ["/media/news/a.jpg", "image", null],
      ["/media/news/b.mp4", "video", "/media/news/b-poster.jpg"],
    ]);
    await expect(createNewsItem(form())).rejects.toThrow("Slug is already in use");

    const first = created!.media[0]!.id;
    await updateNewsItem(
      id,
      form({
        id: String(id),
        title: "Kyoto studio",
        primaryImageUrl: "",
        removeMediaIds: [String(first)],
        mediaUrls: ["/media/news/c.png"],
        mediaTypes: ["image"],
        mediaPosters: [""],
      }),
    );
    const media = await database.handle.db
      .select()
      .from(newsMedia)
      .where(eq(newsMedia.newsItemId, id))
      .orderBy(asc(newsMedia.displayOrder));
    expect(media.map((m) => [m.mediaUrl, m.displayOrder])).toEqual([
      ["/media/news/b.mp4", 2],
      ["/media/news/c.png", 3],
    ]);
    const updated = await getNewsItemForAdmin(id);
    expect(updated).toMatchObject({ title: "Kyoto studio", primaryImageUrl: "/media/news/1.jpg" });

    await setNewsStatus(id, "Inactive");
    expect((await getNewsItemForAdmin(id))?.status).toBe("Inactive");

    await database.handle.db
      .insert(languages)
      .values({ code: "zh", name: "Chinese", locale: "zh-Hant" })
      .onConflictDoNothing();
    await database.handle.db.insert(translations).values({
      entityType: "news_items",
      entityId: id,
      fieldName: "title",
      languageCode: "zh",
      translatedValue: "京都",
    });
    await deleteNewsItem(id);
    expect(await getNewsItemForAdmin(id)).toBeNull();
    await expect(deleteNewsItem(id)).rejects.toThrow("Failed to delete news item");
    expect(await database.handle.db.$count(newsMedia)).toBeGreaterThan(0);
    await deleteFromTrash({ kind: "news-items", id });
    expect(await database.handle.db.$count(newsMedia)).toBe(0);
    expect(await database.handle.db.$count(translations, eq(translations.entityId, id))).toBe(0);
  });
});
