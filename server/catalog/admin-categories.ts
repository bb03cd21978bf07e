import { and, asc, eq, sql } from "drizzle-orm";
import type { CategoryForm } from "~/lib/schemas/catalog";
import { saveDisplayOrder } from "../admin/reorder";
import { writeAndInvalidate } from "../cache/page-cache";
import { type PageTag, pageTag } from "../cache/tags";
import { live } from "../content/visibility";
import { db, type Tx } from "../db/client";
import { productCategories } from "../db/schema";
import { AdminActionError } from "../errors";
import { trackChanges } from "../history/revisions";
import { moveToTrash } from "../trash/move";
import { deleteTranslationsOf } from "./admin-shared";
import { CATEGORY_HISTORY } from "./history";

/** Page-cache tags of a category change. */
const tagsOf = (...ids: number[]): PageTag[] => [
  "product-categories",
  ...ids.map((id): PageTag => pageTag.category(id)),
];

/** Every product category by display_order then name, with how many products are assigned. */
export async function listCategoriesForAdmin() {
  return db()
    .select({
      id: productCategories.id,
      name: productCategories.name,
      description: productCategories.description,
      displayOrder: productCategories.displayOrder,
      createdAt: productCategories.createdAt,
      // Qualified by hand: Drizzle writes bare column names in a one-table select.
      productCount: sql<number>`(select count(*)::int from product_category_mappings m
        join products p on p.id = m.product_id
        where m.category_id = "product_categories"."id" and p.deleted_at is null)`,
    })
    .from(productCategories)
    .where(live(productCategories))
    .orderBy(asc(productCategories.displayOrder), asc(productCategories.name));
}

/** Creates a category at the end of the order (display_order = current maximum + 1) in one statement. */
export async function createCategory(input: CategoryForm): Promise<number> {
  return writeAndInvalidate(async (tx, invalidate) => {
    const history = await trackChanges(tx, CATEGORY_HISTORY, []);
    const [row] = await tx
      .insert(productCategories)
      .values({
        ...input,
        displayOrder: sql`(select coalesce(max(${productCategories.displayOrder}), 0) + 1 from ${productCategories})`,
      })
      .returning({ id: productCategories.id });
    if (!row) throw new Error("Insert returned no row");
    await history.commit("create", { ids: [row.id] });
    invalidate(tagsOf(row.id));
    return row.id;
  });
}

/** Updates a category's name and description; AdminActionError when it no longer exists. */
export async function updateCategory(id: number, input: CategoryForm): Promise<void> {
  await writeAndInvalidate(async (tx, invalidate) => {
    const history = await trackChanges(tx, CATEGORY_HISTORY, [id]);
    const rows = await tx
      .update(productCategories)
      .set(input)
      .where(and(eq(productCategories.id, id), live(productCategories)))
      .returning({ id: productCategories.id });
    if (rows.length === 0) throw new AdminActionError("Failed to update category", 404);
    await history.commit("update");
    invalidate(tagsOf(id));
  });
}

/** Moves a category to Trash (decision 020): its products stay linked to it for Restore. */
export async function deleteCategory(id: number): Promise<string> {
  return writeAndInvalidate(async (tx, invalidate) => {
    const label = await moveToTrash(productCategories, id, { executor: tx });
    if (label === null) throw new AdminActionError("Failed to delete category", 404);
    invalidate([...tagsOf(id), "products"]);
    return label;
  });
}

/** Deletes a category for good (Trash's purge) with its translations; its product mappings cascade. */
export async function purgeCategory(tx: Tx, id: number): Promise<void> {
  await tx.delete(productCategories).where(eq(productCategories.id, id));
  await deleteTranslationsOf(tx, "product_categories", [id]);
}

/** Saves the dragged order of the categories (display_order 1..n, all or nothing). */
export async function reorderCategories(orderedIds: number[]): Promise<void> {
  await writeAndInvalidate(async (tx, invalidate) => {
    const history = await trackChanges(tx, CATEGORY_HISTORY, orderedIds);
    await saveDisplayOrder("productCategories", orderedIds, tx);
    await history.commit("reorder");
    invalidate(tagsOf(...orderedIds));
  });
}
