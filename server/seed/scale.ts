// Bulk rows for benchmarks: many products, gallery items and news items reusing a few stored images.
import { isNotNull, sql } from "drizzle-orm";
import { colourColumns } from "../colour/colour";
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

const SHADES = ["Gold", "Silver", "Copper", "Rose", "Bronze", "Jade", "Azure", "Garnet", "Violet", "Onyx"];
const COMPOSITIONS = [
  "70% polyester, 30% metallised polyester film",
  "60% nylon, 40% metallised polyester film",
  "100% metallised polyester film",
  "55% metallised polyester film, 45% nylon",
  "70% recycled polyester, 30% metallised polyester film",
  "Gilt polyester film on a silk core",
];
const TYPES = [
  "Smooth metallic, M-type",
  "Smooth metallic, fine",
  "Heavy smooth metallic",
  "Flat 8-end braid",
  "Flat lamé, 1/69 inch",
  "Holographic smooth metallic",
  "Wrapped passing thread",
  "M-type metallic knitting yarn",
];
const DENIERS = ["100D", "120D/2", "150D/2", "210D", "300D/2"];
const LENGTHS = [
  "100 m per spool",
  "200 m per spool",
  "2,500 m per cone",
  "4,000 m per cone",
  "5,000 m per cone",
  "10,000 m per spool",
];

/** A colour per generated code, spread over hue (golden angle), saturation and lightness. */
function scaleColour(n: number): string {
  const hue = (n * 137.508) % 360;
  const saturation = 0.15 + ((n * 7) % 70) / 100;
  const lightness = 0.18 + ((n * 13) % 67) / 100;
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lightness - chroma / 2;
  const [r, g, b] = [
    [chroma, x, 0],
    [x, chroma, 0],
    [0, chroma, x],
    [0, x, chroma],
    [x, 0, chroma],
    [chroma, 0, x],
  ][Math.floor(hue / 60) % 6]!;
  return `#${[r, g, b]
    .map((v) =>
      Math.round((v! + m) * 255)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

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
          [1, 2].map((k) => {
            const n = 2 * (start + i) + k;
            return {
              productId: row.id,
              itemCode: `SC-${start + i + 1}-${k}`,
              // Spread over the facets, so their counts and combinations look like a real catalogue's.
              composition: pick(COMPOSITIONS, n),
              type: pick(TYPES, Math.floor(n / 3)),
              denier: pick(DENIERS, Math.floor(n / 7) + k),
              length: pick(LENGTHS, Math.floor(n / 11)),
              countryOfOrigin: "Japan",
              colourName: `${pick(SHADES, n)} ${n}`,
              ...colourColumns(scaleColour(n)),
            };
          }),
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
