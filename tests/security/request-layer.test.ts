import fs from "node:fs";
import net from "node:net";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import {
  ADMIN,
  copyTemplate,
  figure,
  freePort,
  plantPrivateData,
  type RawRequest,
  type RawResponse,
  rawRequest,
  residentBytes,
  signIn,
  startServer,
  type TestServer,
} from "./support";

/**
 * Issue 16, "Private stays private": the page cache and the request layer of a production build must not
 * leak the back office, be poisoned through the Host header or the query string, or be starved by large
 * bodies. One server for the file; the targeted lock-out runs last (it locks sign-ins).
 */

let server: TestServer;
let dataDir: string;
let port: number;
let cookie: string;
const stamp = Date.now();
/** Back-office data an anonymous response must never hold (planted in beforeAll). */
let markers: string[] = [];
/** The planted contact message's sender, which the staff view of the messages must show. */
let contactEmail = "";

const send = (request: RawRequest): Promise<RawResponse> => rawRequest(port, request);
const origin = () => `http://localhost:${port}`;
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM_TYPE = "application/x-www-form-urlencoded";
/** The markers a response holds (body and Location). */
const leaked = (response: RawResponse) =>
  markers.filter((marker) => `${response.body}${response.headers.location ?? ""}`.includes(marker));
const cacheState = (response: RawResponse) => String(response.headers["x-page-cache"] ?? "(none)");
const stored = (response: RawResponse) => ["hit", "miss"].includes(cacheState(response));

beforeAll(async () => {
  dataDir = copyTemplate(inject("templateDir"), "security-request-layer-");
  port = await freePort();
  server = await startServer({ dataDir, port, env: { FORM_RATE_LIMIT_FACTOR: "50" } });
  cookie = await signIn(server);
  markers = await plantPrivateData(port);
  contactEmail = markers[1]!;
});

