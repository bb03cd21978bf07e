import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { ProductForm } from "~/lib/schemas/catalog";
import { saveDisplayOrder } from "../admin/reorder";
import { writeAndInvalidate } from "../cache/page-cache";
import { type PageTag, pageTag } from "../cache/tags";
import { live } from "../content/visibility";
import { db, type Executor, type Tx } from "../db/client";
import { itemCodes, productCategories, productCategoryMappings, productImages, products } from "../db/schema";
import { FOREIGN_KEY_VIOLATION, isUniqueViolation, sqlErrorCode } from "../db/sql";
import { AdminActionError } from "../errors";
import { forgetDrafts, trackChanges } from "../history/revisions";
import { sanitizeRichText } from "../html/sanitize";
import { logger } from "../logger";
import { scheduleOf } from "../schedule/schedule";
import { isSlugTranslatedElsewhere } from "../translations/slugs";
import { moveToTrash } from "../trash/move";
import { deleteTranslationsOf } from "./admin-shared";
import { PRODUCT_COLUMNS, PRODUCT_HISTORY } from "./history";

/** Shown when a slug is taken (the unique index on products.slug answered 23505). */
export const SLUG_TAKEN = "This slug is already used by another product";

/** Page-cache tags of a product change (its pages, the lists, and the categories it was or is in). */
function tagsOf(productIds: number[], categoryIds: number[]): PageTag[] {
  return [
    "products",
    ...productIds.map((id) => pageTag.product(id)),
    ...[...new Set(categoryIds)].map((id) => pageTag.category(id)),
  ];
}

/** A read of the Products screen that failed; the message is the spec's toast. */
class ScreenReadError extends Error {}

/** Runs one read of the Products screen; a failure is logged and rethrown with the spec's message. */
async function screenRead<T>(query: PromiseLike<T>, message: string): Promise<T> {
  try {
    return await query;
  } catch (error) {
    logger.error({ err: error }, message);
    throw new ScreenReadError(message);
  }
}

/** Every product for the back office (display order then name) with its category ids and names and its images. */
export async function listProductsForAdmin() {
  const [rows, mappings, images] = await Promise.all([
    screenRead(
      db()
        .select({
          ...PRODUCT_COLUMNS,
          publishAt: products.publishAt,
          unpublishAt: products.unpublishAt,
          createdAt: products.createdAt,
        })
        .from(products)
        .where(live(products))
        .orderBy(asc(products.displayOrder), asc(products.name), asc(products.id)),
      "Failed to load products",
    ),
    screenRead(
      db()
        .select({
          productId: productCategoryMappings.productId,
          id: productCategories.id,
          name: productCategories.name,
        })
        .from(productCategoryMappings)
        .innerJoin(productCategories, eq(productCategories.id, productCategoryMappings.categoryId))
        .where(live(productCategories))
        .orderBy(asc(productCategories.displayOrder), asc(productCategories.name)),
      "Failed to load category mappings",
    ),
    screenRead(
      db()
        .select({
          productId: productImages.productId,
          id: productImages.id,
          imageUrl: productImages.imageUrl,
        })
        .from(productImages)
        .orderBy(asc(productImages.displayOrder), asc(productImages.id)),
      "Failed to load product images",
    ),
  ]);
  return rows.map((row) => {
    const categories = mappings.filter((m) => m.productId === row.id);
    return {
      ...row,
      categoryIds: categories.map((c) => c.id),
      categoryNames: categories.map((c) => c.name).join(", "),
      images: images.filter((image) => image.productId === row.id).map((image) => image.imageUrl),
    };
  });
}

/** Product categories for the form's checkboxes (display order then name). */
export async function listCategoryChoices() {
  return screenRead(
    db()
      .select({ id: productCategories.id, name: productCategories.name })
      .from(productCategories)
      .where(live(productCategories))
      .orderBy(asc(productCategories.displayOrder), asc(productCategories.name)),
    "Failed to load categories",
  );
}

/**
 * Everything the Products screen shows, with the spec's message for each read that failed ("Failed to
 * load products", "… category mappings", "… product images", "Failed to load categories"). After a
 * failure the product list is left empty, so no product can be saved from partial data (an edit
 * without its categories would remove them).
 */
