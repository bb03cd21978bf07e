// npm run screenshots -- [--base http://localhost:3000] [--out docs/screenshots] [--pages /,/about] [--full] [--webp]:
// captures the main pages at 1440 and 375 px in Debian's Chromium, for the README and for reviewing the design.
// --full takes the whole page (after scrolling through it, so lazy images load); --webp writes WebP (q80) files.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import sharp from "sharp";

const { values } = parseArgs({
  options: {
    base: { type: "string" },
    out: { type: "string" },
    pages: { type: "string" },
    full: { type: "boolean", default: false },
    webp: { type: "boolean", default: false },
  },
});
const base = values.base ?? "http://localhost:3000";
const out = path.resolve(values.out ?? "docs/screenshots");
const pages = (values.pages ?? "/,/about,/products,/resources,/news,/contact").split(",");
fs.mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
try {
  for (const width of [1440, 375]) {
    const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 812 } });
    const page = await context.newPage();
    for (const pathname of pages) {
      await page.goto(`${base}${pathname}`, { waitUntil: "networkidle" });
      if (values.full) {
        // Scrolls down a screen at a time so that lazy images start loading, then back to the top.
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0; y < height; y += 600) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          await page.waitForTimeout(120);
        }
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.waitForLoadState("networkidle");
        await page.waitForTimeout(400);
      }
      const name = pathname === "/" ? "home" : pathname.replace(/^\//, "").replace(/[/?=&]/g, "-");
      const png = await page.screenshot({ fullPage: values.full });
      const file = path.join(out, `${name}-${width}.${values.webp ? "webp" : "png"}`);
      if (values.webp) await sharp(png).webp({ quality: 80 }).toFile(file);
      else fs.writeFileSync(file, png);
      console.log(path.basename(file));
    }
    await context.close();
  }
} finally {
  await browser.close();
}
