import { sql } from "drizzle-orm";
import { generatePassword } from "../auth/password";
import { countStaffUsers, upsertStaffUser } from "../auth/staff";
import { colourColumns } from "../colour/colour";
import { config } from "../config";
import { databaseHandle, db, LOCKS, type Tx, withAdvisoryLock } from "../db/client";
import {
  galleryCategories,
  galleryImages,
  galleryItemCategories,
  galleryItemProducts,
  galleryItems,
  generalSettings,
  globalSettings,
  itemCodes,
  languages,
  newsItems,
  newsletterSubscription,
  newsMedia,
  productCategories,
  productCategoryMappings,
  productImages,
  products,
  type TranslatableEntityType,
  translations,
} from "../db/schema";
import { logger } from "../logger";
import {
  CAROUSEL,
  COLOUR_NAMES_ZH,
  GALLERY_CATEGORIES,
  GALLERY_ITEMS,
  GLOBAL_SETTINGS,
  LANGUAGES,
  NEWS_ITEMS,
  NEWSLETTER_SUBSCRIBERS,
  PRODUCT_CATEGORIES,
  PRODUCTS,
  type ZhText,
} from "./content";
import { type DemoMedia, storeDemoMedia } from "./media";

export { seedScale } from "./scale";

export const DEMO_ADMIN_EMAIL = "admin@lumina-threads.example";

const DAY_MS = 86_400_000;

/** True when the database holds no content yet (no language rows). */
async function isEmpty(): Promise<boolean> {
  const [row] = await db().select({ count: sql<number>`count(*)::int` }).from(languages);
  return (row?.count ?? 0) === 0;
}

/**
 * Creates the first staff account when there is none: ADMIN_EMAIL/ADMIN_PASSWORD when set (a deployment
 * or the end-to-end tests), else the demo e-mail with a random password printed once. A password from
 * the environment is never printed (logs outlive the start). True when created.
 */
export async function ensureFirstStaffUser(options: { announce: boolean }): Promise<boolean> {
  if ((await countStaffUsers()) > 0) return false;
  const email = process.env.ADMIN_EMAIL || DEMO_ADMIN_EMAIL;
  const fromEnvironment = process.env.ADMIN_PASSWORD;
  const password = fromEnvironment || generatePassword();
  await upsertStaffUser(email, password);
  if (options.announce) {
    announceCredentials(email, fromEnvironment ? "the value of ADMIN_PASSWORD (not shown)" : password);
  }
  return true;
}

/** Seeds the demo content into an empty database; does nothing when content exists. */
export function seedIfEmpty(options: { announce: boolean }): Promise<boolean> {
  // Instances started together wait for each other here; the first seeds, the others find content.
  return withAdvisoryLock(databaseHandle(), LOCKS.seed, () => seedUnderLock(options));
}

async function seedUnderLock(options: { announce: boolean }): Promise<boolean> {
  if (!(await isEmpty())) return false;
  logger.info("seeding demo content");
  const started = performance.now();
  const media = await storeDemoMedia();
  const filesMs = performance.now() - started;
  await db().transaction((tx) => insertDemoContent(tx, media));
  await ensureFirstStaffUser(options);
  logger.info(
    { durationMs: Math.round(performance.now() - started), filesMs: Math.round(filesMs) },
    "demo content seeded",
  );
  return true;
}

type TranslationRow = typeof translations.$inferInsert;

/** Traditional Chinese rows for one entity's translated fields. */
function zhRows(
  entityType: TranslatableEntityType,
  entityId: number,
  zh: ZhText | undefined,
): TranslationRow[] {
  return Object.entries(zh ?? {}).map(([fieldName, translatedValue]) => ({
    entityType,
    entityId,
    fieldName,
    languageCode: "zh",
    translatedValue,
  }));
}

