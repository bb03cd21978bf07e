import { describe, expect, it } from "vitest";
import {
  getPublicProduct,
  listFeaturedProducts,
  listPublicCategories,
  listPublicProducts,
} from "#server/catalog/products";
import { queryCount } from "#server/db/client";
import {
  itemCodes,
  languages,
  productCategories,
  productCategoryMappings,
  productImages,
  products,
  translations,
} from "#server/db/schema";
import { containsPattern } from "#server/db/sql";
import { setupTestDatabase } from "../support/database";

const database = setupTestDatabase();

type NewProduct = typeof products.$inferInsert;

async function addProduct(values: Partial<NewProduct> & { name: string }) {
  const slug = values.slug ?? values.name.toLowerCase().replace(/[^a-z0-9%_]+/g, "-");
  const [row] = await database.handle.db
    .insert(products)
    .values({ description: "", ...values, slug })
    .returning();
  return row!;
}

async function addCategory(name: string, displayOrder = 0, description = "") {
  const [row] = await database.handle.db
    .insert(productCategories)
    .values({ name, displayOrder, description })
    .returning();
  return row!;
}

async function link(productId: number, categoryId: number) {
  await database.handle.db.insert(productCategoryMappings).values({ productId, categoryId });
}

async function addChinese() {
  await database.handle.db.insert(languages).values([
    { code: "en", name: "English", locale: "en", displayOrder: 1 },
    { code: "zh", name: "繁體中文", locale: "zh-Hant", displayOrder: 2 },
  ]);
}

const names = (items: { name: string }[]) => items.map((item) => item.name);

describe("public product list", () => {
  it("lists only Active products, ordered by display order then name", async () => {
    await addProduct({ name: "Zircon", displayOrder: 1 });
    await addProduct({ name: "Amber", displayOrder: 2 });
    await addProduct({ name: "Beryl", displayOrder: 1 });
    await addProduct({ name: "Hidden", displayOrder: 0, status: "Inactive" });
    const result = await listPublicProducts({});
    expect(names(result.items)).toEqual(["Beryl", "Zircon", "Amber"]);
    expect(result.total).toBe(3);
  });

  it("keeps the home page's featured products to the first active ones", async () => {
    await addProduct({ name: "Second", displayOrder: 2 });
    await addProduct({ name: "First", displayOrder: 1 });
    await addProduct({ name: "Off", displayOrder: 0, status: "Inactive" });
    expect(names(await listFeaturedProducts(3))).toEqual(["First", "Second"]);
  });

  it("searches name or description case-insensitively", async () => {
    await addProduct({ name: "Aurum Classic", description: "Smooth gold thread" });
    await addProduct({ name: "Argent", description: "A bright SILVER twist" });
    await addProduct({ name: "Cuivre", description: "Copper braid" });
    expect(names((await listPublicProducts({ q: "aurum" })).items)).toEqual(["Aurum Classic"]);
    expect(names((await listPublicProducts({ q: "silver" })).items)).toEqual(["Argent"]);
    expect(names((await listPublicProducts({ q: "  GOLD " })).items)).toEqual(["Aurum Classic"]);
    expect((await listPublicProducts({ q: "nothing like this" })).items).toEqual([]);
  });

  it("treats % and _ in the search text literally", async () => {
    await addProduct({ name: "Lurex 100% polyester" });
    await addProduct({ name: "Lurex 100 polyester" });
    await addProduct({ name: "Snake_case thread" });
    await addProduct({ name: "Snakes thread" });
    expect(names((await listPublicProducts({ q: "100%" })).items)).toEqual(["Lurex 100% polyester"]);
    expect(names((await listPublicProducts({ q: "e_c" })).items)).toEqual(["Snake_case thread"]);
    expect(containsPattern("a%b_c\\")).toBe("%a\\%b\\_c\\\\%");
  });

  it("filters by category name, case-insensitively, and combines with search", async () => {
    const metallic = await addCategory("Metallic Threads", 1);
    const yarn = await addCategory("Knitting Yarn", 2);
    const a = await addProduct({ name: "Aurum", description: "gold" });
    const b = await addProduct({ name: "Bronze Yarn", description: "gold yarn" });
    const c = await addProduct({ name: "Cobalt", description: "blue" });
    const off = await addProduct({ name: "Dormant", status: "Inactive" });
    await link(a.id, metallic.id);
    await link(b.id, metallic.id);
    await link(b.id, yarn.id);
    await link(c.id, yarn.id);
    await link(off.id, yarn.id);
    expect(names((await listPublicProducts({ category: "knitting yarn" })).items)).toEqual([
      "Bronze Yarn",
      "Cobalt",
    ]);
    expect(names((await listPublicProducts({ category: "Metallic Threads", q: "GOLD" })).items)).toEqual([
      "Aurum",
      "Bronze Yarn",
    ]);
    expect(names((await listPublicProducts({ category: "Knitting Yarn", q: "gold" })).items)).toEqual([
      "Bronze Yarn",
    ]);
    expect((await listPublicProducts({ category: "No such category" })).items).toEqual([]);
  });

  it("loads category tags ordered by display order for every row", async () => {
    const second = await addCategory("Second", 2);
    const first = await addCategory("First", 1);
    const p = await addProduct({ name: "Tagged" });
    await addProduct({ name: "Untagged" });
    await link(p.id, second.id);
    await link(p.id, first.id);
    const { items } = await listPublicProducts({});
    expect(items.find((item) => item.name === "Tagged")?.categories.map((c) => c.name)).toEqual([
      "First",
      "Second",
    ]);
    expect(items.find((item) => item.name === "Untagged")?.categories).toEqual([]);
  });

  it("pages in SQL and reports the total", async () => {
    for (let i = 1; i <= 7; i++) await addProduct({ name: `P${i}`, displayOrder: i });
    const second = await listPublicProducts({ page: 2, pageSize: 3 });
    expect(names(second.items)).toEqual(["P4", "P5", "P6"]);
    expect(second.total).toBe(7);
    const beyond = await listPublicProducts({ page: 9, pageSize: 3 });
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(7);
  });

  it("runs the same number of queries for 2 rows as for 40 rows, in English and Chinese", async () => {
    await addChinese();
    const category = await addCategory("Metallic", 1);
    const countQueries = async (language: string) => {
      const before = queryCount();
      const result = await listPublicProducts({ language, pageSize: 50 });
      return { queries: queryCount() - before, rows: result.items.length };
    };
    for (let i = 0; i < 2; i++) {
      const p = await addProduct({ name: `Few ${i}` });
      await link(p.id, category.id);
    }
    const fewEn = await countQueries("en");
    const fewZh = await countQueries("zh");
    for (let i = 0; i < 38; i++) {
      const p = await addProduct({ name: `Many ${i}` });
      await link(p.id, category.id);
      await database.handle.db.insert(translations).values({
        entityType: "products",
        entityId: p.id,
        fieldName: "name",
        languageCode: "zh",
        translatedValue: `多 ${i}`,
      });
    }
    const manyEn = await countQueries("en");
    const manyZh = await countQueries("zh");
    expect(fewEn.rows).toBe(2);
    expect(manyEn.rows).toBe(40);
    expect(manyEn.queries).toBe(fewEn.queries);
    expect(manyZh.queries).toBe(fewZh.queries);
    expect(manyEn.queries).toBe(3);
    expect(manyZh.queries).toBe(5);
  });
});

