import { asc, eq, sql } from "drizzle-orm";
import type { CategoryForm } from "~/lib/schemas/catalog";
import { saveDisplayOrder } from "../admin/reorder";
import { writeAndInvalidate } from "../cache/page-cache";
import { type PageTag, pageTag } from "../cache/tags";
import { db } from "../db/client";
import { productCategories, productCategoryMappings } from "../db/schema";
import { AdminActionError } from "../errors";
import { trackChanges } from "../history/revisions";
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
      productCount: sql<number>`(select count(*)::int from ${productCategoryMappings} where ${productCategoryMappings.categoryId} = ${productCategories.id})`,
    })
    .from(productCategories)
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
      .where(eq(productCategories.id, id))
      .returning({ id: productCategories.id });
    if (rows.length === 0) throw new AdminActionError("Failed to update category", 404);
    await history.commit("update");
    invalidate(tagsOf(id));
  });
}

/** Deletes a category and its translations in one transaction; its product mappings go with it (the products stay). */
export async function deleteCategory(id: number): Promise<void> {
  await writeAndInvalidate(async (tx, invalidate) => {
    const rows = await tx
      .delete(productCategories)
      .where(eq(productCategories.id, id))
      .returning({ id: productCategories.id });
    if (rows.length === 0) throw new AdminActionError("Failed to delete category", 404);
    await deleteTranslationsOf(tx, "product_categories", [id]);
    invalidate([...tagsOf(id), "products"]);
  });
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
