import AxeBuilder from "@axe-core/playwright";
import { en } from "../../app/lib/i18n/messages/en";
import { zh } from "../../app/lib/i18n/messages/zh";
import { E2E_PORT, expect, type Page, test } from "./fixtures";

// The whole public interface on the Traditional Chinese host, and no Chinese interface on the English one.
// The leftover check compares what the browser shows with the English catalogue: any text, label,
// placeholder, alt or title that equals an English interface string (whose Chinese differs) is a string
// that was not taken from the visitor's catalogue. Content without a translation is allowed.

const PORT = E2E_PORT;
const ZH = `http://zh.localhost:${PORT}`;
const EN = `http://localhost:${PORT}`;
const HAN = /\p{Script=Han}/u;

/** Every public page, with the Chinese first heading the seed's translations give it. */
const PAGES: { path: string; h1: string | RegExp; status?: number }[] = [
  { path: "/", h1: zh["home.headline"] },
  { path: "/about", h1: zh["about.title"] },
  { path: "/contact", h1: zh["contact.title"] },
  { path: "/products", h1: zh["products.heading"] },
  { path: "/products/aurum-classic-40", h1: "Aurum 經典 40 號" },
  { path: "/resources", h1: zh["gallery.hero.title"] },
  { path: "/resources/couture-evening-gown", h1: "高級訂製晚裝" },
  { path: "/news", h1: HAN },
  { path: "/news/meet-us-at-premiere-vision-paris", h1: "巴黎 Première Vision 展會見" },
  { path: "/no-such-page", h1: zh["notFound.title"], status: 404 },
];

/** English interface strings that read differently in Chinese, as patterns ({name} matches anything). */
const ENGLISH_ONLY = (Object.keys(en) as (keyof typeof en)[])
  .filter((key) => en[key] !== zh[key] && /[A-Za-z]{2}/.test(en[key]))
  .map((key) => {
    const source = en[key]
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join(".+?");
    const words = en[key].split(/\s+/).length;
    // Long strings are also caught inside a longer text; short ones ("Name", "All") only on their own.
    return { key, pattern: new RegExp(words >= 3 ? source : `^${source}$`) };
  });

/**
 * Every string a visitor can see or hear on the page: text of each element and text node, aria-label,
 * placeholder, alt and title attributes, the title tag, description, Open Graph/Twitter texts and the
 * names in JSON-LD.
 */
async function visibleStrings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const clean = (text: string | null | undefined) => (text ?? "").replace(/\s+/g, " ").trim();
    const strings: string[] = [document.title];
    const hidden = "script, style, noscript, template";
    const skip = (node: Node) => node.parentElement?.closest(hidden) != null;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!skip(node)) strings.push(clean(node.textContent));
    }
    for (const element of document.body.querySelectorAll("*")) {
      if (element.children.length === 0 && !element.closest(hidden)) strings.push(clean(element.textContent));
      for (const name of ["aria-label", "aria-roledescription", "placeholder", "alt", "title"]) {
        const value = element.getAttribute(name);
        if (value) strings.push(clean(value));
      }
    }
    for (const meta of document.head.querySelectorAll("meta[content]")) {
      const name = meta.getAttribute("name") ?? meta.getAttribute("property") ?? "";
      if (/description|title|site_name/.test(name)) strings.push(clean(meta.getAttribute("content")));
    }
    const names = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(names);
      else if (value && typeof value === "object") {
        for (const [key, inner] of Object.entries(value)) {
          if (typeof inner === "string" && ["name", "headline", "description"].includes(key)) {
            strings.push(clean(inner));
          } else names(inner);
        }
      }
    };
    for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
      names(JSON.parse(script.textContent ?? "null"));
    }
    return strings.filter(Boolean);
  });
}

/** The English interface strings found on the page, as "key: text". */
async function englishLeftovers(page: Page): Promise<string[]> {
  const found = new Set<string>();
  for (const text of await visibleStrings(page)) {
    for (const { key, pattern } of ENGLISH_ONLY) if (pattern.test(text)) found.add(`${key}: ${text}`);
  }
  return [...found];
}

