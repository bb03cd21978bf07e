import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getPublicProduct, listPublicProducts } from "#server/catalog/products";
import { queryCount } from "#server/db/client";
import { setupTestDatabase } from "../support/database";

// Run by hand: CATALOG_SCALE=1 npx vitest run tests/integration/catalog-scale.test.ts
// Fills 5,000 products and prints how long the public catalogue reads take (times are printed, not asserted).
const PRODUCTS = 5000;

describe.runIf(process.env.CATALOG_SCALE)("catalogue with 5,000 products", () => {
  const database = setupTestDatabase({ reset: false });

  async function median(run: () => Promise<unknown>): Promise<number> {
    const times: number[] = [];
    for (let i = 0; i < 11; i++) {
      const started = performance.now();
      await run();
      times.push(performance.now() - started);
    }
    return times.sort((a, b) => a - b)[5]!;
  }

  it("lists, filters, pages and opens products with a fixed number of queries", async () => {
    const { db } = database.handle;
    await db.execute(sql`insert into languages (code, name, locale, display_order) values
      ('en', 'English', 'en', 1), ('zh', '繁體中文', 'zh-Hant', 2)`);
    await db.execute(sql`insert into product_categories (name, display_order) values
      ('Metallic Embroidery Threads', 1), ('Metallic Knitting Yarn', 2), ('Specialty Threads', 3)`);
    await db.execute(sql`insert into products (name, slug, description, status, display_order)
      select 'Thread ' || lpad(n::text, 5, '0'), 'thread-' || n, 'Metallic thread number ' || n,
        case when n % 10 = 0 then 'Inactive' else 'Active' end, n % 50
      from generate_series(1, ${PRODUCTS}) as n`);
    await db.execute(sql`insert into product_category_mappings (product_id, category_id)
      select id, 1 + id % 3 from products`);
    await db.execute(sql`insert into item_codes (product_id, item_code, composition)
      select p.id, 'T' || p.id || '-' || c, 'Polyester' from products p, generate_series(1, 3) as c`);
    await db.execute(sql`insert into translations (entity_type, entity_id, field_name, language_code, translated_value)
      select 'products', id, 'name', 'zh', '金屬線 ' || id from products`);
    await db.execute(sql`analyze`);

    const first = await listPublicProducts({});
    expect(first.total).toBe(PRODUCTS * 0.9);
    expect(first.items).toHaveLength(24);
    const before = queryCount();
    await listPublicProducts({ language: "zh", category: "Specialty Threads", q: "thread" });
    expect(queryCount() - before).toBe(5);

    const timings = {
      "list page 1 (en)": await median(() => listPublicProducts({})),
      "list page 1 (zh)": await median(() => listPublicProducts({ language: "zh" })),
      "list page 150": await median(() => listPublicProducts({ page: 150 })),
      "list search 'number 42'": await median(() => listPublicProducts({ q: "number 42" })),
      "list search '金屬' (zh)": await median(() => listPublicProducts({ q: "金屬", language: "zh" })),
      "list category": await median(() => listPublicProducts({ category: "Specialty Threads" })),
      "product detail (zh)": await median(() => getPublicProduct("thread-4321", "zh")),
    };
    console.table(Object.fromEntries(Object.entries(timings).map(([k, v]) => [k, `${v.toFixed(1)} ms`])));
    expect((await getPublicProduct("thread-4321"))?.related).toHaveLength(4);
  });
});
