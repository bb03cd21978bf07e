// Bulk rows for benchmarks: many products, gallery items and news items reusing a few stored images.
import { isNotNull, sql } from "drizzle-orm";
import { db } from "../db/client";
import {
  galleryCategories,
  galleryItemCategories,
  galleryItems,
  itemCodes,
  newsItems,
  productCategories,
  productCategoryMappings,
  products,
} from "../db/schema";

const BATCH = 1000;
const DAY_MS = 86_400_000;
const WORDS = ["Aurum", "Argent", "Cuivre", "Rosé", "Emerald", "Sapphire", "Ruby", "Prism", "Kyoto", "Lumen"];
const KINDS = ["Classic", "Fine", "Heavy", "Braid", "Lamé", "Twist", "Passing", "Knit", "Sparkle", "Glow"];

export type ScaleCounts = { products: number; galleryItems: number; newsItems: number };

/** Runs build(start, size) for each batch of at most BATCH rows. */
async function inBatches(
  total: number,
  build: (start: number, size: number) => Promise<void>,
): Promise<void> {
  for (let start = 0; start < total; start += BATCH) await build(start, Math.min(BATCH, total - start));
}

const pick = <T>(list: T[], n: number): T => list[n % list.length]!;

/** A few image URLs already stored by the demo seed, so benchmark pages show real pictures. */
async function storedImages(): Promise<string[]> {
  const rows = await db()
    .select({ url: products.imageUrl })
    .from(products)
    .where(isNotNull(products.imageUrl))
    .limit(8);
  return rows.map((row) => row.url!);
}

/**
 * Bulk-inserts generated products (with a category and two item codes each), gallery items and news items
 * in multi-row batches of 1,000, for load tests. Run after the demo seed; slugs carry a run token.
 */
export async function seedScale(counts: ScaleCounts): Promise<ScaleCounts> {
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 46_656).toString(36)}`;
  const images = await storedImages();
  const image = (n: number) => (images.length > 0 ? pick(images, n) : null);
  const categoryIds = (await db().select({ id: productCategories.id }).from(productCategories)).map(
    (r) => r.id,
  );
  const galleryCategoryIds = (await db().select({ id: galleryCategories.id }).from(galleryCategories)).map(
    (r) => r.id,
  );
  const now = Date.now();

  await inBatches(counts.products, async (start, size) => {
    const rows = await db()
      .insert(products)
      .values(
        Array.from({ length: size }, (_, i) => {
          const n = start + i;
          return {
            name: `${pick(WORDS, n)} ${pick(KINDS, Math.floor(n / 10))} ${n + 1}`,
            slug: `scale-${run}-product-${n + 1}`,
            description: "A metallic thread generated for load testing, with a short description.",
            detailedDescription: "<p>Generated for load testing.</p>",
            imageUrl: image(n),
            displayOrder: 1000 + n,
          };
        }),
      )
      .returning({ id: products.id });
    if (categoryIds.length > 0) {
      await db()
        .insert(productCategoryMappings)
        .values(rows.map((row, i) => ({ productId: row.id, categoryId: pick(categoryIds, start + i) })));
    }
    await db()
      .insert(itemCodes)
      .values(
        rows.flatMap((row, i) =>
          [1, 2].map((k) => ({
            productId: row.id,
            itemCode: `SC-${start + i + 1}-${k}`,
            composition: "70% polyester, 30% metallised polyester film",
            denier: "150D/2",
            length: "5,000 m per cone",
            countryOfOrigin: "Japan",
          })),
        ),
      );
  });

  await inBatches(counts.galleryItems, async (start, size) => {
    const rows = await db()
      .insert(galleryItems)
      .values(
        Array.from({ length: size }, (_, i) => {
          const n = start + i;
          return {
            name: `Project ${n + 1}: ${pick(WORDS, n)} embroidery`,
            slug: `scale-${run}-project-${n + 1}`,
            description: "An embroidery project generated for load testing.",
            detailedDescription: "<p>Generated for load testing.</p>",
            primaryImageUrl: image(n),
            displayOrder: 1000 + n,
          };
        }),
      )
      .returning({ id: galleryItems.id });
    if (galleryCategoryIds.length > 0) {
      await db()
        .insert(galleryItemCategories)
        .values(
          rows.map((row, i) => ({
            galleryItemId: row.id,
            galleryCategoryId: pick(galleryCategoryIds, start + i),
          })),
        );
    }
  });

  await inBatches(counts.newsItems, async (start, size) => {
    await db()
      .insert(newsItems)
      .values(
        Array.from({ length: size }, (_, i) => {
          const n = start + i;
          const createdAt = new Date(now - (n % 3650) * DAY_MS - (n % 24) * 3_600_000);
          return {
            title: `${pick(WORDS, n)} news ${n + 1}`,
            slug: `scale-${run}-news-${n + 1}`,
            description: "A news item generated for load testing.",
            articleBody: "<p>Generated for load testing, with a body long enough to be realistic.</p>",
            primaryImageUrl: image(n),
            likes: n % 50,
            createdAt,
            updatedAt: createdAt,
          };
        }),
      );
  });
  // Fresh statistics, so the planner sees the new sizes at once (PGlite runs no autovacuum).
  await db().execute(sql`analyze`);
  return counts;
}
