import { and, asc, eq, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { DEFAULT_LANGUAGE, type Language } from "~/lib/i18n/languages";
import { publishedNow } from "../content/visibility";
import { db } from "../db/client";
import { galleryItems, newsItems, products } from "../db/schema";
import type { LanguageHost } from "../request-context";
import { type LanguageVersions, languageVersionsOfMany } from "../translations/versions";

/** Public pages that exist in every language, in sitemap order. */
export const STATIC_PAGES = [
  "/",
  "/about",
  "/products",
  "/colours",
  "/resources",
  "/news",
  "/contact",
] as const;

/** One page: its original path, and for a record's page its path and translated state in each language. */
export type SitemapEntry = { path: string; lastModified?: Date; versions?: LanguageVersions };

/** Whether a record has a body (then its translation counts for the page being translated). */
const hasBody = (column: AnyPgColumn) => sql<boolean>`coalesce(${column}, '') <> ''`;

/** Every public page and every active product, non-PDF gallery item and news item, in the given languages. */
export async function listSitemapEntries(languages: readonly Language[] = []): Promise<SitemapEntry[]> {
  const [productRows, galleryRows, newsRows] = await Promise.all([
    db()
      .select({
        id: products.id,
        slug: products.slug,
        hasBody: hasBody(products.detailedDescription),
        updatedAt: products.updatedAt,
      })
      .from(products)
      .where(publishedNow(products))
      .orderBy(asc(products.displayOrder), asc(products.name)),
    db()
      .select({
        id: galleryItems.id,
        slug: galleryItems.slug,
        hasBody: hasBody(galleryItems.detailedDescription),
        updatedAt: galleryItems.updatedAt,
      })
      .from(galleryItems)
      .where(and(publishedNow(galleryItems), eq(galleryItems.isPdf, false)))
      .orderBy(asc(galleryItems.displayOrder), asc(galleryItems.name)),
    db()
      .select({
        id: newsItems.id,
        slug: newsItems.slug,
        hasBody: hasBody(newsItems.articleBody),
        updatedAt: newsItems.updatedAt,
      })
      .from(newsItems)
      .where(publishedNow(newsItems))
      .orderBy(asc(newsItems.displayOrder), asc(newsItems.createdAt)),
  ]);
  const [productVersions, galleryVersions, newsVersions] = await Promise.all([
    languageVersionsOfMany("products", productRows, "/products", languages),
    languageVersionsOfMany("gallery_items", galleryRows, "/resources", languages),
    languageVersionsOfMany("news_items", newsRows, "/news", languages),
  ]);
  const records = (
    rows: { slug: string; updatedAt: Date }[],
    versions: LanguageVersions[],
    prefix: string,
  ): SitemapEntry[] =>
    rows.map((row, index) => ({
      path: `${prefix}/${encodeURIComponent(row.slug)}`,
      lastModified: row.updatedAt,
      versions: versions[index],
    }));
  return [
    ...STATIC_PAGES.map((path) => ({ path })),
    ...records(productRows, productVersions, "/products"),
    ...records(galleryRows, galleryVersions, "/resources"),
    ...records(newsRows, newsVersions, "/news"),
  ];
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The sitemap XML for one language host: each page at its path there, with hreflang alternates on every
 * language host that has it translated (decision 021); a record's page not translated here is left out.
 */
export function renderSitemap(
  entries: SitemapEntry[],
  current: LanguageHost,
  languages: LanguageHost[],
): string {
  const fallback = languages.find((l) => l.code === DEFAULT_LANGUAGE.code) ?? languages[0] ?? current;
  const translated = (entry: SitemapEntry, code: string) =>
    !entry.versions || code === DEFAULT_LANGUAGE.code || entry.versions.translated.includes(code);
  const pathIn = (entry: SitemapEntry, code: string) => entry.versions?.paths[code] ?? entry.path;
  const urls = entries
    .filter((entry) => translated(entry, current.code))
    .map((entry) => {
      const alternates = [
        ...languages
          .filter((l) => translated(entry, l.code))
          .map(
            (l) =>
              `    <xhtml:link rel="alternate" hreflang="${escapeXml(l.locale)}" href="${escapeXml(l.origin + pathIn(entry, l.code))}"/>`,
          ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(fallback.origin + pathIn(entry, fallback.code))}"/>`,
      ];
      const lastmod = entry.lastModified
        ? [`    <lastmod>${entry.lastModified.toISOString()}</lastmod>`]
        : [];
      return [
        "  <url>",
        `    <loc>${escapeXml(current.origin + pathIn(entry, current.code))}</loc>`,
        ...lastmod,
        ...alternates,
        "  </url>",
      ].join("\n");
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** robots.txt: everything but the back office, and where the sitemap is. */
export function renderRobots(origin: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /admin", "", `Sitemap: ${origin}/sitemap.xml`, ""].join(
    "\n",
  );
}
