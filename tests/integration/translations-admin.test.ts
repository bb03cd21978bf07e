import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pageCache } from "#server/cache/page-cache";
import { getPublicProduct, listPublicProducts } from "#server/catalog/products";
import { queryCount } from "#server/db/client";
import { itemCodes, languages, newsItems, products, translations } from "#server/db/schema";
import {
  addTranslation,
  availableLanguages,
  deleteTranslation,
  getTranslatableFields,
  listFieldTranslations,
  listTranslatableRecords,
  loadTranslationsScreen,
  updateTranslation,
} from "#server/translations/admin";
import { overlayTranslations } from "#server/translations/overlay";
import { addTranslationSchema } from "~/lib/schemas/translations";
import { setupTestDatabase } from "../support/database";

const database = setupTestDatabase();

async function addLanguages() {
  await database.handle.db.insert(languages).values([
    { code: "en", name: "English", locale: "en", displayOrder: 1 },
    { code: "zh", name: "繁體中文", locale: "zh-Hant", displayOrder: 2 },
    { code: "ja", name: "日本語", locale: "ja", displayOrder: 3 },
  ]);
}

async function addProduct(name: string, extra: Partial<typeof products.$inferInsert> = {}) {
  const [row] = await database.handle.db
    .insert(products)
    .values({ name, slug: name.toLowerCase().replace(/\W+/g, "-"), ...extra })
    .returning();
  return row!;
}

/** Runs fn and returns how many SQL statements it sent. */
async function countQueries(fn: () => Promise<unknown>): Promise<number> {
  const before = queryCount();
  await fn();
  return queryCount() - before;
}

const add = (input: Record<string, unknown>) => addTranslation(addTranslationSchema.parse(input));

describe("translation overlay", () => {
  it("shows the translation where there is one and falls back to the original elsewhere", async () => {
    await addLanguages();
    const a = await addProduct("Aurum", { description: "Gold thread" });
    const b = await addProduct("Argent", { description: "Silver thread" });
    await add({
      entityType: "products",
      entityId: a.id,
      fieldName: "name",
      languageCode: "zh",
      value: "金線",
    });
    const rows = [
      { id: a.id, name: a.name, description: a.description },
      { id: b.id, name: b.name, description: b.description },
    ];
    const zh = await overlayTranslations("products", rows, ["name", "description"], "zh");
    // Fields shown in the original language are named, so the page marks them up with lang="en".
    expect(zh).toEqual([
      { id: a.id, name: "金線", description: "Gold thread", fallback: ["description"] },
      { id: b.id, name: "Argent", description: "Silver thread", fallback: ["name", "description"] },
    ]);
    expect(await overlayTranslations("products", rows, ["name"], "en")).toEqual(rows);
    expect(await overlayTranslations("products", rows, ["name"], "ja")).toEqual(
      rows.map((row) => ({ ...row, fallback: ["name"] })),
    );
  });

  it("sends one translation query per list, for 2 rows as for 40", async () => {
    await addLanguages();
    const rows: { id: number; name: string; description: string }[] = [];
    for (let i = 0; i < 40; i++) {
      const product = await addProduct(`Thread ${i}`);
      rows.push({ id: product.id, name: product.name, description: "" });
      await add({
        entityType: "products",
        entityId: product.id,
        fieldName: "name",
        languageCode: "zh",
        value: `線 ${i}`,
      });
    }
    const two = await countQueries(() =>
      overlayTranslations("products", rows.slice(0, 2), ["name", "description"], "zh"),
    );
    const forty = await countQueries(() =>
      overlayTranslations("products", rows, ["name", "description"], "zh"),
    );
    expect(two).toBe(1);
    expect(forty).toBe(1);
    expect(await countQueries(() => overlayTranslations("products", rows, ["name"], "en"))).toBe(0);
  });
});

