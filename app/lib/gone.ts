import { data, type HeadersFunction, isRouteErrorResponse } from "react-router";

/**
 * What the product page's loader throws for a product in Trash that was public: 410 Gone (it existed and
 * was removed on purpose, unlike 404) with the specification's Product Not Found screen, never stored by
 * a cache, so a restore shows the page again at once.
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