describe("Chinese host", () => {
  it("overlays translated names and descriptions, with the original as fallback", async () => {
    await addChinese();
    const a = await addProduct({ name: "Aurum", description: "Gold thread" });
    await addProduct({ name: "Argent", description: "Silver thread" });
    await database.handle.db.insert(translations).values([
      {
        entityType: "products",
        entityId: a.id,
        fieldName: "name",
        languageCode: "zh",
        translatedValue: "金線",
      },
      {
        entityType: "products",
        entityId: a.id,
        fieldName: "description",
        languageCode: "zh",
        translatedValue: "閃亮的金色線",
      },
    ]);
    const { items } = await listPublicProducts({ language: "zh" });
    expect(items.map((i) => [i.name, i.description])).toEqual([
      ["Argent", "Silver thread"],
      ["金線", "閃亮的金色線"],
    ]);
    expect(names((await listPublicProducts({ language: "en" })).items)).toEqual(["Argent", "Aurum"]);
  });

  it("searches translated names and descriptions and filters by translated category names", async () => {
    await addChinese();
    const a = await addProduct({ name: "Aurum", description: "Gold thread" });
    await addProduct({ name: "Argent", description: "Silver thread" });
    const category = await addCategory("Metallic", 1);
    await link(a.id, category.id);
    await database.handle.db.insert(translations).values([
      {
        entityType: "products",
        entityId: a.id,
        fieldName: "description",
        languageCode: "zh",
        translatedValue: "閃亮的金色線",
      },
      {
        entityType: "product_categories",
        entityId: category.id,
        fieldName: "name",
        languageCode: "zh",
        translatedValue: "金屬線",
      },
    ]);
    expect(names((await listPublicProducts({ language: "zh", q: "金色" })).items)).toEqual(["Aurum"]);
    expect((await listPublicProducts({ language: "en", q: "金色" })).items).toEqual([]);
    expect(names((await listPublicProducts({ language: "zh", q: "silver" })).items)).toEqual(["Argent"]);
    const zhMetallic = await listPublicProducts({ language: "zh", category: "金屬線" });
    expect(names(zhMetallic.items)).toEqual(["Aurum"]);
    expect(zhMetallic.items[0]?.categories.map((c) => c.name)).toEqual(["金屬線"]);
    expect(names((await listPublicProducts({ language: "zh", category: "Metallic" })).items)).toEqual([
      "Aurum",
    ]);
    const categories = await listPublicCategories("zh");
    expect(categories.map((c) => [c.name, c.key])).toEqual([["金屬線", "Metallic"]]);
  });

  it("translates a product's detail, item codes and categories", async () => {
    await addChinese();
    const p = await addProduct({ name: "Aurum", detailedDescription: "<p>Gold</p>" });
    const category = await addCategory("Metallic", 1);
    await link(p.id, category.id);
    const [code] = await database.handle.db
      .insert(itemCodes)
      .values({ productId: p.id, itemCode: "AU-01", composition: "Polyester" })
      .returning();
    await database.handle.db.insert(translations).values([
      {
        entityType: "products",
        entityId: p.id,
        fieldName: "detailed_description",
        languageCode: "zh",
        translatedValue: "<p>金</p>",
      },
      {
        entityType: "item_codes",
        entityId: code!.id,
        fieldName: "composition",
        languageCode: "zh",
        translatedValue: "聚酯",
      },
      {
        entityType: "product_categories",
        entityId: category.id,
        fieldName: "name",
        languageCode: "zh",
        translatedValue: "金屬線",
      },
    ]);
    const zh = await getPublicProduct("aurum", "zh");
    expect(zh?.detailedDescription).toBe("<p>金</p>");
    expect(zh?.itemCodes[0]?.composition).toBe("聚酯");
    expect(zh?.categories.map((c) => [c.name, c.key])).toEqual([["金屬線", "Metallic"]]);
    const en = await getPublicProduct("aurum", "en");
    expect(en?.itemCodes[0]?.composition).toBe("Polyester");
  });
});

