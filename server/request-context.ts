import type { Language } from "~/lib/i18n/languages";
import type { PageTag } from "./cache/tags";
import type { PreviewDraft } from "./history/preview";

/** What every loader and action learns about the request before it runs. */
export type RequestContext = {
  /** Language served on this host. */
  language: Language;
  /** Every language, by display order, with the absolute origin of its host. */
  languages: LanguageHost[];
  /** Absolute origin of the current host, e.g. http://zh.localhost:3000. */
  origin: string;
  /** Client address, for rate limits. */
  clientIp: string;
  /** Per-request CSP nonce for inline scripts. */
  nonce: string;
  /** Entities the page shows ("product:12", "products"…): admin writes to them drop the cached page. */
  cacheTags: Set<CacheTag>;
  /** The draft a valid preview link asks the page to show instead of the published record. */
  preview?: PreviewDraft;
};

/** A page-cache tag a loader sets: what the page shows, or that it must not be stored. */
export type CacheTag = PageTag | typeof UNCACHEABLE;

/** Names the entities a page shows, so the page cache drops it exactly when one of them changes. */
export function tagPage(context: Pick<RequestContext, "cacheTags">, ...tags: PageTag[]): void {
  for (const tag of tags) context.cacheTags.add(tag);
}

/** Tag that keeps a response out of the page cache (a page showing a failure state). */
export const UNCACHEABLE = "uncacheable" as const;

/** Keeps this response out of the page cache, e.g. when part of the page failed to load. */
export function markUncacheable(context: Pick<RequestContext, "cacheTags">): void {
  context.cacheTags.add(UNCACHEABLE);
}

/**
 * Keeps the page out of the cache unless each filter value the request gives names something that exists
 * (issue 33): a made-up category, facet, colour, item code or page past the last is answered as usual but
 * never stored, so nobody can fill the cache with entries, or push real pages out of it, by inventing
 * values. Pass one check per parameter (see `isKnownValue`).
 */
export function storeOnlyKnownValues(context: Pick<RequestContext, "cacheTags">, ...checks: boolean[]): void {
  if (!checks.every(Boolean)) markUncacheable(context);
}

/**
 * True when a query parameter is absent, or spelled exactly as one of the values that exist (as the site's
 * own links spell them: another case or spacing shows the same page under another cache key).
 */
export function isKnownValue(given: string | null | undefined, known: Iterable<string>): boolean {
  if (given === null || given === undefined || given === "") return true;
  for (const value of known) if (value === given) return true;
  return false;
}

export type LanguageHost = Language & { origin: string };
