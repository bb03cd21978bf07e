import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { PDFDocument } from "pdf-lib";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { SMTPServer } from "smtp-server";
import { ADMIN, copyTemplate, freePort, startServer, type TestServer } from "../security/support";
import { toast } from "./admin-support";
import { expect, islandsArmed, type Page, test } from "./fixtures";

const PORT = Number(process.env.E2E_PORT ?? 3100) + 10 * Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const ZH = `http://zh.localhost:${PORT}`;

/** No accessibility violations on the page as shown. */
async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
}

/** The text of every page of a PDF (pdf.js, as a reader's viewer extracts it). */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(bytes) }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  return pages.join("\n").replace(/\s+/g, " ");
}

test.describe("shade finder", () => {
  test("a typed colour finds the nearest code first; its link opens the product with that code chosen", async ({
    page,
  }) => {
    await page.goto("/colours");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find the nearest shade");
    await page.getByLabel("Hex value").fill("#a4172e");
    await page.getByRole("button", { name: "Find shades" }).click();
    await expect(page).toHaveURL(/\/colours\?hex=a4172e$/);
    const results = page.getByTestId("shade-results").getByRole("listitem");
    await expect(results.first()).toContainText("JT-303");
    await expect(results.first()).toContainText("Ruby");
    await expect(results.first()).toContainText("Jewel Tone Metallic");
    await expect(results.first()).toContainText("ΔE 0.");
    await expect(results).toHaveCount(24);
    await results.first().getByRole("link", { name: "View JT-303" }).click();
    await expect(page).toHaveURL(/\/products\/jewel-tone-metallic\?code=JT-303$/);
    await expect(page.getByRole("radio", { name: "JT-303" })).toBeChecked();
    await expect(page.getByRole("heading", { name: "Technical data for JT-303" })).toBeVisible();
  });

  test("works without JavaScript: the picker, a category and a swatch, each a shareable address", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/colours");
    await page.getByLabel("Pick a colour").fill("#c9ced6");
    await page.getByLabel("Category").selectOption({ label: "Metallic Knitting Yarn" });
    await page.getByRole("button", { name: "Find shades" }).click();
    await expect(page).toHaveURL(/\/colours\?hex=c9ced6&category=Metallic\+Knitting\+Yarn$/);
    const results = page.getByTestId("shade-results").getByRole("listitem");
    await expect(results.first()).toContainText("MKY-802");
    for (const item of await results.all()) await expect(item).toContainText(/MKY-|LTM-|RGL-/);
    // The hex field wins over the picker once typed in.
    await page.getByLabel("Hex value").fill("1f7a55");
    await page.getByLabel("Category").selectOption("");
    await page.getByRole("button", { name: "Find shades" }).click();
    await expect(page).toHaveURL(/\/colours\?hex=1f7a55$/);
    await expect(results.first()).toContainText("JT-301");
    await page.getByRole("link", { name: "Search from Copper" }).click();
    await expect(page).toHaveURL(/\/colours\?hex=b46a3c$/);
    await expect(results.first()).toContainText("CGB-401");
    await page.getByLabel("Hex value").fill("not a colour");
    await page.getByRole("button", { name: "Find shades" }).click();
    await expect(page.getByText("Please enter a hex colour such as #B8892B.")).toBeVisible();
    await context.close();
  });

  test("is translated, and has its title, canonical and alternates on the Chinese host", async ({ page }) => {
    await page.goto(`${ZH}/colours?hex=c9a13b`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("找出最接近的色調");
    await expect(page.getByTestId("shade-results").getByRole("listitem").first()).toContainText("經典金");
    await expect(page).toHaveTitle("色彩 | Lumina Threads");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${ZH}/colours`);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      "href",
      `http://localhost:${PORT}/colours`,
    );
  });

  test("has no axe violations, empty and with results @mobile", async ({ page }) => {
    await page.goto("/colours");
    await expectAxeClean(page);
    await page.goto("/colours?hex=b8892b");
    await expectAxeClean(page);
  });
});

