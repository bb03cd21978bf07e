import { count, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listPublicProducts, publicProductsWhere } from "#server/catalog/products";
import { products } from "#server/db/schema";
import { setupTestDatabase } from "../support/database";

// Issue 20: at 10,000 products the category filter's p95 was 124 ms. Its page query walks the order index
// and stops after a page; the count of matches joined every active product by reading the whole table
// (EXPLAIN ANALYZE on the scale seed: a sequential scan of products under a hash semi join). The count now
// reads the active product ids from products_active_id_idx alone.
const PRODUCTS = 4000;

describe("counting a filtered product list", () => {
  const database = setupTestDatabase({ reset: false });

  async function plan(query: Parameters<typeof publicProductsWhere>[0]): Promise<string> {
    const { db } = database.handle;
    const counting = db.select({ total: count() }).from(products).where(publicProductsWhere(query));
    const result = (await db.execute(sql`explain ${counting.getSQL()}`)) as unknown as {
      rows: { "QUERY PLAN": string }[];
    };
    return result.rows.map((row) => row["QUERY PLAN"]).join("\n");
  }

  it("reads active product ids from their index, never the whole products table", async () => {
    const { db } = database.handle;
    await db.execute(sql`insert into product_categories (name, display_order) values
      ('Metallic Embroidery Threads', 1), ('Metallic Knitting Yarn', 2), ('Specialty Threads', 3), ('Lamé', 4)`);
    // Wide rows, as real products have (descriptions, rich text): a scan of the table is what costs.
    await db.execute(sql`insert into products (name, slug, description, detailed_description, status, display_order)
      select 'Thread ' || n, 'thread-' || n, repeat('Metallic thread ', 20) || n, repeat('<p>Rich text</p>', 60),
        case when n % 10 = 0 then 'Inactive' else 'Active' end, n % 50
      from generate_series(1, ${PRODUCTS}) as n`);
    await db.execute(sql`insert into product_category_mappings (product_id, category_id)
      select id, 1 + id % 4 from products`);
    await db.execute(sql`vacuum analyze products`);
    await db.execute(sql`vacuum analyze product_category_mappings`);

    const byCategory = await plan({ category: "Metallic Embroidery Threads" });
    expect(byCategory).toContain("products_active_id_idx");
    expect(byCategory).not.toMatch(/Seq Scan on products/);
    const all = await plan({});
    expect(all).toContain("products_active_id_idx");
    expect(all).not.toMatch(/Seq Scan on products/);

    // Same answers as before: the category has every fourth product, of which one in five is inactive.
    const listed = await listPublicProducts({ category: "metallic embroidery threads" });
    expect(listed.total).toBe(800);
    expect(listed.items.length).toBeGreaterThan(0);
  });
});
