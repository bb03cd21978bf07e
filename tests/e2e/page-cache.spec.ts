import crypto from "node:crypto";
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { PRODUCTS } from "#server/seed/content";
import { expect, test } from "./fixtures";

/** Every seeded product page with one of its item codes chosen: real addresses, each its own cache entry. */
const PRODUCT_CODE_PAGES = PRODUCTS.flatMap((product) =>
  product.itemCodes.map((code) => `/products/${product.slug}?code=${encodeURIComponent(code.itemCode)}`),
);

/**
 * A page not in the cache yet, and its first answer (a miss, now stored). A made-up value is never stored
 * (issue 33), so the page is found among the real ones: the first whose answer is a miss. `extra` is added
 * to the request (parameters the page does not read).
 */
async function freshPage(
  request: APIRequestContext,
  extra = "",
): Promise<{ url: string; first: APIResponse }> {
  for (const url of PRODUCT_CODE_PAGES) {
    const first = await request.get(`${url}${extra}`);
    if (first.headers()["x-page-cache"] === "miss") return { url, first };
  }
  throw new Error(
    `Every one of the ${PRODUCT_CODE_PAGES.length} product pages with a code is cached already`,
  );
}

test("a public page is rendered once, then served from the page cache as stored, its scripts allowed by their hashes", async ({
  request,
}) => {
  const { url, first } = await freshPage(request);
  const second = await request.get(url);
  expect(first.headers()["x-page-cache"]).toBe("miss");
  expect(second.headers()["x-page-cache"]).toBe("hit");
  const csp = second.headers()["content-security-policy"] ?? "";
  expect(csp).not.toContain("'nonce-");
  const hashes =
    /script-src 'self'((?: 'sha256-[A-Za-z0-9+/=]+')+)(;|$)/.exec(csp)?.[1]?.trim().split(" ") ?? [];
  expect(hashes.length).toBeGreaterThanOrEqual(2);
  const html = await second.text();
  expect(html).not.toContain(' nonce="');
  // Every inline script the page runs is one the policy names (JSON-LD data blocks never run).
  const scripts = [
    ...html.matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>([\s\S]*?)<\/script>/g),
  ];
  for (const [, , content] of scripts) {
    const digest = `'sha256-${crypto.createHash("sha256").update(content!, "utf8").digest("base64")}'`;
    expect(hashes).toContain(digest);
  }
  expect(first.headers()["content-security-policy"]).toBe(csp);
  expect(await first.text()).toBe(html);
});

test("a cached page runs its scripts under its policy: no violation, islands work", async ({ page }) => {
  const { url } = await freshPage(page.request);
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto(url);
  expect(response?.headers()["x-page-cache"]).toBe("hit");
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  await expect.poll(() => page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(true);
  expect(violations).toEqual([]);
});

test("browsers that take brotli get the page's brotli bytes, others gzip", async ({ request }) => {
  const { url } = await freshPage(request);
  await expect
    .poll(
      async () =>
        (await request.get(url, { headers: { "accept-encoding": "br" } })).headers()["content-encoding"],
    )
    .toBe("br");
  const gzip = await request.get(url, { headers: { "accept-encoding": "gzip" } });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
  const br = await request.get(url, { headers: { "accept-encoding": "gzip, deflate, br" } });
  expect(await br.text()).toBe(await gzip.text());
  expect(Number(br.headers()["content-length"])).toBeLessThan(Number(gzip.headers()["content-length"]));
  // Quality values count: brotli refused with q=0, neither accepted means the plain bytes.
  const refused = await request.get(url, { headers: { "accept-encoding": "gzip, br;q=0" } });
  expect(refused.headers()["content-encoding"]).toBe("gzip");
  const plain = await request.get(url, { headers: { "accept-encoding": "br;q=0, gzip;q=0" } });
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  expect(await plain.text()).toBe(await gzip.text());
});

test("a cached page answers 304 to its ETag, without a CSP that would not match the kept copy", async ({
  request,
}) => {
  const { url, first } = await freshPage(request);
  const etag = first.headers().etag;
  expect(etag).toBeTruthy();
  const again = await request.get(url, { headers: { "If-None-Match": etag! } });
  expect(again.status()).toBe(304);
  expect(again.headers()["content-security-policy"]).toBeUndefined();
});

test("a cache hit, answered before Express, carries the same headers as the page when it was rendered", async ({
  request,
}) => {
  const { url, first: miss } = await freshPage(request);
  const hit = await request.get(url);
  const head = await request.head(url);
  expect([miss.headers()["x-page-cache"], hit.headers()["x-page-cache"]]).toEqual(["miss", "hit"]);
  expect(head.headers()["x-page-cache"]).toBe("hit");
  const comparable = (headers: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(headers)
        .filter(([name]) => !["date", "x-page-cache", "connection", "keep-alive"].includes(name))
        .map(([name, value]) => [name, value]),
    );
  expect(comparable(hit.headers())).toEqual(comparable(miss.headers()));
  expect(comparable(head.headers())).toEqual(comparable(miss.headers()));
  expect(hit.headers()["x-frame-options"]).toBe("DENY");
  expect(await head.text()).toBe("");
});

test("a forwarded host from an untrusted client does not pick another language's cached page", async ({
  request,
  baseURL,
}) => {
  const { url } = await freshPage(request);
  const zhHost = new URL(baseURL!).host.replace(/^localhost/, "zh.localhost");
  const zh = await request.get(url, { headers: { Host: zhHost } });
  expect(await zh.text()).toContain('lang="zh-Hant"');
  const spoofed = await request.get(url, { headers: { "X-Forwarded-Host": zhHost } });
  expect(await spoofed.text()).toContain('lang="en"');
});

test("Chromium renders and hydrates a page served from the cache", async ({ page }) => {
  const url = `/?browser-probe=${Date.now()}`;
  await page.request.get(url);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const response = await page.goto(url);
  expect(response!.headers()["x-page-cache"]).toBe("hit");
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  expect(errors).toEqual([]);
});

test("admin and media paths are never cached", async ({ request }) => {
  const response = await request.get("/admin/login");
  expect(response.headers()["x-page-cache"]).toBeUndefined();
  expect(response.headers()["cache-control"]).toBe("no-store, private");
});

test("parameters a page does not read neither make a new cache entry nor reach the page", async ({
  request,
}) => {
  const { url, first } = await freshPage(request, "&utm_source=mail");
  const second = await request.get(`${url}&other=%3Cb%3Ex%3C%2Fb%3E`);
  expect([first.headers()["x-page-cache"], second.headers()["x-page-cache"]]).toEqual(["miss", "hit"]);
  const html = await second.text();
  expect(html).not.toContain("utm_source");
  expect(html).not.toContain("other=");
});
