import { expect, test } from "./fixtures";

/**
 * A page no earlier test has asked for: only the parameters a route reads make a cache key, and the
 * product page reads ?code= (an unknown code shows the first item code).
 */
const freshPage = (probe: string) => `/products/aurum-classic-40?code=${probe}-${Date.now()}`;

test("a public page is rendered once, then served from the page cache with a fresh nonce each time", async ({
  request,
}) => {
  const url = freshPage("cache-probe");
  const first = await request.get(url);
  const second = await request.get(url);
  expect(first.headers()["x-page-cache"]).toBe("miss");
  expect(second.headers()["x-page-cache"]).toBe("hit");
  const nonceOf = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1];
  const firstNonce = nonceOf(first.headers()["content-security-policy"] ?? "");
  const secondNonce = nonceOf(second.headers()["content-security-policy"] ?? "");
  expect(firstNonce).not.toBe(secondNonce);
  const html = await second.text();
  expect(html).toContain(`nonce="${secondNonce}"`);
  expect(html).not.toContain("cAcHeDnOnCePlAcEhOlDeR0=");
  expect(second.headers()["content-encoding"]).toBe("gzip");
});

test("a cached page answers 304 to its ETag, without a CSP that would not match the kept copy", async ({
  request,
}) => {
  const url = freshPage("etag-probe");
  const first = await request.get(url);
  const etag = first.headers().etag;
  expect(etag).toBeTruthy();
  const again = await request.get(url, { headers: { "If-None-Match": etag! } });
  expect(again.status()).toBe(304);
  expect(again.headers()["content-security-policy"]).toBeUndefined();
});

test("a cache hit, answered before Express, carries the same headers as the page when it was rendered", async ({
  request,
}) => {
  const url = freshPage("headers-probe");
  const miss = await request.get(url);
  const hit = await request.get(url);
  const head = await request.head(url);
  expect([miss.headers()["x-page-cache"], hit.headers()["x-page-cache"]]).toEqual(["miss", "hit"]);
  expect(head.headers()["x-page-cache"]).toBe("hit");
  const comparable = (headers: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(headers)
        .filter(([name]) => !["date", "x-page-cache", "connection", "keep-alive"].includes(name))
        .map(([name, value]) => [name, value.replace(/'nonce-[^']+'/, "'nonce-…'")]),
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
  const url = freshPage("forwarded-probe");
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
  const url = freshPage("params-probe");
  const first = await request.get(`${url}&utm_source=mail`);
  const second = await request.get(`${url}&other=%3Cb%3Ex%3C%2Fb%3E`);
  expect([first.headers()["x-page-cache"], second.headers()["x-page-cache"]]).toEqual(["miss", "hit"]);
  const html = await second.text();
  expect(html).not.toContain("utm_source");
  expect(html).not.toContain("other=");
});
