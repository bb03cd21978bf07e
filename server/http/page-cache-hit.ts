import type { IncomingMessage, ServerResponse } from "node:http";
import { type CachedPage, pageCache } from "../cache/page-cache";
import { newNonce, securityHeadersFlat } from "../security/headers";
import { cachedAnswer, cachedPageHeaders } from "./react-router-handler";
import type { PreparedRequest } from "./request-layer";
import { logRequest } from "./request-log";

/**
 * The one place a cached page is served: before Express and its middleware run (they cost more than the
 * hit itself), for a request the request layer gave a cache key (a public route that opted in, no
 * session, no Authorization). The same security headers with a fresh nonce, ETag/304 handling and the
 * same log line as a rendered page. Returns false when it is not a hit: Express then renders (and the
 * React Router handler stores the page).
 */
export function serveCachedPage(
  req: IncomingMessage,
  res: ServerResponse,
  prepared: PreparedRequest,
): boolean {
  if (prepared.cacheKey === undefined) return false;
  const page = pageCache()?.get(prepared.cacheKey);
  if (!page) return false;
  const started = process.hrtime.bigint();
  sendCachedPage(req, res, page, prepared.https);
  logRequest(req.method ?? "GET", prepared.path, res.statusCode, started);
  return true;
}

function sendCachedPage(req: IncomingMessage, res: ServerResponse, page: CachedPage, https: boolean): void {
  const nonce = newNonce();
  const answer = cachedAnswer(req, page, nonce);
  // A 304 leaves the browser its copy and that copy's CSP (its nonce matches its scripts).
  const headers = securityHeadersFlat(nonce, https, !answer.notModified);
  headers.push("X-Page-Cache", "hit", ...cachedPageHeaders(page));
  if (answer.notModified) {
    res.writeHead(304, headers).end();
    return;
  }
  if (answer.gzip) headers.push("Content-Encoding", "gzip");
  headers.push("Content-Length", String(answer.body.length));
  res.writeHead(page.status, headers).end(req.method === "HEAD" ? undefined : answer.body);
}
