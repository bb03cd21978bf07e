import type { IncomingMessage } from "node:http";
import type { TLSSocket } from "node:tls";
import { matchRoutes, type RouteObject } from "react-router";
import type { DraftType } from "~/lib/schemas/history";
import { cachePolicy, normaliseQuery } from "../cache/cacheable-routes";

/**
 * The request layer: what every request is checked against before anything renders, decided once and
 * kept on the request for the page cache, the React Router handler and the body limit (decision 009).
 */

/** Express's "trust proxy fn": whether the hop at this address may set X-Forwarded-* headers. */
export type TrustProxy = (address: string | undefined, hop: number) => boolean;

/** A request the layer answers itself, before any rendering. */
export type EarlyAnswer = { status: 308 | 400 | 404 | 405; headers?: Record<string, string> };

export type PreparedRequest = {
  /** The validated host, lower case, with its port when it has one. */
  host: string;
  https: boolean;
  /** The path React Router sees: dot segments resolved, percent escapes in one spelling. */
  path: string;
  /** The matched leaf route's id ("routes/products.$slug"), if any route matched. */
  routeId: string | undefined;
  /** A back-office route, or a path that spells /admin in any case or encoding. */
  backOffice: boolean;
  /** Back office, a draft preview, or the request carries a staff session cookie or Authorization: never cached. */
  private: boolean;
  /** A draft preview link (`?preview=`) of a page showing this kind of record: private and noindex. */
  preview?: DraftType;
  /** A public route that opted in to the page cache (whether or not this request may use it). */
  cacheableRoute: boolean;
  /** Set when this answer may be served from, and stored in, the page cache. */
  cacheKey: string | undefined;
};

export type SiteHosts = {
  baseHost: string;
  port: string;
  /**
   * Whether a language subdomain is served: true for an enabled language, false to refuse it, undefined
   * while the languages are not known (then any one-label subdomain passes and is resolved later).
   * Without it every one-label subdomain passes.
   */
  language?: (code: string) => boolean | undefined;
};

export const ALLOWED_METHODS = "GET, HEAD, POST";
const METHODS = new Set(["GET", "HEAD", "POST"]);
const UNRESERVED = /[A-Za-z0-9\-._~]/;
/** A path with nothing to decode or resolve: segments of unreserved characters, none starting with a dot. */
const PLAIN_PATH = /^(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*\/?$/;
/** Paths whose matched route is remembered (a flood of random paths only clears it). */
const MATCH_MEMO_SIZE = 10_000;
const SESSION_COOKIE = /(?:^|;)\s*(?:__Host-)?admin_session=/;

/** The request's host (with port) and protocol exactly as Express's req.host and req.protocol read them. */
export function requestHost(req: IncomingMessage, trust: TrustProxy): { host: string; https: boolean } {
  const trusted = trust(req.socket.remoteAddress, 0);
  const host = (trusted && first(req.headers["x-forwarded-host"])) || req.headers.host || "";
  const proto = (trusted && first(req.headers["x-forwarded-proto"])) || undefined;
  const https = proto ? proto === "https" : Boolean((req.socket as TLSSocket).encrypted);
  return { host, https };
}

function first(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  return text?.split(",")[0]?.trim() || undefined;
}

/**
 * The host if it is one of the site's own, in lower case, else null: the site's host, `www.` and the
 * subdomain of each enabled language (`site.language`), with the site's port. When the site is
 * localhost, 127.0.0.1 and [::1] are the same site.
 */
export function validateHost(host: string, site: SiteHosts): string | null {
  const match = /^([a-z0-9.-]+|\[::1\]):?(\d{0,5})$/.exec(host.toLowerCase());
  if (!match) return null;
  const [, name = "", port = ""] = match;
  if (port !== site.port || (host.endsWith(":") && port === "")) return null;
  const loopback = site.baseHost === "localhost" && (name === "127.0.0.1" || name === "[::1]");
  const label = name.endsWith(`.${site.baseHost}`) ? name.slice(0, -site.baseHost.length - 1) : null;
  const own =
    name === site.baseHost ||
    (label !== null &&
      /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label) &&
      (label === "www" || site.language?.(label) !== false));
  return own || loopback ? host.toLowerCase() : null;
}

/** One spelling per path: unreserved characters decoded, other escapes in upper case (RFC 3986 6.2.2). */
export function normalisePercentEscapes(path: string): string {
  return path.replace(/%([0-9a-fA-F]{2})/g, (_, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(char) ? char : `%${hex.toUpperCase()}`;
  });
}

/** The path React Router matches for a request path: `.data` and a trailing slash stripped as it does. */
function routerPath(path: string): { pathname: string; data: boolean } {
  if (path === "/_root.data") return { pathname: "/", data: true };
  const data = path.endsWith(".data");
  let pathname = data ? path.slice(0, -".data".length) : path;
  if (pathname !== "/" && pathname.endsWith("/")) pathname = pathname.slice(0, -1);
  return { pathname: pathname || "/", data };
}

type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
};

/** Matches paths against the app's route manifest the way React Router does (case, encoding, splats). */
export function createRouteMatcher(manifest: Record<string, ManifestRoute | undefined>) {
  const routes = Object.values(manifest).filter((route): route is ManifestRoute => route !== undefined);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    routes
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true, path: route.path, caseSensitive: route.caseSensitive }
          : {
              id: route.id,
              path: route.path,
              caseSensitive: route.caseSensitive,
              children: childrenOf(route.id),
            },
      );
  const tree = childrenOf(undefined);
  // matchRoutes flattens and ranks the whole tree on every call (about 1 ms here): remember answers.
  const known = new Map<string, string | undefined>();
  return (pathname: string): string | undefined => {
    if (known.has(pathname)) return known.get(pathname);
    let id: string | undefined;
    try {
      id = matchRoutes(tree, pathname)?.at(-1)?.route.id;
    } catch {
      id = undefined;
    }
    if (known.size >= MATCH_MEMO_SIZE) known.clear();
    known.set(pathname, id);
    return id;
  };
}

