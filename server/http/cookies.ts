import { isIP } from "node:net";
import { config } from "../config";

/** The value of the first cookie of that name in the request's Cookie header (untrusted: parse it), or null. */
export function readCookie(request: Request, name: string): string | null {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return null;
}

/**
 * The Domain attribute of a cookie every language host of the site shares (the sample list, the liked
 * news): the site's bare host from PUBLIC_ORIGIN (example.com serves www. and zh.). None for `localhost`
 * or an IP address: browsers keep such a cookie to the one host (Chromium does not send a
 * `Domain=localhost` cookie to zh.localhost), so there each host has its own; a dotted local name such
 * as lumina.localhost shares it.
 */
export function siteCookieDomain(): string | null {
  const { baseHost } = config();
  return baseHost.includes(".") && isIP(baseHost) === 0 ? baseHost : null;
}
