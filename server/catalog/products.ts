import { and, asc, count, eq, exists, ilike, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import { DEFAULT_LANGUAGE, type Language } from "~/lib/i18n/languages";
import type { ProductForm } from "~/lib/schemas/catalog";
import type { FacetSelection } from "~/lib/schemas/facets";
import { live, publishedNow } from "../content/visibility";
import { db } from "../db/client";
import {
  itemCodes,
  productCategories,
  productCategoryMappings,
  productImages,
  products,
  translations,
} from "../db/schema";
import { containsPattern } from "../db/sql";
import { draftValues, type PreviewDraft, previewSlugMatches } from "../history/preview";
import { sanitizeRichText } from "../html/sanitize";
import { overlayTranslations } from "../translations/overlay";
import { slugLookup } from "../translations/slugs";
import { languageVersions } from "../translations/versions";
import { countFacetValues, keptFacetCounts, matchesFacets } from "./facets";

/** Products per page on /products. */
export const PRODUCTS_PAGE_SIZE = 24;
/** Related products shown under a product (spec section 9). */
export const RELATED_PRODUCTS_LIMIT = 4;

/** What a product card shows, and its address (a translated slug on a language's host). */
const PRODUCT_TEXT_FIELDS = ["name", "description", "slug"] as const;
const CATEGORY_FIELDS = ["name", "description"] as const;
export const ITEM_CODE_FIELDS = [
  "colourName",
  "composition",
  "type",
  "countryOfOrigin",
  "otherInformation",
  "bleaching",
  "ironing",
  "washingTemperature",
  "otherTechnicalInfo",
] as const;

const isActive = publishedNow(products);
const publicOrder = [asc(products.displayOrder), asc(products.name), asc(products.id)];

/** The item code columns both the product page and the back office show. */
export const itemCodeDetailColumns = {
  id: itemCodes.id,
  itemCode: itemCodes.itemCode,
  imageUrl: itemCodes.imageUrl,
  composition: itemCodes.composition,
  type: itemCodes.type,
  denier: itemCodes.denier,
  length: itemCodes.length,
  netWeight: itemCodes.netWeight,
  grossWeight: itemCodes.grossWeight,
  countryOfOrigin: itemCodes.countryOfOrigin,
  otherInformation: itemCodes.otherInformation,
  bleaching: itemCodes.bleaching,
  ironing: itemCodes.ironing,
  washingTemperature: itemCodes.washingTemperature,
  otherTechnicalInfo: itemCodes.otherTechnicalInfo,
  colourHex: itemCodes.colourHex,
  colourName: itemCodes.colourName,
};

/** The first active products by display order then name (home page features), translated when asked. */
export async function listFeaturedProducts(limit: number, languageCode = "en") {
  const rows = await db()
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      description: products.description,
      imageUrl: products.imageUrl,
    })
    .from(products)
    .where(isActive)
    .orderBy(...publicOrder)
    .limit(limit);
  return overlayTranslations("products", rows, PRODUCT_TEXT_FIELDS, languageCode);
}

export type PublicCategory = { id: number; name: string; description: string; displayOrder: number };

/** Every product category by display order then name, translated; `key` is the original name used in URLs. */
export async function listPublicCategories(language: string) {
  const rows = await db()
    .select({
      id: productCategories.id,
      name: productCategories.name,
      description: productCategories.description,
      displayOrder: productCategories.displayOrder,
    })
    .from(productCategories)
    .where(live(productCategories))
    .orderBy(asc(productCategories.displayOrder), asc(productCategories.name), asc(productCategories.id));
  const translated = await overlayTranslations("product_categories", rows, CATEGORY_FIELDS, language);
  return translated.map((row, index) => ({ ...row, key: rows[index]!.name }));
}

export type ProductListQuery = {
  /** Category name (original or translated), matched case-insensitively. */
  category?: string | null;
  /** Search text: case-insensitive substring of the name or description. */
  q?: string | null;
  /** 1-based page number. */
  page?: number;
  pageSize?: number;
  language?: string;
  /** Technical filters: one value per facet, matched by one item code of the product. */
  facets?: FacetSelection;
};