describe("public product detail", () => {
  it("finds an active product by slug or numeric id, never an inactive or unknown one", async () => {
    const p = await addProduct({ name: "Aurum", slug: "aurum" });
    await addProduct({ name: "Hidden", slug: "hidden", status: "Inactive" });
    expect((await getPublicProduct("aurum"))?.id).toBe(p.id);
    expect((await getPublicProduct(String(p.id)))?.slug).toBe("aurum");
    expect(await getPublicProduct("hidden")).toBeUndefined();
    expect(await getPublicProduct("nope")).toBeUndefined();
    expect(await getPublicProduct("99999")).toBeUndefined();
  });

  it("orders item codes by item code and images by display order then id", async () => {
    const p = await addProduct({ name: "Aurum" });
    await database.handle.db.insert(itemCodes).values([
      { productId: p.id, itemCode: "C-300" },
      { productId: p.id, itemCode: "A-100", composition: "Polyester" },
      { productId: p.id, itemCode: "B-200" },
    ]);
    await database.handle.db.insert(productImages).values([
      { productId: p.id, imageUrl: "/media/p/3.jpg", displayOrder: 2 },
      { productId: p.id, imageUrl: "/media/p/1.jpg", displayOrder: 1 },
      { productId: p.id, imageUrl: "/media/p/2.jpg", displayOrder: 1 },
    ]);
    const product = await getPublicProduct("aurum");
    expect(product?.itemCodes.map((c) => c.itemCode)).toEqual(["A-100", "B-200", "C-300"]);
    expect(product?.itemCodes[1]?.composition).toBeNull();
    expect(product?.images.map((i) => i.imageUrl)).toEqual([
      "/media/p/1.jpg",
      "/media/p/2.jpg",
      "/media/p/3.jpg",
    ]);
  });

  it("sanitises the detailed description", async () => {
    await addProduct({
      name: "Aurum",
      detailedDescription: '<p onclick="x()">Fine <script>alert(1)</script><strong>gold</strong></p>',
    });
    expect((await getPublicProduct("aurum"))?.detailedDescription).toBe("<p>Fine <strong>gold</strong></p>");
  });

  it("relates up to 4 active products sharing a category, never itself", async () => {
    const shared = await addCategory("Shared", 1);
    const other = await addCategory("Other", 2);
    const self = await addProduct({ name: "Self", displayOrder: 0 });
    await link(self.id, shared.id);
    await link(self.id, other.id);
    for (let i = 1; i <= 5; i++) {
      const p = await addProduct({ name: `Sibling ${i}`, displayOrder: i });
      await link(p.id, i % 2 === 0 ? shared.id : other.id);
    }
    const off = await addProduct({ name: "Inactive sibling", displayOrder: 0, status: "Inactive" });
    await link(off.id, shared.id);
    await addProduct({ name: "Stranger", displayOrder: 0 });
    const product = await getPublicProduct("self");
    expect(names(product!.related)).toEqual(["Sibling 1", "Sibling 2", "Sibling 3", "Sibling 4"]);
  });

  it("has no related products when it has no category", async () => {
    const category = await addCategory("Shared", 1);
    await addProduct({ name: "Lonely" });
    const p = await addProduct({ name: "Member" });
    await link(p.id, category.id);
    expect((await getPublicProduct("lonely"))?.related).toEqual([]);
    expect((await getPublicProduct("member"))?.related).toEqual([]);
  });
});
