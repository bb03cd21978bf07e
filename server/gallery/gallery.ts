import { and, asc, count, eq, exists, ilike, or, type SQL, sql } from "drizzle-orm";
import { DEFAULT_LANGUAGE } from "~/lib/i18n/languages";
import { live, publishedNow } from "../content/visibility";
import { db } from "../db/client";
import {
  galleryCategories,
  galleryImages,
  galleryItemCategories,
  galleryItemProducts,
  galleryItems,
  products,
  translations,
} from "../db/schema";
import { containsPattern } from "../db/sql";
import { sanitizeRichText } from "../html/sanitize";
import { overlayTranslation, overlayTranslations } from "../translations/overlay";

export type GalleryListQuery = {
  /** Gallery category id; undefined for All. */
  category?: number;
  q?: string;
  page: number;
  size: number;
  language: string;
};

export type CategoryTag = { id: number; name: string };

/** Every gallery category by display order then name, names translated. */
export async function listGalleryCategories(language: string) {
  const rows = await db()
    .select({ id: galleryCategories.id, name: galleryCategories.name })
    .from(galleryCategories)
    .where(live(galleryCategories))
    .orderBy(asc(galleryCategories.displayOrder), asc(galleryCategories.name), asc(galleryCategories.id));
  return overlayTranslations("gallery_categories", rows, ["name"], language);
}

function searchFilter(q: string | undefined, language: string): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const pattern = containsPattern(text);
  const own = or(ilike(galleryItems.name, pattern), ilike(galleryItems.description, pattern));
  if (language === DEFAULT_LANGUAGE.code) return own;
  // On a translated host the visitor reads translated names and descriptions, so those match too
  // (uncorrelated, so it runs once, through the trigram index).
  const translated = sql`${galleryItems.id} in (select ${translations.entityId} from ${translations}
    where ${translations.entityType} = 'gallery_items' and ${translations.languageCode} = ${language}
    and ${translations.fieldName} in ('name', 'description') and ${translations.translatedValue} ilike ${pattern})`;
  return or(own, translated);
}

function categoryFilter(category: number | undefined): SQL | undefined {
  if (category === undefined) return undefined;
  return exists(
    db()
      .select({ one: sql`1` })
      .from(galleryItemCategories)
      .innerJoin(galleryCategories, eq(galleryCategories.id, galleryItemCategories.galleryCategoryId))
      .where(
        and(
          eq(galleryItemCategories.galleryItemId, galleryItems.id),
          eq(galleryItemCategories.galleryCategoryId, category),
          live(galleryCategories),
        ),
      ),
  );
}

// The category tags of each item, ordered like the filter buttons, inside the list query itself.
const categoryTags = sql<CategoryTag[]>`coalesce((
  select json_agg(json_build_object('id', c.id, 'name', c.name) order by c.display_order, c.name, c.id)
  from ${galleryItemCategories} gic join ${galleryCategories} c on c.id = gic.gallery_category_id
  where gic.gallery_item_id = "gallery_items"."id" and c.deleted_at is null), '[]'::json)`;

/**
 * One page of Active gallery items (display order, then name) filtered by category and search,
 * with each item's category tags and the exact total. Names and descriptions translated.
 */
export async function listPublicGalleryItems({ category, q, page, size, language }: GalleryListQuery) {
  const where = and(publishedNow(galleryItems), categoryFilter(category), searchFilter(q, language));
  // Two queries rather than count(*) over (): the window would read every match (and build its tags)
  // before the limit applies; the page alone stops at the limit.
  const [rows, total] = await Promise.all([
    db()
      .select({
        id: galleryItems.id,
        name: galleryItems.name,
        slug: galleryItems.slug,
        description: galleryItems.description,
        primaryImageUrl: galleryItems.primaryImageUrl,
        pdfUrl: galleryItems.pdfUrl,
        isPdf: galleryItems.isPdf,
        categories: categoryTags,
      })
      .from(galleryItems)
      .where(where)
      .orderBy(asc(galleryItems.displayOrder), asc(galleryItems.name), asc(galleryItems.id))
      .limit(size)
      .offset((page - 1) * size),
    countGalleryItems(where),
  ]);
  const [items, tags] = await Promise.all([
    overlayTranslations("gallery_items", rows, ["name", "description"], language),
    translatedTags(
      rows.flatMap((row) => row.categories),
      language,
    ),
  ]);
  return {
    items: items.map((item) => ({
      ...item,
      categories: item.categories.map((tag) => tags.get(tag.id) ?? tag),
    })),
    total,
  };
}

async function countGalleryItems(where: SQL | undefined): Promise<number> {
  const [row] = await db().select({ n: count() }).from(galleryItems).where(where);
  return row?.n ?? 0;
}

/** The page's category tags by id, names translated (one query for the whole page). */
async function translatedTags(tags: CategoryTag[], language: string): Promise<Map<number, CategoryTag>> {
  const unique = [...new Map(tags.map((tag) => [tag.id, tag])).values()];
  const translated = await overlayTranslations("gallery_categories", unique, ["name"], language);
  return new Map(translated.map((tag) => [tag.id, tag]));
}

/**
 * One Active, non-PDF gallery item by slug (PDF colour books have no detail page), with its media
 * by display order, category tags and related Active products; rich text sanitised. Null when none.
 */
export async function getPublicGalleryItem(slug: string, language: string) {
  const [row] = await db()
    .select({
      id: galleryItems.id,
      name: galleryItems.name,
      slug: galleryItems.slug,
      description: galleryItems.description,
      primaryImageUrl: galleryItems.primaryImageUrl,
      detailedDescription: galleryItems.detailedDescription,
      projectDetails: galleryItems.projectDetails,
      categories: categoryTags,
    })
    .from(galleryItems)
    .where(and(eq(galleryItems.slug, slug), publishedNow(galleryItems), eq(galleryItems.isPdf, false)));
  if (!row) return null;
  const [item, tags, media, related] = await Promise.all([
    overlayTranslation(
      "gallery_items",
      row,
      ["name", "description", "detailedDescription", "projectDetails"],
      language,
    ),
    translatedTags(row.categories, language),
    db()
      .select({
        id: galleryImages.id,
        url: galleryImages.imageUrl,
        mediaType: galleryImages.mediaType,
        posterUrl: galleryImages.posterUrl,
      })
      .from(galleryImages)
      .where(eq(galleryImages.galleryItemId, row.id))
      .orderBy(asc(galleryImages.displayOrder), asc(galleryImages.id)),
    relatedProducts(row.id, language),
  ]);
  return {
    ...item,
    categories: row.categories.map((tag) => tags.get(tag.id) ?? tag),
    detailedDescription: sanitizeRichText(item.detailedDescription),
    projectDetails: sanitizeRichText(item.projectDetails),
    media,
    relatedProducts: related,
  };
}

async function relatedProducts(galleryItemId: number, language: string) {
  const rows = await db()
    .select({ id: products.id, name: products.name, slug: products.slug })
    .from(galleryItemProducts)
    .innerJoin(products, eq(products.id, galleryItemProducts.productId))
    .where(and(eq(galleryItemProducts.galleryItemId, galleryItemId), publishedNow(products)))
    .orderBy(asc(products.displayOrder), asc(products.name));
  return overlayTranslations("products", rows, ["name"], language);
}