test.describe("technical filters", () => {
  test("two facets and a category filter the products without JavaScript, with their counts", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/products");
    const filters = page.getByRole("region", { name: "Technical filters" });
    await page
      .getByRole("navigation", { name: "Filter by category" })
      .getByRole("link", { name: "Metallic Embroidery Threads", exact: true })
      .click();
    await expect(page).toHaveURL(/category=Metallic\+Embroidery\+Threads/);
    await filters.getByText("Denier", { exact: true }).click();
    const denier = filters.locator('[data-facet="denier"]');
    await expect(denier.getByRole("link", { name: /150D\/2/ })).toContainText("3");
    await denier.getByRole("link", { name: /150D\/2/ }).click();
    await expect(page).toHaveURL(/denier=150D%2F2/);
    await filters.getByText("Length", { exact: true }).click();
    await filters
      .locator('[data-facet="length"]')
      .getByRole("link", { name: /5,000 m per cone/ })
      .click();
    await expect(page).toHaveURL(
      /category=Metallic\+Embroidery\+Threads&denier=150D%2F2&length=5%2C000\+m\+per\+cone/,
    );
    await expect(page.getByText("3 products")).toBeVisible();
    const names = page.locator("main ul li h3");
    await expect(names).toHaveText(["Aurum Classic 40", "Jewel Tone Metallic", "Eco Shine Recycled 40"]);
    await page.getByRole("link", { name: "Remove filter Denier: 150D/2" }).click();
    await expect(page).toHaveURL(/category=Metallic\+Embroidery\+Threads&length=5%2C000\+m\+per\+cone$/);
    await page.getByRole("link", { name: "Clear technical filters" }).click();
    await expect(page).toHaveURL(/\/products\?category=Metallic\+Embroidery\+Threads$/);
    await expect(page.getByText("5 products")).toBeVisible();
    await context.close();
  });

  test("has no axe violations with filters open @mobile", async ({ page }) => {
    await page.goto("/products?denier=150D%2F2");
    await page
      .getByRole("region", { name: "Technical filters" })
      .getByText("Composition", { exact: true })
      .click();
    await expectAxeClean(page);
  });
});

test.describe("spec sheets", () => {
  for (const { host, language, slug, title, heading } of [
    {
      host: "",
      language: "en",
      slug: "aurum-classic-40",
      title: "Specification sheet",
      heading: "Item codes and technical data",
    },
    { host: ZH, language: "zh", slug: "aurum-經典-40號", title: "規格表", heading: "產品編號及技術資料" },
  ]) {
    test(`downloads a PDF naming the product's codes (${language})`, async ({ page }) => {
      // Each host serves the product at its language's slug, the sheet beside it.
      await page.goto(`${host}/products/aurum-classic-40`);
      const downloading = page.waitForEvent("download");
      await page.locator(`a[href="/products/${encodeURIComponent(slug)}/spec-sheet.pdf"]`).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`${slug}-spec-sheet-${language}.pdf`);
      const bytes = fs.readFileSync(await download.path());
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getKeywords()).toBe("AC40-101 AC40-105 AC40-110 AC40-118");
      const text = await pdfText(bytes);
      for (const code of ["AC40-101", "AC40-105", "AC40-110", "AC40-118"]) expect(text).toContain(code);
      expect(text).toContain(title);
      expect(text).toContain(heading.replace(/\s/g, " "));
      expect(text).toContain(language === "en" ? "Lot colours are consistent" : "同一批次的顏色一致");
    });
  }
});

test.describe("compare", () => {
  test("three codes from the shade finder side by side, differences highlighted; remove and add", async ({
    page,
  }) => {
    await page.goto("/colours?hex=c9a13b");
    const results = page.getByTestId("shade-results");
    for (const code of ["AC40-101", "AH20-101", "MKY-801"])
      await results.getByLabel(`Compare ${code}`).check();
    await page.getByRole("button", { name: "Compare selected" }).click();
    await expect(page).toHaveURL(/\/compare\?codes=\d+,\d+,\d+$/);
    const table = page.getByTestId("compare-table");
    await expect(table.locator("thead th")).toHaveCount(4);
    for (const code of ["AC40-101", "AH20-101", "MKY-801"])
      await expect(table.locator("thead")).toContainText(code);
    const row = (label: string) =>
      table.locator("tbody tr").filter({ has: page.getByRole("rowheader", { name: label }) });
    await expect(row("Denier")).toHaveAttribute("data-differs", "true");
    await expect(row("Denier")).toContainText("Differs");
    await expect(row("Country of origin")).toHaveAttribute("data-differs", "true");
    await expect(row("Bleaching")).not.toHaveAttribute("data-differs", "true");
    await expectAxeClean(page);
    await table.getByRole("link", { name: "Remove MKY-801" }).click();
    await expect(table.locator("thead th")).toHaveCount(3);
    await expect(row("Country of origin")).not.toHaveAttribute("data-differs", "true");
    await page.getByLabel("Add an item code").fill("jt-302");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(table.locator("thead")).toContainText("JT-302");
    await page.getByLabel("Add an item code").fill("NOPE-1");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "NOPE-1" })).toHaveText(
      "No item code NOPE-1 was found.",
    );
  });
});

