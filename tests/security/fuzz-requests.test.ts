import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import {
  copyTemplate,
  figure,
  freePort,
  plantPrivateData,
  type RawRequest,
  type RawResponse,
  rawRequest,
  seededRandom,
  signIn,
  startServer,
  type TestServer,
} from "./support";

/**
 * Issue 16's URL and header fuzz: hostile paths (spellings and encodings of the back office and the public
 * routes), hosts, query strings, methods, cookies and Authorization headers, one request at a time from a
 * seeded generator. Over every answer: no 5xx, no back-office data to an anonymous request, nothing
 * signed-in or back-office stored in the page cache; at the end every back-office-looking URL is asked
 * for again anonymously.
 */

/** Requests in the run (FUZZ_REQUESTS to change). */
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 3000);
const SEED = Number(process.env.FUZZ_SEED ?? 20260516);

let server: TestServer;
let dataDir: string;
let port: number;
let cookie: string;
let markers: string[] = [];

beforeAll(async () => {
  dataDir = copyTemplate(inject("templateDir"), "security-fuzz-requests-");
  port = await freePort();
  server = await startServer({ dataDir, port, env: { FORM_RATE_LIMIT_FACTOR: "50" } });
  cookie = await signIn(server);
  markers = await plantPrivateData(port);
});