/**
 * True when some translation of the product's name or description in the language contains the pattern.
 * Uncorrelated (`id in (…)`), so it runs once, through the trigram index, not once per product.
 */
function translatedTextMatches(language: string, pattern: string): SQL {
  return inArray(
    products.id,
    db()
      .select({ id: translations.entityId })
      .from(translations)
      .where(
        and(
          eq(translations.entityType, "products"),
          eq(translations.languageCode, language),
          inArray(translations.fieldName, ["name", "description"]),
          ilike(translations.translatedValue, pattern),
        ),
      ),
  );
}

/** True when the product is mapped to a category with that name (original, or translated in the language). */
export function inCategoryNamed(name: string, language: string): SQL {
  const lowered = name.trim().toLowerCase();
  const nameMatches = [eq(sql`lower(${productCategories.name})`, lowered)];
  if (language !== DEFAULT_LANGUAGE.code) {
    nameMatches.push(
      exists(
        db()
          .select({ one: sql`1` })
          .from(translations)
          .where(
            and(
              eq(translations.entityType, "product_categories"),
              eq(translations.entityId, productCategories.id),
              eq(translations.languageCode, language),
              eq(translations.fieldName, "name"),
              eq(sql`lower(${translations.translatedValue})`, lowered),
            ),
          ),
      ),
    );
  }
  return exists(
    db()
      .select({ one: sql`1` })
      .from(productCategoryMappings)
      .innerJoin(productCategories, eq(productCategories.id, productCategoryMappings.categoryId))
      .where(
        and(eq(productCategoryMappings.productId, products.id), live(productCategories), or(...nameMatches)),
      ),
  );
}

/** Category tags (id, translated name) of many products in one query (plus one for translations). */
async function categoryTagsOf(productIds: number[], language: string) {
  const tags = new Map<number, { id: number; name: string; fallback?: string[] }[]>();
  if (productIds.length === 0) return tags;
  const rows = await db()
    .select({
      productId: productCategoryMappings.productId,
      id: productCategories.id,
      name: productCategories.name,
    })
    .from(productCategoryMappings)
    .innerJoin(productCategories, eq(productCategories.id, productCategoryMappings.categoryId))
    .where(and(inArray(productCategoryMappings.productId, productIds), live(productCategories)))
    .orderBy(asc(productCategories.displayOrder), asc(productCategories.name), asc(productCategories.id));
  const translated = await overlayTranslations("product_categories", rows, ["name"], language);
  for (const row of translated) {
    const list = tags.get(row.productId) ?? [];
    list.push({ id: row.id, name: row.name, ...(row.fallback ? { fallback: row.fallback } : {}) });
    tags.set(row.productId, list);
  }
  return tags;
}

/** Active, in the category (by name) and matching the search text: what the list and its facets share. */
function productConditions(query: ProductListQuery, language: string): SQL[] {
  const conditions: SQL[] = [isActive];
  const category = query.category?.trim();
  if (category) conditions.push(inCategoryNamed(category, language));
  const text = query.q?.trim();
  if (text) {
    const pattern = containsPattern(text);
    const matches = [ilike(products.name, pattern), ilike(products.description, pattern)];
    if (language !== DEFAULT_LANGUAGE.code) matches.push(translatedTextMatches(language, pattern));
    conditions.push(or(...matches)!);
  }
  return conditions;
}

/**
 * The active products a list query asks for (category name, search text, technical filters), as a WHERE
 * condition.
 */
export function publicProductsWhere(query: ProductListQuery): SQL {
  const language = query.language ?? DEFAULT_LANGUAGE.code;
  const facets = query.facets ? matchesFacets(query.facets, language) : undefined;
  return and(...productConditions(query, language), ...(facets ? [facets] : []))!;
}

