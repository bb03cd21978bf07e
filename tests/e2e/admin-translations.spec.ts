import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { parse as parseCsv } from "csv-parse/sync";
import { hostGet as get, signIn, toast } from "./admin-support";
import { E2E_PORT, expect, type Page, test } from "./fixtures";

const PORT = E2E_PORT;
const ZH = `http://zh.localhost:${PORT}`;
const translationsPanel = (page: Page) =>
  page.locator("section").filter({ has: page.getByRole("heading", { name: /^Translations/, level: 2 }) });

/** The hreflang alternates of a page's HTML: hreflang → href. */
function alternates(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [tag] of html.matchAll(/<link[^>]*rel="alternate"[^>]*>/gi)) {
    const lang = /hreflang="([^"]+)"/i.exec(tag)?.[1];
    const href = /href="([^"]+)"/i.exec(tag)?.[1];
    if (lang && href) out[lang] = href;
  }
  return out;
}

/** Opens a record's field on the Translations screen through the left and middle columns. */
async function openField(page: Page, record: string, field: RegExp) {
  await page.goto("/admin/translations");
  await expect(page.getByRole("heading", { name: "Translations", level: 1 })).toBeVisible();
  await page.getByLabel("Entity type").selectOption("products");
  await page.getByLabel("Search records").fill(record);
  await page.getByRole("list", { name: "Records" }).getByRole("link", { name: record }).click();
  await expect(page).toHaveURL(/type=products&id=\d+/);
  await page.getByRole("list", { name: "Translatable fields" }).getByRole("link", { name: field }).click();
  await expect(page).toHaveURL(/&field=/);
}

