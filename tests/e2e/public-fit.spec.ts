import { en } from "../../app/lib/i18n/messages/en";
import { zh } from "../../app/lib/i18n/messages/zh";
import { imageSrc, variantUrl } from "../../app/lib/images";
import { E2E_PORT, expect, type Page, test } from "./fixtures";

// Issue 21's broken layouts: the technical data must fit its card, the carousel arrows must leave the hero
// text readable, and a product page opens on its preselected item code's image, in both languages.

const HOSTS = [
  { language: "English", origin: `http://localhost:${E2E_PORT}`, messages: en },
  { language: "Chinese", origin: `http://zh.localhost:${E2E_PORT}`, messages: zh },
];

type Box = { left: number; top: number; right: number; bottom: number };

/** True when two boxes share more than a hairline of area. */
function intersects(a: Box, b: Box): boolean {
  const tolerance = 0.5;
  return (
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > tolerance &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > tolerance
  );
}

/** Boxes of the page's elements matched by `selector`, in page coordinates. */
function boxes(page: Page, selector: string): Promise<Box[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const rect = element.getBoundingClientRect();
      return { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
    }),
  );
}

/** The page's own width beyond the viewport (0 when it does not scroll sideways). */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

test.describe("technical data of the preselected item code", () => {
  const PRODUCTS = ["aurum-classic-40", "jewel-tone-metallic", "argent-fine"];
  const WIDTHS = [375, 768, 1000, 1024, 1066, 1110, 1440];

  for (const { language, origin } of HOSTS) {
    for (const slug of PRODUCTS) {
      test(`fits its card with labels and values apart at every width: ${slug} in ${language}`, async ({
        page,
      }) => {
        await page.setViewportSize({ width: WIDTHS[0], height: 900 });
        await page.goto(`${origin}/products/${slug}`);
        const data = page.getByTestId("technical-data");
        // The twelve technical fields and the code's colour.
        await expect(data.locator("dd")).toHaveCount(13);
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          expect(await sidewaysOverflow(page), `page wider than ${width} px`).toBeLessThanOrEqual(0);
          const [card] = await boxes(page, "section[aria-labelledby='technical-data-heading']");
          const labels = await boxes(page, "[data-testid='technical-data'] dt");
          const values = await boxes(page, "[data-testid='technical-data'] dd");
          values.forEach((value, index) => {
            const where = `value ${index + 1} at ${width} px`;
            expect(value.left, `${where} leaves the card`).toBeGreaterThanOrEqual(card.left);
            expect(value.right, `${where} leaves the card`).toBeLessThanOrEqual(card.right);
            for (const label of labels)
              expect(intersects(value, label), `${where} covers a label`).toBe(false);
          });
        }
      });
    }
  }
});

test.describe("home carousel arrows", () => {
  for (const { language, origin } of HOSTS) {
    for (const width of [375, 768]) {
      test(`never cover the headline or the intro at ${width} px in ${language}`, async ({ page }) => {
        await page.setViewportSize({ width, height: 812 });
        await page.goto(`${origin}/`);
        const carousel = page.getByTestId("hero-carousel");
        await expect(carousel).toHaveAttribute("data-slide-count", /^([2-9]|\d{2,})$/);
        const arrows = [
          ...(await boxes(page, "[data-testid='carousel-previous'], [data-testid='carousel-next']")),
        ];
        expect(arrows).toHaveLength(2);
        const text = await boxes(page, "[data-testid='hero-carousel'] :is(h1, h1 + p)");
        expect(text).toHaveLength(2);
        for (const arrow of arrows) for (const block of text) expect(intersects(arrow, block)).toBe(false);
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      });
    }
  }

  test("stay labelled and reachable with the keyboard", async ({ page }) => {
    await page.goto("/");
    const previous = page.getByRole("button", { name: "Previous slide" });
    const next = page.getByRole("button", { name: "Next slide" });
    await expect(previous).toBeVisible();
    await expect(next).toBeVisible();
    await previous.focus();
    await expect(previous).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Show slide 1" })).toBeFocused();
  });
});

test.describe("preselected item code", () => {
  /** The main image's src and the src the preselected code's image should have. */
  async function shownAndExpected(page: Page, galleryLabel: string) {
    const codeImage = await page.locator('input[name="code"]:checked').getAttribute("data-image");
    const mainImage = page.locator(`main section[aria-label="${galleryLabel}"] img`).first();
    const shown = await mainImage.getAttribute("src");
    return { codeImage, mainImage, shown, expected: codeImage ? imageSrc(codeImage) : null };
  }

  test("the page opens on the first item code's image", async ({ page }) => {
    for (const { origin, messages } of HOSTS) {
      await page.goto(`${origin}/products/jewel-tone-metallic`);
      await expect(page.locator('input[name="code"]:checked')).toHaveValue("JT-301");
      const { mainImage, shown, expected } = await shownAndExpected(page, messages["product.gallery.label"]);
      expect(expected).toMatch(/^\/media\//);
      expect(shown).toBe(expected);
      await expect(mainImage).toHaveAttribute("fetchpriority", "high");
    }
  });

  test("the server renders the first item code's image before any JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { origin, messages } of HOSTS) {
      await page.goto(`${origin}/products/jewel-tone-metallic`);
      await expect(page.locator('input[name="code"]:checked')).toHaveValue("JT-301");
      const { codeImage, shown, expected } = await shownAndExpected(page, messages["product.gallery.label"]);
      expect(expected).toMatch(/^\/media\//);
      expect(shown).toBe(expected);
      // The preload React emits for the page's first image is that image too.
      const preload = `link[rel="preload"][as="image"][imagesrcset*="${variantUrl(codeImage ?? "", 400)}"]`;
      await expect(page.locator(preload)).toHaveCount(1);
    }
    await context.close();
  });
});
