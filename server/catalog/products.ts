import { and, asc, eq } from "drizzle-orm";
import { db } from "../db/client";
import { products } from "../db/schema";
import { overlayTranslations } from "../translations/overlay";

/** The first active products by display order then name (home page features), translated when asked. */
export async function listFeaturedProducts(limit: number, languageCode = "en") {
  const rows = await db()
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      description: products.description,
      imageUrl: products.imageUrl,
    })
    .from(products)
    .where(and(eq(products.status, "Active")))
    .orderBy(asc(products.displayOrder), asc(products.name))
    .limit(limit);
  return overlayTranslations("products", rows, ["name", "description"], languageCode);
}
