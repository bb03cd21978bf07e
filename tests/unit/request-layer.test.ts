import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { cachePolicy, normaliseQuery } from "#server/cache/cacheable-routes";
import { PageCache } from "#server/cache/page-cache";
import {
  createRouteMatcher,
  type EarlyAnswer,
  isEarlyAnswer,
  normalisePercentEscapes,
  type PreparedRequest,
  prepareRequest,
  validateHost,
} from "#server/http/request-layer";

/** The route manifest's shape for the routes these tests touch (ids as flatRoutes names them). */
const matchRoute = createRouteMatcher({
  root: { id: "root", path: "" },
  "routes/_index": { id: "routes/_index", parentId: "root", index: true },
  "routes/about": { id: "routes/about", parentId: "root", path: "about" },
  "routes/news._index": { id: "routes/news._index", parentId: "root", path: "news", index: true },
  "routes/products.$slug": { id: "routes/products.$slug", parentId: "root", path: "products/:slug" },
  "routes/admin": { id: "routes/admin", parentId: "root", path: "admin" },
  "routes/admin._index": { id: "routes/admin._index", parentId: "routes/admin", index: true },
  "routes/admin.messages": { id: "routes/admin.messages", parentId: "routes/admin", path: "messages" },
  "routes/admin_.login": { id: "routes/admin_.login", parentId: "root", path: "admin/login" },
  "routes/$": { id: "routes/$", parentId: "root", path: "*" },
});

const site = { baseHost: "localhost", port: "3000" };

function request(
  url: string,
  headers: Record<string, string> = {},
  method = "GET",
): { req: IncomingMessage; result: PreparedRequest | EarlyAnswer } {
  const req = {
    method,
    url,
    headers: {
      host: "localhost:3000",
      ...Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])),
    },
    socket: { remoteAddress: "127.0.0.1" },
  } as unknown as IncomingMessage;
  const result = prepareRequest(req, { trust: () => false, site, matchRoute });
  return { req, result };
}

function prepared(url: string, headers: Record<string, string> = {}): PreparedRequest {
  const { result } = request(url, headers);
  if (isEarlyAnswer(result)) throw new Error(`answered early with ${result.status}`);
  return result;
}

describe("host allow-list", () => {
  it("accepts the site's host, www., one-label subdomains and loopback aliases of localhost, with the site's port", () => {
    for (const host of [
      "localhost:3000",
      "LOCALHOST:3000",
      "www.localhost:3000",
      "zh.localhost:3000",
      "127.0.0.1:3000",
      "[::1]:3000",
    ]) {
      expect(validateHost(host, site), host).toBe(host.toLowerCase());
    }
  });

  it("refuses foreign hosts, foreign ports, paths, user info, spaces, doubled ports and deeper subdomains", () => {
    for (const host of [
      "evil.com",
      "localhost",
      "localhost:9999",
      "localhost:3000/news",
      "localhost:3000@evil.com",
      "evil.com@localhost:3000",
      "local host:3000",
      "localhost:3000:3000",
      "a.b.localhost:3000",
      "evil-localhost:3000",
      "localhost.evil.com:3000",
      "localhost:",
      "",
      "-x.localhost:3000",
    ]) {
      expect(validateHost(host, site), host).toBeNull();
    }
    expect(validateHost("127.0.0.1:443", { baseHost: "example.com", port: "" })).toBeNull();
    expect(validateHost("example.com", { baseHost: "example.com", port: "" })).toBe("example.com");
    expect(validateHost("example.com:8080", { baseHost: "example.com", port: "" })).toBeNull();
  });

  it("accepts a language's subdomain only while it is enabled, www. always, and any one label while the languages are unknown", () => {
    const enabled = new Set(["en", "zh"]);
    const known = { ...site, language: (code: string) => enabled.has(code) };
    expect(validateHost("zh.localhost:3000", known)).toBe("zh.localhost:3000");
    expect(validateHost("www.localhost:3000", known)).toBe("www.localhost:3000");
    expect(validateHost("ja.localhost:3000", known)).toBeNull();
    enabled.add("ja");
    expect(validateHost("JA.localhost:3000", known)).toBe("ja.localhost:3000");
    enabled.delete("ja");
    expect(validateHost("ja.localhost:3000", known)).toBeNull();
    const unknown = { ...site, language: () => undefined };
    expect(validateHost("ja.localhost:3000", unknown)).toBe("ja.localhost:3000");
  });

  it("answers 400 before anything renders for a host that is not the site's, but /healthz whatever the host", () => {
    expect(request("/", { host: "evil.com" }).result).toEqual({ status: 400 });
    expect(request("/news", { host: "localhost:3000/news" }).result).toEqual({ status: 400 });
    expect(isEarlyAnswer(request("/healthz", { host: "10.0.0.5:8080" }).result)).toBe(false);
  });
});

