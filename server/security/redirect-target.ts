/** Stands in for this site's origin while a path is resolved; only the resolved path is kept. */
const SITE = "http://site.invalid";

/**
 * A path of this site to redirect to, from user input, or null. The value is first resolved the way a
 * browser resolves a Location (tabs and newlines dropped, "\" read as "/", dot segments applied), then
 * checked: it must stay on this site and its path must start with one "/" (never "//" or "/\",
 * which a browser reads as another host).
 */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== "string" || !value.startsWith("/")) return null;
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return null;
  }
  if (url.origin !== SITE) return null;
  if (url.pathname.startsWith("//") || url.pathname.startsWith("/\\")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The path (and query) of this site that a post came from, by its Referer, or null. */
export function refererPath(request: Request, siteOrigins: string[]): string | null {
  const referer = request.headers.get("referer");
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return siteOrigins.includes(url.origin) ? sameSitePath(`${url.pathname}${url.search}`) : null;
  } catch {
    return null;
  }
}
