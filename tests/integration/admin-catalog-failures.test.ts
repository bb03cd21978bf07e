// The fallback messages of the Products, Product Categories and Item Codes screens (back-office.md
// section 8), answered by the real route actions when the database refuses a write. The failures are
// made the way they happen in production: a trigger raises a server error (SQLSTATE 53100, disk full),
// or a BEFORE INSERT trigger skips the row so INSERT … RETURNING returns nothing.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createSession } from "#server/auth/session";
import { upsertStaffUser } from "#server/auth/staff";
import { itemCodes, productCategories, products } from "#server/db/schema";
import { action as categoriesAction } from "~/routes/admin.categories";
import { action as itemCodesAction } from "~/routes/admin.item-codes";
import { action as productsAction, loader as productsLoader } from "~/routes/admin.products";
import { setupTestDatabase } from "../support/database";

const database = setupTestDatabase();
const ORIGIN = "http://localhost:3000";

type RouteAction = (args: { request: Request; params: object; context: unknown }) => Promise<unknown>;
type Answer = {
  data: { ok: boolean; intent: string; error?: string; message?: string };
  init?: ResponseInit;
};

async function staffCookie(): Promise<string> {
  const { id } = await upsertStaffUser("staff@example.com", "password-123456");
  const { setCookie } = await createSession(new Request(`${ORIGIN}/`), id);
  return setCookie.split(";")[0]!;
}

/** Posts a form to a back-office route action as a signed-in staff member. */
async function post(action: unknown, path: string, fields: [string, string][]): Promise<Answer> {
  const request = new Request(`${ORIGIN}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { origin: ORIGIN, cookie: await staffCookie() },
  });
  return (await (action as RouteAction)({ request, params: {}, context: {} })) as Answer;
}

/** Makes every INSERT or UPDATE of a table fail with a server error, as a full disk would. */
async function failWrites(table: string, when: "insert" | "update" | "insert or update") {
  await database.handle.db.execute(
    sql.raw(`create or replace function test_disk_full() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file: No space left on device' using errcode = '53100'; end $$`),
  );
  await database.handle.db.execute(
    sql.raw(
      `create trigger test_disk_full before ${when} on ${table} for each row execute function test_disk_full()`,
    ),
  );
}

/** Removes the trigger again (tables are truncated between tests, triggers are not). */
async function restoreWrites(table: string) {
  await database.handle.db.execute(sql.raw(`drop trigger if exists test_disk_full on ${table}`));
  await database.handle.db.execute(sql.raw(`drop trigger if exists test_skip_row on ${table}`));
}

