import { detailPages, E2E_PORT, expect, type Page, test } from "./fixtures";

// Issue 21: no public page is wider than its viewport (the technical data once pushed a product page to
// 1066 px at 1024). Every public page, both language hosts, at the widths a visitor uses, including the
// 1000-1110 px band where the product page's info column is narrowest beside its gallery.

const HOSTS = [
  { language: "English", origin: `http://localhost:${E2E_PORT}` },
  { language: "Chinese", origin: `http://zh.localhost:${E2E_PORT}` },
];
const WIDTHS = [375, 768, 1024, 1100, 1440];
const PAGES = [
  "/",
  "/about",
  "/products",
  "/resources",
  "/news",
  "/news?page=2",
  "/contact",
  "/colours",
  "/compare",
  "/samples",
  "/no-such-page",
];

/** The compare page filled to its four columns with the product's item codes (added one by one, as a visitor does). */
async function comparePage(page: Page, origin: string, product: string): Promise<string> {
  await page.goto(`${origin}${product}`);
  const codes = (
    await page
      .locator('input[name="code"]')
      .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))
  ).slice(0, 4);
  expect(codes.length, "item codes to compare").toBeGreaterThanOrEqual(2);
  let url = `${origin}/compare`;
  for (const code of codes) {
    await page.goto(`${url}${url.includes("?") ? "&" : "?"}add=${encodeURIComponent(code)}`);
    url = page.url();
  }
  expect(new URL(url).searchParams.get("codes")?.split(",")).toHaveLength(codes.length);
  return url.slice(origin.length);
}

/** How far the document reaches past the viewport's right edge (0 or less: no sideways scrolling). */
function overflowAt(page: Page, width: number): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.setViewportSize({ width, height: 900 }).then(() =>
    page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    })),
  );
}

for (const { language, origin } of HOSTS) {
  test.describe(`no page scrolls sideways in ${language}`, () => {
    test("list, information and buyer-tool pages", async ({ page }) => {
      test.setTimeout(120_000);
      const product = (await detailPages(page))[0];
      const paths = [...PAGES, await comparePage(page, origin, product)];
      for (const path of paths) {
        await page.goto(`${origin}${path}`);
        for (const width of WIDTHS) {
          const { scrollWidth, innerWidth } = await overflowAt(page, width);
          expect(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(innerWidth);
        }
      }
    });

    test("product, gallery and news detail pages", async ({ page }) => {
      test.setTimeout(120_000);
      for (const path of await detailPages(page)) {
        await page.goto(`${origin}${path}`);
        const views = [path];
        if (path.startsWith("/products/")) views.push(`${path} (technical details tab)`);
        for (const view of views) {
          if (view !== path) {
            // The second tab: the technical table of every item code (it scrolls inside its own box).
            const tab = page.getByRole("tab").nth(1);
            await tab.click();
            await expect(tab).toHaveAttribute("aria-selected", "true");
            await expect(page.getByRole("tabpanel").locator("table")).toBeVisible();
          }
          for (const width of WIDTHS) {
            const { scrollWidth, innerWidth } = await overflowAt(page, width);
            expect(scrollWidth, `${view} at ${width} px`).toBeLessThanOrEqual(innerWidth);
          }
        }
      }
    });
  });
}
