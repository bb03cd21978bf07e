import fs from "node:fs";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { TECHNICAL_FIELDS } from "~/lib/technical-fields";
import { copyTemplate, figure, freePort, signIn, startServer, type TestServer } from "./support";

let PORT = 0;
const MARK = "XSSMARK";
/** Plain-text payload (fits a 200-character name): breaks out of attributes and tags if unescaped. */
const TEXT = `${MARK}"><img src=x onerror=alert(1)><script>alert(2)</script>'<svg onload=alert(8)>`;
/** Rich-text payload: executable tags, handlers and URLs among allowed markup. */
const RICH = `<p>${MARK} rich text long enough for the form.</p><script>alert(3)</script><img src=x onerror=alert(4)><a href="javascript:alert(5)">link</a><iframe src="javascript:alert(6)"></iframe><svg onload=alert(7)></svg><p style="background:url(javascript:alert(9))" onclick="alert(10)">x</p>`;

/** The same payloads in the Chinese translations, marked apart so the zh pages prove they show them. */
const ZH_MARK = "XSSZHMARK";
const TEXT_ZH = TEXT.replace(MARK, ZH_MARK).replace("alert(1)", "alert(11)");
const RICH_ZH = RICH.replace(MARK, ZH_MARK).replace("alert(3)", "alert(13)");
/** An item code that fits a URL, to open the product page with it selected. */
const CODE = "XSSMARK-CODE";
/** Translatable fields of each entity type (server/translations/overlay.ts); the long HTML ones get RICH. */
const TRANSLATED_FIELDS: Record<string, string[]> = {
  products: ["name", "description", "detailed_description"],
  product_categories: ["name", "description"],
  item_codes: [
    "composition",
    "type",
    "country_of_origin",
    "other_information",
    "bleaching",
    "ironing",
    "washing_temperature",
    "other_technical_info",
  ],
  gallery_items: ["name", "description", "detailed_description", "project_details"],
  gallery_categories: ["name"],
  news_items: ["title", "description", "article_body"],
};
const RICH_FIELDS = new Set(["detailed_description", "project_details", "article_body"]);

let server: TestServer;
let cookie: string;

async function post(path: string, fields: Record<string, string>): Promise<string> {
  const response = await fetch(`${server.url}${path}.data`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: server.url },
    body: new URLSearchParams(fields),
  });
  const text = await response.text();
  expect(response.status, `${path} ${fields.intent}: ${text.slice(0, 300)}`).toBe(200);
  expect(text, `${path} ${fields.intent}`).toContain("successfully");
  return text;
}

/** The id of the record whose label starts with `label` (a regex), read from the Translations screen's list. */
async function recordId(entityType: string, label: string): Promise<string> {
  const html = await (
    await fetch(`${server.url}/admin/translations?type=${entityType}`, { headers: { Cookie: cookie } })
  ).text();
  const id = new RegExp(`[?&;]id=(\\d+)"[^>]*><span[^>]*>${label}`).exec(html)?.[1];
  expect(id, `${entityType} record ${label}`).toBeTruthy();
  return id!;
}

beforeAll(async () => {
  const dataDir = copyTemplate(inject("templateDir"), "security-xss-");
  PORT = await freePort();
  server = await startServer({ dataDir, port: PORT });
  cookie = await signIn(server);
});

afterAll(async () => {
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
});