test.describe("Translations screen", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test("deletes a Chinese product name back to English (marked lang=en, the page noindex), adds one that shows on the zh host at once, and edits it", async ({
    page,
    browser,
  }) => {
    const visitor = await browser.newPage();
    const zhPage = `${ZH}/products/${encodeURIComponent("aurum-粗支-20號")}`;
    // Warm the public page cache on the zh host first: the admin write must invalidate it.
    await visitor.goto(zhPage);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Aurum 粗支 20 號");
    await visitor.goto(`${ZH}/products`);
    await expect(visitor.getByRole("main")).toContainText("Aurum 粗支 20 號");

    await openField(page, "Aurum Heavy 20", /^Name/);
    const nameRow = page
      .getByRole("list", { name: "Translatable fields" })
      .getByRole("link", { name: /^Name/ });
    await expect(nameRow).toContainText("Translated");
    await page.getByRole("button", { name: "Delete 繁體中文" }).click();
    const confirm = page.getByRole("dialog", { name: "Are you sure?" });
    await expect(confirm).toContainText("This will delete the 繁體中文 translation of name.");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Translation deleted successfully")).toBeVisible();
    await expect(page.getByText("No translations added yet")).toBeVisible();
    await expect(nameRow).toContainText("Missing");
    await expect(page.getByRole("button", { name: "Add Translation" })).toBeEnabled();

    // The name falls back to English, marked as English; without its name the page is not offered to search engines.
    await visitor.goto(zhPage);
    const heading = visitor.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText("Aurum Heavy 20");
    await expect(heading).toHaveAttribute("lang", "en");
    await expect(heading).toHaveAttribute("dir", "ltr");
    await expect(visitor.locator("html")).toHaveAttribute("lang", "zh-Hant");
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(visitor.locator('link[rel="alternate"][hreflang="zh-Hant"]')).toHaveCount(0);
    // Translated fields carry no lang of their own.
    await expect(visitor.locator("main p").filter({ hasText: "適合立體效果" }).first()).not.toHaveAttribute(
      "lang",
    );

    let posts = 0;
    page.on("request", (request) => {
      if (request.method() === "POST") posts += 1;
    });
    await page.getByRole("button", { name: "Add Translation" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Translation" });
    await dialog.getByRole("button", { name: "Add Translation" }).click();
    await expect(dialog.getByText("Language is required")).toBeVisible();
    await expect(toast(page, "Language is required")).toBeVisible();
    // Each message stands on its field, checked in the browser before anything is posted.
    await expect(dialog.getByLabel("Language")).toHaveAccessibleDescription("Language is required");
    await expect(dialog.getByLabel("Language")).toBeFocused();
    await dialog.getByLabel("Language").selectOption({ label: "繁體中文" });
    await expect(dialog.getByText("Language is required")).toBeHidden();
    await dialog.getByRole("button", { name: "Add Translation" }).click();
    await expect(dialog.getByText("Translation is required")).toBeVisible();
    await expect(dialog.getByLabel(/^Translation/)).toHaveAccessibleDescription("Translation is required");
    expect(posts).toBe(0);
    await dialog.getByLabel(/^Translation/).fill("奧瑞姆厚金線 20");
    await expect(dialog.getByText("Translation is required")).toBeHidden();
    await dialog.getByRole("button", { name: "Add Translation" }).click();
    await expect(toast(page, "Translation added successfully")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(nameRow).toContainText("Translated");
    await expect(translationsPanel(page).getByRole("list", { name: "Translations" })).toContainText(
      "奧瑞姆厚金線 20",
    );
    // Only Chinese exists besides English: Add is now disabled with the message.
    await expect(page.getByRole("button", { name: "Add Translation" })).toBeDisabled();
    await expect(page.getByText("All available languages have been used for this field")).toBeVisible();

    // A reload keeps the selection (it lives in the URL).
    await page.reload();
    await expect(page.getByRole("heading", { name: "Translations: Name" })).toBeVisible();
    await expect(
      page.getByRole("list", { name: "Records" }).getByRole("link", { name: "Aurum Heavy 20", exact: true }),
    ).toHaveAttribute("aria-current", "true");

    await visitor.goto(`${ZH}/products`);
    await expect(visitor.getByRole("main")).toContainText("奧瑞姆厚金線 20");
    await visitor.goto(zhPage);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("奧瑞姆厚金線 20");
    await expect(visitor.getByRole("heading", { level: 1 })).not.toHaveAttribute("lang");
    await expect(visitor).toHaveTitle(/^奧瑞姆厚金線 20/);
    await expect(visitor.locator('meta[name="robots"]')).toHaveCount(0);
    await visitor.goto(`${ZH}/products?q=${encodeURIComponent("奧瑞姆")}`);
    await expect(visitor.getByRole("main").getByRole("heading", { name: "奧瑞姆厚金線 20" })).toBeVisible();

    await page.getByRole("button", { name: "Edit 繁體中文" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Translation" });
    await expect(edit.getByLabel("Language")).toHaveValue("繁體中文");
    await expect(edit.getByLabel("Language")).toHaveAttribute("readonly", "");
    await edit.getByLabel(/^Translation/).fill("Aurum 粗支 20 號");
    await edit.getByRole("button", { name: "Update Translation" }).click();
    await expect(toast(page, "Translation updated successfully")).toBeVisible();
    await visitor.goto(zhPage);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("Aurum 粗支 20 號");
    await visitor.close();
  });

  test("disables Add when every language is used, lists item codes with their product, and has no axe violations", async ({
    page,
  }) => {
    await openField(page, "Aurum Classic 40", /^Name/);
    await expect(page.getByRole("button", { name: "Add Translation" })).toBeDisabled();
    await expect(page.getByText("All available languages have been used for this field")).toBeVisible();
    await expect(translationsPanel(page)).toContainText("繁體中文");
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await page.getByRole("button", { name: "Edit 繁體中文" }).click();
    await expect(page.getByRole("dialog", { name: "Edit Translation" })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.keyboard.press("Escape");

    await page.getByLabel("Entity type").selectOption("item_codes");
    await expect(page).toHaveURL(/type=item_codes/);
    const first = page.getByRole("list", { name: "Records" }).getByRole("link").first();
    await expect(first).toBeVisible();
    await first.click();
    await expect(page.getByRole("list", { name: "Translatable fields" })).toContainText("Composition");
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });

  test("a field's original is cut to 40 characters with a tooltip, and an edited summary shows on the zh host at once", async ({
    page,
    browser,
  }) => {
    const title = "Highlights from ITMA Asia in Shanghai";
    const original =
      "Five busy days in Shanghai: new machine partners, knitting trials and a record number of visitors.";
    const seeded = "在上海度過忙碌的五天：新的機械夥伴、針織測試及創紀錄的訪客人數。";
    const chinese = "在上海的五天：結識新的機械夥伴、進行針織試驗，訪客人數破紀錄。";
    const visitor = await browser.newPage();
    const description = visitor.locator('meta[name="description"]');
    const zhPage = `${ZH}/news/${encodeURIComponent("上海-itma-asia-展會精華")}`;
    await visitor.goto(zhPage);
    await expect(description).toHaveAttribute("content", seeded);

    await page.goto("/admin/translations");
    await page.getByLabel("Entity type").selectOption("news_items");
    await page.getByLabel("Search records").fill("itma");
    const records = page.getByRole("list", { name: "Records" }).getByRole("link");
    await expect(records).toHaveCount(1);
    await records.filter({ hasText: title }).click();
    const row = page
      .getByRole("list", { name: "Translatable fields" })
      .getByRole("link", { name: /^Description/ });
    await expect(row.locator(`[title="${original}"]`)).toHaveText(`${original.slice(0, 40)}…`);
    await expect(row).toContainText("Translated");
    await row.click();
    await page.getByRole("button", { name: "Edit 繁體中文" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Translation" });
    await dialog.getByLabel(/^Translation/).fill(chinese);
    await dialog.getByRole("button", { name: "Update Translation" }).click();
    await expect(toast(page, "Translation updated successfully")).toBeVisible();

    await visitor.goto(zhPage);
    await expect(description).toHaveAttribute("content", chinese);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("上海 ITMA Asia 展會精華");

    await page.getByRole("button", { name: "Delete 繁體中文" }).click();
    await page.getByRole("dialog", { name: "Are you sure?" }).getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Translation deleted successfully")).toBeVisible();
    await expect(row).toContainText("Missing");
    await visitor.goto(zhPage);
    await expect(description).toHaveAttribute("content", original);
    // The summary is shown in English now, marked as such; the title and body are still Chinese.
    await expect(visitor.locator("article p").filter({ hasText: original }).first()).toHaveAttribute(
      "lang",
      "en",
    );

    await page.getByRole("button", { name: "Add Translation" }).click();
    const add = page.getByRole("dialog", { name: "Add Translation" });
    await add.getByLabel("Language").selectOption({ label: "繁體中文" });
    await add.getByLabel(/^Translation/).fill(seeded);
    await add.getByRole("button", { name: "Add Translation" }).click();
    await expect(toast(page, "Translation added successfully")).toBeVisible();
    await visitor.close();
  });

  test("a long item-code field gets a multi-line box and its translation shows in the zh technical data", async ({
    page,
    browser,
  }) => {
    const seeded = "40 號；針號 75/11 至 90/14";
    const chinese = "40 號線；建議使用 75/11 至 90/14 號針";
    const visitor = await browser.newPage();
    const technical = visitor.getByTestId("technical-data");
    const zhPage = `${ZH}/products/${encodeURIComponent("aurum-經典-40號")}?code=AC40-101`;
    await visitor.goto(zhPage);
    await expect(technical).toContainText(seeded);

    await page.goto("/admin/translations");
    await page.getByLabel("Entity type").selectOption("item_codes");
    await page.getByLabel("Search records").fill("AC40-101");
    await page
      .getByRole("list", { name: "Records" })
      .getByRole("link", { name: /AC40-101/ })
      .click();
    await page
      .getByRole("list", { name: "Translatable fields" })
      .getByRole("link", { name: /^Other information/ })
      .click();
    await page.getByRole("button", { name: "Edit 繁體中文" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Translation" });
    const box = dialog.getByLabel(/^Translation/);
    expect(await box.evaluate((element) => element.tagName)).toBe("TEXTAREA");
    await box.fill(chinese);
    await dialog.getByRole("button", { name: "Update Translation" }).click();
    await expect(toast(page, "Translation updated successfully")).toBeVisible();

    await visitor.goto(zhPage);
    await expect(technical).toContainText(chinese);
    await page.getByRole("button", { name: "Edit 繁體中文" }).click();
    await dialog.getByLabel(/^Translation/).fill(seeded);
    await dialog.getByRole("button", { name: "Update Translation" }).click();
    // The first update's toast (same words) may still be up: the dialog closing is this update's answer.
    await expect(dialog).toBeHidden();
    await expect(toast(page, "Translation updated successfully")).toBeVisible();
    await visitor.goto(zhPage);
    await expect(technical).toContainText(seeded);
    await visitor.close();
  });

  test("says Entity not found for a stale id in the URL", async ({ page }) => {
    await page.goto("/admin/translations?type=news_items&id=987654&field=title");
    await expect(page.getByRole("region", { name: "Fields" }).getByRole("alert")).toHaveText(
      "Entity not found",
    );
    await expect(toast(page, "Entity not found")).toBeVisible();
  });
});

/** Quotes every field of a CSV (RFC 4180), as a spreadsheet saves it. */
const csvLine = (fields: string[]) => fields.map((field) => `"${field.replaceAll('"', '""')}"`).join(",");

test.describe("Translation overview", () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test("counts follow an edited original, a confirmation, a deleted translation and an edited export imported back; no axe violations", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const english = "Couture & Bridal";
    const chinese = "高級訂製與婚紗";
    const cell = page.locator('[data-cell="gallery_categories:zh"]');
    const counts = async () => {
      await page.goto("/admin/translations/overview");
      await expect(page.getByRole("heading", { name: "Translation Overview", level: 1 })).toBeVisible();
      const read = async (selector: string) => Number(await cell.locator(selector).textContent());
      return {
        translated: await read("[data-translated]"),
        outdated: await read('[data-count="outdated"]'),
        missing: await read('[data-count="missing"]'),
      };
    };
    const renameCategory = async (from: string, to: string) => {
      await page.goto("/admin/gallery-categories");
      await page.getByRole("button", { name: `Edit ${from}` }).click();
      const edit = page.getByRole("dialog", { name: "Edit Category" });
      await edit.getByLabel("Name").fill(to);
      await edit.getByRole("button", { name: "Update Category" }).click();
      await expect(toast(page, "Category updated successfully")).toBeVisible();
    };

    const before = await counts();
    expect(before.translated).toBeGreaterThanOrEqual(5);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    // The English name changes: its Chinese translation is outdated.
    await renameCategory(english, "Couture and Bridal");
    expect(await counts()).toEqual({
      ...before,
      translated: before.translated - 1,
      outdated: before.outdated + 1,
    });
    await cell.getByRole("link", { name: /outdated/ }).click();
    await expect(page).toHaveURL(/type=gallery_categories&language=zh&show=outdated/);
    await page
      .getByRole("list", { name: "Records" })
      .getByRole("link", { name: "Couture and Bridal" })
      .click();
    await page
      .getByRole("list", { name: "Translatable fields" })
      .getByRole("link", { name: /^Name/ })
      .click();
    await expect(translationsPanel(page).getByText("Outdated", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Confirm the 繁體中文 translation still fits" }).click();
    await expect(toast(page, "Translation confirmed as up to date")).toBeVisible();
    await expect(translationsPanel(page).getByText("Outdated", { exact: true })).toHaveCount(0);
    expect(await counts()).toEqual(before);

    // Back to the first name: outdated again; then deleted, it is missing.
    await renameCategory("Couture and Bridal", english);
    expect((await counts()).outdated).toBe(before.outdated + 1);
    await cell.getByRole("link", { name: /outdated/ }).click();
    await page.getByRole("list", { name: "Records" }).getByRole("link", { name: english }).click();
    await page
      .getByRole("list", { name: "Translatable fields" })
      .getByRole("link", { name: /^Name/ })
      .click();
    await page.getByRole("button", { name: "Delete 繁體中文" }).click();
    await page.getByRole("dialog", { name: "Are you sure?" }).getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Translation deleted successfully")).toBeVisible();
    expect(await counts()).toEqual({
      ...before,
      translated: before.translated - 1,
      missing: before.missing + 1,
    });

    // Export what Chinese is missing as CSV, fill the name in as a translator would, import it back.
    const exportCard = page.getByRole("region", { name: "Export for a translator" });
    await exportCard.getByLabel("Language").selectOption("zh");
    await exportCard.getByLabel("Texts").selectOption("missing");
    await exportCard.getByLabel("Format").selectOption("csv");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      exportCard.getByRole("button", { name: "Export" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^lumina-threads-zh-missing-\d{4}-\d{2}-\d{2}\.csv$/);
    const exported = parseCsv(fs.readFileSync(await download.path()), {
      bom: true,
      columns: true,
    }) as Record<string, string>[];
    const row = exported.find((r) => r.source === english);
    expect(row).toMatchObject({ language: "zh", translation: "", translated_at: "" });
    expect(row?.key).toMatch(/^gallery_categories\/\d+\/name$/);
    row!.translation = chinese;
    const columns = Object.keys(exported[0]!);
    const file = {
      name: "zh-missing.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(
        [csvLine(columns), ...exported.map((r) => csvLine(columns.map((c) => r[c] ?? "")))].join("\r\n"),
      ),
    };
    const importCard = page.getByRole("region", { name: "Import translations" });
    await importCard.getByLabel("File (XLIFF 2.0 or CSV)").setInputFiles(file);
    await importCard.getByRole("button", { name: "Import" }).click();
    await expect(
      toast(page, `繁體中文: 1 applied, ${exported.length - 1} unchanged, 0 refused`),
    ).toBeVisible();
    const report = importCard.getByTestId("import-report");
    await expect(report.locator('[data-outcome="applied"]')).toHaveCount(1);
    await expect(report.locator('[data-outcome="applied"]')).toContainText(english);
    expect(await counts()).toEqual(before);

    // The same file again: the translation saved since its export is never overwritten.
    await importCard.getByLabel("File (XLIFF 2.0 or CSV)").setInputFiles(file);
    await importCard.getByRole("button", { name: "Import" }).click();
    await expect(
      toast(page, `繁體中文: 0 applied, ${exported.length - 1} unchanged, 1 refused`),
    ).toBeVisible();
    await expect(report.locator('[data-outcome="refused"]')).toContainText(
      "A newer translation was saved after this file was exported",
    );

    const visitor = await browser.newPage();
    await visitor.goto(`${ZH}/resources`);
    await expect(visitor.getByRole("main")).toContainText(chinese);
    await visitor.close();
  });
});

test.describe("language hosts", () => {
  test("a subdomain of a language the site does not have is refused with 400", async () => {
    for (const code of ["fr", "ja"]) {
      const response = await get("/products?q=gold", `${code}.localhost:${PORT}`);
      expect(response.status).toBe(400);
      expect(response.body).not.toMatch(/<html/i);
    }
  });

  test("a Chinese product URL with its Chinese slug is served on the zh host; the English slug there answers 301 to it, the query kept", async () => {
    const zhPath = `/products/${encodeURIComponent("aurum-經典-40號")}`;
    const zh = await get(`${zhPath}?code=AC40-101`, `zh.localhost:${PORT}`);
    expect(zh.status).toBe(200);
    expect(zh.body).toContain("AC40-101");
    const moved = await get("/products/aurum-classic-40?code=AC40-101", `zh.localhost:${PORT}`);
    expect(moved.status).toBe(301);
    expect(moved.location).toBe(`${zhPath}?code=AC40-101`);
    // Its spec sheet is named after the Chinese slug, sent as an RFC 6266 filename* (a header is not UTF-8).
    const sheet = await get(`${zhPath}/spec-sheet.pdf`, `zh.localhost:${PORT}`);
    expect(sheet.status).toBe(200);
    expect(sheet.headers["content-disposition"]).toBe(
      `inline; filename="aurum-??-40?-spec-sheet-zh.pdf"; filename*=UTF-8''${encodeURIComponent("aurum-經典-40號")}-spec-sheet-zh.pdf`,
    );
    // On the English host the Chinese slug answers 301 to the English one.
    const back = await get(zhPath, `localhost:${PORT}`);
    expect(back.status).toBe(301);
    expect(back.location).toBe("/products/aurum-classic-40");
    for (const [path, to] of [
      [
        `/news/${encodeURIComponent("上海-itma-asia-展會精華")}`,
        "/news/highlights-from-itma-asia-in-shanghai",
      ],
    ] as const) {
      const news = await get(path, `localhost:${PORT}`);
      expect(news.status).toBe(301);
      expect(news.location).toBe(to);
    }
  });

  test("the zh host sets html lang zh-Hant and every page lists absolute hreflang alternates, each at its own slug", async () => {
    const zhSlug = `/products/${encodeURIComponent("aurum-經典-40號")}`;
    for (const [enPath, zhPath] of [
      ["/products", "/products"],
      ["/products/aurum-classic-40", zhSlug],
    ] as const) {
      const zh = await get(zhPath, `zh.localhost:${PORT}`);
      expect(zh.status).toBe(200);
      expect(zh.body).toMatch(/<html[^>]* lang="zh-Hant"/);
      const en = await get(enPath, `localhost:${PORT}`);
      expect(en.body).toMatch(/<html[^>]* lang="en"/);
      for (const body of [zh.body, en.body]) {
        expect(alternates(body)).toEqual({
          en: `http://localhost:${PORT}${enPath}`,
          "zh-Hant": `http://zh.localhost:${PORT}${zhPath}`,
          "x-default": `http://localhost:${PORT}${enPath}`,
        });
      }
    }
  });
});
