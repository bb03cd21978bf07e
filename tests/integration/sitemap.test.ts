import { describe, expect, it } from "vitest";
import { galleryItems, newsItems, products } from "#server/db/schema";
import { listSitemapEntries, renderSitemap } from "#server/seo/sitemap";
import { setupTestDatabase } from "../support/database";

const database = setupTestDatabase();

const hosts = [
  { code: "en", name: "English", locale: "en", origin: "https://example.com" },
  { code: "zh", name: "繁體中文", locale: "zh-Hant", origin: "https://zh.example.com" },
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
