import { randomFillSync } from "node:crypto";
import type { ServerResponse } from "node:http";
import type { RequestHandler } from "express";

/** Third parties the pages embed on purpose: video players, the contact map, YouTube thumbnails. */
const FRAME_SOURCES = [
  "https://www.youtube-nocookie.com",
  "https://player.vimeo.com",
  "https://www.openstreetmap.org",
];
const IMAGE_SOURCES = ["https://img.youtube.com", "https://i.ytimg.com"];

/**
 * The Content-Security-Policy of a page whose inline scripts carry this nonce (null: no inline script),
 * or, for a cached page, that are allowed by these hashes (`'sha256-…'` sources, decision 024).
 */
export function contentSecurityPolicy(nonce: string | null | { hashes: string[] }, https: boolean): string {
  const scripts = nonce === null ? [] : typeof nonce === "string" ? [`'nonce-${nonce}'`] : nonce.hashes;
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...scripts].join(" "),
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

const restPairs = (https: boolean) => securityHeaderList("", { https, development: true });
const PRECOMPUTED = {
  http: { restPairs: restPairs(false), rest: restPairs(false).flat() },
  https: { restPairs: restPairs(true), rest: restPairs(true).flat() },
};

/**
 * The same headers as securityHeaderList (production), as a flat [name, value, …] list for
 * res.writeHead, with this policy (none: an answer that keeps the browser's copy and its policy).
 */
export function securityHeadersFlat(https: boolean, csp?: string): string[] {
  const parts = https ? PRECOMPUTED.https : PRECOMPUTED.http;
  return csp === undefined ? parts.rest.slice() : ["Content-Security-Policy", csp, ...parts.rest];
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

/** Random bytes drawn in blocks: one system call per 256 nonces instead of one each. */
const pool = Buffer.alloc(4096);
let poolOffset = pool.length;

/** A fresh CSP nonce (128 random bits from the system's CSPRNG, base64). */
export function newNonce(): string {
  if (poolOffset === pool.length) {
    randomFillSync(pool);
    poolOffset = 0;
  }
  poolOffset += 16;
  return pool.toString("base64", poolOffset - 16, poolOffset);
}

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
