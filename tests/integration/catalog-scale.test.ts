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
    console.log(`catalogue at ${PRODUCTS} products on ${database.kind} (median of 11, ms)`);
    console.table(Object.fromEntries(Object.entries(timings).map(([k, v]) => [k, `${v.toFixed(1)} ms`])));

    // The searches' substring matches can go through the trigram indexes. At 5,000 rows a scan (or the
    // status/order index) costs about the same, so the planner picks either; with sequential scans priced
    // out, the plans of the bare matches show the indexes serve them.
    const plan = (query: ReturnType<typeof sql>) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const result = (await tx.execute(sql`explain ${query}`)) as unknown as {
          rows: { "QUERY PLAN": string }[];
        };
        return result.rows.map((row) => row["QUERY PLAN"]).join("\n");
      });
    const english = await plan(
      sql`select id from products where name ilike '%number 4321%' or description ilike '%number 4321%'`,
    );
    const chinese = await plan(
      sql`select entity_id from translations where translated_value ilike '%金屬線 4321%'`,
    );
    console.log(`${english}\n${chinese}`);
    expect(english).toMatch(/products_(name|description)_trgm_idx/);
    expect(chinese).toMatch(/translations_value_trgm_idx/);

    // The same searches with and without the trigram indexes, in one run (the machine's load varies).
    const searches = {
      "search 'number 4321'": () => listPublicProducts({ q: "number 4321" }),
      "search 'number 42'": () => listPublicProducts({ q: "number 42" }),
      "search '金屬線 4321' (zh)": () => listPublicProducts({ q: "金屬線 4321", language: "zh" }),
      "search 'thread' + category": () => listPublicProducts({ q: "thread", category: "Specialty Threads" }),
    };
    const indexed: Record<string, number> = {};
    for (const [name, run] of Object.entries(searches)) indexed[name] = await median(run);
    await db.execute(sql`drop index products_name_trgm_idx, products_description_trgm_idx,
      translations_value_trgm_idx`);
    const rows: Record<string, string> = {};
    for (const [name, run] of Object.entries(searches)) {
      rows[name] = `${indexed[name]!.toFixed(1)} ms with, ${(await median(run)).toFixed(1)} ms without`;
    }
    console.log(`trigram indexes on ${database.kind} (median of 11)`);
    console.table(rows);
    expect((await getPublicProduct("thread-4321"))?.related).toHaveLength(4);
  });
});
