import { isForeignPost } from "../auth/origin";
import { config } from "../config";
import type { RequestContext } from "../request-context";
import { hitRateLimit, type RateLimitResult } from "./rate-limit";

/**
 * Per-client limits (fixed windows in the rate_limits table, shared by every process). The contact and
 * newsletter limits are multiplied by FORM_RATE_LIMIT_FACTOR (default 1; the e2e server raises it);
 * sign-in has its own lockout (server/auth/throttle.ts).
 */
export const RATE_LIMITS = {
  /** Contact form posts per client address: 10 in 10 minutes. */
  contact: { limit: 10, windowMs: 10 * 60_000 },
  /** Sample requests per client address: 10 in 10 minutes, as the contact form. */
  samples: { limit: 10, windowMs: 10 * 60_000 },
  /** Newsletter signups per client address: 10 in 10 minutes. */
  newsletter: { limit: 10, windowMs: 10 * 60_000 },
  /** Likes and unlikes per client address: 60 a minute. */
  like: { limit: 60, windowMs: 60_000 },
  /** Uploads per staff member: 200 in 10 minutes. */
  upload: { limit: 200, windowMs: 10 * 60_000 },
} as const;

export type RateLimitName = keyof typeof RATE_LIMITS;

const SCALED: ReadonlySet<RateLimitName> = new Set(["contact", "samples", "newsletter"]);

/** The limit of a policy, the form limits multiplied by FORM_RATE_LIMIT_FACTOR (at least 1). */
export function effectiveLimit(name: RateLimitName): number {
  const factor = SCALED.has(name) ? config().FORM_RATE_LIMIT_FACTOR : 1;
  return Math.max(1, Math.floor(RATE_LIMITS[name].limit * factor));
}

/** Counts one hit of a client (an address, or a staff id for uploads) against a policy. */
export function hitPolicy(name: RateLimitName, client: string): Promise<RateLimitResult> {
  return hitRateLimit(`${name}:${client}`, effectiveLimit(name), RATE_LIMITS[name].windowMs);
}

/** The Retry-After header of a refused hit. */
export function retryAfter(result: RateLimitResult): Record<string, string> {
  return { "Retry-After": String(result.retryAfterSeconds), "Cache-Control": "no-store" };
}

/** Refuses (403, thrown Response) a public post from another site: foreign Origin or Referer. */
export function refuseForeignPost(request: Request, context: Pick<RequestContext, "languages">): void {
  if (
    isForeignPost(
      request,
      context.languages.map((language) => language.origin),
    )
  ) {
    throw new Response("Cross-site request refused", {
      status: 403,
      headers: { "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}

/**
 * Guards a public form post: a post from another site is refused with 403 (thrown Response); otherwise
 * the client's hit is counted against the policy and the result returned (allowed false: answer 429).
 */
export async function guardPublicPost(
  request: Request,
  context: Pick<RequestContext, "clientIp" | "languages">,
  name: RateLimitName,
): Promise<RateLimitResult> {
  refuseForeignPost(request, context);
  return hitPolicy(name, context.clientIp);
}
