import type { IncomingMessage, ServerResponse } from "node:http";
import { Transform } from "node:stream";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from "express";
import Negotiator from "negotiator";
import { createRequestHandler, type ServerBuild } from "react-router";
import { type CachedPage, NONCE_PLACEHOLDER, type PageCache } from "../cache/page-cache";
import { type RequestContext, UNCACHEABLE } from "../request-context";
import { drainsUnreadBody, refuseOversizedBody, routeBodyLimit } from "../security/body-limit";
import { contentSecurityPolicy } from "../security/headers";
import { type PreparedRequest, preparedOf } from "./request-layer";

type Options = {
  build: () => Promise<ServerBuild>;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => RequestContext;
  cache: () => PageCache | null;
};

const CACHEABLE_TYPES =
  /^(text\/html|text\/x-script|application\/json|application\/xml|text\/xml|application\/rss\+xml|text\/plain)/;
/** Browsers revalidate (cheap 304s); shared caches may keep a page briefly. */
const HTML_CACHE_CONTROL = "public, max-age=0, must-revalidate, s-maxage=30";
/** Every back-office answer, and every answer to a signed-in request: kept by no cache anywhere. */
export const PRIVATE_CACHE_CONTROL = "no-store, private";

/**
 * The request body as React Router reads it, counted as it streams: past the route's limit the client
 * gets 413 at once and nothing more is read, whether or not it declared a length.
 */
function countedBody(req: ExpressRequest, res: ExpressResponse, limit: number) {
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen <= limit) {
        done(null, chunk);
        return;
      }
      req.unpipe(counter);
      refuseOversizedBody(req, res);
      done(Object.assign(new Error("Payload Too Large"), { status: 413 }));
    },
  });
  req.on("error", (error) => counter.destroy(error));
  return createReadableStreamFromReadable(req.pipe(counter));
}

function toFetchRequest(req: ExpressRequest, res: ExpressResponse, prepared: PreparedRequest): Request {
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
    init.body = countedBody(req, res, routeBodyLimit(prepared.routeId));
    init.duplex = "half";
  }
  return new Request(url.href, init);
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

export type CachedAnswer =
  | { notModified: true }
  | { notModified: false; encoding: "br" | "gzip" | undefined; body: Buffer };

/** The encodings a cached page may be sent in, best first at equal quality (uncompressed when neither is accepted). */
const WITH_BROTLI = ["br", "gzip", "identity"];
const WITHOUT_BROTLI = ["gzip", "identity"];
/** negotiator's encoding() with its second argument (ties go to the earlier of these), which its types omit. */
type Preferring = { encoding(available: string[], preferred: string[]): string | undefined };
/**
 * Accept-Encoding values seen and the encoding each picks: browsers send a handful. Bounded in entries
 * and in length (a longer value is negotiated each time), so hostile headers cannot grow it.
 */
const chosenEncodings = new Map<string, "br" | "gzip" | undefined>();

/** The encoding an Accept-Encoding header picks, by its quality values (`br;q=0` refuses brotli). */
export function chooseEncoding(accepted: string, brotli: boolean): "br" | "gzip" | undefined {
  const key = `${brotli ? "b" : "-"}${accepted}`;
  let chosen = chosenEncodings.get(key);
  if (chosen === undefined && !chosenEncodings.has(key)) {
    const available = brotli ? WITH_BROTLI : WITHOUT_BROTLI;
    const negotiator = new Negotiator({ headers: { "accept-encoding": accepted } }) as unknown as Preferring;
    const best = negotiator.encoding(available, available);
    chosen = best === "br" || best === "gzip" ? best : undefined;
    if (key.length > 200) return chosen;
    if (chosenEncodings.size >= 256) chosenEncodings.clear();
    chosenEncodings.set(key, chosen);
  }
  return chosen;
}

