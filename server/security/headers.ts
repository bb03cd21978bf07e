import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { RequestHandler } from "express";

/** Third parties the pages embed on purpose: video players, the contact map, YouTube thumbnails. */
const FRAME_SOURCES = [
  "https://www.youtube-nocookie.com",
  "https://player.vimeo.com",
  "https://www.openstreetmap.org",
];
const IMAGE_SOURCES = ["https://img.youtube.com", "https://i.ytimg.com"];

/** The Content-Security-Policy of a page whose inline scripts carry this nonce (none: no inline script). */
export function contentSecurityPolicy(nonce: string | null, https: boolean): string {
  const directives = [
    "default-src 'self'",
    nonce === null ? "script-src 'self'" : `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${IMAGE_SOURCES.join(" ")}`,
    "media-src 'self' blob:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${FRAME_SOURCES.join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self' blob:",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
  "interest-cohort=()",
].join(", ");

/** The security headers of a response whose inline scripts carry this nonce. */
export function securityHeaderList(
  nonce: string,
  options: { https: boolean; development: boolean },
): [string, string][] {
  const headers: [string, string][] = [];
  if (!options.development)
    headers.push(["Content-Security-Policy", contentSecurityPolicy(nonce, options.https)]);
  headers.push(
    ["X-Frame-Options", "DENY"],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", PERMISSIONS_POLICY],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Cross-Origin-Resource-Policy", "same-site"],
  );
  if (options.https)
    headers.push(["Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload"]);
  return headers;
}

const cspParts = (https: boolean) => contentSecurityPolicy("\u0000", https).split("\u0000");
const restPairs = (https: boolean) => securityHeaderList("", { https, development: true });
const PRECOMPUTED = {
  http: { csp: cspParts(false), restPairs: restPairs(false), rest: restPairs(false).flat() },
  https: { csp: cspParts(true), restPairs: restPairs(true), rest: restPairs(true).flat() },
};

/**
 * The same headers as securityHeaderList (production), as a flat [name, value, …] list for
 * res.writeHead, from parts computed once: the cached-page fast path sends them thousands of times a second.
 */
export function securityHeadersFlat(nonce: string, https: boolean, withCsp = true): string[] {
  const parts = https ? PRECOMPUTED.https : PRECOMPUTED.http;
  if (!withCsp) return parts.rest.slice();
  return ["Content-Security-Policy", `${parts.csp[0]}${nonce}${parts.csp[1]}`, ...parts.rest];
}

const STATIC_FILE_HEADERS = {
  http: [["Content-Security-Policy", contentSecurityPolicy(null, false)], ...PRECOMPUTED.http.restPairs],
  https: [["Content-Security-Policy", contentSecurityPolicy(null, true)], ...PRECOMPUTED.https.restPairs],
};

/**
 * The security headers of a static file (scripts, styles, fonts, icons), set from lists computed once:
 * they are served on every page view. Its policy has no nonce (a file carries no inline script).
 */
export function setStaticFileSecurityHeaders(res: ServerResponse, https: boolean): void {
  for (const [name, value] of https ? STATIC_FILE_HEADERS.https : STATIC_FILE_HEADERS.http) {
    res.setHeader(name, value);
  }
}

/** A fresh CSP nonce (128 random bits, base64). */
export const newNonce = (): string => randomBytes(16).toString("base64");

/** Security headers on every response, and a fresh CSP nonce in res.locals.nonce. */
export function securityHeaders(options: { development: boolean }): RequestHandler {
  return (req, res, next) => {
    const nonce = newNonce();
    res.locals.nonce = nonce;
    for (const [name, value] of securityHeaderList(nonce, {
      https: req.secure,
      development: options.development,
    }))
      res.setHeader(name, value);
    next();
  };
}
