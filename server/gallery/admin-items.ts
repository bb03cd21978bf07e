import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { GalleryItemForm } from "~/lib/schemas/gallery";
import { storedMediaKind } from "~/lib/schemas/media";
import type { Status } from "~/lib/schemas/status";
import { saveDisplayOrder } from "../admin/reorder";
import { writeAndInvalidate } from "../cache/page-cache";
import { type PageTag, pageTag } from "../cache/tags";
import { live } from "../content/visibility";
import { db, type Tx } from "../db/client";
import {
  galleryCategories,
  galleryImages,
  galleryItemCategories,
  galleryItemProducts,
  galleryItems,
  products,
  translations,
} from "../db/schema";
import { FOREIGN_KEY_VIOLATION, isUniqueViolation, sqlErrorCode } from "../db/sql";
import { AdminActionError } from "../errors";
import { forgetDrafts, trackChanges } from "../history/revisions";
import { sanitizeRichText } from "../html/sanitize";
import { scheduleOf } from "../schedule/schedule";
import { isSlugTranslatedElsewhere } from "../translations/slugs";
import { moveToTrash } from "../trash/move";
import { GALLERY_ITEM_HISTORY } from "./history";

const tagsOf = (id: number): PageTag[] => [pageTag.galleryItem(id), "gallery"];

/** Every gallery item (all statuses): ordered first, then unordered, ties by id; with links and images. */
export async function listGalleryItemsForAdmin() {
  const items = await db()
    .select()
    .from(galleryItems)
    .where(live(galleryItems))
    .orderBy(sql`${galleryItems.displayOrder} asc nulls last`, asc(galleryItems.id));
  const [categories, products, images] = await Promise.all([
    db().select().from(galleryItemCategories),
    db().select().from(galleryItemProducts),
    db().select().from(galleryImages).orderBy(asc(galleryImages.displayOrder), asc(galleryImages.id)),
  ]);
  return items.map((item) => ({
    ...item,
    categoryIds: categories.filter((c) => c.galleryItemId === item.id).map((c) => c.galleryCategoryId),
    productIds: products.filter((p) => p.galleryItemId === item.id).map((p) => p.productId),
    images: images.filter((image) => image.galleryItemId === item.id),
  }));
}

/** The form's choices: gallery categories (display order, then name) and products (by name). */
export async function listGalleryFormChoices() {
  const [categories, productChoices] = await Promise.all([
    db()
      .select({ id: galleryCategories.id, name: galleryCategories.name })
      .from(galleryCategories)
      .where(live(galleryCategories))
      .orderBy(sql`${galleryCategories.displayOrder} asc nulls last`, asc(galleryCategories.name)),
    db()
      .select({ id: products.id, name: products.name, status: products.status })
      .from(products)
      .where(live(products))
      .orderBy(asc(products.name), asc(products.id)),
  ]);
  return { categories, products: productChoices };
}

/** The public detail path of a gallery item, or null: PDF resources never get a detail page. */
export function galleryPreviewPath(item: {
  slug: string;
  isPdf: boolean;
  pdfUrl: string | null;
}): string | null {
  return item.isPdf ? item.pdfUrl : `/resources/${item.slug}`;
}

/** Shown, as the toast and beside the slug, when another gallery item has the slug. */
const SLUG_IN_USE = "Slug is already in use";

async function assertSlugFree(tx: Tx, slug: string, id: number | null) {
  const clash =
    id === null
      ? and(eq(galleryItems.slug, slug), live(galleryItems))
      : and(eq(galleryItems.slug, slug), live(galleryItems), ne(galleryItems.id, id));
  const [row] = await tx.select({ id: galleryItems.id }).from(galleryItems).where(clash).limit(1);
  if (row || (await isSlugTranslatedElsewhere(tx, "gallery_items", slug, id)))
    throw new AdminActionError(SLUG_IN_USE, 409, { field: "slug" });
}

/** A slug taken meanwhile, or a category or product deleted meanwhile, in the form's words. */
function explainConflict(error: unknown): never {
  if (isUniqueViolation(error)) throw new AdminActionError(SLUG_IN_USE, 409, { field: "slug" });
  if (sqlErrorCode(error) === FOREIGN_KEY_VIOLATION)
    throw new AdminActionError("A selected category or product no longer exists", 409);
  throw error;
}

async function itemValues(form: GalleryItemForm) {
  return {
    ...(await scheduleOf(form)),
    name: form.name,
    slug: form.slug,
    description: form.description,
    detailedDescription: sanitizeRichText(form.detailedDescription),
    projectDetails: sanitizeRichText(form.projectDetails),
    displayOrder: form.displayOrder ?? null,
    status: form.status as Status,
    isPdf: form.isPdf,
    primaryImageUrl: form.primaryImageUrl || null,
    pdfUrl: form.isPdf ? form.pdfUrl || null : null,
  };
}

/**
 * Replaces the category and product links and appends new images after the current maximum order. Links
 * to categories and products in Trash are kept, so restoring one brings its links back with it.
 */
