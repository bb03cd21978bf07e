import { en } from "../../app/lib/i18n/messages/en";
import { firstLoadJs, readClientManifest } from "../../scripts/lib/js-budget";
import { expect, type Page, test } from "./fixtures";

/**
 * Public pages are static with islands (decision 022): an island's code loads when it is first used and
 * then works as before; until then, and without JavaScript, the server's HTML works on its own.
 */

const KEYS = Object.keys(en);

/** Script files the page requested, as /assets/… paths. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/assets/") && url.pathname.endsWith(".js")) scripts.push(url.pathname);
  });
  return scripts;
}

/** Mounts every island of the page, as a visitor's first use would. */
async function useEveryIsland(page: Page) {
  await page.evaluate(() => {
    for (const island of document.querySelectorAll("[data-island]")) {
      island.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    }
  });
  await page.waitForLoadState("networkidle");
}

test("a page loads only its first-load scripts; an island's code comes with its first use, then works", async ({
  page,
}) => {
  const manifest = readClientManifest();
  const firstLoad = firstLoadJs(manifest, "routes/contact").files;
  const scripts = recordScripts(page);
  await page.goto("/contact");
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((file) => !firstLoad.includes(file))).toEqual([]);

  const form = page.locator("main form").first();
  await form.getByLabel("Name").click();
  await expect.poll(() => scripts.filter((file) => !firstLoad.includes(file)).length).toBeGreaterThan(0);
  // The island's validation: on submit, in the browser, with the first invalid field focused.
  await form.getByLabel("Name").fill("A");
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByText("Name must be at least 2 characters.")).toBeVisible();
  await expect(form.getByLabel("Name")).toBeFocused();
  await expect(form.getByLabel("Name")).toHaveValue("A");
  expect(posts).toEqual([]);
});

test("a form sent before its island's code has arrived is sent by the island (fetcher and its message)", async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/newsletter-form-*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/about");
  const form = page.locator("footer form#newsletter");
  await form.getByLabel("Email address").fill(`early-${Date.now()}@example.com`);
  await form.getByRole("button", { name: "Subscribe" }).click();
  // Nothing left the page: the post waits for the island.
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/about$/);
  release();
  // The island's answer, under the field (the newsletter says its outcome there, not in a toast).
  await expect(form.locator("#newsletter-message")).toHaveText(
    "Thank you for subscribing to our newsletter!",
  );
  await expect(page).toHaveURL(/\/about$/);
});

test("every island shows its strings (never a catalogue key) and no public page logs an error", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && !/Failed to load resource/.test(message.text()))
      errors.push(message.text());
  });
  const pages = [
    "/",
    "/about",
    "/products",
    "/resources",
    "/news",
    "/contact",
    "/colours?hex=c9a13b",
    "/samples",
  ];
  for (const prefix of ["/products/", "/resources/", "/news/"]) {
    await page.goto(prefix.slice(0, -1));
    const href = await page.locator(`main a[href^="${prefix}"]`).first().getAttribute("href");
    if (href) pages.push(href);
  }
  // The comparison of a product page's item code (its print button is an island).
  await page.goto(pages.find((path) => path.startsWith("/products/"))!);
  const compare = await page.locator('main a[href^="/compare?codes="]').first().getAttribute("href");
  if (compare) pages.push(compare);
  for (const path of pages) {
    await page.goto(path);
    await useEveryIsland(page);
    // biome-ignore lint/performance/useDomNodeTextContent: what is shown (innerText), not hidden templates
    const text = await page.locator("body").innerText();
    const shownKeys = KEYS.filter((key) =>
      new RegExp(`(^|\\s)${key.replaceAll(".", "\\.")}(\\s|$)`).test(text),
    );
    expect(shownKeys, path).toEqual([]);
  }
  expect(errors).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the mobile menu, the language menu, a QR popover and the policy dialogs open @mobile", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/about");
    await page.getByTestId("menu-button").click();
    const menu = page.getByTestId("mobile-menu");
    await expect(menu.getByRole("link", { name: "Contact Us" })).toBeVisible();
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();

    await page.getByTestId("language-chooser").getByRole("button", { name: "Languages" }).click();
    await expect(page.getByTestId("language-chooser").getByRole("link", { name: /繁體中文/ })).toBeVisible();
    await page.keyboard.press("Escape");

    const footer = page.locator("footer");
    await footer.getByRole("button", { name: "WhatsApp" }).click();
    await expect(footer.locator("[data-qr-popover=whatsapp]")).toBeVisible();
    await page.keyboard.press("Escape");

    await footer.getByRole("button", { name: "Terms of Service" }).click();
    await expect(page.getByTestId("terms")).toContainText("30 days' notice");
    await page.getByTestId("terms").getByRole("button", { name: "Close" }).click();
    await expect(page.getByTestId("terms")).toBeHidden();
  });
});
