import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  itemCodes,
  newsletterSubscription,
  productCategories,
  productCategoryMappings,
  productImages,
  products,
} from "#server/db/schema";
import { setupTestDatabase } from "../support/database";

const database = setupTestDatabase();

/** The SQLSTATE of a failed query: drizzle wraps driver errors, the code is on the cause. */
async function sqlStateOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    const cause = (error as { cause?: { code?: string }; code?: string }).cause;
    return cause?.code ?? (error as { code?: string }).code;
  }
}

describe("the schema after migrations", () => {
  it("creates every table of both specifications on an empty database", async () => {
    const result = await database.handle.db.execute<{ tablename: string }>(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    );
    const tables = (result as unknown as { rows: { tablename: string }[] }).rows.map((r) => r.tablename);
    expect(tables).toEqual(
      expect.arrayContaining([
        "languages",
        "translations",
        "newsletter_subscription",
        "products",
        "product_categories",
        "product_category_mappings",
        "product_images",
        "item_codes",
        "gallery_categories",
        "gallery_items",
        "gallery_item_categories",
        "gallery_item_products",
        "gallery_images",
        "news_items",
        "news_media",
        "general_settings",
        "global_settings",
        "staff_users",
        "sessions",
        "mail_outbox",
      ]),
    );
  });

  it("refuses a duplicate newsletter e-mail in a different letter case with code 23505", async () => {
    const { db } = database.handle;
    await db.insert(newsletterSubscription).values({ email: "Ada@Example.com" });
    const code = await sqlStateOf(db.insert(newsletterSubscription).values({ email: "ada@example.COM" }));
    expect(code).toBe("23505");
  });

  it("refuses a status outside Active and Inactive", async () => {
    const { db } = database.handle;
    const code = await sqlStateOf(
      db.insert(products).values({ name: "X", slug: "x", status: "Archived" as "Active" }),
    );
    expect(code).toBe("23514");
  });

  it("refuses a duplicate product slug", async () => {
    const { db } = database.handle;
    await db.insert(products).values({ name: "A", slug: "same" });
    expect(await sqlStateOf(db.insert(products).values({ name: "B", slug: "same" }))).toBe("23505");
  });

  it("deletes a product's category mappings, images and item codes with it", async () => {
    const { db } = database.handle;
    const [product] = await db.insert(products).values({ name: "Gold", slug: "gold" }).returning();
    const [category] = await db.insert(productCategories).values({ name: "Metallic" }).returning();
    await db.insert(productCategoryMappings).values({ productId: product!.id, categoryId: category!.id });
    await db.insert(productImages).values({ productId: product!.id, imageUrl: "/media/products/1.jpg" });
    await db.insert(itemCodes).values({ productId: product!.id, itemCode: "G-001" });

    await db.delete(products).where(eq(products.id, product!.id));

    const [mappings] = await db.select({ n: count() }).from(productCategoryMappings);
    const [images] = await db.select({ n: count() }).from(productImages);
    const [codes] = await db.select({ n: count() }).from(itemCodes);
    const [categories] = await db.select({ n: count() }).from(productCategories);
    expect([mappings!.n, images!.n, codes!.n]).toEqual([0, 0, 0]);
    expect(categories!.n).toBe(1);
  });
});
