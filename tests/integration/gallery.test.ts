import { describe, expect, it } from "vitest";
import { queryCount } from "#server/db/client";
import {
  galleryCategories,
  galleryImages,
  galleryItemCategories,
  galleryItemProducts,
  galleryItems,
  languages,
  products,
  translations,
} from "#server/db/schema";
import { getPublicGalleryItem, listGalleryCategories, listPublicGalleryItems } from "#server/gallery/gallery";
import { setupTestDatabase } from "../support/database";

const database = setupTestDatabase();

async function arrange() {
  const { db } = database.handle;
  await db.insert(languages).values([
    { code: "en", name: "English", locale: "en", displayOrder: 1 },
    { code: "zh", name: "繁體中文", locale: "zh-Hant", displayOrder: 2 },
  ]);
  const cats = await db
    .insert(galleryCategories)
    .values([
      { name: "Projects", displayOrder: 2 },
      { name: "Colour Books", displayOrder: 1 },
      { name: "Bridal", displayOrder: 2 },
    ])
    .returning();
  const [projects, books, bridal] = cats;
  const items = await db
    .insert(galleryItems)
    .values([
      { name: "Zephyr gown", slug: "zephyr", description: "Evening wear", displayOrder: 1 },
      { name: "Aurora jacket", slug: "aurora", description: "Gold embroidery", displayOrder: 1 },
      {
        name: "Metallic colour book",
        slug: "book",
        isPdf: true,
        pdfUrl: "/media/pdf/1.pdf",
        displayOrder: 0,
      },
      { name: "Hidden project", slug: "hidden", status: "Inactive", displayOrder: 0 },
      { name: "Untagged", slug: "untagged", description: "A SILVER sash", displayOrder: 5 },
    ])
    .returning();
  const by = Object.fromEntries(items.map((item) => [item.slug, item]));
  await db.insert(galleryItemCategories).values([
    { galleryItemId: by.zephyr!.id, galleryCategoryId: projects!.id },
    { galleryItemId: by.zephyr!.id, galleryCategoryId: bridal!.id },
    { galleryItemId: by.aurora!.id, galleryCategoryId: projects!.id },
    { galleryItemId: by.book!.id, galleryCategoryId: books!.id },
    { galleryItemId: by.hidden!.id, galleryCategoryId: projects!.id },
  ]);
  return { by, projects: projects!, books: books!, bridal: bridal! };
}

const base = { page: 1, size: 6, language: "en" };

describe("public gallery list", () => {
  it("lists Active items by display order then name with their category tags and the exact total", async () => {
    await arrange();
    const { items, total } = await listPublicGalleryItems(base);
    expect(items.map((i) => i.slug)).toEqual(["book", "aurora", "zephyr", "untagged"]);
    expect(total).toBe(4);
    expect(items[2]!.categories.map((c) => c.name)).toEqual(["Bridal", "Projects"]);
    expect(items[3]!.categories).toEqual([]);
    expect(items[0]).toMatchObject({ isPdf: true, pdfUrl: "/media/pdf/1.pdf" });
  });

  it("filters by category in SQL, keeping every tag of a matching item", async () => {
    const { projects, bridal } = await arrange();
    const { items, total } = await listPublicGalleryItems({ ...base, category: projects.id });
    expect(items.map((i) => i.slug)).toEqual(["aurora", "zephyr"]);
    expect(total).toBe(2);
    expect(
      (await listPublicGalleryItems({ ...base, category: bridal.id })).items[0]!.categories,
    ).toHaveLength(2);
  });

  it("searches name or description case-insensitively, combined with the category", async () => {
    const { projects } = await arrange();
    expect((await listPublicGalleryItems({ ...base, q: "silver" })).items.map((i) => i.slug)).toEqual([
      "untagged",
    ]);
    expect((await listPublicGalleryItems({ ...base, q: "ZEPH" })).items.map((i) => i.slug)).toEqual([
      "zephyr",
    ]);
    const none = await listPublicGalleryItems({ ...base, q: "silver", category: projects.id });
    expect(none).toEqual({ items: [], total: 0 });
  });

  it("pages with an exact total on every page", async () => {
    await arrange();
    const second = await listPublicGalleryItems({ ...base, page: 2, size: 3 });
    expect(second.items.map((i) => i.slug)).toEqual(["untagged"]);
    expect(second.total).toBe(4);
    expect(await listPublicGalleryItems({ ...base, page: 3, size: 3 })).toEqual({ items: [], total: 4 });
  });

  it("translates names, descriptions and tags on a translated host and searches the translations", async () => {
    const { by, projects } = await arrange();
    await database.handle.db.insert(translations).values([
      {
        entityType: "gallery_items",
        entityId: by.aurora!.id,
        fieldName: "name",
        languageCode: "zh",
        translatedValue: "極光外套",
      },
      {
        entityType: "gallery_categories",
        entityId: projects.id,
        fieldName: "name",
        languageCode: "zh",
        translatedValue: "項目",
      },
    ]);
    const { items } = await listPublicGalleryItems({ ...base, q: "極光", language: "zh" });
    expect(items.map((i) => [i.name, i.categories.map((c) => c.name)])).toEqual([["極光外套", ["項目"]]]);
    const categories = await listGalleryCategories("zh");
    expect(categories.map((c) => c.name)).toEqual(["Colour Books", "Bridal", "項目"]);
  });

  it("lists categories by display order then name", async () => {
    await arrange();
    expect((await listGalleryCategories("en")).map((c) => c.name)).toEqual([
      "Colour Books",
      "Bridal",
      "Projects",
    ]);
  });
});