describe("translations in the back office", () => {
  it("lists records by name ascending, and item codes by item_code with their product's name", async () => {
    const zircon = await addProduct("Zircon");
    const amber = await addProduct("Amber");
    await database.handle.db.insert(itemCodes).values([
      { productId: zircon.id, itemCode: "Z-200" },
      { productId: amber.id, itemCode: "A-100" },
    ]);
    expect((await listTranslatableRecords("products")).map((r) => r.label)).toEqual(["Amber", "Zircon"]);
    expect((await listTranslatableRecords("item_codes")).map((r) => [r.label, r.secondary])).toEqual([
      ["A-100", "Amber"],
      ["Z-200", "Zircon"],
    ]);
  });

  it("shows each field's original value and turns it Translated after the first add, Missing after the last delete", async () => {
    await addLanguages();
    const product = await addProduct("Aurum", { detailedDescription: "<p>Fine <strong>gold</strong></p>" });
    let fields = await getTranslatableFields("products", product.id);
    expect(fields.map((f) => [f.name, f.kind, f.original, f.translated])).toEqual([
      ["name", "required", "Aurum", false],
      ["slug", "slug", "aurum", false],
      ["description", "short", "", false],
      ["detailed_description", "long", "Fine gold", false],
    ]);
    const zh = await add({
      entityType: "products",
      entityId: product.id,
      fieldName: "name",
      languageCode: "zh",
      value: "金",
    });
    const ja = await add({
      entityType: "products",
      entityId: product.id,
      fieldName: "name",
      languageCode: "ja",
      value: "金",
    });
    fields = await getTranslatableFields("products", product.id);
    expect(fields.find((f) => f.name === "name")?.translated).toBe(true);
    await deleteTranslation(zh);
    expect(
      (await getTranslatableFields("products", product.id)).find((f) => f.name === "name")?.translated,
    ).toBe(true);
    await deleteTranslation(ja);
    expect(
      (await getTranslatableFields("products", product.id)).find((f) => f.name === "name")?.translated,
    ).toBe(false);
  });

  it("offers every language but the default and those already used for the field", async () => {
    await addLanguages();
    const product = await addProduct("Aurum");
    expect((await availableLanguages("products", product.id, "name")).map((l) => l.code)).toEqual([
      "zh",
      "ja",
    ]);
    await add({
      entityType: "products",
      entityId: product.id,
      fieldName: "name",
      languageCode: "zh",
      value: "金",
    });
    expect((await availableLanguages("products", product.id, "name")).map((l) => l.code)).toEqual(["ja"]);
    expect((await availableLanguages("products", product.id, "description")).map((l) => l.code)).toEqual([
      "zh",
      "ja",
    ]);
    await add({
      entityType: "products",
      entityId: product.id,
      fieldName: "name",
      languageCode: "ja",
      value: "金",
    });
    expect(await availableLanguages("products", product.id, "name")).toEqual([]);
    expect((await listFieldTranslations("products", product.id, "name")).map((t) => t.languageName)).toEqual([
      "日本語",
      "繁體中文",
    ]);
  });

  it("allows one translation per entity, field and language", async () => {
    await addLanguages();
    const product = await addProduct("Aurum");
    const input = {
      entityType: "products",
      entityId: product.id,
      fieldName: "name",
      languageCode: "zh",
      value: "金",
    };
    await add(input);
    await expect(add({ ...input, value: "金線" })).rejects.toThrow(
      /already has a translation in that language/,
    );
    await expect(
      database.handle.db.insert(translations).values({
        entityType: "products",
        entityId: product.id,
        fieldName: "name",
        languageCode: "zh",
        translatedValue: "again",
      }),
    ).rejects.toThrow();
    expect(await listFieldTranslations("products", product.id, "name")).toHaveLength(1);
  });

  it("requires a language, and a value for required fields only", async () => {
    await addLanguages();
    const product = await addProduct("Aurum");
    const base = { entityType: "products", entityId: product.id, languageCode: "zh" };
    const noLanguage = addTranslationSchema.safeParse({
      ...base,
      fieldName: "name",
      languageCode: "",
      value: "金",
    });
    expect(noLanguage.error?.issues[0]?.message).toBe("Language is required");
    const noValue = addTranslationSchema.safeParse({ ...base, fieldName: "name", value: "   " });
    expect(noValue.error?.issues[0]?.message).toBe("Translation is required");
    const richEmpty = addTranslationSchema.safeParse({
      ...base,
      fieldName: "detailed_description",
      value: "<p> </p>",
    });
    expect(richEmpty.success).toBe(true);
    const tooLong = addTranslationSchema.safeParse({ ...base, fieldName: "name", value: "x".repeat(201) });
    expect(tooLong.error?.issues[0]?.message).toBe("Translation must be at most 200 characters");
    expect(addTranslationSchema.safeParse({ ...base, fieldName: "image_url", value: "x" }).success).toBe(
      false,
    );
    await expect(add({ ...base, fieldName: "name", languageCode: "en", value: "Gold" })).rejects.toThrow(
      /original language/,
    );
    await expect(add({ ...base, fieldName: "name", languageCode: "fr", value: "Or" })).rejects.toThrow(
      "Language is required",
    );
    expect(await database.handle.db.select().from(translations)).toHaveLength(0);
  });

  it("stores sanitised HTML for rich fields and trimmed text for the others; edits keep the rule", async () => {
    await addLanguages();
    const [news] = await database.handle.db
      .insert(newsItems)
      .values({ title: "Opening", slug: "opening", articleBody: "<p>Hello</p>" })
      .returning();
    const body = await add({
      entityType: "news_items",
      entityId: news!.id,
      fieldName: "article_body",
      languageCode: "zh",
      value: '<p onclick="x()">你好<script>alert(1)</script></p>',
    });
    const title = await add({
      entityType: "news_items",
      entityId: news!.id,
      fieldName: "title",
      languageCode: "zh",
      value: "  開幕  ",
    });
    const stored = async (id: number) =>
      (await database.handle.db.select().from(translations).where(eq(translations.id, id)))[0]
        ?.translatedValue;
    expect(await stored(body)).toBe("<p>你好</p>");
    expect(await stored(title)).toBe("開幕");
    await updateTranslation(title, " 盛大開幕 ");
    expect(await stored(title)).toBe("盛大開幕");
    await expect(updateTranslation(title, "  ")).rejects.toThrow("Translation is required");
    expect(await stored(title)).toBe("盛大開幕");
    await expect(updateTranslation(999_999, "x")).rejects.toThrow("Failed to update translation");
    await expect(deleteTranslation(999_999)).rejects.toThrow("Failed to delete translation");
  });

  it("loads the screen from the URL: unknown type falls back to products; a stale id says Entity not found", async () => {
    await addLanguages();
    const product = await addProduct("Aurum");
    await add({
      entityType: "products",
      entityId: product.id,
      fieldName: "name",
      languageCode: "zh",
      value: "金",
    });
    const screen = await loadTranslationsScreen(
      new URLSearchParams({ type: "nope", id: String(product.id), field: "name" }),
    );
    expect(screen.entityType).toBe("products");
    expect(screen.record?.label).toBe("Aurum");
    expect(screen.translations.map((t) => [t.languageName, t.preview])).toEqual([["繁體中文", "金"]]);
    expect(screen.availableLanguages.map((l) => l.code)).toEqual(["ja"]);
    expect(screen.errors).toEqual([]);
    const stale = await loadTranslationsScreen(
      new URLSearchParams({ type: "news_items", id: "77", field: "title" }),
    );
    expect(stale.fieldsError).toBe("Entity not found");
    expect(stale.errors).toEqual(["Entity not found"]);
    expect(stale.field).toBeNull();
  });

  it("says Entity not found for a missing record and writes nothing", async () => {
    await addLanguages();
    await expect(getTranslatableFields("products", 4242)).rejects.toThrow("Entity not found");
    await expect(
      add({ entityType: "gallery_items", entityId: 4242, fieldName: "name", languageCode: "zh", value: "x" }),
    ).rejects.toThrow("Entity not found");
    expect(await database.handle.db.select().from(translations)).toHaveLength(0);
  });

  it("shows on the public side at once: add, edit and delete invalidate the product's cached pages", async () => {
    await addLanguages();
    const product = await addProduct("Aurum Heavy");
    const [code] = await database.handle.db
      .insert(itemCodes)
      .values({ productId: product.id, itemCode: "AH-1", composition: "Polyester" })
      .returning();
    const cache = pageCache()!;
    const cachePage = (key: string, tags: string[]) =>
      cache.set(key, { status: 200, headers: [], body: "<html></html>", tags }, cache.generation);
    cachePage("zh/products", ["products"]);
    cachePage("zh/products/aurum-heavy", [`product:${product.id}`]);
    const id = await add({
      entityType: "products",
      entityId: product.id,
      fieldName: "name",
      languageCode: "zh",
      value: "金線重",
    });
    expect(cache.get("zh/products")).toBeUndefined();
    expect(cache.get("zh/products/aurum-heavy")).toBeUndefined();
    expect((await listPublicProducts({ language: "zh", q: "金線" })).items.map((p) => p.name)).toEqual([
      "金線重",
    ]);
    expect((await getPublicProduct("aurum-heavy", "zh"))?.name).toBe("金線重");

    cachePage("zh/products/aurum-heavy", [`product:${product.id}`]);
    await updateTranslation(id, "金線 重");
    expect(cache.get("zh/products/aurum-heavy")).toBeUndefined();
    expect((await getPublicProduct("aurum-heavy", "zh"))?.name).toBe("金線 重");

    cachePage("zh/products/aurum-heavy", [`product:${product.id}`]);
    await add({
      entityType: "item_codes",
      entityId: code!.id,
      fieldName: "composition",
      languageCode: "zh",
      value: "聚酯",
    });
    expect(cache.get("zh/products/aurum-heavy")).toBeUndefined();
    expect((await getPublicProduct("aurum-heavy", "zh"))?.itemCodes[0]?.composition).toBe("聚酯");

    cachePage("zh/products", ["products"]);
    await deleteTranslation(id);
    expect(cache.get("zh/products")).toBeUndefined();
    expect((await getPublicProduct("aurum-heavy", "zh"))?.name).toBe("Aurum Heavy");
  });
});
