import type { IncomingMessage, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import { isAdminPath } from "~/lib/paths";
import { pageCache } from "../cache/page-cache";
import { newNonce, securityHeadersFlat } from "../security/headers";
import { cachedAnswer, cachedPageHeaders } from "./react-router-handler";
import { logRequest } from "./request-log";

/** Express's "trust proxy fn": whether the hop at this address may set X-Forwarded-* headers. */
export type TrustProxy = (address: string | undefined, hop: number) => boolean;

const first = (value: string | string[] | undefined): string | undefined => {
  const text = Array.isArray(value) ? value[0] : value;
  return text?.split(",")[0]?.trim() || undefined;
};

/** The request's host (with port) and protocol exactly as Express's req.host and req.protocol read them. */
export function requestHost(req: IncomingMessage, trust: TrustProxy): { host: string; https: boolean } {
  const trusted = trust(req.socket.remoteAddress, 0);
  const host = (trusted && first(req.headers["x-forwarded-host"])) || req.headers.host || "";
  const proto = (trusted && first(req.headers["x-forwarded-proto"])) || undefined;
  const https = proto ? proto === "https" : Boolean((req.socket as TLSSocket).encrypted);
  return { host, https };
}

/**
 * Answers a request for a public page already in the page cache before Express and its middleware run
 * (they cost more than the hit itself): the same security headers with a fresh nonce, the same ETag/304
 * handling and the same log line as the Express path. Returns false when it is not a hit, and Express
 * handles the request as usual (rendering and filling the cache).
 */
export function serveCachedPage(req: IncomingMessage, res: ServerResponse, trust: TrustProxy): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const url = req.url ?? "/";
  const path = url.split("?", 1)[0] ?? "/";
  if (isAdminPath(path) || path.startsWith("/media/")) return false;
  const cache = pageCache();
  if (!cache) return false;
  const { host, https } = requestHost(req, trust);
  const page = cache.get(`${host}${url}`);
  if (!page) return false;
  const started = process.hrtime.bigint();
  const nonce = newNonce();
  const answer = cachedAnswer(req, page, nonce);
  // A 304 leaves the browser its copy and that copy's CSP (its nonce matches its scripts).
  const headers = securityHeadersFlat(nonce, https, !answer.notModified);
  headers.push("X-Page-Cache", "hit", ...cachedPageHeaders(page));
  if (answer.notModified) {
    res.writeHead(304, headers).end();
  } else {
    if (answer.gzip) headers.push("Content-Encoding", "gzip");
    headers.push("Content-Length", String(answer.body.length));
    res.writeHead(page.status, headers).end(req.method === "HEAD" ? undefined : answer.body);
  }
  logRequest(req.method, path, res.statusCode, started);
  return true;
}