/**
 * The technical filters of /products for a category, search and chosen facets: each facet's values with the
 * number of products each leaves (counted in SQL, see countFacetValues; kept while the catalogue does not
 * change, see keptFacetCounts).
 */
export function listProductFacets(query: ProductListQuery) {
  const language = query.language ?? DEFAULT_LANGUAGE.code;
  const key = JSON.stringify([language, query.category ?? null, query.q ?? null, query.facets ?? {}]);
  return keptFacetCounts(key, () =>
    countFacetValues(and(...productConditions(query, language))!, query.facets ?? {}, language),
  );
}

/**
 * One page of active products, filtered in SQL by category name, search text and technical filters, ordered
 * by display order then name, with category tags: 3 queries whatever the page size, 5 on a translated host.
 */
export async function listPublicProducts(query: ProductListQuery = {}) {
  const language = query.language ?? DEFAULT_LANGUAGE.code;
  const pageSize = Math.min(Math.max(query.pageSize ?? PRODUCTS_PAGE_SIZE, 1), 100);
  const page = Math.max(Math.floor(query.page ?? 1), 1);
  const where = publicProductsWhere(query);
  // Two queries rather than count(*) over (): the window would read every match before the limit applies.
  const [rows, [counted]] = await Promise.all([
    db()
      .select({
        id: products.id,
        name: products.name,
        slug: products.slug,
        description: products.description,
        imageUrl: products.imageUrl,
      })
      .from(products)
      .where(where)
      .orderBy(...publicOrder)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db().select({ total: count() }).from(products).where(where),
  ]);
  const total = counted?.total ?? 0;
  const [translated, tags] = await Promise.all([
    overlayTranslations("products", rows, PRODUCT_TEXT_FIELDS, language),
    categoryTagsOf(
      rows.map((row) => row.id),
      language,
    ),
  ]);
  return {
    items: translated.map((row) => ({ ...row, categories: tags.get(row.id) ?? [] })),
    total,
    page,
    pageSize,
  };
}

export type PublicProductListItem = Awaited<ReturnType<typeof listPublicProducts>>["items"][number];

/**
 * Finds an active product by slug (its own, or a translated one in any language, the host language's
 * first) or by numeric id; the caller redirects to the host language's slug when another was used.
 */
async function findActiveProduct(slugOrId: string, language: string) {
  const columns = {
    id: products.id,
    name: products.name,
    slug: products.slug,
    description: products.description,
    detailedDescription: products.detailedDescription,
    imageUrl: products.imageUrl,
    cataloguePdf: products.cataloguePdf,
  };
  const bySlug = slugLookup(
    "products",
    { id: products.id, slug: products.slug, deletedAt: products.deletedAt },
    slugOrId,
    language,
  );
  const [found] = await db()
    .select(columns)
    .from(products)
    .where(and(isActive, bySlug.where))
    .orderBy(bySlug.order)
    .limit(1);
  if (found || !/^\d{1,9}$/.test(slugOrId)) return found;
  const [byId] = await db()
    .select(columns)
    .from(products)
    .where(and(isActive, eq(products.id, Number(slugOrId))))
    .limit(1);
  return byId;
}

/** Up to four other active products sharing a category with the product; none when it has no category. */
export async function listRelatedProducts(productId: number, categoryIds: number[], language: string) {
  if (categoryIds.length === 0) return [];
  const rows = await db()
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      description: products.description,
      imageUrl: products.imageUrl,
    })
    .from(products)
    .where(
      and(
        isActive,
        ne(products.id, productId),
        exists(
          db()
            .select({ one: sql`1` })
            .from(productCategoryMappings)
            .where(
              and(
                eq(productCategoryMappings.productId, products.id),
                inArray(productCategoryMappings.categoryId, categoryIds),
              ),
            ),
        ),
      ),
    )
    .orderBy(...publicOrder)
    .limit(RELATED_PRODUCTS_LIMIT);
  return overlayTranslations("products", rows, PRODUCT_TEXT_FIELDS, language);
}

