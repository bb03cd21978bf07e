import AxeBuilder from "@axe-core/playwright";
import { en } from "~/lib/i18n/messages/en";
import { ja } from "~/lib/i18n/messages/ja";
import { hostGet as get, signIn, toast } from "./admin-support";
import { E2E_PORT, expect, type Page, test } from "./fixtures";

const PORT = E2E_PORT;
const EN = `http://localhost:${PORT}`;
const JA = `http://ja.localhost:${PORT}`;
const AR = `http://ar.localhost:${PORT}`;
const JA_SLUG = encodeURIComponent("アウルム-クラシック-40");
const ZH_SLUG = encodeURIComponent("aurum-經典-40號");
const table = (page: Page) => page.getByRole("table", { name: "Languages" });

/** The hreflang alternates of a page: hreflang → href. */
async function alternates(page: Page): Promise<Record<string, string>> {
  const links = await page.locator('link[rel="alternate"][hreflang]').all();
  const out: Record<string, string> = {};
  for (const link of links)
    out[(await link.getAttribute("hreflang")) ?? ""] = (await link.getAttribute("href")) ?? "";
  return out;
}

async function openLanguages(page: Page) {
  await page.goto("/admin/languages");
  await expect(page.getByRole("heading", { name: "Languages", level: 1 })).toBeVisible();
}

