import { and, asc, eq } from "drizzle-orm";
import { publishedNow } from "../content/visibility";
import { db } from "../db/client";
import { galleryItems, newsItems, products } from "../db/schema";
import type { LanguageHost } from "../request-context";

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

export type SitemapEntry = { path: string; lastModified?: Date };

/** Every public page and every active product, non-PDF gallery item and news item. */
export async function listSitemapEntries(): Promise<SitemapEntry[]> {
  const [productRows, galleryRows, newsRows] = await Promise.all([
    db()
      .select({ slug: products.slug, updatedAt: products.updatedAt })
      .from(products)
      .where(publishedNow(products))
      .orderBy(asc(products.displayOrder), asc(products.name)),
    db()
      .select({ slug: galleryItems.slug, updatedAt: galleryItems.updatedAt })
      .from(galleryItems)
      .where(and(publishedNow(galleryItems), eq(galleryItems.isPdf, false)))
      .orderBy(asc(galleryItems.displayOrder), asc(galleryItems.name)),
    db()
      .select({ slug: newsItems.slug, updatedAt: newsItems.updatedAt })
      .from(newsItems)
      .where(publishedNow(newsItems))
      .orderBy(asc(newsItems.displayOrder), asc(newsItems.createdAt)),
  ]);
  return [
    ...STATIC_PAGES.map((path) => ({ path })),
    ...productRows.map((row) => ({ path: `/products/${row.slug}`, lastModified: row.updatedAt })),
    ...galleryRows.map((row) => ({ path: `/resources/${row.slug}`, lastModified: row.updatedAt })),
    ...newsRows.map((row) => ({ path: `/news/${row.slug}`, lastModified: row.updatedAt })),
  ];
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The sitemap XML for one language host, with hreflang alternates on every language host. */
export function renderSitemap(
  entries: SitemapEntry[],
  current: LanguageHost,
  languages: LanguageHost[],
): string {
  const fallback = languages.find((l) => l.code === "en") ?? languages[0] ?? current;
  const urls = entries.map((entry) => {
    const alternates = [
      ...languages.map(
        (l) =>
          `    <xhtml:link rel="alternate" hreflang="${escapeXml(l.locale)}" href="${escapeXml(l.origin + entry.path)}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(fallback.origin + entry.path)}"/>`,
    ];
    const lastmod = entry.lastModified ? [`    <lastmod>${entry.lastModified.toISOString()}</lastmod>`] : [];
    return [
      "  <url>",
      `    <loc>${escapeXml(current.origin + entry.path)}</loc>`,
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
