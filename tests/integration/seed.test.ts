import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#server/db/client";
import * as schema from "#server/db/schema";
import { findStaleFiles } from "#server/media/stale-files";
import { keyFromUrl, mediaStorage } from "#server/media/storage";
import { pendingVariants } from "#server/media/variant-backfill";
import { DEMO_ASSETS_DIR, demoFilesInUse } from "#server/seed/assets";
import { CAROUSEL, GALLERY_ITEMS, NEWS_ITEMS, PRODUCTS } from "#server/seed/content";
import { seedIfEmpty } from "#server/seed/seed";
import { translationCompleteness } from "#server/translations/admin";
import { setupTestDatabase } from "../support/database";
import { readStored } from "../support/media-stores";

// One seed for the whole file: encoding the WebP variants of about 130 pictures is the slow part.
const database = setupTestDatabase({ reset: false });

const TABLES = {
  languages: schema.languages,
  productCategories: schema.productCategories,
  products: schema.products,
  productImages: schema.productImages,
  itemCodes: schema.itemCodes,
  galleryCategories: schema.galleryCategories,
  galleryItems: schema.galleryItems,
  galleryImages: schema.galleryImages,
  newsItems: schema.newsItems,
  newsMedia: schema.newsMedia,
  generalSettings: schema.generalSettings,
  globalSettings: schema.globalSettings,
  translations: schema.translations,
  newsletterSubscription: schema.newsletterSubscription,
};

async function counts(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const [row] = await db.select({ n: count() }).from(table);
    out[name] = row!.n;
  }
  return out;
}