test.describe("sample requests", () => {
  let server: TestServer;
  let smtp: SMTPServer;
  const mails: string[] = [];
  let base = "";

  // A server on a dotted local name, so the list's cookie is shared with its zh. host (Chromium keeps a
  // Domain=localhost cookie to localhost itself), delivering mail to a real SMTP server.
  test.beforeAll(async () => {
    const template = process.env.E2E_TEMPLATE_DIR;
    if (!template) throw new Error("E2E_TEMPLATE_DIR is not set");
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          mails.push(Buffer.concat(chunks).toString("utf8"));
          callback();
        });
      },
    });
    const smtpPort = await freePort();
    await new Promise<void>((resolve) => smtp.listen(smtpPort, "127.0.0.1", resolve));
    const port = await freePort();
    base = `http://lumina.localhost:${port}`;
    server = await startServer({
      dataDir: copyTemplate(template, "e2e-samples-"),
      port,
      env: { PUBLIC_ORIGIN: base, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, FORM_RATE_LIMIT_FACTOR: "50" },
      timeoutMs: 120_000,
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
    await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  });

  test("codes added on the English host are on the Chinese one; the request is stored, mailed and listed for staff", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto(`${base}/products/aurum-classic-40?code=AC40-105`);
    await islandsArmed(page);
    await page.getByRole("button", { name: "Request a sample" }).click();
    await expect(page).toHaveURL(`${base}/samples`);
    await expect(page.getByTestId("sample-list")).toContainText("AC40-105");
    await page.goto(`${base}/products/jewel-tone-metallic`);
    await page.getByTestId("swatch-grid").getByText("JT-302", { exact: true }).click();
    await expect(page.getByRole("heading", { name: "Technical data for JT-302" })).toBeVisible();
    // The address follows the chosen swatch, as ?code= does without JavaScript.
    await expect(page).toHaveURL(`${base}/products/jewel-tone-metallic?code=JT-302`);
    await page.getByRole("button", { name: "Request a sample" }).click();
    await expect(page.getByTestId("sample-list").getByRole("listitem")).toHaveCount(2);

    const zh = base.replace("://", "://zh.");
    await page.goto(`${zh}/samples`);
    await expect(page.getByRole("heading", { name: "您的樣本清單" })).toBeVisible();
    await expect(page.getByTestId("sample-list").getByRole("listitem")).toHaveCount(2);
    await expect(page.getByTestId("sample-list")).toContainText("AC40-105");
    await expect(page.getByTestId("sample-list")).toContainText("JT-302");
    await expectAxeClean(page);
    // The browser checks the form first, in the host's language.
    await page.getByRole("button", { name: "發送要求" }).click();
    await expect(page.getByText("公司名稱最少需要 2 個字元。")).toBeVisible();
    await expect(page.getByLabel("姓名", { exact: true })).toBeFocused();
    await page.getByLabel("姓名", { exact: true }).fill("陳大文");
    await page.getByLabel("公司", { exact: true }).fill("香港刺繡有限公司");
    await page.getByLabel("電郵", { exact: true }).fill("buyer@example.com");
    await page.getByLabel("國家或地區", { exact: true }).fill("Hong Kong");
    await page.getByLabel("送貨地址", { exact: true }).fill("新蒲崗大有街 18 號");
    await page.getByLabel("訊息", { exact: true }).fill("請寄來這兩個顏色的樣本，謝謝。");
    await page.getByRole("button", { name: "發送要求" }).click();
    const sent = page.locator('[data-sample-result="sent"]');
    await expect(sent).toContainText(/SR-\d+/);
    const reference = /SR-\d+/.exec((await sent.textContent()) ?? "")![0];
    await page.goto(`${base}/samples`);
    await expect(page.getByText("Your sample list is empty.")).toBeVisible();

    await expect.poll(() => mails.find((mail) => mail.includes(reference)), { timeout: 30_000 }).toBeTruthy();
    const mail = mails.find((m) => m.includes(reference))!;
    expect(mail).toMatch(/^To: info@lumina-threads\.example/m);
    expect(mail).toMatch(/^Reply-To: buyer@example\.com/m);
    expect(mail).toContain(`Subject: Sample request ${reference}: AC40-105, JT-302`);

    await page.goto(`${base}/admin/login`);
    await page.getByLabel("Email").fill(ADMIN.email);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.locator('[data-card="New Sample Requests"] [data-count]')).toHaveText("1");
    await page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "Sample Requests" })
      .click();
    const row = page
      .getByRole("table", { name: "Sample requests" })
      .locator("tbody tr")
      .filter({ hasText: reference });
    await expect(row).toContainText("陳大文");
    await expect(row).toContainText("AC40-105, JT-302");
    await expect(row).toContainText("New");
    await expectAxeClean(page);
    await row.getByRole("button", { name: `Edit ${reference}` }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("新蒲崗大有街 18 號");
    await expect(dialog.getByLabel("Mail to the contact address")).toHaveValue(/sent|sending/);
    await dialog.getByLabel("Status").selectOption("Sent");
    await dialog.getByLabel("Notes").fill("Posted by courier.");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Sample request updated successfully")).toBeVisible();
    await expect(row).toContainText("Sent");
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download CSV" }).click();
    const csv = fs.readFileSync(await (await downloading).path(), "utf8");
    expect(csv).toContain(`${reference},`);
    expect(csv).toContain("Posted by courier.");
  });

  test("without JavaScript, Request a sample adds the code and shows the list", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${base}/products/aurum-classic-40?code=AC40-110`);
    await expect(page.getByRole("radio", { name: "AC40-110" })).toBeChecked();
    await page.getByRole("button", { name: "Request a sample" }).click();
    await expect(page).toHaveURL(`${base}/samples`);
    await expect(page.getByTestId("sample-list").getByRole("listitem")).toHaveCount(1);
    await expect(page.getByTestId("sample-list")).toContainText("AC40-110");
    await context.close();
  });
});
