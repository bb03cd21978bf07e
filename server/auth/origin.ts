import { config } from "../config";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** True when a request may change state: a safe method, or an Origin (else Referer) of this site. */
export function isSameOriginRequest(request: Request): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return true;
  const allowed = new Set([new URL(request.url).origin, config().PUBLIC_ORIGIN]);
  const origin = request.headers.get("origin");
  if (origin && origin !== "null") return allowed.has(origin);
  // Browsers send Origin on every cross-site POST; without it, fall back to the Referer.
  const referer = request.headers.get("referer");
  if (!referer) return false;
  try {
    return allowed.has(new URL(referer).origin);
  } catch {
    return false;
  }
}

/**
 * True when a public form post names another site: its Origin (or, without one, its Referer) is not one
 * of this site's hosts, or its Origin is "null" (a sandboxed frame). A post with neither header is not a
 * browser's cross-site form post (browsers send Origin on those), so it passes.
 */
export function isForeignPost(request: Request, siteOrigins: string[]): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const allowed = new Set([new URL(request.url).origin, config().PUBLIC_ORIGIN, ...siteOrigins]);
  const origin = request.headers.get("origin");
  if (origin) return !allowed.has(origin);
  const referer = request.headers.get("referer");
  if (!referer) return false;
  try {
    return !allowed.has(new URL(referer).origin);
  } catch {
    return true;
  }
}

/** Refuses a cross-site post with 403 (thrown Response), so no admin action runs for a forged form. */
export function assertSameOrigin(request: Request): void {
  if (!isSameOriginRequest(request)) {
    throw new Response("Cross-site request refused", {
      status: 403,
      headers: { "Cache-Control": "no-store" },
    });
  }
}
