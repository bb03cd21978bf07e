import { and, between, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import { deltaE2000, type Lab, labOf } from "../colour/colour";
import { publishedNow } from "../content/visibility";
import { db } from "../db/client";
import { itemCodes, products } from "../db/schema";
import { overlayTranslations, withProductFallback } from "../translations/overlay";
import { inCategoryNamed } from "./products";

/** Matches the shade finder shows. */
export const SHADE_RESULTS = 24;
/** Codes nearest in Lab (CIE76) that are ranked by CIEDE2000; a few times the results, so the order holds. */
const CANDIDATES = 150;
/** Half-widths of the Lab box tried in turn until it holds enough candidates (the last: everything). */
const BOX_RADII = [8, 20, 45, Number.POSITIVE_INFINITY];

export type ShadeMatch = {
  itemCodeId: number;
  itemCode: string;
  colourHex: string;
  colourName: string | null;
  imageUrl: string | null;
  productName: string;
  productSlug: string;
  /** CIEDE2000 difference from the chosen colour. */
  deltaE: number;
  /** The shown names still in the original language ("colourName", "productName"); absent when none. */
  fallback?: string[];
};

/** The codes of active products within the box around the colour, nearest in Lab first (CIE76). */
function candidatesNear(target: Lab, radius: number, category: string | null, language: string) {
  const squared = sql`(${itemCodes.colourL} - ${target.l}) ^ 2 + (${itemCodes.colourA} - ${target.a}) ^ 2 + (${itemCodes.colourB} - ${target.b}) ^ 2`;
  const conditions: SQL[] = [isNotNull(itemCodes.colourL), publishedNow(products)];
  if (Number.isFinite(radius)) {
    conditions.push(
      between(itemCodes.colourL, target.l - radius, target.l + radius),
      between(itemCodes.colourA, target.a - radius, target.a + radius),
      between(itemCodes.colourB, target.b - radius, target.b + radius),
    );
  }
  if (category) conditions.push(inCategoryNamed(category, language));
  return db()
    .select({
      itemCodeId: itemCodes.id,
      itemCode: itemCodes.itemCode,
      colourHex: itemCodes.colourHex,
      colourName: itemCodes.colourName,
      imageUrl: itemCodes.imageUrl,
      l: itemCodes.colourL,
      a: itemCodes.colourA,
      b: itemCodes.colourB,
      productId: products.id,
      productName: products.name,
      productSlug: products.slug,
    })
    .from(itemCodes)
    .innerJoin(products, eq(products.id, itemCodes.productId))
    .where(and(...conditions))
    .orderBy(squared, itemCodes.id)
    .limit(CANDIDATES);
}

/**
 * The item codes of active products (in a category, when given) nearest to a colour, ranked by CIEDE2000.
 * The database prefilters with the stored Lab (a box around the colour on the Lab index, widened until it
 * holds enough codes, nearest by CIE76 first); only those candidates are ranked, so the cost does not grow
 * with the catalogue. Colour and product names are translated into the language.
 */
export async function findNearestShades(
  hex: string,
  options: { category?: string | null; language: string; limit?: number },
): Promise<ShadeMatch[]> {
  const target = labOf(hex);
  if (!target) return [];
  const category = options.category?.trim() || null;
  let rows: Awaited<ReturnType<typeof candidatesNear>> = [];
  for (const radius of BOX_RADII) {
    rows = await candidatesNear(target, radius, category, options.language);
    if (rows.length >= CANDIDATES) break;
  }
  const ranked = rows
    .map((row) => ({ row, deltaE: deltaE2000(target, { l: row.l!, a: row.a!, b: row.b! }) }))
    .sort((x, y) => x.deltaE - y.deltaE || x.row.itemCodeId - y.row.itemCodeId)
    .slice(0, options.limit ?? SHADE_RESULTS);
  const shown = ranked.map(({ row }) => row);
  const [codes, names] = await Promise.all([
    overlayTranslations(
      "item_codes",
      shown.map((row) => ({ id: row.itemCodeId, colourName: row.colourName })),
      ["colourName"],
      options.language,
    ),
    overlayTranslations(
      "products",
      shown.map((row) => ({ id: row.productId, name: row.productName, slug: row.productSlug })),
      ["name", "slug"],
      options.language,
    ),
  ]);
  return ranked.map(({ row, deltaE }, index) => ({
    itemCodeId: row.itemCodeId,
    itemCode: row.itemCode,
    colourHex: row.colourHex!,
    colourName: codes[index]!.colourName,
    imageUrl: row.imageUrl,
    productName: names[index]!.name,
    productSlug: names[index]!.slug,
    deltaE,
    ...withProductFallback(codes[index]!.fallback, names[index]!.fallback),
  }));
}