it("XSS payloads stored through the back office in every text field run nowhere on the public pages", async () => {
  // An image to reference (news and carousel need one).
  const form = new FormData();
  const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#222" } })
    .jpeg()
    .toBuffer();
  form.append("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "x.jpg");
  const uploaded = await fetch(`${server.url}/admin/upload?folder=products&accept=image`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: server.url },
    body: form,
  });
  const { url: image } = (await uploaded.json()) as { url: string };

  await post("/admin/categories", { intent: "create", name: TEXT, description: TEXT });
  await post("/admin/gallery-categories", { intent: "create", name: TEXT, description: TEXT });
  await post("/admin/products", {
    intent: "create",
    name: TEXT,
    slug: "xss-product",
    description: TEXT,
    detailedDescription: RICH,
    status: "Active",
    imageUrl: image,
  });
  const codes = await (await fetch(`${server.url}/admin/item-codes`, { headers: { Cookie: cookie } })).text();
  const productId = new RegExp(`<option value="(\\d+)"[^>]*>[^<]*${MARK}`).exec(codes)?.[1];
  expect(productId, "the new product in the item-code product list").toBeTruthy();
  await post("/admin/item-codes", {
    intent: "create",
    productId: productId!,
    itemCode: TEXT.slice(0, 100),
    imageUrl: image,
  });
  await post("/admin/news-items", {
    intent: "save",
    title: TEXT,
    slug: "xss-news",
    description: TEXT,
    articleBody: RICH,
    status: "Active",
    primaryImageUrl: image,
  });
  await post("/admin/general-settings", {
    intent: "carouselCreate",
    imageUrl: image,
    altText: TEXT,
    title: TEXT,
  });
  const itemCode: Record<string, string> = { intent: "create", productId: productId!, itemCode: CODE };
  for (const field of TECHNICAL_FIELDS) itemCode[field] = TEXT;
  await post("/admin/item-codes", itemCode);

  const galleryCategoryId = await recordId("gallery_categories", `${MARK}&quot;`);
  await post("/admin/gallery-items", {
    intent: "create",
    name: TEXT,
    slug: "xss-project",
    description: TEXT,
    detailedDescription: RICH,
    projectDetails: RICH,
    status: "Active",
    primaryImageUrl: image,
    categoryIds: galleryCategoryId,
    productIds: productId!,
  });

  // A Chinese translation of every translatable field of every entity type.
  const ids: Record<string, string> = {
    products: productId!,
    product_categories: await recordId("product_categories", `${MARK}&quot;`),
    item_codes: await recordId("item_codes", CODE),
    gallery_items: await recordId("gallery_items", `${MARK}&quot;`),
    gallery_categories: galleryCategoryId,
    news_items: await recordId("news_items", `${MARK}&quot;`),
  };
  let translated = 0;
  for (const [entityType, fields] of Object.entries(TRANSLATED_FIELDS)) {
    for (const fieldName of fields) {
      await post("/admin/translations", {
        intent: "add",
        entityType,
        entityId: ids[entityType]!,
        fieldName,
        languageCode: "zh",
        value: RICH_FIELDS.has(fieldName) ? RICH_ZH : TEXT_ZH,
      });
      translated++;
    }
  }

  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu"],
  });
  const page = await browser.newPage();
  const dialogs: string[] = [];
  const violations: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(`${page.url()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text()))
      violations.push(`${page.url()}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.log(`Refused to run (securitypolicyviolation) ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const en = `http://localhost:${PORT}`;
  const zh = `http://zh.localhost:${PORT}`;
  const withCode = `/products/xss-product?code=${CODE}`;
  const category = `/resources?category=${galleryCategoryId}`;
  // Each page with the mark it must show (null: it may or may not show the payloads).
  const pages: [string, string | null][] = [
    [`${en}/`, null],
    [`${en}/products`, null],
    [`${en}/products/xss-product`, MARK],
    [`${en}${withCode}`, MARK],
    [`${en}/news`, null],
    [`${en}/news/xss-news`, MARK],
    [`${en}/resources`, null],
    [`${en}${category}`, MARK],
    [`${en}/resources/xss-project`, MARK],
    [`${en}/about`, null],
    [`${zh}/`, null],
    [`${zh}/products`, null],
    [`${zh}/products/xss-product`, ZH_MARK],
    [`${zh}${withCode}`, ZH_MARK],
    [`${zh}/news`, null],
    [`${zh}/news/xss-news`, ZH_MARK],
    [`${zh}/resources`, null],
    [`${zh}${category}`, ZH_MARK],
    [`${zh}/resources/xss-project`, ZH_MARK],
  ];
  let shown = 0;
  try {
    for (const [address, mark] of pages) {
      const response = await page.goto(address, { waitUntil: "load" });
      expect(response?.status(), address).toBe(200);
      await page.waitForFunction(() => "__reactRouterRouteModules" in window);
      await page.waitForTimeout(300);
      const content = await page.content();
      if (content.includes(MARK) || content.includes(ZH_MARK)) shown++;
      if (mark) expect(content, `${address} shows the stored payload`).toContain(mark);
    }
    // The selected item code's technical values are on the page, as text, in both languages.
    for (const [origin, mark] of [
      [en, MARK],
      [zh, ZH_MARK],
    ] as const) {
      await page.goto(`${origin}${withCode}`);
      await expect
        .poll(() => page.locator("main").textContent(), { timeout: 15_000 })
        .toContain(`${mark}"><img src=x onerror=alert(`);
    }
    // The payload is on the pages, as text: the product page shows its name literally.
    await page.goto(`${en}/products/xss-product`);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toContain(`${MARK}"><img`);
    expect(await page.locator("main script:not([nonce])").count()).toBe(0);
    expect(
      await page
        .locator("main img[src='x'], main iframe[src^='javascript'], main [onerror], main [onload]")
        .count(),
    ).toBe(0);
  } finally {
    await browser.close();
  }
  figure(
    "xss fields stored",
    `${Object.keys(ids).length} entity types, ${translated} zh translations, ${TECHNICAL_FIELDS.length} item-code texts`,
  );
  figure("xss pages visited", `${pages.length} (${shown} showing the payload)`);
  figure("xss dialogs", dialogs.length);
  figure("xss CSP violations", violations.length);
  expect(shown).toBeGreaterThanOrEqual(12);
  expect(dialogs).toEqual([]);
  expect(violations).toEqual([]);
});
