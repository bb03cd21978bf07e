import { and, asc, count, eq, exists, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import { DEFAULT_LANGUAGE, type Language } from "~/lib/i18n/languages";
import type { GalleryItemForm } from "~/lib/schemas/gallery";
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
import { draftValues, type PreviewDraft, previewSlugMatches, withDraftMedia } from "../history/preview";
import { sanitizeRichText } from "../html/sanitize";
import { overlayTranslation, overlayTranslations } from "../translations/overlay";
import { slugLookup } from "../translations/slugs";
import { languageVersions } from "../translations/versions";

export type GalleryListQuery = {
  /** Gallery category id; undefined for All. */
  category?: number;
  q?: string;
  page: number;
  size: number;
  language: string;
};

export type CategoryTag = { id: number; name: string; fallback?: string[] };

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
    overlayTranslations("gallery_items", rows, ["name", "description", "slug"], language),
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
 * One Active, non-PDF gallery item by slug (its own or a translated one, the host language's first; PDF
 * colour books have no detail page), with its media by display order, category tags, related Active
 * products and its versions in the given languages; rich text sanitised. Null when none. With a preview,
 * the previewed item (whatever its status) with its draft applied.
 */
export async function getPublicGalleryItem(
  slug: string,
  language: string,
  languages: readonly Language[] = [],
  preview?: PreviewDraft,
) {
  const draft = draftValues<GalleryItemForm>(preview, "gallery-items");
  const bySlug = slugLookup(
    "gallery_items",
    { id: galleryItems.id, slug: galleryItems.slug, deletedAt: galleryItems.deletedAt },
    slug,
    language,
  );
  const [published] = await db()
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
    .where(
      draft && preview
        ? and(eq(galleryItems.id, preview.id), live(galleryItems))
        : and(bySlug.where, publishedNow(galleryItems), eq(galleryItems.isPdf, false)),
    )
    .orderBy(bySlug.order)
    .limit(1);
  if (!published || (draft && (draft.isPdf || !previewSlugMatches(slug, published.slug, draft)))) return null;
  const row = draft ? await withGalleryDraft(published, draft) : published;
  const [item, versions, tags, saved, related] = await Promise.all([
    overlayTranslation(
      "gallery_items",
      row,
      ["name", "slug", "description", "detailedDescription", "projectDetails"],
      language,
    ),
    languageVersions(
      "gallery_items",
      { id: row.id, slug: row.slug, hasBody: row.detailedDescription.trim() !== "" },
      "/resources",
      languages,
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
    draft ? draftProducts(draft.productIds, language) : relatedProducts(row.id, language),
  ]);
  return {
    ...item,
    categories: row.categories.map((tag) => tags.get(tag.id) ?? tag),
    detailedDescription: sanitizeRichText(item.detailedDescription),
    projectDetails: sanitizeRichText(item.projectDetails),
    media: draft ? withDraftMedia(saved, draft) : saved,
    relatedProducts: related,
    versions,
  };
}

/** A gallery item with a draft's fields and categories in place of its own. */
async function withGalleryDraft<Row extends { primaryImageUrl: string | null }>(
  row: Row,
  draft: GalleryItemForm,
): Promise<Row & { categories: CategoryTag[] }> {
  const categories =
    draft.categoryIds.length === 0
      ? []
      : await db()
          .select({ id: galleryCategories.id, name: galleryCategories.name })
          .from(galleryCategories)
          .where(and(inArray(galleryCategories.id, draft.categoryIds), live(galleryCategories)))
          .orderBy(
            asc(galleryCategories.displayOrder),
            asc(galleryCategories.name),
            asc(galleryCategories.id),
          );
  return {
    ...row,
    name: draft.name,
    slug: draft.slug,
    description: draft.description,
    detailedDescription: draft.detailedDescription,
    projectDetails: draft.projectDetails,
    primaryImageUrl: draft.primaryImageUrl || null,
    categories,
  };
}

async function relatedProducts(galleryItemId: number, language: string) {
  const rows = await db()
    .select({ id: products.id, name: products.name, slug: products.slug })
    .from(galleryItemProducts)
    .innerJoin(products, eq(products.id, galleryItemProducts.productId))
    .where(and(eq(galleryItemProducts.galleryItemId, galleryItemId), publishedNow(products)))
    .orderBy(asc(products.displayOrder), asc(products.name));
  return overlayTranslations("products", rows, ["name", "slug"], language);
}

/** The Active products a draft relates its gallery item to. */
async function draftProducts(ids: number[], language: string) {
  if (ids.length === 0) return [];
  const rows = await db()
    .select({ id: products.id, name: products.name, slug: products.slug })
    .from(products)
    .where(and(inArray(products.id, ids), publishedNow(products)))
    .orderBy(asc(products.displayOrder), asc(products.name));
  return overlayTranslations("products", rows, ["name"], language);
}
