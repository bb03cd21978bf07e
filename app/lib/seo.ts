import type { MetaDescriptor } from "react-router";
import type { RootData } from "~/root";
import { messagesFor } from "./i18n/catalogues";
import { createTranslate, type Translate } from "./i18n/translate";

type MatchLike = { id: string; loaderData?: unknown; data?: unknown } | undefined;

export type SeoInput = {
  /** Page title without the site suffix; omit on the home page. */
  title?: string;
  /** The list a detail page belongs to ("News & Events"): "{title} | {section} | {site}". */
  section?: string;
  description: string;
  /** Path of the page on every language host, e.g. /products/aurum-classic */
  path: string;
  /**
   * A page whose address or content differs per language (a record with translated slugs): its path and
   * which languages have its main content translated. Canonical and hreflang use each language's own
   * path, name only the translated versions, and a version that is not translated says `noindex`.
   */
  versions?: { paths: Record<string, string>; translated: readonly string[] };
  /** Image URL, relative (/media/…) or absolute. */
  image?: string | null;
  type?: "website" | "article" | "product";
  /** Structured data blocks (schema.org objects). */
  jsonLd?: object[];
  noindex?: boolean;
  /** Page of a paged list: from 2 on, title and description name it ("News – Page 2"). */
  page?: number;
  /** A page that does not exist (404): no canonical, og:url or alternates name its address. */
  notFound?: boolean;
};

/** The root loader's data (language, hosts) from a meta function's matches. */
export function rootDataFrom(matches: readonly MatchLike[]): RootData | undefined {
  const root = matches.find((match) => match?.id === "root");
  return (root?.loaderData ?? root?.data) as RootData | undefined;
}

/**
 * The translate function of the current language for meta functions, which run on the server only
 * (public pages are static, decision 022): the whole catalogue, never sent to the browser.
 */
export function metaTranslate(matches: readonly MatchLike[]): Translate {
  return createTranslate(messagesFor(rootDataFrom(matches)?.language.code ?? "en"));
}

/** The site's name in the current language. */
export function siteName(matches: readonly MatchLike[]): string {
  return metaTranslate(matches)("site.name");
}

/** Titles longer than this lose their suffixes (search results cut them near 70 characters). */
export const TITLE_MAX_LENGTH = 70;

/**
 * Full title in the current language: "{page} | {site}" ("{page} | {section} | {site}" on a detail page),
 * or "{site} | {tagline}" on the home page. A title that would pass TITLE_MAX_LENGTH characters drops the
 * site suffix, then the section, as long as it is still too long.
 */
export function pageTitle(matches: readonly MatchLike[], title?: string, section?: string): string {
  const t = metaTranslate(matches);
  if (!title) return `${t("site.name")} | ${t("site.tagline")}`;
  const withSection = section ? `${title} | ${section}` : title;
  const full = `${withSection} | ${t("site.name")}`;
  if (full.length <= TITLE_MAX_LENGTH) return full;
  return withSection.length <= TITLE_MAX_LENGTH ? withSection : title;
}

/**
 * Open Graph locales are language_TERRITORY; Traditional Chinese is served as Hong Kong's (the company's
 * home). The others are worked out once per locale (the site's languages) and kept here: Intl.Locale's
 * maximize is slow to run for every page.
 */
const OG_LOCALES = new Map<string, string>([["zh-Hant", "zh_HK"]]);

/** A language's Open Graph locale: en → en_US, ja → ja_JP (its likeliest territory), zh-Hant → zh_HK. */
export function ogLocale(locale: string): string {
  let og = OG_LOCALES.get(locale);
  if (og === undefined) {
    og = locale.split(/[-_]/)[0]!;
    try {
      const { language, region } = new Intl.Locale(locale).maximize();
      if (region) og = `${language}_${region}`;
    } catch {
      // Not a BCP 47 tag (a hand-typed locale): its language part as it is.
    }
    OG_LOCALES.set(locale, og);
  }
  return og;
}

function absolute(origin: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith("/") ? "" : "/"}${url}`;
}

/**
 * Title, description, Open Graph, Twitter, canonical, hreflang alternates (with x-default)
 * and JSON-LD for one public page.
 */
export function seo(matches: readonly MatchLike[], input: SeoInput): MetaDescriptor[] {
  const root = rootDataFrom(matches);
  const origin = root?.origin ?? "";
  const languages = root?.languages ?? [];
  const current = languages.find((l) => l.code === root?.language.code);
  const canonicalOrigin = current?.origin ?? origin;
  const pathIn = (code: string | undefined) => (code && input.versions?.paths[code]) || input.path;
  const url = `${canonicalOrigin}${pathIn(root?.language.code)}`;
  const indexed = (code: string) =>
    !input.versions || code === "en" || input.versions.translated.includes(code);
  const t = metaTranslate(matches);
  const page = input.page ?? 1;
  const paged = page > 1;
  const title = pageTitle(
    matches,
    paged && input.title ? t("meta.pageTitle", { title: input.title, page }) : input.title,
    input.section,
  );
  const description = paged
    ? t("meta.pageDescription", { description: input.description, page })
    : input.description;
  const name = siteName(matches);
  const image = absolute(canonicalOrigin, input.image || "/og-default.jpg");
  const locale = ogLocale(root?.language.locale ?? "en");
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:site_name", content: name },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: input.type === "article" ? "article" : "website" },
    ...(input.notFound ? [] : [{ property: "og:url", content: url }]),
    { property: "og:image", content: image },
    { property: "og:locale", content: locale },
    // The other languages this page is offered in (those with an hreflang alternate).
    ...[...new Set(languages.filter((l) => indexed(l.code)).map((l) => ogLocale(l.locale)))]
      .filter((other) => other !== locale)
      .map((other) => ({ property: "og:locale:alternate", content: other })),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
  ];
  if (input.notFound) {
    tags.push({ name: "robots", content: "noindex" });
    for (const block of input.jsonLd ?? []) tags.push({ "script:ld+json": block });
    return tags;
  }
  tags.push({ tagName: "link", rel: "canonical", href: url });
  for (const language of languages.filter((l) => indexed(l.code))) {
    tags.push({
      tagName: "link",
      rel: "alternate",
      hrefLang: language.locale,
      href: `${language.origin}${pathIn(language.code)}`,
    });
  }
  const fallback = languages.find((l) => l.code === "en") ?? languages[0];
  if (fallback) {
    tags.push({
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: `${fallback.origin}${pathIn(fallback.code)}`,
    });
  }
  // A version whose main content is the original's, not translated, is not offered to search engines (decision
  // 021); neither is a draft's preview.
  if (input.noindex || root?.noindex || !indexed(root?.language.code ?? "en"))
    tags.push({ name: "robots", content: "noindex" });
  for (const block of input.jsonLd ?? []) tags.push({ "script:ld+json": block });
  return tags;
}

/** schema.org BreadcrumbList from Home to the page; names are already translated. */
export function breadcrumbList(origin: string, trail: { name: string; path: string }[]): object {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}

/** Absolute URL on the current language host, for JSON-LD images and links. */
export function absoluteUrl(matches: readonly MatchLike[], url: string): string {
  const root = rootDataFrom(matches);
  const current = root?.languages.find((l) => l.code === root.language.code);
  return absolute(current?.origin ?? root?.origin ?? "", url);
}
