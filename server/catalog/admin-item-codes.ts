import { asc, eq } from "drizzle-orm";
import { type ItemCodeForm, SELECT_PRODUCT } from "~/lib/schemas/catalog";
import { writeAndInvalidate } from "../cache/page-cache";
import { pageTag } from "../cache/tags";
import { colourColumns } from "../colour/colour";
import { live } from "../content/visibility";
import { db } from "../db/client";
import { itemCodes, products } from "../db/schema";
import { FOREIGN_KEY_VIOLATION, isUniqueViolation, sqlErrorCode } from "../db/sql";
import { AdminActionError } from "../errors";
import { deleteTranslationsOf } from "./admin-shared";
import { itemCodeDetailColumns } from "./products";

/** Shown when the product already has this item code (unique index answered 23505). */
export const ITEM_CODE_TAKEN = "Item code already exists for this product";

/** Every item code with its product's name, ordered by item code. */
export async function listItemCodesForAdmin() {
  return db()
    .select({
      ...itemCodeDetailColumns,
      productId: itemCodes.productId,
      productName: products.name,
      createdAt: itemCodes.createdAt,
    })
    .from(itemCodes)
    .innerJoin(products, eq(products.id, itemCodes.productId))
    .where(live(products))
    .orderBy(asc(itemCodes.itemCode), asc(itemCodes.id));
}

/** Products for the product select and filter (by name). */
export async function listProductChoices() {
  return db()
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(live(products))
    .orderBy(asc(products.name), asc(products.id));
}

/** A duplicate code or a vanished product as the clear message; anything else is rethrown. */
function explain(error: unknown): never {
  if (error instanceof AdminActionError) throw error;
  if (isUniqueViolation(error)) throw new AdminActionError(ITEM_CODE_TAKEN, 409, { field: "itemCode" });
  if (sqlErrorCode(error) === FOREIGN_KEY_VIOLATION)
    throw new AdminActionError(SELECT_PRODUCT, 409, { field: "productId" });
  throw error;
}

/** Creates an item code; "Item code already exists for this product" when the product has it. */
/** The row of a saved form: the colour's Lab is written with its hex, so the shade finder can use it. */
function itemCodeRow({ colourHex, ...input }: ItemCodeForm) {
  return { ...input, ...colourColumns(colourHex) };
}

export async function createItemCode(input: ItemCodeForm): Promise<number> {
  return writeAndInvalidate(async (tx, invalidate) => {
    const [row] = await tx.insert(itemCodes).values(itemCodeRow(input)).returning({ id: itemCodes.id });
    if (!row) throw new Error("Insert returned no row");
    invalidate([pageTag.product(input.productId), "item-codes"]);
    return row.id;
  }).catch(explain);
}

/** Updates an item code (it may move to another product); both products' pages are dropped. */
export async function updateItemCode(id: number, input: ItemCodeForm): Promise<void> {
  await writeAndInvalidate(async (tx, invalidate) => {
    const [old] = await tx
      .select({ productId: itemCodes.productId })
      .from(itemCodes)
      .where(eq(itemCodes.id, id))
      .for("update");
    if (!old) throw new AdminActionError("Failed to update item code", 404);
    await tx.update(itemCodes).set(itemCodeRow(input)).where(eq(itemCodes.id, id));
    invalidate([pageTag.product(old.productId), pageTag.product(input.productId), "item-codes"]);
  }).catch(explain);
}

/** Deletes an item code and its translations in one transaction. */
export async function deleteItemCode(id: number): Promise<void> {
  await writeAndInvalidate(async (tx, invalidate) => {
    const [row] = await tx
      .delete(itemCodes)
      .where(eq(itemCodes.id, id))
      .returning({ productId: itemCodes.productId });
    if (!row) throw new AdminActionError("Failed to delete item code", 404);
    await deleteTranslationsOf(tx, "item_codes", [id]);
    invalidate([pageTag.product(row.productId), "item-codes"]);
  });
}
