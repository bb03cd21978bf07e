import type { IncomingMessage, ServerResponse } from "node:http";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from "express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { isAdminPath } from "~/lib/paths";
import { fillGzipTemplate, fillTextTemplate } from "../cache/gzip-template";
import { type CachedPage, NONCE_PLACEHOLDER, type PageCache } from "../cache/page-cache";
import { type RequestContext, UNCACHEABLE } from "../request-context";

type Options = {
  build: () => Promise<ServerBuild>;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => RequestContext;
  cache: () => PageCache | null;
};

const CACHEABLE_TYPES =
  /^(text\/html|text\/x-script|application\/json|application\/xml|text\/xml|application\/rss\+xml|text\/plain)/;
/** Browsers revalidate (cheap 304s); shared caches may keep a page briefly. */
const HTML_CACHE_CONTROL = "public, max-age=0, must-revalidate, s-maxage=30";

function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const url = new URL(`${req.protocol}://${req.host}${req.originalUrl}`);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(key, item);
    else if (value !== undefined) headers.set(key, value);
  }
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url.href, init);
}

function isCacheableRequest(req: ExpressRequest): boolean {
  return (
    (req.method === "GET" || req.method === "HEAD") &&
    !isAdminPath(req.path) &&
    !req.path.startsWith("/media/")
  );
}

function isCacheableResponse(response: Response): boolean {
  if (response.status !== 200) return false;
  if (response.headers.has("set-cookie")) return false;
  if (/no-store|private/.test(response.headers.get("cache-control") ?? "")) return false;
  return CACHEABLE_TYPES.test(response.headers.get("content-type") ?? "");
}

/** The headers a cached page always carries (its own, ETag, Cache-Control, Vary), flat, computed once. */
export function cachedPageHeaders(page: CachedPage): string[] {
  page.flatHeaders ??= [
    ...page.headers.flat(),
    "ETag",
    page.etag,
    ...(page.headers.some(([key]) => key === "cache-control") ? [] : ["Cache-Control", HTML_CACHE_CONTROL]),
    "Vary",
    "Accept-Encoding",
  ];
  return page.flatHeaders;
}

/** What a cached page answers this request: 304 when the browser has it, else its body (gzip if accepted). */
export function cachedAnswer(
  req: IncomingMessage,
  page: CachedPage,
  nonce: string,
): { notModified: true } | { notModified: false; gzip: boolean; body: Buffer } {
  if (req.headers["if-none-match"] === page.etag) return { notModified: true };
  const gzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
  const body = gzip ? fillGzipTemplate(page.template, nonce) : fillTextTemplate(page.template, nonce);
  return { notModified: false, gzip, body };
}

/** Sends a cached page through Express (security headers already set) with this request's nonce. */
export function sendCached(req: IncomingMessage, res: ServerResponse, page: CachedPage, nonce: string): void {
  const flat = cachedPageHeaders(page);
  for (let i = 0; i < flat.length; i += 2) res.setHeader(flat[i]!, flat[i + 1]!);
  const answer = cachedAnswer(req, page, nonce);
  if (answer.notModified) {
    // The browser keeps its copy and that copy's CSP (its nonce matches its scripts).
    res.removeHeader("Content-Security-Policy");
    res.statusCode = 304;
    res.end();
    return;
  }
  res.statusCode = page.status;
  if (answer.gzip) res.setHeader("Content-Encoding", "gzip");
  res.setHeader("Content-Length", answer.body.length);
  res.end(req.method === "HEAD" ? undefined : answer.body);
}

async function sendStreamed(res: ExpressResponse, response: Response): Promise<void> {
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

/**
 * React Router's request handler with a rendered-page cache in front: a cacheable public page is rendered
 * once (with a nonce placeholder), compressed once, and served to later requests with a fresh nonce.
 */
export function reactRouterHandler(options: Options) {
  let handle: ((request: Request, context: RequestContext) => Promise<Response>) | undefined;
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      handle ??= createRequestHandler(await options.build()) as never;
      const context = options.getLoadContext(req, res);
      const cache = isCacheableRequest(req) ? options.cache() : null;
      const key = `${req.host}${req.originalUrl}`;
      const hit = cache?.get(key);
      if (hit) {
        res.setHeader("X-Page-Cache", "hit");
        sendCached(req, res, hit, context.nonce);
        return;
      }
      if (!cache) {
        await sendStreamed(res, await handle!(toFetchRequest(req, res), context));
        return;
      }
      const generation = cache.generation;
      const response = await handle!(toFetchRequest(req, res), { ...context, nonce: NONCE_PLACEHOLDER });
      if (!CACHEABLE_TYPES.test(response.headers.get("content-type") ?? "")) {
        // Not a page (an image, a download…): pass the bytes through untouched.
        res.setHeader("X-Page-Cache", "bypass");
        await sendStreamed(res, response);
        return;
      }
      const body = await response.text();
      const headers = [...response.headers.entries()];
      const entry =
        isCacheableResponse(response) && !context.cacheTags.has(UNCACHEABLE)
          ? cache.set(
              key,
              { status: response.status, headers, body, tags: [...context.cacheTags] },
              generation,
            )
          : undefined;
      res.setHeader("X-Page-Cache", entry ? "miss" : "bypass");
      if (entry) {
        sendCached(req, res, entry, context.nonce);
        return;
      }
      res.status(response.status);
      for (const [k, value] of headers) res.append(k, value);
      res.end(body.replaceAll(NONCE_PLACEHOLDER, context.nonce));
    } catch (error) {
      next(error);
    }
  };
}
