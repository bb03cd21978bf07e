import { detailPages, E2E_PORT, expect, test } from "./fixtures";

// Issue 20 (decision 023): on a slow phone link the first paint waits only for the document, the
// stylesheet (preloaded by a Link header) and the LCP image; the framework's scripts start once the page
// has painted, and still run: islands work after it. The fonts come after the largest paint (decision 027).

const PAGES = ["/", "/about", "/products", "/resources", "/news", "/contact", "/colours", "/samples"];

test("every public page preloads its stylesheet by a Link header and has no module preload in its HTML", async ({
  page,
}) => {
  const pages = [...PAGES, ...(await detailPages(page)), "/no-such-page"];
  // Node does not resolve zh.localhost: the Chinese host is named in the Host header.
  for (const host of [`localhost:${E2E_PORT}`, `zh.localhost:${E2E_PORT}`]) {
    const origin = `http://${host}`;
    for (const path of pages) {
      const response = await page.request.get(`http://127.0.0.1:${E2E_PORT}${path}`, { headers: { host } });
      const html = await response.text();
      const stylesheet = /<link[^>]*rel="stylesheet" href="([^"]+)"/.exec(html)?.[1];
      expect(stylesheet, `${origin}${path}: stylesheet`).toMatch(/^\/assets\/.+\.css$/);
      expect(response.headers().link, `${origin}${path}: Link header`).toContain(
        `<${stylesheet}>; rel=preload; as=style`,
      );
      // No font: a first visit asks for the faces after its largest paint (decision 027), by the script
      // at the end of the head; without JavaScript, by the stylesheet in its noscript.
      expect(response.headers().link, `${origin}${path}: no font preloaded`).not.toContain("as=font");
      expect(html, `${origin}${path}: the faces' script`).toMatch(
        /<script(?: nonce="[^"]+")?>\{const href="\/assets\/faces-[\w-]+\.css"[^<]*<\/script><noscript><link rel="stylesheet" href="\/assets\/faces-[\w-]+\.css"\/><\/noscript><\/head>/,
      );
      expect(html, `${origin}${path}: no modulepreload`).not.toContain('<link rel="modulepreload"');
      expect(html, `${origin}${path}: no module script`).not.toMatch(/<script[^>]*type="module"/);
      // The QR images are preloaded (the spec), at low priority.
      expect(html).toMatch(/<link rel="preload" href="\/qr\/wechat" as="image" fetchPriority="low"\/>/);
    }
  }
});

test("the framework's scripts are requested after the first contentful paint, then run", async ({ page }) => {
  for (const path of ["/", "/news", ...(await detailPages(page)).slice(0, 1)]) {
    await page.goto(path);
    await page.waitForFunction(() => "__reactRouterRouteModules" in window);
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime;
      const scripts = performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/.+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime);
      return { paint, firstScript: Math.min(...scripts), scripts: scripts.length };
    });
    expect(timing.paint, `${path}: first contentful paint`).toBeGreaterThan(0);
    expect(timing.scripts, `${path}: scripts loaded`).toBeGreaterThanOrEqual(3);
    expect(timing.firstScript, `${path}: first script after the first paint`).toBeGreaterThanOrEqual(
      timing.paint!,
    );
  }
});

test("a page in the back office still loads its scripts at once", async ({ page }) => {
  const html = await (await page.request.get("/admin/login")).text();
  expect(html).toContain('rel="modulepreload"');
});