afterAll(async () => {
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The back office spelled as an attacker (or a sloppy link) spells it. */
const ADMIN_URLS = [
  "/Admin/messages",
  "/%61dmin/general-settings",
  "/ADMIN/news-items/1",
  "/admin.data?_routes=routes%2Fadmin%2Croutes%2Fadmin._index",
  "/Admin.data?_routes=routes%2Fadmin%2Croutes%2Fadmin._index",
  "/Admin/messages.data?_routes=routes%2Fadmin%2Croutes%2Fadmin.messages",
  "/admin/",
  "/admin/messages.data",
  "/%41DMIN/subscribers.csv",
  "/admin/translations?x=1",
  "/aDmIn/General-Settings",
  "/admin//messages",
];

it("serves the back office in any spelling to staff with Cache-Control no-store, private and never stores it in the page cache", async () => {
  const problems: string[] = [];
  for (const path of ADMIN_URLS) {
    // Twice: a second request would be a hit if the first had been stored.
    for (const round of [1, 2]) {
      const response = await send({ path, headers: { Cookie: cookie } });
      const control = String(response.headers["cache-control"] ?? "");
      if (response.status >= 500) problems.push(`${path} (${round}): ${response.status}`);
      if (!/\bno-store\b/.test(control) || !/\bprivate\b/.test(control))
        problems.push(`${path} (${round}): Cache-Control "${control}"`);
      if (stored(response)) problems.push(`${path} (${round}): X-Page-Cache ${cacheState(response)}`);
    }
  }
  // The planted message is on the staff's messages screen (else the anonymous checks prove nothing).
  const messages = await send({ path: "/admin/messages", headers: { Cookie: cookie } });
  expect(messages.body, "staff view of /admin/messages").toContain(contactEmail);
  expect(problems).toEqual([]);
});

it("never shows back-office data (staff e-mail, contact sender, subscriber) to an anonymous request after staff viewed the same URLs, and never answers it from the cache", async () => {
  for (const path of ADMIN_URLS) await send({ path, headers: { Cookie: cookie } });
  const problems: string[] = [];
  for (const path of ADMIN_URLS) {
    const response = await send({ path });
    const found = leaked(response);
    if (found.length > 0) problems.push(`${path}: ${response.status} holds ${found.join(", ")}`);
    if (cacheState(response) === "hit") problems.push(`${path}: X-Page-Cache hit`);
    if (response.status >= 500) problems.push(`${path}: ${response.status}`);
  }
  expect(problems).toEqual([]);
});

it("never stores or serves from the page cache a public page requested with a session cookie (valid or not) or an Authorization header", async () => {
  const invalid = `admin_session=${"A".repeat(43)}`;
  const variants: { label: string; headers: Record<string, string>; path: string }[] = [
    { label: "valid session", headers: { Cookie: cookie }, path: "/about" },
    { label: "invalid session", headers: { Cookie: invalid }, path: "/contact" },
    { label: "session among other cookies", headers: { Cookie: `theme=dark; ${cookie}` }, path: "/products" },
    { label: "Authorization Bearer", headers: { Authorization: "Bearer abc.def.ghi" }, path: "/resources" },
    {
      label: "Authorization Basic",
      headers: { Authorization: `Basic ${Buffer.from(`${ADMIN.email}:x`).toString("base64")}` },
      path: "/news",
    },
  ];
  const problems: string[] = [];
  for (const { label, headers, path } of variants) {
    const signedIn = await send({ path, headers });
    if (cacheState(signedIn) !== "bypass")
      problems.push(`${label} ${path}: X-Page-Cache ${cacheState(signedIn)} (want bypass)`);
    // A fresh key: had the signed-in answer been stored, this would be a hit.
    const anonymous = await send({ path });
    if (cacheState(anonymous) === "hit")
      problems.push(`${label} ${path}: the anonymous request after it was a hit`);
  }
  // A page the cache already holds is not served from it to a signed-in request either.
  await send({ path: "/" });
  const warm = await send({ path: "/" });
  expect(cacheState(warm), "anonymous / is cached").toBe("hit");
  for (const { label, headers } of variants) {
    const response = await send({ path: "/", headers });
    if (cacheState(response) !== "bypass")
      problems.push(`${label} / (cached): X-Page-Cache ${cacheState(response)} (want bypass)`);
  }
  expect(problems).toEqual([]);
});

/** Hosts the allow-list accepts, and what each must serve. */
const allowedHosts = () => [
  `localhost:${port}`,
  `www.localhost:${port}`,
  `zh.localhost:${port}`,
  `127.0.0.1:${port}`,
  `[::1]:${port}`,
];
/** Hosts the allow-list refuses (null: no Host header). */
const refusedHosts = (): (string | null)[] => [
  "evil.com",
  `xx.localhost:${port}`,
  `evil.com:${port}`,
  "localhost:9999",
  "localhost",
  `zh.localhost:9999`,
  `localhost:${port}/news`,
  `localhost:${port}@evil.com`,
  `evil.com@localhost:${port}`,
  `local host:${port}`,
  `localhost:${port}:${port}`,
  `a.b.localhost:${port}`,
  `localhost.evil.com:${port}`,
  `127.0.0.2:${port}`,
  "",
  null,
];

/** Absolute URLs of the canonical, alternate (hreflang, RSS) and og:url links of a page. */
function pageLinks(html: string): string[] {
  const links: string[] = [];
  for (const [tag] of html.matchAll(/<(?:link|meta)\b[^>]*>/g)) {
    const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
    const rel = attribute("rel");
    if (rel === "canonical" || rel === "alternate") links.push(attribute("href") ?? "");
    if (attribute("property") === "og:url") links.push(attribute("content") ?? "");
  }
  return links.map((link) => link.replaceAll("&amp;", "&"));
}

it("serves the allowed hosts (localhost, www., a language label, 127.0.0.1 and [::1] on the site's port); zh.localhost in Chinese", async () => {
  for (const host of allowedHosts()) {
    const response = await send({ path: "/", host });
    expect(response.status, host).toBe(200);
    expect(response.headers["content-type"], host).toMatch(/text\/html/);
  }
  const zh = await send({ path: "/", host: `zh.localhost:${port}` });
  expect(zh.body).toMatch(/<html[^>]*lang="zh/);
});

it("refuses the host of a language the site does not have (ja.localhost) with 400; serves it once an Administrator adds ja, cached by its own host; refuses it again once disabled or removed", async () => {
  const ja = `ja.localhost:${port}`;
  const refused = async (label: string) => {
    for (const path of ["/", "/news?page=2", "/products"]) {
      const response = await send({ path, host: ja });
      expect(response.status, `${label}: ${path}`).toBe(400);
      expect(response.body, `${label}: ${path}`).not.toMatch(/<html/i);
    }
  };
  await refused("before ja exists");
  const post = (fields: Record<string, string>) =>
    send({
      method: "POST",
      path: "/admin/languages",
      headers: { Cookie: cookie, Origin: origin(), "Content-Type": FORM_TYPE },
      body: form(fields),
    });
  const language = { code: "ja", name: "日本語", locale: "ja", direction: "ltr" };
  expect((await post({ intent: "create", ...language, enabled: "true" })).status).toBe(200);

  const first = await send({ path: "/about", host: ja });
  expect(first.status).toBe(200);
  expect(first.body).toMatch(/<html[^>]*lang="ja"/);
  const second = await send({ path: "/about", host: ja });
  expect(cacheState(second), "ja.localhost's own entry").toBe("hit");
  const english = await send({ path: "/about" });
  expect(english.body).toMatch(/<html[^>]*lang="en"/);
  // Every page lists the new language: the chooser and hreflang changed everywhere at once.
  expect(pageLinks(english.body)).toContain(`http://ja.localhost:${port}/about`);

  // The seed's languages are en (1) and zh (2): ja is the third.
  expect((await post({ intent: "status", id: "3", status: "Inactive" })).status).toBe(200);
  await refused("disabled");
  expect((await post({ intent: "status", id: "3", status: "Active" })).status).toBe(200);
  expect((await send({ path: "/", host: ja })).status).toBe(200);
  expect((await post({ intent: "delete", id: "3" })).status).toBe(200);
  await refused("removed");
});

it("answers 400 text/plain and renders no page for a foreign, malformed, empty or missing Host", async () => {
  const problems: string[] = [];
  for (const host of refusedHosts()) {
    for (const path of ["/", "/news", "/admin/login"]) {
      const response = await send({ path, host });
      const type = String(response.headers["content-type"] ?? "");
      const label = `${JSON.stringify(host)} ${path}`;
      if (response.status !== 400) problems.push(`${label}: ${response.status} ${response.error ?? ""}`);
      if (type && !type.startsWith("text/plain")) problems.push(`${label}: Content-Type ${type}`);
      if (/<html|<!doctype/i.test(response.body)) problems.push(`${label}: rendered a page`);
    }
  }
  expect(problems).toEqual([]);
});

it("never names a foreign host or port in canonical, og:url or hreflang links, whatever the Host", async () => {
  const allowed = new Set([
    ...allowedHosts(),
    ...["en", "zh", "ja", "ko", "fr", "de", "es"].map((code) => `${code}.localhost:${port}`),
  ]);
  const problems: string[] = [];
  let checked = 0;
  for (const host of [...allowedHosts(), ...refusedHosts()]) {
    for (const path of ["/", "/about", "/news", "/products"]) {
      const response = await send({ path, host });
      if (response.status !== 200 || !/text\/html/.test(String(response.headers["content-type"]))) continue;
      for (const link of pageLinks(response.body)) {
        checked += 1;
        let url: URL | undefined;
        try {
          url = new URL(link);
        } catch {
          problems.push(`${JSON.stringify(host)} ${path}: unparsable link ${link}`);
          continue;
        }
        if (!allowed.has(url.host) || url.username || url.password)
          problems.push(`${JSON.stringify(host)} ${path}: ${link}`);
      }
    }
  }
  figure("request layer: page links checked", checked);
  expect(checked, "links were found at all").toBeGreaterThan(0);
  expect(problems).toEqual([]);
});

it("answers /healthz with 200 whatever the Host", async () => {
  const problems: string[] = [];
  for (const host of [...allowedHosts(), ...refusedHosts().filter((host) => host)]) {
    const response = await send({ path: "/healthz", host });
    if (response.status !== 200) problems.push(`${JSON.stringify(host)}: ${response.status}`);
  }
  expect(problems).toEqual([]);
});

it("cannot be poisoned through a Host with a path: the RSS feed's links stay /news/<slug> on the site", async () => {
  await send({ path: "/rss.xml", host: `localhost:${port}/news` });
  await send({ path: "/news/rss.xml?x", host: `localhost:${port}/news` });
  await send({ path: "/news/rss.xml", host: `localhost:${port}/news` });
  const feed = await send({ path: "/news/rss.xml" });
  expect(feed.status).toBe(200);
  expect(feed.body).toContain(`<link>http://localhost:${port}/news</link>`);
  expect(feed.body).not.toContain("/news/news/");
});

it("keys the page cache on the query parameters a route reads: /about?a=1 and /about?b=2 share one entry and neither is echoed", async () => {
  const first = await send({ path: "/about?a=1" });
  const second = await send({ path: "/about?b=2" });
  expect(first.status).toBe(200);
  expect.soft(cacheState(second), "second request, same page").toBe("hit");
  // An echo would be served to the next visitor with another query (a cached reflection).
  for (const response of [first, second]) {
    const echo = /.{0,60}(?:[?&;]a=1|[?&;]b=2|a%3D1|b%3D2).{0,10}/.exec(response.body)?.[0];
    expect.soft(echo, "the query echoed in the page").toBeUndefined();
  }
});

it("creates no cache entry per random query string: 200 requests to /?r=<random> are hits after the first", async () => {
  const states: string[] = [];
  for (let i = 0; i < 200; i++) {
    const response = await send({ path: `/?r=${Math.random().toString(36).slice(2)}${i}` });
    states.push(cacheState(response));
  }
  const notHits = states.slice(1).filter((state) => state !== "hit").length;
  figure("request layer: /?r=<random> answered other than hit (after the first)", `${notHits} of 199`);
  expect(notHits).toBe(0);
});

it("never shares a cache entry between language hosts (zh.localhost and localhost)", async () => {
  await send({ path: "/resources" });
  const english = await send({ path: "/resources" });
  expect(cacheState(english)).toBe("hit");
  const chinese = await send({ path: "/resources", host: `zh.localhost:${port}` });
  expect(cacheState(chinese)).not.toBe("hit");
  expect(chinese.body).toMatch(/<html[^>]*lang="zh/);
});

it("keeps /news?page=2 and /news as different cache entries", async () => {
  await send({ path: "/news" });
  const first = await send({ path: "/news" });
  expect(cacheState(first)).toBe("hit");
  const second = await send({ path: "/news?page=2" });
  expect(second.status).toBeLessThan(500);
  expect(cacheState(second)).not.toBe("hit");
});

it("logs no server error when visitors close the connection before their page is sent", async () => {
  const before = server.output().length;
  // Uncached pages (a fresh query string each), closed at once and a few milliseconds into the render.
  await Promise.all(
    Array.from(
      { length: 12 },
      (_, index) =>
        new Promise<void>((resolve, reject) => {
          const socket = net.connect(port, "127.0.0.1", () => {
            socket.write(
              `GET /products?page=${index + 2}&q=${stamp}-${index} HTTP/1.1\r\nHost: localhost:${port}\r\n\r\n`,
            );
            setTimeout(() => socket.destroy(), index % 4);
          });
          socket.on("close", () => resolve());
          socket.on("error", reject);
        }),
    ),
  );
  // The pages finish rendering after their visitors left; the server is still well.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  expect((await send({ path: "/products" })).status).toBe(200);
  const logged = server.output().slice(before);
  expect(logged).not.toContain('"level":50');
  expect(logged).not.toContain("request failed");
});

it("refuses a 5 MB chunked body to /admin/login, /contact and /newsletter with 413 (or a closed connection) after about 1 MB, without growing the server's memory", async () => {
  const pid = server.child.pid!;
  const before = residentBytes(pid);
  const problems: string[] = [];
  for (const path of ["/admin/login", "/contact", "/newsletter"]) {
    const response = await send({
      method: "POST",
      path,
      headers: { Origin: origin(), "Content-Type": FORM_TYPE },
      body: { chunked: 5 * 1024 * 1024 },
      timeoutMs: 60_000,
    });
    figure(
      `request layer: chunked 5 MB to ${path}`,
      `${response.status || response.error} after ${(response.sent / 1024).toFixed(0)} KB sent`,
    );
    if (response.status !== 413 && response.status !== 0)
      problems.push(`${path}: ${response.status} ${response.body.slice(0, 100)}`);
    if (response.status === 0 && response.error === "timeout") problems.push(`${path}: no answer`);
    if (response.sent > 1.5 * 1024 * 1024)
      problems.push(`${path}: the server read on to ${(response.sent / 1024).toFixed(0)} KB`);
  }
  const grown = residentBytes(pid) - before;
  figure(
    "request layer: server RSS growth over three 5 MB chunked bodies",
    `${(grown / 2 ** 20).toFixed(1)} MB`,
  );
  expect(problems).toEqual([]);
  expect(grown).toBeLessThan(50 * 1024 * 1024);
});

it("refuses a declared Content-Length over the limit with 413", async () => {
  for (const path of ["/admin/login", "/contact", "/newsletter"]) {
    const response = await send({
      method: "POST",
      path,
      headers: { Origin: origin(), "Content-Type": FORM_TYPE, "Content-Length": String(5 * 1024 * 1024) },
      body: { chunked: 0 },
    });
    expect([413, 0], `${path}: ${response.status}`).toContain(response.status);
    expect(response.error ?? "", path).not.toBe("timeout");
  }
});

it("answers 404 for a NUL byte in a product, news or resource slug", async () => {
  const statuses: string[] = [];
  for (const path of ["/products/%00", "/news/%00", "/resources/%00", "/products/a%00b"]) {
    const response = await send({ path });
    statuses.push(
      `${path} ${response.headers.location ? `(→ ${response.headers.location}) ` : ""}${response.status}`,
    );
  }
  expect(statuses).toEqual(statuses.map((line) => line.replace(/ \(→ .*\)/, "").replace(/\d+$/, "404")));
});

it("answers 200 or 404, never 5xx, for a NUL byte in a query parameter", async () => {
  const statuses: string[] = [];
  for (const path of [
    "/products?q=%00",
    "/products?category=%00",
    "/resources?category=%00",
    "/news?page=%00",
    "/news?page=1%00",
  ]) {
    const response = await send({ path });
    if (![200, 404].includes(response.status)) statuses.push(`${path} ${response.status}`);
  }
  expect(statuses).toEqual([]);
});

it("answers 400 or 404, never 5xx, for malformed percent escapes and overlong UTF-8", async () => {
  const statuses: string[] = [];
  for (const path of [
    "/products/%zz",
    "/%E0%A4%A",
    "/products/%C0%80",
    "/news/%ED%A0%80",
    "/%",
    "/admin/%C0%AE%C0%AE/",
  ]) {
    const response = await send({ path });
    if (![400, 404].includes(response.status)) statuses.push(`${path} ${response.status}`);
  }
  expect(statuses).toEqual([]);
});

it("answers 405 with Allow: GET, HEAD, POST for TRACE, TRACK, PUT, DELETE, PATCH, OPTIONS, PROPFIND and FOO on / and /admin", async () => {
  const problems: string[] = [];
  for (const method of ["TRACE", "TRACK", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND", "FOO"]) {
    for (const path of ["/", "/admin"]) {
      const response = await send({ method, path, headers: { Cookie: cookie } });
      const allow = String(response.headers.allow ?? "");
      const label = `${method} ${path}: ${response.status || response.error} Allow "${allow}"`;
      if (response.status !== 405) problems.push(label);
      else if (!["GET", "HEAD", "POST"].every((name) => new RegExp(`\\b${name}\\b`).test(allow)))
        problems.push(label);
    }
  }
  expect(problems).toEqual([]);
});

it("never redirects off the site from the newsletter's returnTo (//evil.com, /.//evil.com, /\\evil.com, javascript: …)", async () => {
  const problems: string[] = [];
  const values = [
    "//evil.com",
    "/.//evil.com",
    "/\\evil.com",
    "/%2F%2Fevil.com",
    "https://evil.com/",
    "javascript:alert(1)",
    "/..//evil.com",
    "/\t/evil.com",
    "/./\\evil.com",
  ];
  for (const [i, returnTo] of values.entries()) {
    const response = await send({
      method: "POST",
      path: "/newsletter",
      headers: { Origin: origin(), "Content-Type": FORM_TYPE },
      body: form({ email: `redirect-${stamp}-${i}@example.com`, returnTo }),
    });
    const location = response.headers.location;
    if (response.status >= 500) problems.push(`${JSON.stringify(returnTo)}: ${response.status}`);
    if (location && new URL(location, origin()).origin !== origin())
      problems.push(`${JSON.stringify(returnTo)} → Location ${location}`);
  }
  expect(problems).toEqual([]);
});

// Last: it locks sign-ins from one address.
it("locks out the address that failed 10 sign-ins (429 with Retry-After) but not the staff member, who signs in from another address", async () => {
  const attempt = (password: string, localAddress: string) =>
    send({
      method: "POST",
      path: "/admin/login",
      headers: { Origin: origin(), "Content-Type": FORM_TYPE },
      body: form({ email: ADMIN.email, password }),
      localAddress,
    });
  const statuses: number[] = [];
  let last: RawResponse | undefined;
  for (let i = 0; i < 10; i++) {
    last = await attempt(`wrong-password-${i}`, "127.0.0.2");
    statuses.push(last.status);
  }
  figure("request layer: 10 failed sign-ins from 127.0.0.2", statuses.join(" "));
  expect.soft(statuses.slice(-2), "the last failures are refused").toEqual([429, 429]);
  expect.soft(String(last?.headers["retry-after"]), "Retry-After of the last").toMatch(/^\d+$/);
  const good = await attempt(ADMIN.password, "127.0.0.3");
  expect(good.status, `correct password from 127.0.0.3: ${good.body.slice(0, 200)}`).toBeLessThan(400);
  expect(String(good.headers["set-cookie"] ?? "")).toMatch(/admin_session=[A-Za-z0-9_-]{43}/);
});
