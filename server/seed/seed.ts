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
import { fingerprint } from "../translations/entities";
import {
  CAROUSEL,
  COLOUR_NAMES_JA,
  COLOUR_NAMES_ZH,
  GALLERY_CATEGORIES,
  GALLERY_ITEMS,
  GLOBAL_SETTINGS,
  type ItemCodeSeed,
  LANGUAGES,
  NEWS_ITEMS,
  NEWSLETTER_SUBSCRIBERS,
  PRODUCT_CATEGORIES,
  PRODUCTS,
} from "./content";
import { type DemoMedia, storeDemoMedia } from "./media";
import {
  GALLERY_CATEGORY_TRANSLATIONS,
  GALLERY_ITEM_TRANSLATIONS,
  ITEM_CODE_TEXTS,
  NEWS_TRANSLATIONS,
  PRODUCT_CATEGORY_TRANSLATIONS,
  PRODUCT_TRANSLATIONS,
  SEEDED_TRANSLATION_LANGUAGES,
  type Texts,
} from "./translations";

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
type Originals = Record<string, string | null>;

/**
 * Translation rows of one record in every seeded language, each with the fingerprint of the original it
 * translates (so the demo starts up to date). A field the record does not have is a mistake in the seed.
 */
function translationRows(
  entityType: TranslatableEntityType,
  entityId: number,
  originals: Originals,
  byLanguage: Partial<Record<(typeof SEEDED_TRANSLATION_LANGUAGES)[number], Texts | undefined>>,
): TranslationRow[] {
  return SEEDED_TRANSLATION_LANGUAGES.flatMap((languageCode) =>
    Object.entries(byLanguage[languageCode] ?? {}).map(([fieldName, translatedValue]) => {
      if (!(fieldName in originals)) throw new Error(`Seed: ${entityType} has no field ${fieldName}`);
      return {
        entityType,
        entityId,
        fieldName,
        languageCode,
        translatedValue,
        sourceFingerprint: fingerprint(originals[fieldName]),
      };
    }),
  );
}

/** The translatable texts of an item code (its colour name and technical texts), by the spec's field names. */
function itemCodeTexts(code: ItemCodeSeed): Originals {
  return {
    colour_name: code.colour,
    composition: code.composition,
    type: code.type,
    country_of_origin: code.countryOfOrigin,
    other_information: code.otherInformation,
    bleaching: code.bleaching,
    ironing: code.ironing,
    washing_temperature: code.washingTemperature,
    other_technical_info: code.otherTechnicalInfo,
  };
}

/** An item code's technical texts in one language, from the shared translations of every technical text (colour names apart). */
function itemCodeTranslations(originals: Originals, language: "zh" | "ja"): Texts {
  const texts: Texts = {};
  for (const [field, original] of Object.entries(originals)) {
    if (!original || field === "colour_name") continue;
    const translated = ITEM_CODE_TEXTS[original];
    if (!translated) throw new Error(`Seed: no translation of the item-code text "${original}"`);
    texts[field] = translated[language];
  }
  return texts;
}

/** An item code's colour name in one language; a colour without one is a mistake in the seed. */
function colourName(names: Record<string, string>, code: ItemCodeSeed): string {
  const name = names[code.colour];
  if (!name) throw new Error(`Seed: no translation of the colour "${code.colour}"`);
  return name;
}

/** Inserts every demo row in one transaction; all files already exist. */
async function insertDemoContent(tx: Tx, media: DemoMedia): Promise<void> {
  const now = Date.now();
  const rows: TranslationRow[] = [];
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
    rows.push(
      ...translationRows(
        "product_categories",
        categoryRows[i]!.id,
        { name: c.name, description: c.description },
        { zh: c.zh, ...PRODUCT_CATEGORY_TRANSLATIONS[c.key] },
      ),
    );
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
    const own = PRODUCT_TRANSLATIONS[product.key];
    rows.push(
      ...translationRows(
        "products",
        id,
        {
          name: product.name,
          slug: product.slug,
          description: product.description,
          detailed_description: product.detailedDescription,
        },
        { zh: { ...product.zh, ...own?.zh }, ja: own?.ja },
      ),
    );
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
      const originals = itemCodeTexts(code);
      rows.push(
        ...translationRows("item_codes", codeRows[i]!.id, originals, {
          zh: { ...itemCodeTranslations(originals, "zh"), colour_name: colourName(COLOUR_NAMES_ZH, code) },
          ja: { ...itemCodeTranslations(originals, "ja"), colour_name: colourName(COLOUR_NAMES_JA, code) },
        }),
      );
    }
  }

  const galleryCategoryRows = await tx
    .insert(galleryCategories)
    .values(GALLERY_CATEGORIES.map((c, i) => ({ name: c.name, displayOrder: i + 1 })))
    .returning({ id: galleryCategories.id });
  const galleryCategoryIds = new Map(GALLERY_CATEGORIES.map((c, i) => [c.key, galleryCategoryRows[i]!.id]));
  for (const [i, c] of GALLERY_CATEGORIES.entries()) {
    rows.push(
      ...translationRows(
        "gallery_categories",
        galleryCategoryRows[i]!.id,
        { name: c.name },
        { zh: { name: c.zh }, ...GALLERY_CATEGORY_TRANSLATIONS[c.key] },
      ),
    );
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
    const own = GALLERY_ITEM_TRANSLATIONS[item.slug];
    rows.push(
      ...translationRows(
        "gallery_items",
        id,
        {
          name: item.name,
          slug: item.slug,
          description: item.description,
          detailed_description: item.detailedDescription,
          project_details: item.projectDetails,
        },
        { zh: { ...item.zh, ...own?.zh }, ja: own?.ja },
      ),
    );
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
    const own = NEWS_TRANSLATIONS[item.slug];
    rows.push(
      ...translationRows(
        "news_items",
        id,
        {
          title: item.title,
          slug: item.slug,
          description: item.description,
          article_body: item.articleBody,
        },
        { zh: { ...item.zh, ...own?.zh }, ja: own?.ja },
      ),
    );
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
  await tx.insert(translations).values(rows);
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