describe("public gallery detail", () => {
  it("gives an Active item with media by display order, tags, related Active products and sanitised rich text", async () => {
    const { by } = await arrange();
    const { db } = database.handle;
    const made = await db
      .insert(products)
      .values([
        { name: "Aurum", slug: "aurum" },
        { name: "Retired", slug: "retired", status: "Inactive" },
      ])
      .returning();
    await db
      .insert(galleryItemProducts)
      .values(made.map((p) => ({ galleryItemId: by.zephyr!.id, productId: p.id })));
    await db.insert(galleryImages).values([
      { galleryItemId: by.zephyr!.id, imageUrl: "/media/gallery/2.jpg", displayOrder: 2 },
      { galleryItemId: by.zephyr!.id, imageUrl: "/media/gallery/v.mp4", mediaType: "video", displayOrder: 1 },
    ]);
    await db
      .update(galleryItems)
      .set({ detailedDescription: '<h1>Title</h1><img src=x onerror="alert(1)"><p style="x">ok</p>' });
    const item = await getPublicGalleryItem("zephyr", "en");
    expect(item?.media.map((m) => [m.url, m.mediaType])).toEqual([
      ["/media/gallery/v.mp4", "video"],
      ["/media/gallery/2.jpg", "image"],
    ]);
    expect(item?.relatedProducts.map((p) => p.slug)).toEqual(["aurum"]);
    expect(item?.categories.map((c) => c.name)).toEqual(["Bridal", "Projects"]);
    expect(item?.detailedDescription).toBe("<h2>Title</h2><p>ok</p>");
  });

  it("gives null for a PDF, inactive or unknown item", async () => {
    await arrange();
    expect(await getPublicGalleryItem("book", "en")).toBeNull();
    expect(await getPublicGalleryItem("hidden", "en")).toBeNull();
    expect(await getPublicGalleryItem("missing", "en")).toBeNull();
  });
});

describe("queries per gallery page", () => {
  it("runs the same number of queries for 2 items as for 18, in English and Chinese", async () => {
    const { db } = database.handle;
    const { projects } = await arrange();
    const countQueries = async (language: string) => {
      const before = queryCount();
      const result = await listPublicGalleryItems({ page: 1, size: 18, language });
      return { queries: queryCount() - before, rows: result.items.length };
    };
    const few = { en: await countQueries("en"), zh: await countQueries("zh") };
    for (let i = 0; i < 14; i++) {
      const [item] = await db
        .insert(galleryItems)
        .values({ name: `Many ${i}`, slug: `many-${i}`, displayOrder: 10 + i })
        .returning();
      await db
        .insert(galleryItemCategories)
        .values({ galleryItemId: item!.id, galleryCategoryId: projects.id });
      await db.insert(galleryImages).values({ galleryItemId: item!.id, imageUrl: `/media/g/${i}.jpg` });
      await db.insert(translations).values({
        entityType: "gallery_items",
        entityId: item!.id,
        fieldName: "name",
        languageCode: "zh",
        translatedValue: `多 ${i}`,
      });
    }
    const many = { en: await countQueries("en"), zh: await countQueries("zh") };
    expect(few.en.rows).toBe(4);
    expect(many.en.rows).toBe(18);
    expect(many.zh.rows).toBe(18);
    expect(many.en.queries).toBe(few.en.queries);
    expect(many.zh.queries).toBe(few.zh.queries);
  });
});