/** Inserts every demo row in one transaction; all files already exist. */
async function insertDemoContent(tx: Tx, media: DemoMedia): Promise<void> {
  const now = Date.now();
  const zh: TranslationRow[] = [];
  await tx.insert(languages).values(LANGUAGES);
  await tx.insert(globalSettings).values(GLOBAL_SETTINGS);

  const categoryRows = await tx
    .insert(productCategories)
    .values(
      PRODUCT_CATEGORIES.map((c, i) => ({ name: c.name, description: c.description, displayOrder: i + 1 })),
    )
    .returning({ id: productCategories.id });
  const categoryIds = new Map(PRODUCT_CATEGORIES.map((c, i) => [c.key, categoryRows[i]!.id]));
  for (const [i, c] of PRODUCT_CATEGORIES.entries()) {
    zh.push(...zhRows("product_categories", categoryRows[i]!.id, c.zh));
  }

  const productIds = new Map<string, number>();
  for (const [index, product] of PRODUCTS.entries()) {
    const files = media.products.get(product.key)!;
    const [row] = await tx
      .insert(products)
      .values({
        name: product.name,
        slug: product.slug,
        description: product.description,
        detailedDescription: product.detailedDescription,
        imageUrl: files.images[0],
        cataloguePdf: files.catalogue,
        displayOrder: index + 1,
        createdAt: new Date(now - (400 - index * 20) * DAY_MS),
      })
      .returning({ id: products.id });
    const id = row!.id;
    productIds.set(product.key, id);
    zh.push(...zhRows("products", id, product.zh));
    await tx
      .insert(productCategoryMappings)
      .values(product.categories.map((key) => ({ productId: id, categoryId: categoryIds.get(key)! })));
    if (files.images.length > 1) {
      await tx
        .insert(productImages)
        .values(
          files.images.slice(1).map((imageUrl, i) => ({ productId: id, imageUrl, displayOrder: i + 1 })),
        );
    }
    const codeRows = await tx
      .insert(itemCodes)
      .values(
        product.itemCodes.map(({ colour, hex, ...code }) => ({
          ...code,
          productId: id,
          imageUrl: files.itemCodeImages.get(code.itemCode) ?? null,
          colourName: colour,
          ...colourColumns(hex),
        })),
      )
      .returning({ id: itemCodes.id });
    for (const [i, code] of product.itemCodes.entries()) {
      const name = COLOUR_NAMES_ZH[code.colour];
      if (name) zh.push(...zhRows("item_codes", codeRows[i]!.id, { colour_name: name }));
    }
  }

  const galleryCategoryRows = await tx
    .insert(galleryCategories)
    .values(GALLERY_CATEGORIES.map((c, i) => ({ name: c.name, displayOrder: i + 1 })))
    .returning({ id: galleryCategories.id });
  const galleryCategoryIds = new Map(GALLERY_CATEGORIES.map((c, i) => [c.key, galleryCategoryRows[i]!.id]));
  for (const [i, c] of GALLERY_CATEGORIES.entries()) {
    zh.push(...zhRows("gallery_categories", galleryCategoryRows[i]!.id, { name: c.zh }));
  }

  for (const [index, item] of GALLERY_ITEMS.entries()) {
    const files = media.gallery.get(item.slug)!;
    const [row] = await tx
      .insert(galleryItems)
      .values({
        name: item.name,
        slug: item.slug,
        description: item.description,
        detailedDescription: item.detailedDescription,
        projectDetails: item.projectDetails,
        primaryImageUrl: files.primary,
        pdfUrl: files.pdf,
        isPdf: files.pdf !== null,
        displayOrder: index + 1,
        createdAt: new Date(now - (300 - index * 25) * DAY_MS),
      })
      .returning({ id: galleryItems.id });
    const id = row!.id;
    zh.push(...zhRows("gallery_items", id, item.zh));
    await tx.insert(galleryItemCategories).values(
      item.categories.map((key) => ({
        galleryItemId: id,
        galleryCategoryId: galleryCategoryIds.get(key)!,
      })),
    );
    await tx
      .insert(galleryItemProducts)
      .values(item.products.map((key) => ({ galleryItemId: id, productId: productIds.get(key)! })));
    if (files.media.length > 0) {
      await tx.insert(galleryImages).values(
        files.media.map((m, i) => ({
          galleryItemId: id,
          imageUrl: m.url,
          posterUrl: m.posterUrl,
          mediaType: m.mediaType,
          displayOrder: i + 1,
        })),
      );
    }
  }

  for (const item of NEWS_ITEMS) {
    const files = media.news.get(item.slug)!;
    // A few hours' offset per item, so no two items share a time of day.
    const createdAt = new Date(now - item.daysAgo * DAY_MS - (item.likes % 9) * 3_600_000);
    const [row] = await tx
      .insert(newsItems)
      .values({
        title: item.title,
        slug: item.slug,
        description: item.description,
        articleBody: item.articleBody,
        primaryImageUrl: files.primary,
        status: item.inactive ? "Inactive" : "Active",
        isPinned: item.pinned === true,
        displayOrder: item.pinned ? 999 : 0,
        likes: item.likes,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: newsItems.id });
    const id = row!.id;
    zh.push(...zhRows("news_items", id, item.zh));
    if (files.media.length > 0) {
      await tx.insert(newsMedia).values(
        files.media.map((m, i) => ({
          newsItemId: id,
          mediaUrl: m.url,
          mediaType: m.mediaType,
          posterUrl: m.posterUrl,
          displayOrder: i + 1,
        })),
      );
    }
  }

  await tx.insert(generalSettings).values(
    CAROUSEL.map((slide, i) => ({
      type: "carousel",
      imageUrl: media.carousel[i],
      altText: slide.altText,
      title: slide.title,
      displayOrder: i + 1,
      isActive: true,
    })),
  );
  await tx.insert(newsletterSubscription).values(
    NEWSLETTER_SUBSCRIBERS.map((s) => ({
      email: s.email,
      active: s.active,
      createTime: new Date(now - s.daysAgo * DAY_MS),
    })),
  );
  await tx.insert(translations).values(zh);
}

/** Prints the sign-in box; `password` is what the box says under Password. */
function announceCredentials(email: string, password: string): void {
  const lines = [
    "Back-office sign-in (shown once)",
    "",
    `URL:      ${config().PUBLIC_ORIGIN}/admin/login`,
    `E-mail:   ${email}`,
    `Password: ${password}`,
  ];
  const width = Math.max(...lines.map((line) => line.length)) + 2;
  const border = `+${"-".repeat(width)}+`;
  console.log([border, ...lines.map((line) => `| ${line.padEnd(width - 1)}|`), border].join("\n"));
}
