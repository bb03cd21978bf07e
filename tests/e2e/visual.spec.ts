import fs from "node:fs";
import path from "node:path";
import { copyTemplate, startServer, type TestServer } from "../security/support";
import { E2E_PORT, expect, type Page, test } from "./fixtures";

// Visual regression check (issue 21): every public page at 375, 768, 1024 and 1440 px on both language
// hosts, compared with the committed baselines in tests/e2e/__screenshots__/visual.spec.ts/ with a small
// tolerance (below). `npm run test:visual:update` makes them anew after a deliberate change of the look.
//
// What keeps the pictures stable:
// - its own server on a fresh copy of the seeded demo data (other specs like, create and delete content
//   on the worker's server);
// - the page's clock stopped before it loads (the carousel stays on its first slide, no idle-time island
//   changes the page while it is photographed), animations and transitions disabled, reduced motion;
// - photographs, videos and map frames hidden by visual.css (their boxes still count; their pixels would
//   make every baseline large and change with each re-render of the demo imagery), and dates, which the
//   seed makes relative to the day it ran, hidden too;
// - web fonts loaded before the picture is taken.
// Viewport-height pictures, not whole pages: the top of a page holds its type, controls and layout, and a
// whole page's picture is ten times the bytes.

const WIDTHS = [375, 768, 1024, 1440];
const HEIGHT = { 375: 812, 768: 1024, 1024: 768, 1440: 900 } as Record<number, number>;
const HOSTS = [
  { name: "en", host: "localhost" },
  { name: "zh", host: "zh.localhost" },
];
const PAGES = [
  { name: "home", path: "/" },
  { name: "about", path: "/about" },
  { name: "products", path: "/products" },
  { name: "product", path: "/products/" },
  { name: "gallery", path: "/resources" },
  { name: "project", path: "/resources/" },
  { name: "news", path: "/news" },
  { name: "article", path: "/news/" },
  { name: "contact", path: "/contact" },
  { name: "404", path: "/no-such-page" },
];
/** Hides photographs, videos, map frames and dates in every picture (see above). */
const STYLE = path.resolve("tests/e2e/visual.css");

// E2E_PORT + 9: the last of this worker's isolated-server ports (isolated-server.ts), kept for this file.
const PORT = E2E_PORT + 9;

let server: TestServer;
let details: Record<string, string>;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const template = process.env.E2E_TEMPLATE_DIR;
  if (!template) throw new Error("E2E_TEMPLATE_DIR is not set: tests/e2e/global-setup.ts did not run.");
  const taken = await fetch(`http://127.0.0.1:${PORT}/healthz`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`Port ${PORT} is taken by another process.`);
  server = await startServer({
    dataDir: copyTemplate(template, "e2e-visual-"),
    port: PORT,
    timeoutMs: 120_000,
  });
  details = await firstDetailPages(`http://localhost:${PORT}`);
});

test.afterAll(async () => {
  if (!server) return;
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
});

/** The first product, project and article the sitemap lists: the same pages on every run of one seed. */
async function firstDetailPages(origin: string): Promise<Record<string, string>> {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  return Object.fromEntries(
    ["/products/", "/resources/", "/news/"].map((prefix) => {
      const match = new RegExp(`<loc>[^<]*?(${prefix}[a-z0-9-]+)</loc>`).exec(sitemap);
      if (!match?.[1]) throw new Error(`No ${prefix} page in the sitemap`);
      return [prefix, match[1]];
    }),
  );
}

/** Opens the page with its clock stopped, then waits for the web faces and for every image already in view. */
async function openStill(page: Page, url: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: HEIGHT[width] ?? 900 });
  await page.goto(url, { waitUntil: "load" });
  // A first visit's web faces come after the largest paint (decision 027).
  await expect(page.locator("html")).toHaveAttribute("data-fonts", "loaded");
  await page.evaluate(async () => {
    await document.fonts.ready;
    const pending = [...document.images].filter((image) => !image.complete && image.loading !== "lazy");
    await Promise.all(pending.map((image) => image.decode().catch(() => undefined)));
  });
}

for (const { name: hostName, host } of HOSTS) {
  for (const { name, path } of PAGES) {
    test(`${name} looks as its baseline in ${hostName === "en" ? "English" : "Chinese"} at 375-1440 px`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.emulateMedia({ reducedMotion: "reduce" });
      // Installed before the first page loads: timers never fire unless the test advances the clock.
      await page.clock.install({ time: new Date("2026-06-01T09:00:00Z") });
      const target = `http://${host}:${PORT}${details[path] ?? path}`;
      for (const width of WIDTHS) {
        await openStill(page, target, width);
        await expect
          .soft(page, `${hostName} ${name} at ${width} px`)
          .toHaveScreenshot(`${hostName}-${name}-${width}.png`, {
            animations: "disabled",
            caret: "hide",
            stylePath: STYLE,
            // Measured here: unchanged pages differ by 0 pixels (4 runs of all 80 pictures, on a loaded
            // machine); Chinese headings at 400 instead of 600 changed 0.03-0.47 % of a picture and the gold
            // swapped for blue 0.003-3 %, so a 2 % tolerance let both pass. 0.02 % (61 px at 375, 259 at 1440).
            maxDiffPixelRatio: 0.0002,
            timeout: 20_000,
          });
      }
    });
  }
}
