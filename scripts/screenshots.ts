// npm run screenshots -- [--base http://localhost:3000] [--out docs/screenshots]: captures the main pages
// at 1440 and 375 px in Debian's Chromium, for the README and for reviewing the design.
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";

const { values } = parseArgs({
  options: { base: { type: "string" }, out: { type: "string" }, pages: { type: "string" } },
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
      const name = pathname === "/" ? "home" : pathname.replace(/^\//, "").replace(/[/?=&]/g, "-");
      await page.screenshot({ path: path.join(out, `${name}-${width}.png`), fullPage: false });
      console.log(`${name}-${width}.png`);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
