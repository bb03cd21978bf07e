import fs from "node:fs";
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { afterAll, beforeAll, expect, inject, it } from "vitest";
import { copyTemplate, figure, signIn, startServer, type TestServer } from "./support";

const PORT = 3133;
const MARK = "XSSMARK";
/** Plain-text payload (fits a 200-character name): breaks out of attributes and tags if unescaped. */
const TEXT = `${MARK}"><img src=x onerror=alert(1)><script>alert(2)</script>'<svg onload=alert(8)>`;
/** Rich-text payload: executable tags, handlers and URLs among allowed markup. */
const RICH = `<p>${MARK} rich text long enough for the form.</p><script>alert(3)</script><img src=x onerror=alert(4)><a href="javascript:alert(5)">link</a><iframe src="javascript:alert(6)"></iframe><svg onload=alert(7)></svg><p style="background:url(javascript:alert(9))" onclick="alert(10)">x</p>`;

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

beforeAll(async () => {
  const dataDir = copyTemplate(inject("templateDir"), "security-xss-");
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
  for (const [fieldName, value] of [
    ["name", TEXT],
    ["description", TEXT],
    ["detailed_description", RICH],
  ]) {
    await post("/admin/translations", {
      intent: "add",
      entityType: "products",
      entityId: productId!,
      fieldName: fieldName!,
      languageCode: "zh",
      value: value!,
    });
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
  const pages = [
    `${en}/`,
    `${en}/products`,
    `${en}/products/xss-product`,
    `${en}/news`,
    `${en}/news/xss-news`,
    `${en}/resources`,
    `${en}/about`,
    `${zh}/`,
    `${zh}/products`,
    `${zh}/products/xss-product`,
    `${zh}/news/xss-news`,
  ];
  let shown = 0;
  try {
    for (const address of pages) {
      const response = await page.goto(address, { waitUntil: "load" });
      expect(response?.status(), address).toBe(200);
      await page.waitForFunction(() => "__reactRouterRouteModules" in window);
      await page.waitForTimeout(300);
      if ((await page.content()).includes(MARK)) shown++;
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
  figure("xss pages visited", `${pages.length} (${shown} showing the payload)`);
  figure("xss dialogs", dialogs.length);
  figure("xss CSP violations", violations.length);
  expect(shown).toBeGreaterThanOrEqual(6);
  expect(dialogs).toEqual([]);
  expect(violations).toEqual([]);
});
