import { eq, sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { listenForInvalidations } from "#server/cache/page-cache";
import { createProduct, updateProduct } from "#server/catalog/admin-products";
import { getPublicProduct } from "#server/catalog/products";
import { languages, products, translations } from "#server/db/schema";
import {
  createLanguage,
  deleteLanguage,
  listLanguagesForAdmin,
  reorderLanguages,
  setLanguageEnabled,
} from "#server/i18n/admin-languages";
import { isServedLanguage, listLanguages, reloadLanguages } from "#server/i18n/languages";
import {
  addTranslation,
  confirmTranslation,
  getTranslatableFields,
  listFieldTranslations,
  listTranslatableRecords,
  translationCompleteness,
  updateTranslation,
} from "#server/translations/admin";
import { fingerprint } from "#server/translations/entities";
import { exportRows, importTranslations, renderCsv, renderXliff } from "#server/translations/transfer";
import { productFormSchema } from "~/lib/schemas/catalog";
import { addTranslationSchema } from "~/lib/schemas/translations";
import { setupTestDatabase } from "../support/database";

const database = setupTestDatabase();

async function addLanguages() {
  await database.handle.db.insert(languages).values([
    { code: "en", name: "English", locale: "en", displayOrder: 1 },
    { code: "zh", name: "繁體中文", locale: "zh-Hant", displayOrder: 2 },
    { code: "ja", name: "日本語", locale: "ja", displayOrder: 3 },
  ]);
  await reloadLanguages();
}

async function addProduct(name: string, slug: string, extra: Partial<typeof products.$inferInsert> = {}) {
  const [row] = await database.handle.db
    .insert(products)
    .values({ name, slug, description: `${name} thread`, ...extra })
    .returning();
  return row!;
}

const add = async (input: Record<string, unknown>) => addTranslation(addTranslationSchema.parse(input));
const translate = (entityId: number, fieldName: string, value: string, languageCode = "zh") =>
  add({ entityType: "products", entityId, fieldName, languageCode, value });

/** The product form of a stored product, with some fields changed (as the Products dialog posts it). */
async function productForm(id: number, changes: Record<string, string>) {
  const [row] = await database.handle.db.select().from(products).where(eq(products.id, id));
  return productFormSchema.parse({
    name: row!.name,
    slug: row!.slug,
    description: row!.description,
    detailedDescription: row!.detailedDescription,
    status: row!.status,
    ...changes,
  });
}

const cell = async (languageCode: string) =>
  (await translationCompleteness()).find(
    (c) => c.entityType === "products" && c.languageCode === languageCode,
  );

describe("fingerprints and outdated translations", () => {
  it("keeps the original's fingerprint with a translation: PostgreSQL's md5 of the same text, so the overview agrees", async () => {
    await addLanguages();
    const product = await addProduct("Aurum 金", "aurum");
    await translate(product.id, "name", "金線");
    const [stored] = await database.handle.db.select().from(translations);
    expect(stored!.sourceFingerprint).toBe(fingerprint("Aurum 金"));
    const result = await database.handle.db.execute<{ md5: string }>(sql`select md5(${"Aurum 金"}) as md5`);
    expect((result as unknown as { rows: { md5: string }[] }).rows[0]!.md5).toBe(stored!.sourceFingerprint);
    expect((await cell("zh"))?.outdated).toBe(0);
  });

  it("marks a translation outdated when its original changes, in every view, until it is saved again or confirmed", async () => {
    await addLanguages();
    const product = await addProduct("Aurum", "aurum");
    const other = await addProduct("Argent", "argent");
    const name = await translate(product.id, "name", "金線");
    await translate(product.id, "description", "金色的線");
    await translate(other.id, "name", "銀線");
    // Texts: name, slug, description of each product (no detailed description): 6, of which 3 translated.
    expect(await cell("zh")).toMatchObject({ total: 6, translated: 3, outdated: 0, missing: 3 });
    expect(await cell("ja")).toMatchObject({ total: 6, translated: 0, outdated: 0, missing: 6 });

    await updateProduct(product.id, await productForm(product.id, { name: "Aurum Classic" }));
    expect(await cell("zh")).toMatchObject({ total: 6, translated: 2, outdated: 1, missing: 3 });
    const fields = await getTranslatableFields("products", product.id);
    expect(fields.find((f) => f.name === "name")?.outdated).toEqual(["繁體中文"]);
    expect(fields.find((f) => f.name === "description")?.outdated).toEqual([]);
    expect((await listFieldTranslations("products", product.id, "name"))[0]?.outdated).toBe(true);
    const outdated = await listTranslatableRecords("products", { show: "outdated", language: "zh" });
    expect(outdated.map((r) => r.label)).toEqual(["Aurum Classic"]);
    const missing = await listTranslatableRecords("products", { show: "missing", language: "zh" });
    expect(missing.map((r) => r.label)).toEqual(["Argent", "Aurum Classic"]);

    await confirmTranslation(name);
    expect(await cell("zh")).toMatchObject({ translated: 3, outdated: 0 });
    await updateProduct(product.id, await productForm(product.id, { name: "Aurum Classic 40" }));
    expect((await cell("zh"))?.outdated).toBe(1);
    await updateTranslation(name, "經典金線 40");
    expect(await cell("zh")).toMatchObject({ translated: 3, outdated: 0 });
    expect(await listTranslatableRecords("products", { show: "outdated", language: "zh" })).toEqual([]);
  });
});

describe("translated slugs", () => {
  it("keeps a slug to one record of a type in every language; a record may use one slug in several languages", async () => {
    await addLanguages();
    const a = await addProduct("Aurum", "aurum");
    const b = await addProduct("Argent", "argent");
    await translate(a.id, "slug", "金線");
    await translate(a.id, "slug", "金線", "ja");
    await expect(translate(b.id, "slug", "金線")).rejects.toThrow("Slug is already in use");
    await expect(translate(b.id, "slug", "金線", "ja")).rejects.toThrow("Slug is already in use");
    // Another product's original slug is taken on every host too.
    await expect(translate(b.id, "slug", "aurum")).rejects.toThrow("Slug is already in use");
    // The slug rules, in any script: lower case, single hyphens.
    await expect(translate(b.id, "slug", "Silver Thread")).rejects.toThrow(
      "Slug must be lowercase letters and digits separated by single hyphens",
    );
    await expect(translate(b.id, "slug", "銀--線")).rejects.toThrow(/Slug must be/);
    const silver = await translate(b.id, "slug", "銀線");
    await expect(updateTranslation(silver, "金線")).rejects.toThrow("Slug is already in use");
    // And an original slug may not be one another product has as a translated slug.
    await expect(createProduct(productFormSchema.parse({ name: "Copper", slug: "aurum" }))).rejects.toThrow(
      "This slug is already used by another product",
    );
    const stored = await database.handle.db
      .select({ value: translations.translatedValue })
      .from(translations)
      .where(eq(translations.fieldName, "slug"));
    expect(stored.map((row) => row.value).sort()).toEqual(["金線", "金線", "銀線"]);
  });

  it("refuses an original slug that another product has as a translated slug", async () => {
    await addLanguages();
    const a = await addProduct("Aurum", "aurum");
    const b = await addProduct("Argent", "argent");
    await translate(a.id, "slug", "gold-thread");
    await expect(updateProduct(b.id, await productForm(b.id, { slug: "gold-thread" }))).rejects.toThrow(
      "This slug is already used by another product",
    );
    await expect(
      createProduct(productFormSchema.parse({ name: "Gold", slug: "gold-thread" })),
    ).rejects.toThrow("This slug is already used by another product");
  });

  it("finds a product by its slug in any language, and gives each language's own slug and path", async () => {
    await addLanguages();
    const a = await addProduct("Aurum", "aurum", { detailedDescription: "<p>Gold</p>" });
    await translate(a.id, "slug", "金線");
    await translate(a.id, "name", "金線產品");
    await translate(a.id, "detailed_description", "<p>金</p>");
    const served = await listLanguages();
    const zh = await getPublicProduct("金線", "zh", served);
    expect(zh?.slug).toBe("金線");
    // The original slug on the Chinese host finds it too: the page answers 301 to 金線 (product.slug).
    expect((await getPublicProduct("aurum", "zh", served))?.slug).toBe("金線");
    // On the English host the Chinese slug finds it, and the English slug is the one to serve.
    expect((await getPublicProduct("金線", "en", served))?.slug).toBe("aurum");
    expect((await getPublicProduct("金線", "ja", served))?.slug).toBe("aurum");
    expect(zh?.versions).toEqual({
      paths: { en: "/products/aurum", zh: `/products/${encodeURIComponent("金線")}`, ja: "/products/aurum" },
      translated: ["en", "zh"],
    });
    // Japanese shows the English name, marked as such.
    const ja = await getPublicProduct("aurum", "ja", served);
    expect(ja?.fallback).toEqual(expect.arrayContaining(["name", "description", "detailedDescription"]));
  });
});

describe("the translator's round trip", () => {
  async function arrange() {
    await addLanguages();
    const a = await addProduct("Aurum", "aurum", {
      detailedDescription: "<p>Fine <strong>gold</strong></p>",
    });
    const b = await addProduct("Argent", "argent");
    await translate(a.id, "name", "金線");
    return { a, b };
  }

  /** The export with translations filled in: "translation" for each key, or as exported. */
  function filled(rows: Awaited<ReturnType<typeof exportRows>>, values: Record<string, string>) {
    return rows.map((row) => ({ ...row, target: values[row.key] ?? row.target }));
  }

  it("exports all, missing or outdated texts with the original and its fingerprint, as XLIFF 2.0 and CSV", async () => {
    const { a, b } = await arrange();
    const all = await exportRows("zh", "all");
    expect(all.map((row) => row.key)).toEqual([
      `products/${b.id}/name`,
      `products/${b.id}/slug`,
      `products/${b.id}/description`,
      `products/${a.id}/name`,
      `products/${a.id}/slug`,
      `products/${a.id}/description`,
      `products/${a.id}/detailed_description`,
    ]);
    const name = all.find((row) => row.key === `products/${a.id}/name`)!;
    expect(name).toMatchObject({
      source: "Aurum",
      target: "金線",
      fingerprint: fingerprint("Aurum"),
      outdated: false,
    });
    expect(name.translatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect((await exportRows("zh", "missing")).map((row) => row.key)).not.toContain(`products/${a.id}/name`);
    expect(await exportRows("zh", "outdated")).toEqual([]);
    const xliff = renderXliff("zh", all);
    expect(xliff).toContain(
      '<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en" trgLang="zh">',
    );
    expect(xliff).toContain("<source>&lt;p&gt;Fine &lt;strong&gt;gold&lt;/strong&gt;&lt;/p&gt;</source>");
    expect(xliff).toContain(`<note category="source-fingerprint">${fingerprint("Aurum")}</note>`);
    const csv = renderCsv("zh", all);
    expect(csv.split("\r\n")[0]).toBe(
      "language,key,record,source,source_fingerprint,translated_at,translation",
    );
  });

  it("imports an edited XLIFF or CSV text by text: applied, unchanged, or refused with the reason", async () => {
    const { a, b } = await arrange();
    const rows = await exportRows("zh", "all");
    const edited = filled(rows, {
      [`products/${b.id}/name`]: "銀線",
      [`products/${b.id}/slug`]: "Not A Slug",
      [`products/${a.id}/description`]: "金色的線",
    });
    const report = await importTranslations(renderXliff("zh", edited));
    expect(report).toMatchObject({ language: { code: "zh" }, format: "xliff", applied: 2, refused: 1 });
    const outcome = (key: string) => report.rows.find((row) => row.key === key);
    expect(outcome(`products/${b.id}/name`)).toMatchObject({
      outcome: "applied",
      label: "Products: Argent · Name",
    });
    expect(outcome(`products/${b.id}/slug`)).toMatchObject({
      outcome: "refused",
      reason: "Slug must be lowercase letters and digits separated by single hyphens",
    });
    expect(outcome(`products/${a.id}/name`)).toMatchObject({
      outcome: "unchanged",
      reason: "Same as the stored translation",
    });
    expect(outcome(`products/${b.id}/description`)).toMatchObject({
      outcome: "unchanged",
      reason: "No translation in the file",
    });
    expect((await cell("zh"))?.translated).toBe(3);

    // The same file again: nothing to apply; a CSV of the new state likewise.
    const again = await importTranslations(renderXliff("zh", edited));
    expect(again.applied).toBe(0);
    const csv = await importTranslations(renderCsv("zh", await exportRows("zh", "all")));
    expect(csv).toMatchObject({ format: "csv", applied: 0, refused: 0 });
  });

  it("never overwrites a translation saved after the export, and applies one of a changed original as outdated", async () => {
    const { a, b } = await arrange();
    const rows = await exportRows("zh", "all");
    const name = (await listFieldTranslations("products", a.id, "name"))[0]!;
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 60_000 });
    try {
      await updateTranslation(name.id, "經典金線");
      await translate(b.id, "description", "銀色的線");
      await updateProduct(b.id, await productForm(b.id, { name: "Argent Fine" }));
    } finally {
      vi.useRealTimers();
    }
    const report = await importTranslations(
      renderCsv(
        "zh",
        filled(rows, {
          [`products/${a.id}/name`]: "舊譯文",
          [`products/${b.id}/description`]: "另一譯文",
          [`products/${b.id}/name`]: "銀線",
        }),
      ),
    );
    const outcome = (key: string) => report.rows.find((row) => row.key === key);
    expect(outcome(`products/${a.id}/name`)).toMatchObject({
      outcome: "refused",
      reason: "A newer translation was saved after this file was exported",
    });
    // None when exported, one since: the one saved here wins.
    expect(outcome(`products/${b.id}/description`)?.outcome).toBe("refused");
    expect(outcome(`products/${b.id}/name`)).toMatchObject({
      outcome: "applied",
      reason: "The original changed since the export: applied and marked outdated",
    });
    expect((await listFieldTranslations("products", a.id, "name"))[0]?.value).toBe("經典金線");
    expect((await listFieldTranslations("products", b.id, "name"))[0]).toMatchObject({
      value: "銀線",
      outdated: true,
    });
  });

  it("refuses a whole file it cannot trust: entity declarations, another format, a language the site does not have", async () => {
    const { a } = await arrange();
    const rows = await exportRows("zh", "all");
    const bomb = renderXliff("zh", rows).replace(
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<?xml version="1.0"?><!DOCTYPE xliff [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>',
    );
    await expect(importTranslations(bomb)).rejects.toThrow(/DOCTYPE or entity declaration is not allowed/);
    await expect(importTranslations("<html><body>not xliff</body></html>")).rejects.toThrow(
      /not an XLIFF 2.0 document/,
    );
    await expect(importTranslations(renderCsv("fr", rows))).rejects.toThrow(
      /\(fr\) is not one of the site's translations/,
    );
    await expect(importTranslations(renderCsv("en", rows))).rejects.toThrow(
      /is not one of the site's translations/,
    );
    await expect(importTranslations("name,value\r\nx,y\r\n")).rejects.toThrow(/columns .* are missing/);
    const forged = renderCsv("zh", rows).replace(`products/${a.id}/name`, "staff_users/1/password_hash");
    const report = await importTranslations(forged);
    expect(report.rows.find((row) => row.key === "staff_users/1/password_hash")).toMatchObject({
      outcome: "refused",
      reason: "Unknown record or field",
    });
  });
});

describe("languages", () => {
  it("are ordered as staff drag them: every language at once, the chooser and sitemap following", async () => {
    await addLanguages();
    const ids = (await database.handle.db.select({ id: languages.id, code: languages.code }).from(languages))
      .sort((a, b) => b.code.localeCompare(a.code))
      .map((row) => row.id);
    await reorderLanguages(ids);
    expect((await listLanguages()).map((l) => l.code)).toEqual(["zh", "ja", "en"]);
  });

  it("serves a language's host once it is added and enabled, refuses it when disabled or removed, and keeps its translations", async () => {
    await addLanguages();
    const product = await addProduct("Aurum", "aurum");
    const fr = { code: "fr", name: "Français", locale: "fr", direction: "ltr" as const, enabled: true };
    expect(isServedLanguage("fr")).toBe(false);
    const id = await createLanguage(fr);
    expect(isServedLanguage("fr")).toBe(true);
    expect((await listLanguages()).map((l) => l.code)).toEqual(["en", "zh", "ja", "fr"]);
    await translate(product.id, "name", "Fil d'or", "fr");
    await setLanguageEnabled(id, false);
    expect(isServedLanguage("fr")).toBe(false);
    expect((await listLanguages()).map((l) => l.code)).toEqual(["en", "zh", "ja"]);
    await deleteLanguage(id);
    expect(await database.handle.db.select().from(translations)).toHaveLength(1);
    expect((await listLanguagesForAdmin()).kept).toEqual([{ code: "fr", count: 1 }]);
    // Added again, its translation is back on its pages.
    await createLanguage(fr);
    expect((await getPublicProduct("aurum", "fr"))?.name).toBe("Fil d'or");
    await expect(createLanguage(fr)).rejects.toThrow("A language with this code already exists");
    await expect(deleteLanguage(1)).rejects.toThrow("English is the original language and cannot be removed");
  });

  it("reloads the languages on another process's notice, without a query per request", async () => {
    await addLanguages();
    const stop = await listenForInvalidations(database.handle);
    try {
      await database.handle.db
        .insert(languages)
        .values({ code: "ko", name: "한국어", locale: "ko", displayOrder: 4 });
      expect(isServedLanguage("ko")).toBe(false);
      // What invalidatePages sends from another process when its languages change (tags "*").
      await database.handle.db.execute(
        sql`select pg_notify('page_cache', ${JSON.stringify({ from: "another-process", tags: ["*"] })})`,
      );
      await vi.waitFor(() => expect(isServedLanguage("ko")).toBe(true), { timeout: 5000 });
    } finally {
      await stop();
    }
  });
});
