import { COMPANY } from "~/lib/company";
import { breadcrumbList, rootDataFrom } from "~/lib/seo";

export { metaTranslate } from "~/lib/seo";

type MatchLike = { id: string; loaderData?: unknown; data?: unknown } | undefined;

/** Origin of the current language host, from the root loader's data. */
export function currentOrigin(matches: readonly MatchLike[]): string {
  const root = rootDataFrom(matches);
  return root?.languages.find((l) => l.code === root.language.code)?.origin ?? root?.origin ?? "";
}

/** schema.org Organization of the company (no e-mail, so scrapers do not find it). */
export function organizationJsonLd(origin: string, name: string): object {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name,
    url: `${origin}/`,
    // A raster logo of at least 112 px, as search engines want (scripts/make-logo-png.ts renders the favicon).
    logo: `${origin}/logo-512.png`,
    foundingDate: String(COMPANY.foundingYear),
    telephone: COMPANY.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: COMPANY.address.street,
      addressLocality: COMPANY.address.locality,
      addressRegion: COMPANY.address.region,
      addressCountry: COMPANY.address.country,
    },
    sameAs: [COMPANY.social.facebook, COMPANY.social.instagram],
  };
}

/** schema.org WebSite of the current language host. */
export function websiteJsonLd(origin: string, name: string, inLanguage: string): object {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name,
    url: `${origin}/`,
    inLanguage,
  };
}

/** BreadcrumbList Home > page for a first-level public page. */
export function pageBreadcrumb(origin: string, homeName: string, name: string, path: string): object {
  return breadcrumbList(origin, [
    { name: homeName, path: "/" },
    { name, path },
  ]);
}

/** The BCP 47 tag of the current language. */
export function metaLocale(matches: readonly MatchLike[]): string {
  return rootDataFrom(matches)?.language.locale ?? "en";
}