describe("the demo seed", () => {
  let seeded: boolean[] = [];
  let first: Record<string, number> = {};
  let files = 0;
  beforeAll(async () => {
    // Three start-ups at once in one process; tests/integration/seed-processes.test.ts runs three processes.
    seeded = await Promise.all([1, 2, 3].map(() => seedIfEmpty({ announce: false })));
    first = await counts(database.handle.db);
    files = (await mediaStorage().list()).length;
  }, 600_000);

  it("seeds an empty database once when three seeders start together; a later run changes nothing", async () => {
    expect(seeded.filter(Boolean)).toHaveLength(1);
    expect(await seedIfEmpty({ announce: false })).toBe(false);
    expect(await counts(database.handle.db)).toEqual(first);
    expect((await mediaStorage().list()).length).toBe(files);
  });

  it("meets the minimum counts of the demo content", async () => {
    const c = await counts(database.handle.db);
    expect(c.languages).toBe(2);
    expect(c.productCategories).toBeGreaterThanOrEqual(3);
    expect(c.products).toBeGreaterThanOrEqual(12);
    expect(c.galleryCategories).toBeGreaterThanOrEqual(3);
    expect(c.galleryItems).toBeGreaterThanOrEqual(8);
    expect(c.newsItems).toBeGreaterThanOrEqual(10);
    expect(c.newsletterSubscription).toBeGreaterThanOrEqual(3);
    const db = database.handle.db;
    const languages = await db.select().from(schema.languages).orderBy(schema.languages.displayOrder);
    expect(languages.map((l) => [l.code, l.locale])).toEqual([
      ["en", "en"],
      ["zh", "zh-Hant"],
    ]);
    const settings = await db.select().from(schema.globalSettings);
    expect(Object.fromEntries(settings.map((s) => [s.type, s.value]))).toEqual({
      duration: "5000",
      contact_email: "info@lumina-threads.example",
    });
    const carousel = await db
      .select()
      .from(schema.generalSettings)
      .where(eq(schema.generalSettings.type, "carousel"))
      .orderBy(schema.generalSettings.displayOrder);
    expect(carousel.length).toBeGreaterThanOrEqual(3);
    expect(carousel.map((s) => s.displayOrder)).toEqual(carousel.map((_, i) => i + 1));
    expect(carousel.every((s) => s.isActive && s.altText && s.title && s.imageUrl)).toBe(true);
  });

  it("gives every product 2 to 6 images and 2 to 6 item codes, with some values left empty", async () => {
    const db = database.handle.db;
    const rows = await db.execute<{
      id: number;
      images: number;
      codes: number;
      catalogue: string | null;
    }>(sql`
      select p.id, p.catalogue_pdf as catalogue,
        1 + (select count(*)::int from product_images i where i.product_id = p.id) as images,
        (select count(*)::int from item_codes c where c.product_id = p.id) as codes
      from products p where p.image_url is not null`);
    const products = (
      rows as unknown as { rows: { images: number; codes: number; catalogue: string | null }[] }
    ).rows;
    expect(products.length).toBeGreaterThanOrEqual(12);
    for (const p of products) {
      expect(p.images).toBeGreaterThanOrEqual(2);
      expect(p.images).toBeLessThanOrEqual(6);
      expect(p.codes).toBeGreaterThanOrEqual(2);
      expect(p.codes).toBeLessThanOrEqual(6);
    }
    expect(products.some((p) => p.catalogue)).toBe(true);
    const codes = await db.select().from(schema.itemCodes);
    // Every item code shows a swatch of its own colour.
    expect(codes.every((c) => c.imageUrl?.startsWith("/media/item-code-images/"))).toBe(true);
    expect(codes.some((c) => c.denier === null || c.grossWeight === null)).toBe(true);
    expect(codes.every((c) => c.composition && c.countryOfOrigin !== undefined)).toBe(true);
  });

  it("has two PDF colour books and project items with images and a local video with a poster", async () => {
    const db = database.handle.db;
    const items = await db.select().from(schema.galleryItems);
    const pdfs = items.filter((i) => i.isPdf);
    expect(pdfs.length).toBe(2);
    expect(pdfs.every((i) => i.pdfUrl?.endsWith(".pdf"))).toBe(true);
    const media = await db.select().from(schema.galleryImages);
    const local = media.filter((m) => m.mediaType === "video" && m.imageUrl.endsWith(".webm"));
    expect(local.length).toBeGreaterThanOrEqual(1);
    expect(local.every((m) => m.posterUrl?.startsWith("/media/"))).toBe(true);
    const [links] = await db.select({ n: count() }).from(schema.galleryItemProducts);
    expect(links!.n).toBeGreaterThanOrEqual(8);
  });

  it("pins exactly two news items with display order 999, others 0, with YouTube and local videos", async () => {
    const db = database.handle.db;
    const news = await db.select().from(schema.newsItems);
    const pinned = news.filter((n) => n.isPinned);
    expect(pinned).toHaveLength(2);
    expect(pinned.every((n) => n.displayOrder === 999)).toBe(true);
    expect(news.filter((n) => !n.isPinned).every((n) => n.displayOrder === 0)).toBe(true);
    expect(new Set(news.map((n) => n.createdAt.toISOString().slice(0, 7))).size).toBeGreaterThanOrEqual(8);
    const media = await db.select().from(schema.newsMedia);
    expect(media.some((m) => m.mediaUrl.startsWith("https://www.youtube.com/watch?v="))).toBe(true);
    expect(media.some((m) => m.mediaType === "video" && m.mediaUrl.endsWith(".webm") && m.posterUrl)).toBe(
      true,
    );
    expect(media.some((m) => m.mediaType === "image")).toBe(true);
  });

  it("translates every text of the demo into Traditional Chinese: products, categories, item codes, gallery and news, up to date", async () => {
    const zh = (await translationCompleteness()).filter((cell) => cell.languageCode === "zh");
    expect(zh.map((cell) => cell.entityType).sort()).toEqual([...schema.TRANSLATABLE_ENTITY_TYPES].sort());
    for (const cell of zh) {
      expect(cell.total, cell.entityType).toBeGreaterThan(0);
      expect({ type: cell.entityType, missing: cell.missing, outdated: cell.outdated }).toEqual({
        type: cell.entityType,
        missing: 0,
        outdated: 0,
      });
    }
  });

  it("keeps Japanese translations of the main content for when an Administrator adds ja, each with a slug no other record uses", async () => {
    const db = database.handle.db;
    const ja = await db
      .select({
        type: schema.translations.entityType,
        id: schema.translations.entityId,
        field: schema.translations.fieldName,
        value: schema.translations.translatedValue,
      })
      .from(schema.translations)
      .where(eq(schema.translations.languageCode, "ja"));
    const ids = (type: string, field: string) =>
      new Set(ja.filter((r) => r.type === type && r.field === field).map((r) => r.id)).size;
    expect(ids("products", "name")).toBe(PRODUCTS.length);
    expect(ids("products", "detailed_description")).toBe(PRODUCTS.length);
    expect(ids("news_items", "article_body")).toBe(NEWS_ITEMS.length);
    expect(ids("gallery_items", "name")).toBe(GALLERY_ITEMS.length);
    expect(ids("item_codes", "composition")).toBe(PRODUCTS.flatMap((p) => p.itemCodes).length);
    // A slug names one record of its type, whatever the language (English slugs included).
    const all = await db
      .select({
        type: schema.translations.entityType,
        id: schema.translations.entityId,
        value: schema.translations.translatedValue,
      })
      .from(schema.translations)
      .where(eq(schema.translations.fieldName, "slug"));
    const owners = new Map<string, Set<number>>();
    for (const row of all) {
      const key = `${row.type}:${row.value}`;
      owners.set(key, (owners.get(key) ?? new Set()).add(row.id));
    }
    const english = [
      ...PRODUCTS.map((p) => `products:${p.slug}`),
      ...GALLERY_ITEMS.map((g) => `gallery_items:${g.slug}`),
      ...NEWS_ITEMS.map((n) => `news_items:${n.slug}`),
    ];
    expect([...owners].filter(([, set]) => set.size > 1)).toEqual([]);
    expect(english.filter((key) => owners.has(key))).toEqual([]);
  });

  it("stores every /media/ file that a row refers to", async () => {
    const result = await database.handle.db.execute<{ url: string }>(sql`
      select image_url as url from products union all select catalogue_pdf from products
      union all select image_url from product_images union all select image_url from item_codes
      union all select primary_image_url from gallery_items union all select pdf_url from gallery_items
      union all select image_url from gallery_images union all select poster_url from gallery_images
      union all select primary_image_url from news_items union all select media_url from news_media
      union all select poster_url from news_media union all select image_url from general_settings`);
    const urls = (result as unknown as { rows: { url: string | null }[] }).rows
      .map((r) => r.url)
      .filter((url): url is string => url?.startsWith("/media/") === true);
    expect(urls.length).toBeGreaterThanOrEqual(80);
    const missing: string[] = [];
    for (const url of urls) {
      const key = keyFromUrl(url);
      if (!key || !(await mediaStorage().exists(key))) missing.push(url);
    }
    expect(missing).toEqual([]);
    // Every stored image has its variant at every width.
    expect(pendingVariants(await mediaStorage().list())).toEqual([]);
  });

  it("stores the committed demo files byte for byte: every one in use, none drawn at start", async () => {
    const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
    const inUse = demoFilesInUse({
      products: PRODUCTS,
      items: [...GALLERY_ITEMS, ...NEWS_ITEMS],
      carousel: CAROUSEL,
    });
    const committed = new Map(
      [...inUse].map((file) => [sha(fs.readFileSync(path.join(DEMO_ASSETS_DIR, file))), file] as const),
    );
    // Originals: every stored file but the WebP variants made from them and the PDFs laid out from them.
    const originals = (await mediaStorage().list()).filter(
      (file) => !/-w\d+\.webp$/.test(file.key) && !file.key.endsWith(".pdf"),
    );
    const stored = new Set<string>();
    for (const file of originals) {
      const source = committed.get(sha((await readStored(mediaStorage(), file.key)) ?? new Uint8Array()));
      expect(source, `${file.key} is not one of the committed demo files`).toBeDefined();
      stored.add(source!);
    }
    expect([...inUse].filter((file) => !stored.has(file))).toEqual([]);
  });

  it("refers to every file it stores: none would be listed as stale, however old", async () => {
    const inAYear = new Date(Date.now() + 365 * 24 * 3_600_000);
    expect([...(await findStaleFiles(inAYear)).keys()]).toEqual([]);
  });
});
