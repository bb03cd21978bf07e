import { cookieDomain } from "~/lib/cookie-domain";
import { config } from "../config";

/** The value of the first cookie of that name in the request's Cookie header (untrusted: parse it), or null. */
export function readCookie(request: Request, name: string): string | null {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return null;
}

/** The Domain of the cookies every language host of this site shares (see cookieDomain), or null. */
export function siteCookieDomain(): string | null {
  return cookieDomain(config().baseHost);
}