test.describe("the Chinese host", () => {
  for (const { path, h1, status } of PAGES) {
    test(`${path} is in Traditional Chinese: lang, title, heading, navigation, footer, no English interface`, async ({
      page,
    }) => {
      const response = await page.goto(`${ZH}${path}`);
      expect(response?.status()).toBe(status ?? 200);
      await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant");
      await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
      expect(await page.title()).toMatch(HAN);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      const nav = page.getByRole("navigation", { name: zh["header.mainNav"] });
      for (const key of [
        "nav.home",
        "nav.about",
        "nav.products",
        "nav.gallery",
        "nav.news",
        "nav.contact",
      ] as const) {
        await expect(nav.getByRole("link", { name: zh[key], exact: true })).toBeVisible();
      }
      const footer = page.getByRole("contentinfo");
      await expect(footer).toContainText(zh["footer.blurb"]);
      await expect(footer).toContainText(zh["footer.quickLinks"]);
      await expect(footer).toContainText(zh["company.address"]);
      await expect(footer.getByRole("button", { name: zh["newsletter.submit"] })).toBeVisible();
      await expect(footer.getByPlaceholder(zh["newsletter.placeholder"])).toBeVisible();
      // After hydration too: client-only text (toasts labels, effects) must come from the catalogue.
      await page.waitForLoadState("networkidle");
      expect(await englishLeftovers(page)).toEqual([]);
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    });
  }

  test("the home page title, description and structured data come from the Chinese catalogue", async ({
    page,
  }) => {
    await page.goto(`${ZH}/`);
    await expect(page).toHaveTitle(`${zh["site.name"]} | ${zh["site.tagline"]}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", zh["home.description"]);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      `${zh["site.name"]} | ${zh["site.tagline"]}`,
    );
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "zh_HK");
  });

  test("a translated product shows its Chinese name in the list, in search, on its page and in its title", async ({
    page,
  }) => {
    await page.goto(`${ZH}/products`);
    await expect(page.getByRole("heading", { name: "Aurum 經典 40 號" })).toBeVisible();
    // Every demo product is translated: none shows its English name.
    await expect(page.getByRole("heading", { name: "Aurum 粗支 20 號" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Aurum Heavy 20" })).toHaveCount(0);
    await page.goto(`${ZH}/products?q=${encodeURIComponent("經典 40")}`);
    await expect(page.locator("main article")).toHaveCount(1);
    await expect(page.locator("main article")).toContainText("Aurum 經典 40 號");
    // The English slug moves to the Chinese one.
    await page.goto(`${ZH}/products/aurum-classic-40`);
    await expect(page).toHaveURL(`${ZH}/products/${encodeURIComponent("aurum-經典-40號")}`);
    await expect(page).toHaveTitle(`Aurum 經典 40 號 | ${zh["site.name"]}`);
    const product = await page
      .locator('script[type="application/ld+json"]')
      .allTextContents()
      .then((blocks) =>
        blocks.map((block) => JSON.parse(block)).find((block) => block["@type"] === "Product"),
      );
    expect(product).toMatchObject({
      name: "Aurum 經典 40 號",
      brand: { name: zh["site.name"] },
      additionalProperty: expect.arrayContaining([
        { "@type": "PropertyValue", name: zh["product.itemCode"], value: "AC40-101" },
      ]),
    });
  });

  test("news dates are written the Chinese way, and likes are labelled in Chinese", async ({ page }) => {
    await page.goto(`${ZH}/news`);
    const dates = page.locator("main time");
    await expect(dates.first()).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日$/);
    await page.goto(`${EN}/news`);
    await expect(page.locator("main time").first()).toHaveText(/^[A-Z][a-z]{2} \d{2}, \d{4}$/);
  });

  test("the contact form answers in Chinese: field errors, then the success toast", async ({ page }) => {
    await page.goto(`${ZH}/contact`);
    await page.waitForLoadState("networkidle");
    const form = page.locator("main form");
    await form.getByRole("button", { name: zh["contact.submit"] }).click();
    await expect(form.getByText(zh["contact.error.name"])).toBeVisible();
    await expect(form.getByText(zh["contact.error.email"])).toBeVisible();
    await expect(form.getByText(zh["contact.error.subject"])).toBeVisible();
    await expect(form.getByText(zh["contact.error.message"])).toBeVisible();
    await expect(form.getByLabel(zh["contact.name"])).toBeFocused();
    await form.getByLabel(zh["contact.name"]).fill("陳大文");
    await form.getByLabel(zh["contact.emailField"]).fill("chan@example.com");
    await form.getByLabel(zh["contact.subject"]).fill("查詢金線");
    await form.getByLabel(zh["contact.message"]).fill("請寄送 Aurum 經典 40 號的樣本，謝謝。");
    await form.getByRole("button", { name: zh["contact.submit"] }).click();
    await expect(page.locator("[data-toast]").filter({ hasText: zh["contact.success"] })).toBeVisible();
    await expect(page.getByRole("button", { name: zh["toast.dismiss"] })).toBeVisible();
    expect(await englishLeftovers(page)).toEqual([]);
  });

  test("without JavaScript the server answers the contact form in Chinese", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${ZH}/contact`);
    const form = page.locator("main form");
    await form.getByLabel(zh["contact.name"]).fill("陳");
    await form.getByLabel(zh["contact.emailField"]).fill("not-an-address");
    await form.getByLabel(zh["contact.subject"]).fill("查詢金線");
    await form.getByLabel(zh["contact.message"]).fill("太短");
    await form.getByRole("button", { name: zh["contact.submit"] }).click();
    for (const key of ["contact.error.name", "contact.error.email", "contact.error.message"] as const) {
      await expect(form.getByText(zh[key])).toBeVisible();
    }
    await expect(form.getByText(zh["contact.error.subject"])).toHaveCount(0);
    expect(await englishLeftovers(page)).toEqual([]);
    await context.close();
  });

  test("the newsletter signup answers in Chinese: invalid address, success, already subscribed", async ({
    page,
  }) => {
    const email = `zh-${Date.now()}@example.com`;
    await page.goto(`${ZH}/about`);
    await page.waitForLoadState("networkidle");
    const footer = page.getByRole("contentinfo");
    const box = footer.getByPlaceholder(zh["newsletter.placeholder"]);
    await box.fill("not-an-address");
    await footer.getByRole("button", { name: zh["newsletter.submit"] }).click();
    await expect(footer.getByText(zh["newsletter.invalid"])).toBeVisible();
    await box.fill(email);
    await footer.getByRole("button", { name: zh["newsletter.submit"] }).click();
    await expect(page.getByText(zh["newsletter.success"]).first()).toBeVisible();
    await box.fill(email);
    await footer.getByRole("button", { name: zh["newsletter.submit"] }).click();
    await expect(page.getByText(zh["newsletter.duplicate"]).first()).toBeVisible();
    expect(await englishLeftovers(page)).toEqual([]);
  });

  test("the WhatsApp Click Here link greets in Chinese", async ({ page }) => {
    await page.goto(`${ZH}/contact`);
    await page.waitForLoadState("networkidle");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("button", { name: zh["social.whatsapp"] }).click();
    const link = footer.getByRole("link", { name: zh["social.clickHere"] });
    await expect(link).toHaveAttribute(
      "href",
      `https://wa.me/85223456789?text=${encodeURIComponent(zh["social.whatsappGreeting"])}`,
    );
  });

  test("the language chooser goes to the English host and keeps the path and query @mobile", async ({
    page,
    isMobile,
  }) => {
    await page.goto(`${ZH}/products/aurum-classic-40?code=AC40-105`);
    await page.waitForLoadState("networkidle");
    if (isMobile) {
      await page.getByTestId("menu-button").click();
      const panel = page.getByTestId("mobile-menu");
      await panel.getByRole("link", { name: "English" }).click();
    } else {
      const chooser = page.getByTestId("language-chooser");
      await chooser.getByRole("button", { name: zh["header.languages"] }).click();
      await chooser.getByRole("link", { name: "English" }).click();
    }
    await expect(page).toHaveURL(`${EN}/products/aurum-classic-40?code=AC40-105`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aurum Classic 40");
  });
});

test.describe("the English host", () => {
  test("has no Chinese interface text on any public page, except the name of the Chinese language", async ({
    page,
  }) => {
    for (const { path, status } of PAGES) {
      const response = await page.goto(`${EN}${path}`);
      expect(response?.status(), path).toBe(status ?? 200);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      const chinese = (await visibleStrings(page)).filter((text) => HAN.test(text) && text !== "繁體中文");
      expect(chinese, path).toEqual([]);
      // The leftover check used on the Chinese host does find the English interface where it is.
      expect((await englishLeftovers(page)).length, path).toBeGreaterThan(3);
    }
  });
});
