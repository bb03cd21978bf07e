import { data, type HeadersFunction, isRouteErrorResponse, type MetaDescriptor } from "react-router";
import { createTranslate } from "~/lib/i18n/translate";
import { pageTitle, rootDataFrom } from "~/lib/seo";

/**
 * What a public page's loader throws for a record in Trash: 410 Gone (it existed and was removed on
 * purpose, unlike 404), never stored by a cache, so a restore shows the page again at once.
 */
export function goneResponse() {
  return data({ gone: true }, { status: 410, headers: { "Cache-Control": "no-store" } });
}

/** True for the error a loader threw with goneResponse. */
export function isGoneError(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 410;
}

/** A detail page's `headers`: the parent's, plus those of a thrown answer (410's Cache-Control). */
export const goneAwareHeaders: HeadersFunction = ({ parentHeaders, errorHeaders }) => {
  const headers = new Headers(parentHeaders);
  if (errorHeaders) for (const [name, value] of errorHeaders) headers.set(name, value);
  return headers;
};

type MatchLike = Parameters<typeof rootDataFrom>[0];

/** The head of a 410 page: its title in the visitor's language, and kept out of search results. */
export function goneMeta(matches: MatchLike): MetaDescriptor[] {
  const t = createTranslate(rootDataFrom(matches)?.messages);
  return [{ title: pageTitle(matches as never, t("gone.title")) }, { name: "robots", content: "noindex" }];
}