describe("methods and paths", () => {
  it("answers 405 with Allow to every method but GET, HEAD and POST", () => {
    for (const method of ["TRACE", "TRACK", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND", "FOO"]) {
      expect(request("/", {}, method).result, method).toEqual({
        status: 405,
        headers: { Allow: "GET, HEAD, POST" },
      });
    }
  });

  it("answers not found to NUL, control characters and malformed escapes in the path", () => {
    for (const url of [
      "/products/%00",
      "/products/a%00b",
      "/news/%0a",
      "/products/%zz",
      "/%E0%A4%A",
      "/products/%C0%80",
    ]) {
      expect(request(url).result, url).toEqual({ status: 404 });
    }
    expect(request("http://evil.com/").result).toEqual({ status: 400 });
  });

  it("turns NUL in a query value into U+FFFD, which matches nothing, instead of sending it to SQL", () => {
    const { req } = request("/products/aurum?code=%00");
    expect(new URL(`http://x${req.url}`).searchParams.get("code")).toBe("\uFFFD");
  });

  it("spells escapes one way: unreserved characters decoded, others in upper case", () => {
    expect(normalisePercentEscapes("/%61bout/%2f%7E%e4%b8%ad")).toBe("/about/%2F~%E4%B8%AD");
  });
});

describe("back office in any spelling", () => {
  it("is private (never cached) however the path is written, .data included", () => {
    for (const url of [
      "/admin",
      "/admin/messages",
      "/admin.data?_routes=routes%2Fadmin%2Croutes%2Fadmin._index",
      "/admin/messages.data",
      "/admin/login",
      "/admin/unknown",
    ]) {
      const result = prepared(url);
      expect(result.backOffice, url).toBe(true);
      expect(result.private, url).toBe(true);
      expect(result.cacheKey, url).toBeUndefined();
    }
  });

  it("redirects other spellings of a back-office page to the one spelling, keeping the query", () => {
    const cases: [string, string][] = [
      ["/Admin/messages", "/admin/messages"],
      ["/%41dmin/messages?page=2", "/admin/messages?page=2"],
      ["/ADMIN/news-items/1", "/admin/news-items/1"],
      ["//admin//messages", "/admin/messages"],
      ["/admin/%4Dessages", "/admin/messages"],
    ];
    for (const [url, location] of cases) {
      expect(request(url).result, url).toEqual({ status: 308, headers: { Location: location } });
    }
  });
});

describe("page cache decisions", () => {
  it("keys a public route by host, path and only the parameters it reads, in a fixed order", () => {
    expect(prepared("/news?utm_source=x&page=2&size=12").cacheKey).toBe("localhost:3000/news?page=2&size=12");
    expect(prepared("/news?size=12&page=2").cacheKey).toBe("localhost:3000/news?page=2&size=12");
    expect(prepared("/about?a=1").cacheKey).toBe(prepared("/about?b=2").cacheKey);
    expect(prepared("/about", { host: "zh.localhost:3000" }).cacheKey).toBe("zh.localhost:3000/about");
    const { req } = request("/news?x=%3Cscript%3E&page=2");
    expect(req.url).toBe("/news?page=2");
  });

  it("keeps .data answers apart from documents and keys them by the loaders they run", () => {
    expect(prepared("/news.data?_routes=routes%2Fnews._index&x=1").cacheKey).toBe(
      "localhost:3000/news.data?_routes=routes%2Fnews._index",
    );
    expect(prepared("/news.data?_routes=root%2Croutes%2Fnews._index").cacheKey).toBe(
      "localhost:3000/news.data?_routes=root%2Croutes%2Fnews._index",
    );
  });

  it("stores a .data answer only for the loaders the client asks for (root, the route, or both in that order), never a made-up list", () => {
    for (const routes of ["zz", "routes/about", "routes/news._index,root", "root,root", "routes/news.xindex"])
      expect(prepared(`/news.data?_routes=${encodeURIComponent(routes)}`).cacheKey, routes).toBeUndefined();
  });

  it("stores nothing for a request with a session cookie or Authorization, or for free text and odd values", () => {
    expect(prepared("/about", { cookie: "admin_session=abc" }).cacheKey).toBeUndefined();
    expect(prepared("/about", { cookie: "x=1; __Host-admin_session=abc" }).cacheKey).toBeUndefined();
    expect(prepared("/about", { authorization: "Basic eDp5" }).cacheKey).toBeUndefined();
    expect(prepared("/about", { cookie: "admin_session=abc" }).private).toBe(true);
    expect(prepared("/news?page=abc").cacheKey).toBeUndefined();
    expect(prepared("/news?page=2").cacheKey).toBeDefined();
    expect(prepared("/about", { cookie: "theme=dark" }).cacheKey).toBeDefined();
  });

  it("never stores a route that did not opt in", () => {
    expect(prepared("/no-such-page").routeId).toBe("routes/$");
    expect(prepared("/no-such-page").cacheKey).toBeUndefined();
    expect(cachePolicy("routes/$", false)).toBeNull();
    expect(cachePolicy("routes/admin.messages", false)).toBeNull();
    expect(cachePolicy(undefined, false)).toBeNull();
  });

  it("treats a draft preview link as private: passed on, never served from or stored in the cache, noindex", () => {
    const preview = prepared("/products/aurum?preview=products.1.2.3.4.x&utm=1");
    expect(preview).toMatchObject({ private: true, preview: "products", cacheKey: undefined });
    const { req } = request("/products/aurum?preview=products.1.2.3.4.x&utm=1");
    expect(req.url).toBe("/products/aurum?preview=products.1.2.3.4.x");
    expect(prepared("/products/aurum.data?preview=x&_routes=routes%2Fproducts.%24slug")).toMatchObject({
      private: true,
      preview: "products",
      cacheKey: undefined,
    });
    // The same page without one is cached as before; a page that shows no draft ignores the parameter.
    expect(prepared("/products/aurum")).toMatchObject({
      private: false,
      cacheKey: "localhost:3000/products/aurum",
    });
    expect(prepared("/products/aurum").preview).toBeUndefined();
    expect(prepared("/about?preview=x")).toMatchObject({ private: false, cacheKey: "localhost:3000/about" });
    // Parameter names are case-sensitive: another spelling is a parameter the page does not read (dropped,
    // the published page cached as usual); an encoded name is the same parameter, passed on decoded.
    const shouted = request("/PRODUCTS/aurum?PREVIEW=products.1&Preview=x");
    expect(shouted.req.url).toBe("/PRODUCTS/aurum");
    const shoutedAnswer = prepared("/PRODUCTS/aurum?PREVIEW=products.1");
    expect(shoutedAnswer).toMatchObject({ private: false, cacheKey: "localhost:3000/PRODUCTS/aurum" });
    expect(shoutedAnswer.preview).toBeUndefined();
    expect(prepared("/Products/aurum?pr%65view=products.1")).toMatchObject({
      private: true,
      preview: "products",
      cacheKey: undefined,
    });
    expect(request("/products/aurum?pr%65view=products%2E1").req.url).toBe(
      "/products/aurum?preview=products.1",
    );
    for (const [route, type] of [
      ["routes/products.$slug", "products"],
      ["routes/resources.$slug", "gallery-items"],
      ["routes/news.$slug", "news-items"],
    ] as const) {
      const policy = cachePolicy(route, false)!;
      expect(normaliseQuery(new URLSearchParams("preview=t"), policy), route).toEqual({
        query: "?preview=t",
        storable: false,
        preview: type,
      });
    }
  });

  it("does not store a search, whatever it asks for", () => {
    const policy = cachePolicy("routes/news._index", false)!;
    expect(normaliseQuery(new URLSearchParams("q=gold"), policy)).toEqual({
      query: "?q=gold",
      storable: false,
    });
    expect(normaliseQuery(new URLSearchParams("q=&page=3"), policy)).toEqual({
      query: "?page=3&q=",
      storable: true,
    });
  });
});

describe("page cache bounds", () => {
  const page = (body: string) => ({ status: 200, headers: [] as [string, string][], body, tags: ["news"] });

  it("drops a page older than its maximum age", () => {
    let now = 0;
    const cache = new PageCache(1024 * 1024, 1000, () => now);
    cache.set("a", page("<p>a</p>"), cache.generation);
    now = 999;
    expect(cache.get("a")).toBeDefined();
    now = 1001;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it("stays within its byte bound, least recently used first", () => {
    const body = "x".repeat(2000);
    // What one page holds (its text and its gzip): room for three and a half.
    const one = new PageCache().set("probe", page(body), 0)!.bytes;
    const bound = Math.floor(one * 3.5);
    const cache = new PageCache(bound, 0);
    for (const key of ["a", "b", "c"]) cache.set(key, page(body), cache.generation);
    cache.get("a");
    cache.set("d", page(body), cache.generation);
    expect(cache.bytes).toBeLessThanOrEqual(bound);
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("b")).toBeUndefined();
  });
});