afterAll(async () => {
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Every page URL of app/routes (flatRoutes naming, `$param` as a sample) with its route id, for the
 * `.data` requests' _routes. Sign-out is left out: the fuzz must keep its session.
 */
function routeUrls(): { url: string; id: string }[] {
  const dir = path.resolve("app/routes");
  const urls: { url: string; id: string }[] = [];
  for (const file of fs.readdirSync(dir)) {
    const name = file.replace(/\.(tsx|ts)$/, "");
    if (name === file || name === "admin.logout" || name === "$") continue;
    const segments = name
      .split(/(?<!\[)\.(?!\])/)
      .map((segment) => segment.replaceAll("[.]", "."))
      .filter((segment) => segment !== "_index" && !segment.startsWith("_"))
      .map((segment) => segment.replace(/_$/, ""))
      .map((segment) => (segment === "$id" ? "1" : segment.startsWith("$") ? "sample" : segment));
    urls.push({ url: `/${segments.join("/")}`, id: `routes/${name}` });
  }
  return urls;
}

/** The back office in the spelling the server sees it in: decoded ASCII, any case, no `.data`, dot segments resolved. */
function isBackOffice(target: string): boolean {
  let pathname: string;
  try {
    pathname = new URL(target.split("?")[0]!, "http://x").pathname;
  } catch {
    return false;
  }
  const decoded = pathname
    .replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    .toLowerCase()
    .replace(/[\\/]+/g, "/")
    .replace(/\.data$/, "");
  return /^\/admin(?:$|[/.])/.test(decoded);
}

type Job = RawRequest & { label: string; session: boolean; validSession: boolean; backOffice: boolean };

it(`fuzzes ${REQUESTS} hostile URLs, hosts, query strings, methods, cookies and Authorization headers: no 5xx, no back-office data to anonymous requests, nothing signed-in or back-office stored in the page cache`, async () => {
  const next = seededRandom(SEED);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const chance = (p: number) => next() < p;

  // Real slugs from the sitemap, so the public detail pages render (and get cached).
  const sitemap = await rawRequest(port, { path: "/sitemap.xml" });
  const publicPaths = [
    ...new Set(
      [...sitemap.body.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]!),
    ),
  ].slice(0, 40);
  const routes = routeUrls();
  const bases = [
    ...routes.map((route) => route.url),
    ...publicPaths,
    "/admin/",
    "/admin/news-items/2",
    "/admin/messages?page=1",
  ];
  const adminBases = bases.filter((url) => url.startsWith("/admin"));
  const routeIds = routes.map((route) => route.id);

  const hosts = (): string | null => {
    const roll = next();
    if (roll < 0.55) return `localhost:${port}`;
    if (roll < 0.65) return `zh.localhost:${port}`;
    if (roll < 0.7) return `www.localhost:${port}`;
    if (roll < 0.75) return pick([`127.0.0.1:${port}`, `[::1]:${port}`]);
    return pick([
      "evil.com",
      `evil.com:${port}`,
      "localhost:9999",
      "localhost",
      `xx.localhost:${port}`,
      `zh.localhost:9999`,
      `localhost:${port}/news`,
      `localhost:${port}/admin`,
      `localhost:${port}@evil.com`,
      `evil.com@localhost:${port}`,
      `local host:${port}`,
      `localhost:${port}:${port}`,
      `a.b.localhost:${port}`,
      `localhost.evil.com:${port}`,
      `LOCALHOST:${port}`,
      "",
      null,
    ]);
  };

  /** One mutation of a path, as a scanner or a hand-made link spells it. */
  const mutate = (url: string): string => {
    switch (Math.floor(next() * 16)) {
      case 0: // random case
        return url.replace(/[a-z]/gi, (c) => (chance(0.5) ? c.toUpperCase() : c.toLowerCase()));
      case 1: // a letter percent-encoded, upper or lower hex
        return url.replace(/[a-z]/i, (c) => {
          const hex = c.charCodeAt(0).toString(16);
          return `%${chance(0.5) ? hex.toUpperCase() : hex}`;
        });
      case 2: // doubled slashes
        return url.replace(/\//g, () => (chance(0.4) ? "//" : "/"));
      case 3: // dot segments, plain or encoded
        return `${pick(["/x/..", "/.", "/%2e", "/x/%2e%2e", "/./x/../.", "/%2E%2E"])}${url}`;
      case 4: // trailing slash, dot or semicolon
        return `${url}${pick(["/", "/.", ";", ";x=1", "%20", "#frag"])}`;
      case 5: // overlong UTF-8 for "/" and "."
        return url.replace(/\//g, (s) => (chance(0.3) ? pick(["%C0%AF", "%E0%80%AF", "%c0%2f"]) : s));
      case 6: // NUL
        return chance(0.5) ? `${url}%00` : url.replace(/\/(?=[^/]*$)/, "/%00");
      case 7: // unicode, encoded and raw
        return `${url}${pick(["/%E2%80%AE", "/\u202e", "/ä", "/\u00e4", "/%F0%9F%98%80", "/😀", "/ｆｏｏ"])}`;
      case 8: // a ~8 KB path
        return `${url}/${"a".repeat(8000)}`;
      case 9: // backslashes
        return url.replace(/\//g, (s, offset: number) => (offset > 0 && chance(0.6) ? "\\" : s));
      case 10: // encoded slashes
        return url.replace(/\/(?!$)/g, (s, offset: number) => (offset > 0 && chance(0.6) ? "%2F" : s));
      case 11: // fullwidth or dotless look-alikes
        return url.replace("admin", pick(["ａdmin", "admın", "adm%C4%B1n", "ADMİN"]));
      case 12: // malformed escapes
        return `${url}${pick(["%", "%zz", "%E0%A4%A", "%C0%80", "%ED%A0%80", "%FF"])}`;
      default:
        return url;
    }
  };

  /** A query string: none, repeated, huge, NUL, arrays, garbage, or `_routes` for a .data request. */
  const query = (data: boolean): string => {
    if (data && chance(0.7)) {
      const ids = Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(routeIds));
      return `?_routes=${encodeURIComponent(ids.join(","))}`;
    }
    switch (Math.floor(next() * 10)) {
      case 0:
        return "?page=1&page=2&page=3";
      case 1:
        return `?q=${"x".repeat(4000)}`;
      case 2:
        return pick(["?q=%00", "?category=%00", "?page=%00", "?%00=1"]);
      case 3:
        return pick(["?a[]=1&a[]=2", "?page[]=1", "?category[x]=1", "?__proto__[a]=1"]);
      case 4:
        return pick(["?", "??", "?&&&", "?=", "?%", "?%zz=1", "?a=%E0%A4%A"]);
      case 5:
        return `?r=${Math.floor(next() * 1e9).toString(36)}`;
      case 6:
        return `?page=${pick(["2", "-1", "0", "99999999999999999999", "1e3", "NaN"])}`;
      case 7:
        return `?utm_source=${pick(["x", "<script>", "%22%3E"])}&returnTo=//evil.com`;
      default:
        return "";
    }
  };

  const methods = (): string => {
    const roll = next();
    if (roll < 0.72) return "GET";
    if (roll < 0.82) return "HEAD";
    if (roll < 0.9) return "POST";
    return pick(["TRACE", "TRACK", "PUT", "DELETE", "PATCH", "OPTIONS", "PROPFIND", "FOO"]);
  };

  const session = cookie.split("=")[1]!;
  /** The Cookie and Authorization headers of a request; whether it carries a session and a valid one. */
  const credentials = (): { headers: Record<string, string>; session: boolean; validSession: boolean } => {
    const roll = next();
    if (roll < 0.45) return { headers: {}, session: false, validSession: false };
    if (roll < 0.7) {
      const value = pick([cookie, `theme=dark; ${cookie}`, `${cookie}; other=1`, ` ${cookie} `]);
      return { headers: { Cookie: value }, session: true, validSession: true };
    }
    if (roll < 0.8) {
      const value = pick([
        `admin_session=${"A".repeat(43)}`,
        `admin_session=${session.slice(0, 42)}`,
        `admin_session=${session}x`,
        "admin_session=",
        `admin_session="${session}"`,
        `admin_session=garbage; ${cookie}`,
      ]);
      return { headers: { Cookie: value }, session: true, validSession: value.includes(session) };
    }
    if (roll < 0.9) {
      const value = pick([
        "theme=dark",
        "=;;=;",
        "a".repeat(4000),
        "__Host-admin_session=abc",
        "ADMIN_SESSION=abc",
        "\u00ff\u00fe=\u00e9",
      ]);
      return { headers: { Cookie: value }, session: false, validSession: false };
    }
    const authorization = pick([
      "Bearer abc.def.ghi",
      `Basic ${Buffer.from("e2e-admin@example.com:e2e-password-123").toString("base64")}`,
      "Basic !!!",
      "Negotiate x",
      `Bearer ${session}`,
    ]);
    const headers: Record<string, string> = { Authorization: authorization };
    if (chance(0.3)) headers.Cookie = cookie;
    return { headers, session: true, validSession: Boolean(headers.Cookie) };
  };

  const jobs: Job[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    let url = chance(0.45) ? pick(adminBases) : pick(bases);
    for (let m = Math.floor(next() * 3); m >= 0; m--) url = mutate(url);
    const [pathname, ...rest] = url.split("?");
    const data = chance(0.2);
    const target = `${pathname}${data ? ".data" : ""}${rest.length > 0 ? `?${rest.join("?")}` : query(data)}`;
    const method = methods();
    const { headers, session, validSession } = credentials();
    if (method === "POST") {
      headers.Origin = `http://localhost:${port}`;
      headers["Content-Type"] = "application/x-www-form-urlencoded";
    }
    const host = hosts();
    jobs.push({
      method,
      path: target,
      host,
      headers,
      body: method === "POST" ? "" : undefined,
      label: `${method} ${target.slice(0, 120)} Host=${JSON.stringify(host)} ${JSON.stringify(headers).slice(0, 80)}`,
      session,
      validSession,
      backOffice: isBackOffice(target),
    });
  }

  const started = Date.now();
  const statuses = new Map<number, number>();
  const serverErrors: string[] = [];
  const storedPrivate: string[] = [];
  const leaks: string[] = [];
  const noAnswer: string[] = [];
  /** Back-office URLs answered to an anonymous recheck from the page cache (whatever the entry holds). */
  const cachedForAnonymous: string[] = [];
  const holds = (response: RawResponse) =>
    markers.filter((marker) => `${response.body}${response.headers.location ?? ""}`.includes(marker));
  for (const job of jobs) {
    const response = await rawRequest(port, { ...job, timeoutMs: 20_000 });
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    if (response.status === 0) noAnswer.push(`${job.label}: ${response.error}`);
    if (response.status >= 500) serverErrors.push(`${response.status} ${job.label}`);
    const cache = String(response.headers["x-page-cache"] ?? "");
    if ((job.session || job.backOffice) && (cache === "hit" || cache === "miss"))
      storedPrivate.push(`${cache} ${response.status} ${job.label}`);
    const found = job.validSession ? [] : holds(response);
    if (found.length > 0) leaks.push(`${job.label} → ${response.status} ${cache}: ${found.join(", ")}`);
  }

  // Afterwards, every back-office-looking URL once more, anonymously, on the host it was asked on.
  const seen = new Set<string>();
  let rechecked = 0;
  for (const job of jobs) {
    const key = `${job.host}\u0000${job.path}`;
    if (!job.backOffice || seen.has(key)) continue;
    seen.add(key);
    rechecked += 1;
    const response = await rawRequest(port, { path: job.path, host: job.host, timeoutMs: 20_000 });
    const cache = String(response.headers["x-page-cache"] ?? "");
    if (response.status >= 500) serverErrors.push(`${response.status} recheck GET ${job.path.slice(0, 120)}`);
    const found = holds(response);
    const label = `recheck GET ${job.path.slice(0, 120)} Host=${JSON.stringify(job.host)} → ${response.status} ${cache}`;
    if (found.length > 0) leaks.push(`${label}: ${found.join(", ")}`);
    if (cache === "hit") cachedForAnonymous.push(label);
  }
  const seconds = (Date.now() - started) / 1000;

  // The session lived through the run, so the signed-in requests were signed in to the end.
  const admin = await rawRequest(port, { path: "/admin", headers: { Cookie: cookie } });
  const total = jobs.length + rechecked;
  const serverErrorCount = serverErrors.length;
  figure(
    "fuzz-requests summary",
    `${total} requests (${jobs.length} fuzzed + ${rechecked} anonymous rechecks), ${serverErrorCount} 5xx, ` +
      `${storedPrivate.length} admin/signed-in responses stored in the page cache, ${leaks.length} anonymous leaks ` +
      `of back-office data, ${cachedForAnonymous.length} back-office URLs served to the anonymous recheck from the cache, ` +
      `${noAnswer.length} without an answer, ${seconds.toFixed(1)} s`,
  );
  figure(
    "fuzz-requests statuses",
    [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}×${n}`)
      .join(" "),
  );
  const sample = (list: string[]) => list.slice(0, 25);
  for (const line of sample(serverErrors)) figure("fuzz-requests 5xx", line);
  for (const line of sample(storedPrivate)) figure("fuzz-requests stored", line);
  for (const line of sample(leaks)) figure("fuzz-requests leak", line);
  for (const line of sample(cachedForAnonymous)) figure("fuzz-requests cached for anonymous", line);
  for (const line of sample(noAnswer)) figure("fuzz-requests no answer", line);

  expect(admin.status, "the staff session survived the run").toBe(200);
  expect(jobs.length).toBeGreaterThanOrEqual(2000);
  expect.soft(sample(serverErrors), `${serverErrorCount} answers were 5xx`).toEqual([]);
  expect.soft(sample(leaks), `${leaks.length} anonymous answers held back-office data`).toEqual([]);
  expect
    .soft(
      sample(cachedForAnonymous),
      `${cachedForAnonymous.length} back-office URLs were cache hits when rechecked anonymously`,
    )
    .toEqual([]);
  expect
    .soft(sample(storedPrivate), `${storedPrivate.length} signed-in or back-office answers were stored`)
    .toEqual([]);
  expect
    .soft(
      noAnswer.filter((line) => line.endsWith("timeout")),
      "requests the server never answered",
    )
    .toEqual([]);
  expect(seconds, "the run stays short enough for CI").toBeLessThan(180);
}, 300_000);