/**
 * An active product by slug or numeric id with its images (display order, then id), item codes (by item code),
 * categories and related products, all translated; sanitised detailed description. Undefined when not public.
 * With a preview, the previewed product (whatever its status) with its draft applied.
 */
export async function getPublicProduct(
  slugOrId: string,
  language: string = DEFAULT_LANGUAGE.code,
  languages: readonly Language[] = [],
  preview?: PreviewDraft,
) {
  const draft = draftValues<ProductForm>(preview, "products");
  const found =
    draft && preview
      ? await findProductDraft(preview.id, slugOrId, draft)
      : await findActiveProduct(slugOrId, language);
  if (!found) return undefined;
  const [[product], versions, images, codes, categoryRows] = await Promise.all([
    overlayTranslations("products", [found], [...PRODUCT_TEXT_FIELDS, "detailedDescription"], language),
    languageVersions(
      "products",
      { id: found.id, slug: found.slug, hasBody: found.detailedDescription.trim() !== "" },
      "/products",
      languages,
    ),
    draft
      ? draft.images.map((imageUrl, index) => ({ id: -(index + 1), imageUrl }))
      : db()
          .select({ id: productImages.id, imageUrl: productImages.imageUrl })
          .from(productImages)
          .where(eq(productImages.productId, found.id))
          .orderBy(asc(productImages.displayOrder), asc(productImages.id)),
    db()
      .select(itemCodeDetailColumns)
      .from(itemCodes)
      .where(eq(itemCodes.productId, found.id))
      .orderBy(asc(itemCodes.itemCode), asc(itemCodes.id)),
    draft
      ? draftCategories(draft.categoryIds)
      : db()
          .select({ id: productCategories.id, name: productCategories.name })
          .from(productCategoryMappings)
          .innerJoin(productCategories, eq(productCategories.id, productCategoryMappings.categoryId))
          .where(and(eq(productCategoryMappings.productId, found.id), live(productCategories)))
          .orderBy(
            asc(productCategories.displayOrder),
            asc(productCategories.name),
            asc(productCategories.id),
          ),
  ]);
  const [translatedCodes, categories, related] = await Promise.all([
    overlayTranslations("item_codes", codes, ITEM_CODE_FIELDS, language),
    overlayTranslations("product_categories", categoryRows, ["name"], language),
    listRelatedProducts(
      found.id,
      categoryRows.map((category) => category.id),
      language,
    ),
  ]);
  return {
    ...product!,
    detailedDescription: sanitizeRichText(product!.detailedDescription),
    images,
    itemCodes: translatedCodes,
    categories: categories.map((category, index) => ({ ...category, key: categoryRows[index]!.name })),
    related,
    versions,
  };
}

/** The product a preview shows: the previewed one (any status, not in Trash) by its published or draft slug, draft applied. */
async function findProductDraft(id: number, slug: string, draft: ProductForm) {
  const [row] = await db()
    .select({ id: products.id, slug: products.slug, deletedAt: products.deletedAt })
    .from(products)
    .where(and(eq(products.id, id), live(products)));
  if (!row || !previewSlugMatches(slug, row.slug, draft)) return undefined;
  return {
    id,
    name: draft.name,
    slug: draft.slug,
    description: draft.description,
    detailedDescription: draft.detailedDescription,
    imageUrl: draft.imageUrl,
    cataloguePdf: draft.cataloguePdf,
  };
}

/** The categories a draft puts its product in, in the public order. */
async function draftCategories(ids: number[]) {
  if (ids.length === 0) return [];
  return db()
    .select({ id: productCategories.id, name: productCategories.name })
    .from(productCategories)
    .where(and(inArray(productCategories.id, ids), live(productCategories)))
    .orderBy(asc(productCategories.displayOrder), asc(productCategories.name), asc(productCategories.id));
}

export type PublicProduct = NonNullable<Awaited<ReturnType<typeof getPublicProduct>>>;
