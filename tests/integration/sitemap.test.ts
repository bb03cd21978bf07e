import { describe, expect, it } from "vitest";
import { galleryItems, newsItems, products, translations } from "#server/db/schema";
import { listSitemapEntries, renderSitemap } from "#server/seo/sitemap";
import { setupTestDatabase } from "../support/database";

const database = setupTestDatabase();

const hosts = [
  { code: "en", name: "English", locale: "en", direction: "ltr" as const, origin: "https://example.com" },
  {
    code: "zh",
    name: "繁體中文",
    locale: "zh-Hant",
    direction: "ltr" as const,
    origin: "https://zh.example.com",
  },
];

describe("sitemap", () => {
  it("lists every public page and only active products, non-PDF gallery items and active news", async () => {
    const db = database.handle.db;
    await db.insert(products).values([
      { name: "Aurum", slug: "aurum", status: "Active" },
      { name: "Hidden", slug: "hidden-product", status: "Inactive" },
    ]);
    await db.insert(galleryItems).values([
      { name: "Couture", slug: "couture", status: "Active" },
      { name: "Colour book", slug: "colour-book", status: "Active", isPdf: true },
      { name: "Draft", slug: "draft-project", status: "Inactive" },
    ]);
    await db.insert(newsItems).values([
      { title: "Fair", slug: "fair", status: "Active" },
      { title: "Old", slug: "old-news", status: "Inactive" },
    ]);
    const paths = (await listSitemapEntries()).map((entry) => entry.path);
    expect(paths).toEqual([
      "/",
      "/about",
      "/products",
      "/colours",
      "/resources",
      "/news",
      "/contact",
      "/products/aurum",
      "/resources/couture",
      "/news/fair",
    ]);
  });

  it("renders each URL on the current host with hreflang alternates on every language host", () => {
    const xml = renderSitemap([{ path: "/news/a&b" }], hosts[1]!, hosts);
    expect(xml).toContain("<loc>https://zh.example.com/news/a&#38;b</loc>");
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://example.com/news/a&#38;b"/>',
    );
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="zh-Hant" href="https://zh.example.com/news/a&#38;b"/>',
    );
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://example.com/news/a&#38;b"/>',
    );
  });
});

describe("sitemap with translated pages", () => {
  it("gives each page its path on each host, and leaves a page out of a language's sitemap (and hreflang) until its main content is translated", async () => {
    const db = database.handle.db;
    const [aurum, argent] = await db
      .insert(products)
      .values([
        { name: "Aurum", slug: "aurum", status: "Active", detailedDescription: "<p>Gold</p>" },
        { name: "Argent", slug: "argent", status: "Active" },
      ])
      .returning({ id: products.id });
    await db.insert(translations).values([
      {
        entityType: "products",
        entityId: aurum!.id,
        fieldName: "name",
        languageCode: "zh",
        translatedValue: "金線",
      },
      {
        entityType: "products",
        entityId: aurum!.id,
        fieldName: "detailed_description",
        languageCode: "zh",
        translatedValue: "<p>金</p>",
      },
      {
        entityType: "products",
        entityId: aurum!.id,
        fieldName: "slug",
        languageCode: "zh",
        translatedValue: "金線",
      },
      // A slug alone does not make the page Chinese: its name and body are still English.
      {
        entityType: "products",
        entityId: argent!.id,
        fieldName: "slug",
        languageCode: "zh",
        translatedValue: "銀線",
      },
    ]);
    const entries = await listSitemapEntries(hosts);
    const zh = renderSitemap(entries, hosts[1]!, hosts);
    const en = renderSitemap(entries, hosts[0]!, hosts);
    const gold = `https://zh.example.com/products/${encodeURIComponent("金線")}`;
    expect(zh).toContain(`<loc>${gold}</loc>`);
    expect(zh).not.toContain(encodeURIComponent("銀線"));
    expect(zh).not.toContain("/products/argent");
    expect(en).toContain("<loc>https://example.com/products/argent</loc>");
    expect(en).toContain(`<xhtml:link rel="alternate" hreflang="zh-Hant" href="${gold}"/>`);
    // Argent's English entry names no Chinese alternate.
    const argentEntry = en.slice(
      en.indexOf("/products/argent</loc>"),
      en.indexOf("</url>", en.indexOf("/products/argent</loc>")),
    );
    expect(argentEntry).not.toContain("zh-Hant");
  });
});
