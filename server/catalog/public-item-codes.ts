import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { publishedNow } from "../content/visibility";
import { db } from "../db/client";
import { itemCodes, products } from "../db/schema";
import { overlayTranslations, withProductFallback } from "../translations/overlay";
import { ITEM_CODE_FIELDS, itemCodeDetailColumns } from "./products";

/**
 * The public item codes among the ids (codes of active products) with their technical data, colour and
 * product, translated, in the ids' order; unknown or hidden ids are left out (compare, the sample list).
 */
export async function listPublicItemCodes(ids: readonly number[], language: string) {
  if (ids.length === 0) return [];
  const rows = await db()
    .select({
      ...itemCodeDetailColumns,
      productId: products.id,
      productName: products.name,
      productSlug: products.slug,
    })
    .from(itemCodes)
    .innerJoin(products, eq(products.id, itemCodes.productId))
    .where(and(inArray(itemCodes.id, [...ids]), publishedNow(products)));
  const [codes, names] = await Promise.all([
    overlayTranslations("item_codes", rows, ITEM_CODE_FIELDS, language),
    overlayTranslations(
      "products",
      rows.map((row) => ({ id: row.productId, name: row.productName, slug: row.productSlug })),
      ["name", "slug"],
      language,
    ),
  ]);
  const byId = new Map(
    codes.map((code, index) => [
      code.id,
      {
        ...code,
        productName: names[index]!.name,
        productSlug: names[index]!.slug,
        ...withProductFallback(code.fallback, names[index]!.fallback),
      },
    ]),
  );
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export type PublicItemCode = Awaited<ReturnType<typeof listPublicItemCodes>>[number];

/** The id of a public item code by its code (any case; the first product's by display order when shared). */
export async function findPublicItemCodeId(code: string): Promise<number | undefined> {
  const [row] = await db()
    .select({ id: itemCodes.id })
    .from(itemCodes)
    .innerJoin(products, eq(products.id, itemCodes.productId))
    .where(and(eq(sql`lower(${itemCodes.itemCode})`, code.trim().toLowerCase()), publishedNow(products)))
    .orderBy(asc(products.displayOrder), asc(products.id))
    .limit(1);
  return row?.id;
}