/** What a cached page answers this request: 304 when the browser has it, else its stored bytes. */
export function cachedAnswer(req: IncomingMessage, page: CachedPage): CachedAnswer {
  if (req.headers["if-none-match"] === page.etag) return { notModified: true };
  const encoding = chooseEncoding(String(req.headers["accept-encoding"] ?? ""), page.br !== undefined);
  if (encoding === "br") return { notModified: false, encoding, body: page.br! };
  if (encoding === "gzip") return { notModified: false, encoding, body: page.gzip };
  return { notModified: false, encoding: undefined, body: page.text };
}

/** A cached page's Content-Security-Policy: its own inline scripts by their hashes. */
export const cachedPagePolicy = (page: CachedPage, https: boolean): string =>
  contentSecurityPolicy({ hashes: page.scriptHashes }, https);

/** Sends a cached page through Express (security headers already set), with the page's own policy. */
export function sendCached(
  req: IncomingMessage,
  res: ServerResponse,
  page: CachedPage,
  https: boolean,
): void {
  const flat = cachedPageHeaders(page);
  for (let i = 0; i < flat.length; i += 2) res.setHeader(flat[i]!, flat[i + 1]!);
  const answer = cachedAnswer(req, page);
  if (answer.notModified) {
    // The browser keeps its copy and that copy's CSP.
    res.removeHeader("Content-Security-Policy");
    res.statusCode = 304;
    res.end();
    return;
  }
  res.setHeader("Content-Security-Policy", cachedPagePolicy(page, https));
  res.statusCode = page.status;
  if (answer.encoding) res.setHeader("Content-Encoding", answer.encoding);
  res.setHeader("Content-Length", answer.body.length);
  res.end(req.method === "HEAD" ? undefined : answer.body);
}

/** Copies React Router's status and headers; private answers say so whatever a route set. */
function writeHead(res: ExpressResponse, response: Response, prepared: PreparedRequest): void {
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (prepared.private) res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
  // A body left unread (a refusal before the form was parsed) and larger than a form is not drained:
  // the connection closes. A form's body is read to its end after the answer (body-limit.ts).
  if (!res.req.complete && !drainsUnreadBody(res.req)) res.setHeader("Connection", "close");
}

async function sendStreamed(
  res: ExpressResponse,
  response: Response,
  prepared: PreparedRequest,
): Promise<void> {
  if (res.headersSent) {
    // Already answered (413 while the body streamed in).
    await response.body?.cancel();
    return;
  }
  writeHead(res, response, prepared);
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

/**
 * React Router's request handler with a rendered-page cache in front: a cacheable public page is rendered
 * once (with a nonce placeholder), stored with its scripts allowed by their hashes and compressed once,
 * and served as it is to later requests (decision 024).
 */
export function reactRouterHandler(options: Options) {
  let handle: ((request: Request, context: RequestContext) => Promise<Response>) | undefined;
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      handle ??= createRequestHandler(await options.build()) as never;
      const context = options.getLoadContext(req, res);
      const prepared = preparedOf(req);
      // Hits were served before Express (page-cache-hit.ts); here a page is rendered and maybe stored.
      const key = prepared.cacheKey;
      const cache = key === undefined ? null : options.cache();
      if (prepared.cacheableRoute && !cache) res.setHeader("X-Page-Cache", "bypass");
      if (!cache || key === undefined) {
        await sendStreamed(res, await handle!(toFetchRequest(req, res, prepared), context), prepared);
        return;
      }
      const generation = cache.generation;
      const response = await handle!(toFetchRequest(req, res, prepared), {
        ...context,
        nonce: NONCE_PLACEHOLDER,
      });
      if (!CACHEABLE_TYPES.test(response.headers.get("content-type") ?? "")) {
        // Not a page (an image, a download…): pass the bytes through untouched.
        res.setHeader("X-Page-Cache", "bypass");
        await sendStreamed(res, response, prepared);
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
        sendCached(req, res, entry, prepared.https);
        return;
      }
      writeHead(res, response, prepared);
      res.end(body.replaceAll(NONCE_PLACEHOLDER, context.nonce));
    } catch (error) {
      next(error);
    }
  };
}
