import { and, asc, eq, sql } from "drizzle-orm";
import type { GalleryCategoryForm } from "~/lib/schemas/gallery";
import { saveDisplayOrder } from "../admin/reorder";
import { writeAndInvalidate } from "../cache/page-cache";
import type { PageTag } from "../cache/tags";
import { db } from "../db/client";
import { galleryCategories, galleryItemCategories, translations } from "../db/schema";
import { AdminActionError } from "../errors";
import { trackChanges } from "../history/revisions";
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
      itemCount: sql<number>`(select count(*)::int from ${galleryItemCategories} where ${galleryItemCategories.galleryCategoryId} = ${galleryCategories.id})`,
    })
    .from(galleryCategories)
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
      .where(eq(galleryCategories.id, id))
      .returning({ id: galleryCategories.id });
    if (rows.length === 0) throw new AdminActionError("Failed to save category", 404);
    await history.commit("update");
    invalidate(TAGS);
  });
}

/** Deletes a gallery category with its item links and translations in one transaction. */
export async function deleteGalleryCategory(id: number): Promise<void> {
  await writeAndInvalidate(async (tx, invalidate) => {
    const rows = await tx
      .delete(galleryCategories)
      .where(eq(galleryCategories.id, id))
      .returning({ id: galleryCategories.id });
    if (rows.length === 0) throw new AdminActionError("Failed to delete category", 404);
    await tx
      .delete(translations)
      .where(and(eq(translations.entityType, "gallery_categories"), eq(translations.entityId, id)));
    invalidate(TAGS);
  });
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