export async function loadProductsScreen() {
  const [list, choices] = await Promise.allSettled([listProductsForAdmin(), listCategoryChoices()]);
  const loadErrors = [list, choices].flatMap((result) =>
    result.status === "rejected"
      ? [result.reason instanceof ScreenReadError ? result.reason.message : "Failed to load products"]
      : [],
  );
  return {
    products: list.status === "fulfilled" && choices.status === "fulfilled" ? list.value : [],
    categories: choices.status === "fulfilled" ? choices.value : [],
    loadErrors,
  };
}

/**
 * Turns a database conflict into the spec's message: a taken slug as "{prefix}: {reason}", a category
 * link that cannot be written (its category was deleted meanwhile) as "{linksPrefix}: {reason}".
 */
function explain(error: unknown, prefix: string, linksPrefix = prefix): never {
  if (error instanceof AdminActionError) throw error;
  if (isUniqueViolation(error)) {
    throw new AdminActionError(`${prefix}: ${SLUG_TAKEN}`, 409, { field: "slug", message: SLUG_TAKEN });
  }
  if (sqlErrorCode(error) === FOREIGN_KEY_VIOLATION) {
    throw new AdminActionError(`${linksPrefix}: A selected category no longer exists`, 409);
  }
  throw error;
}

/** Refuses a slug another product has as a translated slug (on a language's host it names that one). */
async function assertSlugNotTranslated(tx: Tx, slug: string, id: number | null, prefix: string) {
  if (await isSlugTranslatedElsewhere(tx, "products", slug, id))
    throw new AdminActionError(`${prefix}: ${SLUG_TAKEN}`, 409, { field: "slug", message: SLUG_TAKEN });
}

/** Writes the product's category links and additional images (display_order 1..n). */
async function writeLinks(tx: Tx, productId: number, input: ProductForm): Promise<void> {
  const categoryIds = [...new Set(input.categoryIds)];
  if (categoryIds.length > 0) {
    await tx
      .insert(productCategoryMappings)
      .values(categoryIds.map((categoryId) => ({ productId, categoryId })))
      // A link to a category in Trash was kept by the update (see liveCategoryLinks).
      .onConflictDoNothing();
  }
  if (input.images.length > 0) {
    await tx
      .insert(productImages)
      .values(input.images.map((imageUrl, index) => ({ productId, imageUrl, displayOrder: index + 1 })));
  }
}

const productValues = async (input: ProductForm) => ({
  ...(await scheduleOf(input)),
  name: input.name,
  slug: input.slug,
  description: input.description,
  detailedDescription: sanitizeRichText(input.detailedDescription),
  status: input.status,
  imageUrl: input.imageUrl,
  cataloguePdf: input.cataloguePdf,
});

/**
 * Creates a product last in the order (display_order = maximum + 1) with its category links and
 * images, in one transaction; a taken slug fails with "Failed to create product: This slug is …".
 */
export async function createProduct(input: ProductForm): Promise<number> {
  const values = await productValues(input);
  return writeAndInvalidate(async (tx, invalidate) => {
    await assertSlugNotTranslated(tx, input.slug, null, "Failed to create product");
    const history = await trackChanges(tx, PRODUCT_HISTORY, []);
    const [row] = await tx
      .insert(products)
      .values({
        ...values,
        displayOrder: sql`(select coalesce(max(${products.displayOrder}), 0) + 1 from ${products})`,
      })
      .returning({ id: products.id });
    if (!row) throw new AdminActionError("Failed to create product - no data returned", 500);
    await writeLinks(tx, row.id, input);
    await history.commit("create", { ids: [row.id] });
    invalidate(tagsOf([row.id], input.categoryIds));
    return row.id;
  }).catch((error: unknown) => explain(error, "Failed to create product"));
}

/**
 * Rewrites a product, its category links and its images (in the order given), in one transaction with
 * its revision; `publish` when the values are a draft's (which the revision then drops).
 */