/** A path decoded, in lower case, with one slash wherever it had several (or backslashes). */
function plainSpelling(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Malformed escapes are refused before this is asked.
  }
  return decoded.toLowerCase().replace(/[/\\]+/g, "/");
}

/** A request path that names the back office, in any case, encoding or number of slashes. */
function spellsBackOffice(path: string): boolean {
  return /^\/admin(?:$|[/._])/.test(plainSpelling(path));
}

/**
 * Checks one request and decides, once, everything later layers need: an early answer (405, 400 or 404
 * for method, host or path; 308 to the one spelling of a back-office path), or the prepared request,
 * with `req.url` rewritten to what React Router will see.
 */
export function prepareRequest(
  req: IncomingMessage,
  options: { trust: TrustProxy; site: SiteHosts; matchRoute: (pathname: string) => string | undefined },
): PreparedRequest | EarlyAnswer {
  const method = req.method ?? "";
  if (!METHODS.has(method)) return { status: 405, headers: { Allow: ALLOWED_METHODS } };
  const raw = req.url ?? "";
  if (!raw.startsWith("/")) return { status: 400 };
  const queryAt = raw.indexOf("?");
  const rawPath = queryAt === -1 ? raw : raw.slice(0, queryAt);
  const rawQuery = queryAt === -1 ? "" : raw.slice(queryAt + 1);
  // Most paths are plain (letters, digits, - . _ ~, no dot segments, no escapes): nothing to normalise.
  const plain = PLAIN_PATH.test(rawPath);
  let path = rawPath;
  if (!plain) {
    let decodedPath: string;
    try {
      decodedPath = decodeURIComponent(rawPath);
    } catch {
      return { status: 404 };
    }
    if (/\p{Cc}/u.test(decodedPath)) return { status: 404 };
    path = normalisePercentEscapes(new URL(`http://site${rawPath}`).pathname);
  }

  const { host: hostHeader, https } = requestHost(req, options.trust);
  const host = path === "/healthz" ? hostHeader.toLowerCase() : validateHost(hostHeader, options.site);
  if (host === null) return { status: 400 };
  // Express reads the host again: give it the validated spelling (lower case).
  if (host !== hostHeader) {
    if (req.headers.host === hostHeader) req.headers.host = host;
    else req.headers["x-forwarded-host"] = host;
  }

  // NUL in a query value would reach SQL: it becomes U+FFFD, which matches nothing.
  const query = rawQuery.replace(/%00/gi, "%EF%BF%BD");
  const { pathname, data } = routerPath(path);
  const routeId = options.matchRoute(pathname);
  const backOffice =
    routeId?.startsWith("routes/admin") === true ||
    (plain ? /^\/admin(?:$|[/._])/i.test(path) : spellsBackOffice(path));
  const authorised = req.headers.authorization !== undefined;
  const signedIn = SESSION_COOKIE.test(String(req.headers.cookie ?? ""));
  const policy = backOffice ? null : cachePolicy(routeId, data);
  if (backOffice && (method === "GET" || method === "HEAD")) {
    // One spelling of the back office (the layout and its checks key on it): /Admin, /%61dmin… redirect.
    const oneSpelling = encodeURI(plainSpelling(path));
    if (oneSpelling !== path) {
      return { status: 308, headers: { Location: `${oneSpelling}${query ? `?${query}` : ""}` } };
    }
  }

  let search = query ? `?${query}` : "";
  let cacheKey: string | undefined;
  let preview: DraftType | undefined;
  let isPrivate = backOffice || authorised || signedIn;
  if (policy && (method === "GET" || method === "HEAD")) {
    const normalised = query
      ? normaliseQuery(new URLSearchParams(query), policy)
      : { query: "", storable: true };
    search = normalised.query;
    preview = normalised.preview;
    isPrivate ||= preview !== undefined;
    if (normalised.storable && !isPrivate) cacheKey = `${host}${path}${search}`;
  }
  req.url = `${path}${search}`;
  return {
    host,
    https,
    path,
    routeId,
    backOffice,
    private: isPrivate,
    ...(preview ? { preview } : {}),
    cacheableRoute: policy !== null,
    cacheKey,
  };
}

export function isEarlyAnswer(value: PreparedRequest | EarlyAnswer): value is EarlyAnswer {
  return "status" in value;
}

const PREPARED = Symbol("prepared request");
type WithPrepared = IncomingMessage & { [PREPARED]?: PreparedRequest };

/** Keeps the layer's decision with the request (Express's req is the same object). */
export function rememberPrepared(req: IncomingMessage, value: PreparedRequest): void {
  (req as WithPrepared)[PREPARED] = value;
}

/** The layer's decision for this request; requests that did not pass through it are private. */
export function preparedOf(req: IncomingMessage): PreparedRequest {
  return (
    (req as WithPrepared)[PREPARED] ?? {
      host: "",
      https: false,
      path: req.url ?? "/",
      routeId: undefined,
      backOffice: true,
      private: true,
      cacheableRoute: false,
      cacheKey: undefined,
    }
  );
}