async function writeLinks(tx: Tx, id: number, form: GalleryItemForm) {
  await tx
    .delete(galleryItemCategories)
    .where(
      and(
        eq(galleryItemCategories.galleryItemId, id),
        inArray(
          galleryItemCategories.galleryCategoryId,
          tx.select({ id: galleryCategories.id }).from(galleryCategories).where(live(galleryCategories)),
        ),
      ),
    );
  await tx
    .delete(galleryItemProducts)
    .where(
      and(
        eq(galleryItemProducts.galleryItemId, id),
        inArray(
          galleryItemProducts.productId,
          tx.select({ id: products.id }).from(products).where(live(products)),
        ),
      ),
    );
  const categoryIds = [...new Set(form.categoryIds)];
  const productIds = [...new Set(form.productIds)];
  if (categoryIds.length > 0) {
    await tx
      .insert(galleryItemCategories)
      .values(categoryIds.map((c) => ({ galleryItemId: id, galleryCategoryId: c })))
      .onConflictDoNothing();
  }
  if (productIds.length > 0) {
    await tx
      .insert(galleryItemProducts)
      .values(productIds.map((p) => ({ galleryItemId: id, productId: p })))
      .onConflictDoNothing();
  }
  if (form.isPdf || form.mediaUrls.length === 0) return;
  const [max] = await tx
    .select({ value: sql<number>`coalesce(max(${galleryImages.displayOrder}), 0)::int` })
    .from(galleryImages)
    .where(eq(galleryImages.galleryItemId, id));
  await tx.insert(galleryImages).values(
    form.mediaUrls.map((imageUrl, index) => ({
      galleryItemId: id,
      imageUrl,
      mediaType: storedMediaKind(imageUrl) ?? "image",
      posterUrl: form.mediaPosters[index] || null,
      displayOrder: (max?.value ?? 0) + index + 1,
    })),
  );
}

/** Creates a gallery item with its category, product and media links in one transaction. */
export async function createGalleryItem(form: GalleryItemForm): Promise<number> {
  const values = await itemValues(form);
  return writeAndInvalidate(async (tx, invalidate) => {
    await assertSlugFree(tx, form.slug, null);
    const history = await trackChanges(tx, GALLERY_ITEM_HISTORY, []);
    const [row] = await tx.insert(galleryItems).values(values).returning({ id: galleryItems.id });
    if (!row) throw new Error("Insert returned no row");
    await writeLinks(tx, row.id, form);
    await history.commit("create", { ids: [row.id] });
    invalidate(tagsOf(row.id));
    return row.id;
  }).catch(explainConflict);
}

/**
 * Rewrites a gallery item's fields, replaces its links and appends new media, in one transaction with
 * its revision; `publish` when the values are a draft's (which the revision then drops).
 */
export async function updateGalleryItem(
  id: number,
  form: GalleryItemForm,
  action: "update" | "publish" = "update",
): Promise<void> {
  const values = await itemValues(form);
  await writeAndInvalidate(async (tx, invalidate) => {
    await assertSlugFree(tx, form.slug, id);
    const history = await trackChanges(tx, GALLERY_ITEM_HISTORY, [id]);
    const rows = await tx
      .update(galleryItems)
      .set(values)
      .where(and(eq(galleryItems.id, id), live(galleryItems)))
      .returning({ id: galleryItems.id });
    if (rows.length === 0) throw new AdminActionError("Failed to save gallery item", 404);
    await writeLinks(tx, id, form);
    await history.commit(action);
    invalidate(tagsOf(id));
  }).catch(explainConflict);
}

/**
 * Moves a gallery item to Trash (decision 020): its links and media stay for Restore; its draft is
 * dropped (decision 019).
 */
export async function deleteGalleryItem(id: number): Promise<string> {
  return writeAndInvalidate(async (tx, invalidate) => {
    const label = await moveToTrash(galleryItems, id, { executor: tx });
    if (label === null) throw new AdminActionError("Failed to delete gallery item", 404);
    await forgetDrafts(tx, "gallery-items", [id]);
    invalidate(tagsOf(id));
    return label;
  });
}

/** Deletes a gallery item for good (Trash's purge): links and images cascade, translations go too. */
export async function purgeGalleryItem(tx: Tx, id: number): Promise<void> {
  await tx.delete(galleryItems).where(eq(galleryItems.id, id));
  await tx
    .delete(translations)
    .where(and(eq(translations.entityType, "gallery_items"), eq(translations.entityId, id)));
}

/** Sets a gallery item Active or Inactive. */
export async function setGalleryItemStatus(id: number, status: Status): Promise<void> {
  await writeAndInvalidate(async (tx, invalidate) => {
    const history = await trackChanges(tx, GALLERY_ITEM_HISTORY, [id]);
    const rows = await tx
      .update(galleryItems)
      .set({ status })
      .where(and(eq(galleryItems.id, id), live(galleryItems)))
      .returning({ id: galleryItems.id });
    if (rows.length === 0) throw new AdminActionError("Failed to update gallery item status", 404);
    await history.commit("status");
    invalidate(tagsOf(id));
  });
}

/** Removes one image of a gallery item. */
export async function removeGalleryImage(imageId: number): Promise<void> {
  await writeAndInvalidate(async (tx, invalidate) => {
    const [image] = await tx
      .select({ itemId: galleryImages.galleryItemId })
      .from(galleryImages)
      .where(eq(galleryImages.id, imageId))
      .for("update");
    if (!image) throw new AdminActionError("Failed to remove image", 404);
    const history = await trackChanges(tx, GALLERY_ITEM_HISTORY, [image.itemId]);
    await tx.delete(galleryImages).where(eq(galleryImages.id, imageId));
    await history.commit("removeImage");
    invalidate(tagsOf(image.itemId));
  });
}

/** Saves the dragged order of the gallery items (display_order 1..n). */
export async function reorderGalleryItems(orderedIds: number[]): Promise<void> {
  await writeAndInvalidate(async (tx, invalidate) => {
    const history = await trackChanges(tx, GALLERY_ITEM_HISTORY, orderedIds);
    await saveDisplayOrder("galleryItems", orderedIds, tx);
    await history.commit("reorder");
    invalidate(["gallery", ...orderedIds.map((id) => pageTag.galleryItem(id))]);
  });
}