export async function updateProduct(
  id: number,
  input: ProductForm,
  action: "update" | "publish" = "update",
): Promise<void> {
  const values = await productValues(input);
  await writeAndInvalidate(async (tx, invalidate) => {
    await assertSlugNotTranslated(tx, input.slug, id, "Failed to update product");
    const history = await trackChanges(tx, PRODUCT_HISTORY, [id]);
    const rows = await tx
      .update(products)
      .set(values)
      .where(and(eq(products.id, id), live(products)))
      .returning({ id: products.id });
    if (rows.length === 0) {
      throw new AdminActionError("Failed to update product: The product no longer exists", 404);
    }
    const old = await tx
      .delete(productCategoryMappings)
      .where(liveCategoryLinks(id))
      .returning({ categoryId: productCategoryMappings.categoryId });
    await tx.delete(productImages).where(eq(productImages.productId, id));
    await writeLinks(tx, id, input);
    await history.commit(action);
    invalidate(tagsOf([id], [...old.map((row) => row.categoryId), ...input.categoryIds]));
  }).catch((error: unknown) =>
    explain(error, "Failed to update product", "Failed to update category mappings"),
  );
}

/**
 * The product's links to live categories: an edit replaces those and keeps its links to categories in
 * Trash, so restoring such a category brings its products back with it.
 */
function liveCategoryLinks(productId: number) {
  return and(
    eq(productCategoryMappings.productId, productId),
    inArray(
      productCategoryMappings.categoryId,
      db().select({ id: productCategories.id }).from(productCategories).where(live(productCategories)),
    ),
  );
}

/** The ids of the categories a product is linked to (the pages a change of it drops). */
export async function categoryIdsOf(productId: number, executor: Executor = db()): Promise<number[]> {
  const rows = await executor
    .select({ id: productCategoryMappings.categoryId })
    .from(productCategoryMappings)
    .where(eq(productCategoryMappings.productId, productId));
  return rows.map((row) => row.id);
}

/** The page-cache tags of a product and the categories it is in. */
export async function productTags(productId: number, executor: Executor = db()): Promise<PageTag[]> {
  return tagsOf([productId], await categoryIdsOf(productId, executor));
}

/** Sets a product Active or Inactive; AdminActionError when it no longer exists. */
export async function setProductStatus(id: number, status: ProductForm["status"]): Promise<void> {
  await writeAndInvalidate(async (tx, invalidate) => {
    const history = await trackChanges(tx, PRODUCT_HISTORY, [id]);
    const rows = await tx
      .update(products)
      .set({ status })
      .where(and(eq(products.id, id), live(products)))
      .returning({ id: products.id });
    if (rows.length === 0) throw new AdminActionError("Failed to update product status", 404);
    await history.commit("status");
    invalidate(await productTags(id, tx));
  });
}

/**
 * Moves a product to Trash (decision 020): its categories, images and item codes stay for Restore; its
 * draft is dropped (decision 019).
 */
export async function deleteProduct(id: number): Promise<string> {
  return writeAndInvalidate(async (tx, invalidate) => {
    const label = await moveToTrash(products, id, { executor: tx });
    if (label === null)
      throw new AdminActionError("Failed to delete product: The product no longer exists", 404);
    await forgetDrafts(tx, "products", [id]);
    invalidate(await productTags(id, tx));
    return label;
  });
}

/**
 * Deletes a product for good (Trash's purge) in the caller's transaction: first its category mappings,
 * images and item codes (and the translations of the product and of its item codes), then the product.
 * Returns the ids of the categories it was in.
 */
export async function purgeProduct(tx: Tx, id: number): Promise<number[]> {
  const mappings = await tx
    .delete(productCategoryMappings)
    .where(eq(productCategoryMappings.productId, id))
    .returning({ categoryId: productCategoryMappings.categoryId });
  await tx.delete(productImages).where(eq(productImages.productId, id));
  const codes = await tx.delete(itemCodes).where(eq(itemCodes.productId, id)).returning({ id: itemCodes.id });
  await deleteTranslationsOf(
    tx,
    "item_codes",
    codes.map((code) => code.id),
  );
  await deleteTranslationsOf(tx, "products", [id]);
  await tx.delete(products).where(eq(products.id, id));
  return mappings.map((row) => row.categoryId);
}

/** Saves the dragged order of the products (display_order 1..n, all or nothing). */
export async function reorderProducts(orderedIds: number[]): Promise<void> {
  await writeAndInvalidate(async (tx, invalidate) => {
    const history = await trackChanges(tx, PRODUCT_HISTORY, orderedIds);
    await saveDisplayOrder("products", orderedIds, tx);
    await history.commit("reorder");
    invalidate(tagsOf(orderedIds, []));
  });
}
