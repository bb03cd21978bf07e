import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as schema from "#server/db/schema";
import { seedScale } from "#server/seed/seed";
import { setupTestDatabase } from "../support/database";

const database = setupTestDatabase();

describe("the scale seed for benchmarks", () => {
  it("bulk-inserts the requested rows across several batches, with categories and item codes", async () => {
    const db = database.handle.db;
    await db.insert(schema.productCategories).values([{ name: "Threads" }, { name: "Yarns" }]);
    await db.insert(schema.galleryCategories).values([{ name: "Projects" }]);
    await db
      .insert(schema.products)
      .values({ name: "Demo", slug: "demo", imageUrl: "/media/products/1.jpg" });

    await seedScale({ products: 1_200, galleryItems: 30, newsItems: 2_100 });

    const total = async (table: Parameters<ReturnType<typeof db.select>["from"]>[0]) =>
      (await db.select({ n: count() }).from(table))[0]!.n;
    expect(await total(schema.products)).toBe(1_201);
    expect(await total(schema.itemCodes)).toBe(2_400);
    expect(await total(schema.productCategoryMappings)).toBe(1_200);
    expect(await total(schema.galleryItems)).toBe(30);
    expect(await total(schema.galleryItemCategories)).toBe(30);
    expect(await total(schema.newsItems)).toBe(2_100);
    const [withImage] = await db
      .select({ n: count() })
      .from(schema.products)
      .where(eq(schema.products.imageUrl, "/media/products/1.jpg"));
    expect(withImage!.n).toBe(1_201);
  });

  it("can run twice: each run's slugs are its own", async () => {
    await seedScale({ products: 5, galleryItems: 5, newsItems: 5 });
    await seedScale({ products: 5, galleryItems: 5, newsItems: 5 });
    const [news] = await database.handle.db.select({ n: count() }).from(schema.newsItems);
    expect(news!.n).toBe(10);
  });
});
