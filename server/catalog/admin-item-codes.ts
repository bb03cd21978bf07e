import { and, asc, eq, inArray } from "drizzle-orm";
import { type ItemCodeForm, SELECT_PRODUCT } from "~/lib/schemas/catalog";
import { writeAndInvalidate } from "../cache/page-cache";
import { pageTag } from "../cache/tags";
import { colourColumns } from "../colour/colour";
import { live } from "../content/visibility";
import { db, type Tx } from "../db/client";
import { itemCodes, products } from "../db/schema";
import { FOREIGN_KEY_VIOLATION, isUniqueViolation, sqlErrorCode } from "../db/sql";
import { AdminActionError } from "../errors";
import { trackChanges } from "../history/revisions";
import { deleteTranslationsOf } from "./admin-shared";
import { PRODUCT_HISTORY } from "./history";
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

/** The row of a saved form: the colour's Lab is written with its hex, so the shade finder can use it. */
function itemCodeRow({ colourHex, ...input }: ItemCodeForm) {
  return { ...input, ...colourColumns(colourHex) };
}

/**
 * Holds the product against a concurrent move to Trash; a product in Trash (or gone) is no choice, as
 * its item codes are in Trash with it: "Please select a product".
 */
async function requireLiveProduct(tx: Tx, productId: number): Promise<void> {
  const [row] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), live(products)))
    .for("share");
  if (!row) throw new AdminActionError(SELECT_PRODUCT, 409, { field: "productId" });
}

/** Ids of the products not in Trash: an item code of a product in Trash is not written. */
const liveProductIds = (tx: Tx) => tx.select({ id: products.id }).from(products).where(live(products));

/**
 * An item code's change is a change of its product (a product revision), recorded in the audit log as
 * the item code's: its intent, record and name.
 */
function itemCodeAudit(action: string, id: number, itemCode: string) {
  return { action, recordType: "item-codes", recordId: id, label: itemCode, link: "/admin/item-codes" };
}

/** Creates an item code; "Item code already exists for this product" when the product has it. */
export async function createItemCode(input: ItemCodeForm): Promise<number> {
  return writeAndInvalidate(async (tx, invalidate) => {
    await requireLiveProduct(tx, input.productId);
    const history = await trackChanges(tx, PRODUCT_HISTORY, [input.productId]);
    const [row] = await tx.insert(itemCodes).values(itemCodeRow(input)).returning({ id: itemCodes.id });
    if (!row) throw new Error("Insert returned no row");
    await history.commit("itemCodes", { audit: itemCodeAudit("create", row.id, input.itemCode) });
    invalidate([pageTag.product(input.productId), "item-codes"]);
    return row.id;
  }).catch(explain);
}

/**
 * Updates an item code (it may move to another product); both products' pages are dropped. A code whose
 * product is in Trash is in Trash with it: "Failed to update item code".
 */
export async function updateItemCode(id: number, input: ItemCodeForm): Promise<void> {
  await writeAndInvalidate(async (tx, invalidate) => {
    const [old] = await tx
      .select({ productId: itemCodes.productId })
      .from(itemCodes)
      .where(and(eq(itemCodes.id, id), inArray(itemCodes.productId, liveProductIds(tx))))
      .for("update");
    if (!old) throw new AdminActionError("Failed to update item code", 404);
    await requireLiveProduct(tx, input.productId);
    const history = await trackChanges(tx, PRODUCT_HISTORY, [...new Set([old.productId, input.productId])]);
    await tx.update(itemCodes).set(itemCodeRow(input)).where(eq(itemCodes.id, id));
    await history.commit("itemCodes", { audit: itemCodeAudit("update", id, input.itemCode) });
    invalidate([pageTag.product(old.productId), pageTag.product(input.productId), "item-codes"]);
  }).catch(explain);
}

/** Deletes an item code and its translations in one transaction (not one whose product is in Trash). */
export async function deleteItemCode(id: number): Promise<void> {
  await writeAndInvalidate(async (tx, invalidate) => {
    const [code] = await tx
      .select({ productId: itemCodes.productId, itemCode: itemCodes.itemCode })
      .from(itemCodes)
      .where(and(eq(itemCodes.id, id), inArray(itemCodes.productId, liveProductIds(tx))))
      .for("update");
    if (!code) throw new AdminActionError("Failed to delete item code", 404);
    const history = await trackChanges(tx, PRODUCT_HISTORY, [code.productId]);
    await tx.delete(itemCodes).where(eq(itemCodes.id, id));
    await deleteTranslationsOf(tx, "item_codes", [id]);
    await history.commit("itemCodes", { audit: itemCodeAudit("delete", id, code.itemCode) });
    invalidate([pageTag.product(code.productId), "item-codes"]);
  });
}