const count = async (table: typeof products | typeof productCategories | typeof itemCodes) =>
  (await database.handle.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe("Products: fallback messages", () => {
  it("a failed create or update answers 'Failed to save product. Please check error details.' and saves nothing", async () => {
    const [existing] = await database.handle.db
      .insert(products)
      .values({ name: "Gold", slug: "gold" })
      .returning();
    await failWrites("products", "insert or update");
    try {
      const created = await post(productsAction, "/admin/products", [
        ["intent", "create"],
        ["name", "Silver Lamé"],
        ["slug", "silver-lame"],
      ]);
      expect([created.init?.status, created.data]).toEqual([
        500,
        { ok: false, intent: "create", error: "Failed to save product. Please check error details." },
      ]);
      const updated = await post(productsAction, "/admin/products", [
        ["intent", "update"],
        ["id", String(existing!.id)],
        ["name", "Gold Renamed"],
        ["slug", "gold"],
      ]);
      expect([updated.init?.status, updated.data]).toEqual([
        500,
        { ok: false, intent: "update", error: "Failed to save product. Please check error details." },
      ]);
    } finally {
      await restoreWrites("products");
    }
    const rows = await database.handle.db.select({ name: products.name }).from(products);
    expect(rows).toEqual([{ name: "Gold" }]);
  });

  it("an insert that returns no row answers 'Failed to create product - no data returned'", async () => {
    // A BEFORE INSERT trigger returning NULL silently skips the row: INSERT … RETURNING gives nothing.
    await database.handle.db.execute(
      sql.raw(
        "create or replace function test_skip_row() returns trigger language plpgsql as $$ begin return null; end $$",
      ),
    );
    await database.handle.db.execute(
      sql.raw(
        "create trigger test_skip_row before insert on products for each row execute function test_skip_row()",
      ),
    );
    try {
      const answer = await post(productsAction, "/admin/products", [
        ["intent", "create"],
        ["name", "Copper Twist"],
        ["slug", "copper-twist"],
      ]);
      expect([answer.init?.status, answer.data]).toEqual([
        500,
        { ok: false, intent: "create", error: "Failed to create product - no data returned" },
      ]);
    } finally {
      await restoreWrites("products");
    }
    expect(await count(products)).toBe(0);
  });
});

describe("Products: a category deleted while the form was open", () => {
  it("update: 'Failed to update category mappings: …'; create: 'Failed to create product: …'; nothing saved", async () => {
    const [product] = await database.handle.db
      .insert(products)
      .values({ name: "Gold", slug: "gold" })
      .returning();
    const [gone] = await database.handle.db
      .insert(productCategories)
      .values({ name: "Deleted meanwhile", displayOrder: 1 })
      .returning();
    await database.handle.db.delete(productCategories);
    const updated = await post(productsAction, "/admin/products", [
      ["intent", "update"],
      ["id", String(product!.id)],
      ["name", "Gold Renamed"],
      ["slug", "gold"],
      ["categoryIds", String(gone!.id)],
    ]);
    expect([updated.init?.status, updated.data]).toEqual([
      409,
      {
        ok: false,
        intent: "update",
        error: "Failed to update category mappings: A selected category no longer exists",
      },
    ]);
    const created = await post(productsAction, "/admin/products", [
      ["intent", "create"],
      ["name", "Silver"],
      ["slug", "silver"],
      ["categoryIds", String(gone!.id)],
    ]);
    expect([created.init?.status, created.data]).toEqual([
      409,
      {
        ok: false,
        intent: "create",
        error: "Failed to create product: A selected category no longer exists",
      },
    ]);
    const rows = await database.handle.db.select({ name: products.name }).from(products);
    expect(rows).toEqual([{ name: "Gold" }]);
  });
});

describe("Products: load failures", () => {
  /** Loads the Products screen as staff while a table cannot be read (renamed away, then restored). */
  async function loadWithout(table: string) {
    const [product] = await database.handle.db
      .insert(products)
      .values({ name: "Gold", slug: "gold" })
      .returning();
    const [category] = await database.handle.db
      .insert(productCategories)
      .values({ name: "Lamé", displayOrder: 1 })
      .returning();
    await database.handle.db.execute(
      sql.raw(
        `insert into product_category_mappings (product_id, category_id) values (${product!.id}, ${category!.id})`,
      ),
    );
    const request = new Request(`${ORIGIN}/admin/products`, { headers: { cookie: await staffCookie() } });
    await database.handle.db.execute(sql.raw(`alter table ${table} rename to ${table}_unreadable`));
    try {
      return (await (productsLoader as unknown as RouteAction)({ request, params: {}, context: {} })) as {
        products: unknown[];
        categories: { name: string }[];
        loadErrors: string[];
      };
    } finally {
      await database.handle.db.execute(sql.raw(`alter table ${table}_unreadable rename to ${table}`));
    }
  }

  it("names what could not be read, and lists no product that could be saved from partial data", async () => {
    const cases: [string, string[]][] = [
      ["products", ["Failed to load products"]],
      ["product_category_mappings", ["Failed to load category mappings"]],
      ["product_images", ["Failed to load product images"]],
      ["product_categories", ["Failed to load category mappings", "Failed to load categories"]],
    ];
    for (const [table, messages] of cases) {
      const screen = await loadWithout(table);
      expect([table, screen.loadErrors, screen.products]).toEqual([table, messages, []]);
      await database.handle.db.execute(
        sql.raw("truncate products, product_categories, product_category_mappings restart identity cascade"),
      );
    }
    const request = new Request(`${ORIGIN}/admin/products`, { headers: { cookie: await staffCookie() } });
    await database.handle.db.insert(products).values({ name: "Gold", slug: "gold" });
    const ok = (await (productsLoader as unknown as RouteAction)({ request, params: {}, context: {} })) as {
      products: { name: string }[];
      loadErrors: string[];
    };
    expect([ok.loadErrors, ok.products.map((p) => p.name)]).toEqual([[], ["Gold"]]);
  });
});

describe("Product categories: fallback messages", () => {
  it("'Failed to create category' when the insert fails", async () => {
    await failWrites("product_categories", "insert");
    try {
      const answer = await post(categoriesAction, "/admin/categories", [
        ["intent", "create"],
        ["name", "Lamé Yarns"],
      ]);
      expect([answer.init?.status, answer.data]).toEqual([
        500,
        { ok: false, intent: "create", error: "Failed to create category" },
      ]);
    } finally {
      await restoreWrites("product_categories");
    }
    expect(await count(productCategories)).toBe(0);
  });

  it("'Failed to update one or more categories' when the order cannot be saved, and no order changes", async () => {
    const rows = await database.handle.db
      .insert(productCategories)
      .values([
        { name: "A", displayOrder: 1 },
        { name: "B", displayOrder: 2 },
      ])
      .returning({ id: productCategories.id });
    await failWrites("product_categories", "update");
    try {
      const answer = await post(categoriesAction, "/admin/categories", [
        ["intent", "reorder"],
        ["ids", String(rows[1]!.id)],
        ["ids", String(rows[0]!.id)],
      ]);
      expect([answer.init?.status, answer.data]).toEqual([
        500,
        { ok: false, intent: "reorder", error: "Failed to update one or more categories" },
      ]);
    } finally {
      await restoreWrites("product_categories");
    }
    const order = await database.handle.db
      .select({ name: productCategories.name, displayOrder: productCategories.displayOrder })
      .from(productCategories)
      .orderBy(productCategories.displayOrder);
    expect(order).toEqual([
      { name: "A", displayOrder: 1 },
      { name: "B", displayOrder: 2 },
    ]);
  });
});

describe("Item codes: fallback messages", () => {
  it("'Failed to create item code' when the insert fails, and 'Failed to update item code' when the update does", async () => {
    const [product] = await database.handle.db
      .insert(products)
      .values({ name: "Gold", slug: "gold" })
      .returning();
    const [code] = await database.handle.db
      .insert(itemCodes)
      .values({ productId: product!.id, itemCode: "LT-100" })
      .returning();
    await failWrites("item_codes", "insert or update");
    try {
      const created = await post(itemCodesAction, "/admin/item-codes", [
        ["intent", "create"],
        ["productId", String(product!.id)],
        ["itemCode", "LT-200"],
      ]);
      expect([created.init?.status, created.data]).toEqual([
        500,
        { ok: false, intent: "create", error: "Failed to create item code" },
      ]);
      const updated = await post(itemCodesAction, "/admin/item-codes", [
        ["intent", "update"],
        ["id", String(code!.id)],
        ["productId", String(product!.id)],
        ["itemCode", "LT-101"],
      ]);
      expect([updated.init?.status, updated.data]).toEqual([
        500,
        { ok: false, intent: "update", error: "Failed to update item code" },
      ]);
    } finally {
      await restoreWrites("item_codes");
    }
    const codes = await database.handle.db.select({ itemCode: itemCodes.itemCode }).from(itemCodes);
    expect(codes).toEqual([{ itemCode: "LT-100" }]);
  });
});
