import type { IncomingMessage, ServerResponse } from "node:http";
import { type CachedPage, pageCache } from "../cache/page-cache";
import { securityHeadersFlat } from "../security/headers";
import { cachedAnswer, cachedPageHeaders, cachedPagePolicy } from "./react-router-handler";
import type { PreparedRequest } from "./request-layer";
import { logRequest } from "./request-log";

/**
 * The one place a cached page is served: before Express and its middleware run (they cost more than the
 * hit itself), for a request the request layer gave a cache key (a public route that opted in, no
 * session, no Authorization). The same security headers (the page's policy allows its scripts by their
 * hashes: no per-request work on its bytes), ETag/304 handling and the same log line as a rendered page. Returns false when it is not a hit: Express then renders (and the
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
  const answer = cachedAnswer(req, page);
  if (answer.notModified) {
    // A 304 leaves the browser its copy and that copy's CSP.
    res
      .writeHead(304, [...securityHeadersFlat(https), "X-Page-Cache", "hit", ...cachedPageHeaders(page)])
      .end();
    return;
  }
  res.writeHead(page.status, answerHeaders(page, https, answer.encoding));
  res.end(req.method === "HEAD" ? undefined : answer.body);
}

/** The whole header list of an answer with this page's bytes, made once per scheme and encoding. */
function answerHeaders(page: CachedPage, https: boolean, encoding: "br" | "gzip" | undefined): string[] {
  page.answerHeaders ??= new Map();
  const key = `${https}${encoding}`;
  let headers = page.answerHeaders.get(key);
  if (!headers) {
    const body = encoding === undefined ? page.text : page[encoding]!;
    headers = [
      ...securityHeadersFlat(https, cachedPagePolicy(page, https)),
      "X-Page-Cache",
      "hit",
      ...cachedPageHeaders(page),
      ...(encoding ? ["Content-Encoding", encoding] : []),
      "Content-Length",
      String(body.length),
    ];
    page.answerHeaders.set(key, headers);
  }
  return headers;
}
