import { and, asc, eq, sql } from "drizzle-orm";
import type { GalleryCategoryForm } from "~/lib/schemas/gallery";
import { saveDisplayOrder } from "../admin/reorder";
import { writeAndInvalidate } from "../cache/page-cache";
import type { PageTag } from "../cache/tags";
import { live } from "../content/visibility";
import { db, type Tx } from "../db/client";
import { galleryCategories, translations } from "../db/schema";
import { AdminActionError } from "../errors";
import { trackChanges } from "../history/revisions";
import { moveToTrash } from "../trash/move";
import { GALLERY_CATEGORY_HISTORY } from "./history";

const TAGS: PageTag[] = ["gallery-categories", "gallery"];

/** Every gallery category by display_order (empty last) then name, with its item count. */
export async function listGalleryCategoriesForAdmin() {
  return db()
    .select({
      id: galleryCategories.id,
      name: galleryCategories.name,
      displayOrder: galleryCategories.displayOrder,
      createdAt: galleryCategories.createdAt,
      // Qualified by hand: Drizzle writes bare column names in a one-table select.
      itemCount: sql<number>`(select count(*)::int from gallery_item_categories l
        join gallery_items i on i.id = l.gallery_item_id
        where l.gallery_category_id = "gallery_categories"."id" and i.deleted_at is null)`,
    })
    .from(galleryCategories)
    .where(live(galleryCategories))
    .orderBy(
      sql`${galleryCategories.displayOrder} asc nulls last`,
      asc(galleryCategories.name),
      asc(galleryCategories.id),
    );
}

/** Creates a gallery category; without an order it goes last (current maximum + 1). */
export async function createGalleryCategory(input: GalleryCategoryForm): Promise<number> {
  return writeAndInvalidate(async (tx, invalidate) => {
    const history = await trackChanges(tx, GALLERY_CATEGORY_HISTORY, []);
    const [row] = await tx
      .insert(galleryCategories)
      .values({
        name: input.name,
        displayOrder:
          input.displayOrder ??
          sql`(select coalesce(max(${galleryCategories.displayOrder}), 0) + 1 from ${galleryCategories})`,
      })
      .returning({ id: galleryCategories.id });
    if (!row) throw new Error("Insert returned no row");
    await history.commit("create", { ids: [row.id] });
    invalidate(TAGS);
    return row.id;
  });
}

/** Updates a gallery category's name and order. */
export async function updateGalleryCategory(id: number, input: GalleryCategoryForm): Promise<void> {
  await writeAndInvalidate(async (tx, invalidate) => {
    const history = await trackChanges(tx, GALLERY_CATEGORY_HISTORY, [id]);
    const rows = await tx
      .update(galleryCategories)
      .set({
        name: input.name,
        ...(input.displayOrder === undefined ? {} : { displayOrder: input.displayOrder }),
      })
      .where(and(eq(galleryCategories.id, id), live(galleryCategories)))
      .returning({ id: galleryCategories.id });
    if (rows.length === 0) throw new AdminActionError("Failed to save category", 404);
    await history.commit("update");
    invalidate(TAGS);
  });
}

/** Moves a gallery category to Trash (decision 020): its items stay linked to it for Restore. */
export async function deleteGalleryCategory(id: number): Promise<string> {
  return writeAndInvalidate(async (tx, invalidate) => {
    const label = await moveToTrash(galleryCategories, id, { executor: tx });
    if (label === null) throw new AdminActionError("Failed to delete category", 404);
    invalidate(TAGS);
    return label;
  });
}

/** Deletes a gallery category for good (Trash's purge) with its translations; its item links cascade. */
export async function purgeGalleryCategory(tx: Tx, id: number): Promise<void> {
  await tx.delete(galleryCategories).where(eq(galleryCategories.id, id));
  await tx
    .delete(translations)
    .where(and(eq(translations.entityType, "gallery_categories"), eq(translations.entityId, id)));
}

/** Saves the dragged order (display_order 1..n, all or nothing). */
export async function reorderGalleryCategories(orderedIds: number[]): Promise<void> {
  await writeAndInvalidate(async (tx, invalidate) => {
    const history = await trackChanges(tx, GALLERY_CATEGORY_HISTORY, orderedIds);
    await saveDisplayOrder("galleryCategories", orderedIds, tx);
    await history.commit("reorder");
    invalidate(TAGS);
  });
}
