import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";

/** Third parties the pages embed on purpose: video players, the contact map, YouTube thumbnails. */
const FRAME_SOURCES = [
  "https://www.youtube-nocookie.com",
  "https://player.vimeo.com",
  "https://www.openstreetmap.org",
];
const IMAGE_SOURCES = ["https://img.youtube.com", "https://i.ytimg.com"];

/** The Content-Security-Policy of a page whose inline scripts carry this nonce. */
export function contentSecurityPolicy(nonce: string, https: boolean): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
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

/** Security headers on every response, and a fresh CSP nonce in res.locals.nonce. */
export function securityHeaders(options: { development: boolean }): RequestHandler {
  return (req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    const https = req.secure;
    if (!options.development) res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, https));
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Cross-Origin-Resource-Policy", "same-site");
    if (https) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload");
    next();
  };
}
