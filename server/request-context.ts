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

export type LanguageHost = Language & { origin: string };
