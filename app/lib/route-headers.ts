import type { HeadersFunction } from "react-router";

/**
 * A route's `headers` export that sends its loader's and action's headers (Retry-After, Cache-Control…).
 * Without one React Router keeps only their Set-Cookie, on page posts and fetcher calls alike.
 */
export const loaderAndActionHeaders: HeadersFunction = ({ parentHeaders, loaderHeaders, actionHeaders }) => {
  const headers = new Headers(parentHeaders);
  for (const source of [loaderHeaders, actionHeaders]) {
    for (const [name, value] of source) {
      // React Router adds every Set-Cookie itself after this function.
      if (name !== "set-cookie") headers.set(name, value);
    }
  }
  return headers;
};