/** Adds a language through the dialog; the direction follows the locale once it is left. */
async function addLanguage(
  page: Page,
  language: { code: string; name: string; locale: string; direction: "Left to right" | "Right to left" },
) {
  await page.getByRole("button", { name: "New Language" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Language" });
  await dialog.getByLabel("Code").fill(language.code);
  await expect(dialog.getByText(`served at ${language.code}.localhost:${PORT}`)).toBeVisible();
  await dialog.getByLabel("Name").fill(language.name);
  await dialog.getByLabel("Locale").fill(language.locale);
  await dialog.getByLabel("Locale").blur();
  await expect(dialog.getByLabel("Direction").locator("option:checked")).toHaveText(language.direction);
  await dialog.getByRole("button", { name: "Create Language" }).click();
  await expect(toast(page, "Language created successfully")).toBeVisible();
  await expect(table(page).getByRole("row").filter({ hasText: language.name })).toBeVisible();
}

/** Removes a language through the confirmation, which says its translations are kept. */
async function removeLanguage(page: Page, name: string) {
  await openLanguages(page);
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  const confirm = page.getByRole("dialog", { name: "Remove Language" });
  await expect(confirm).toContainText("translations are kept");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Language deleted successfully")).toBeVisible();
  await expect(table(page).getByRole("row").filter({ hasText: name })).toHaveCount(0);
}

test.describe("Languages screen", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test("lists English and Chinese with their address and direction, and has no axe violations @mobile", async ({
    page,
  }) => {
    await openLanguages(page);
    const rows = table(page).getByRole("row");
    await expect(rows.filter({ hasText: "English" })).toContainText(`localhost:${PORT}`);
    await expect(rows.filter({ hasText: "繁體中文" })).toContainText(`zh.localhost:${PORT}`);
    await expect(rows.filter({ hasText: "繁體中文" })).toContainText("Left to right");
    // The demo's Japanese translations wait for their language (removal never deletes translations).
    await expect(page.getByText("Translations kept for languages not on this list")).toContainText("ja");
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.getByRole("button", { name: "New Language" }).click();
    await expect(page.getByRole("dialog", { name: "Add Language" })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test("adding Japanese serves ja.localhost in Japanese, with the chooser, hreflang and sitemap updated; disabling refuses the host and removing keeps the translations", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    expect((await get("/", `ja.localhost:${PORT}`)).status).toBe(400);
    await openLanguages(page);
    await addLanguage(page, { code: "ja", name: "日本語", locale: "ja", direction: "Left to right" });
    await expect(page.getByText("Translations kept for languages not on this list")).toHaveCount(0);

    const visitor = await browser.newPage();
    try {
      // The English slug on the Japanese host answers 301 with the Japanese one.
      const moved = await get("/products/aurum-classic-40?code=AC40-101", `ja.localhost:${PORT}`);
      expect(moved.status).toBe(301);
      expect(moved.location).toBe(`/products/${JA_SLUG}?code=AC40-101`);

      await visitor.goto(`${JA}/products/aurum-classic-40`);
      await expect(visitor).toHaveURL(`${JA}/products/${JA_SLUG}`);
      const html = visitor.locator("html");
      await expect(html).toHaveAttribute("lang", "ja");
      await expect(html).toHaveAttribute("dir", "ltr");
      await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("アウルム クラシック 40");
      await expect(visitor.getByRole("navigation").first()).toContainText(ja["nav.products"]!);
      await expect(visitor.locator('meta[name="robots"]')).toHaveCount(0);
      expect(await alternates(visitor)).toEqual({
        en: `${EN}/products/aurum-classic-40`,
        "zh-Hant": `http://zh.localhost:${PORT}/products/${ZH_SLUG}`,
        ja: `${JA}/products/${JA_SLUG}`,
        "x-default": `${EN}/products/aurum-classic-40`,
      });
      await expect(visitor.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${JA}/products/${JA_SLUG}`,
      );

      // A string the Japanese catalogue does not have is shown in English, marked as English.
      expect(ja["colours.heading"]).toBeUndefined();
      await visitor.goto(`${JA}/colours`);
      await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(en["colours.heading"]);

      // The English host's chooser lists Japanese, at the product's Japanese address.
      await visitor.goto(`${EN}/products/aurum-classic-40`);
      await visitor.waitForLoadState("networkidle");
      const chooser = visitor.getByTestId("language-chooser");
      await chooser.getByRole("button", { name: en["header.languages"] }).click();
      const japanese = chooser.getByRole("link", { name: /日本語/ });
      await expect(japanese).toHaveAttribute("href", `${JA}/products/${JA_SLUG}`);
      await expect(japanese).toHaveAttribute("lang", "ja");
      await japanese.click();
      await expect(visitor).toHaveURL(`${JA}/products/${JA_SLUG}`);
      await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("アウルム クラシック 40");

      // Each host's sitemap lists the Japanese pages at their own slugs.
      const sitemap = await get("/sitemap.xml", `localhost:${PORT}`);
      expect(sitemap.body).toContain(`hreflang="ja" href="${JA}/products/${JA_SLUG}"`);
      const jaSitemap = await get("/sitemap.xml", `ja.localhost:${PORT}`);
      expect(jaSitemap.status).toBe(200);
      expect(jaSitemap.body).toContain(`<loc>${JA}/products/${JA_SLUG}</loc>`);

      // Disabled: the host is refused and the chooser drops it; its translations stay.
      const row = table(page).getByRole("row").filter({ hasText: "日本語" });
      const headers = await table(page).getByRole("columnheader").allTextContents();
      const translationsCell = row
        .getByRole("cell")
        .nth(headers.findIndex((h) => h.trim() === "Translations"));
      const count = Number(await translationsCell.textContent());
      expect(count).toBeGreaterThan(50);
      await row.getByRole("switch", { name: `日本語 served at ja.localhost:${PORT}` }).click();
      await expect(toast(page, "Language deactivated successfully")).toBeVisible();
      expect((await get("/", `ja.localhost:${PORT}`)).status).toBe(400);
      await visitor.goto(`${EN}/products`);
      await expect(visitor.getByTestId("language-chooser").getByRole("link", { name: /日本語/ })).toHaveCount(
        0,
      );
      await expect(translationsCell).toHaveText(String(count));
      await row.getByRole("switch", { name: `日本語 served at ja.localhost:${PORT}` }).click();
      await expect(toast(page, "Language activated successfully")).toBeVisible();
      expect((await get("/", `ja.localhost:${PORT}`)).status).toBe(200);

      await removeLanguage(page, "日本語");
      expect((await get("/", `ja.localhost:${PORT}`)).status).toBe(400);
      await expect(page.getByText("Translations kept for languages not on this list")).toContainText(
        `ja (${count})`,
      );
      await visitor.goto(`${EN}/products/aurum-classic-40`);
      expect(Object.keys(await alternates(visitor))).toEqual(["en", "zh-Hant", "x-default"]);
    } finally {
      await visitor.close();
    }
  });

  test("a right-to-left language gets dir=rtl on its host, and its English fallback is marked lang=en dir=ltr and noindex", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await openLanguages(page);
    await addLanguage(page, { code: "ar", name: "العربية", locale: "ar", direction: "Right to left" });
    await expect(table(page).getByRole("row").filter({ hasText: "العربية" })).toContainText("Right to left");
    const context = await browser.newContext();
    const visitor = await context.newPage();
    try {
      await visitor.goto(`${AR}/products/aurum-classic-40`);
      const html = visitor.locator("html");
      await expect(html).toHaveAttribute("lang", "ar");
      await expect(html).toHaveAttribute("dir", "rtl");
      const heading = visitor.getByRole("heading", { level: 1 });
      await expect(heading).toHaveText("Aurum Classic 40");
      await expect(heading).toHaveAttribute("lang", "en");
      await expect(heading).toHaveAttribute("dir", "ltr");
      // Nothing of the page is Arabic: it is not offered to search engines in Arabic.
      await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      expect(Object.keys(await alternates(visitor))).toEqual(["en", "zh-Hant", "x-default"]);
      expect((await new AxeBuilder({ page: visitor }).analyze()).violations).toEqual([]);
    } finally {
      await context.close();
    }
    await removeLanguage(page, "العربية");
    expect((await get("/", `ar.localhost:${PORT}`)).status).toBe(400);
  });
});
