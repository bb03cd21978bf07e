// npx tsx scripts/measure-images.ts [origin] [--widths 375,768,1024,1440] [--json out.json]
// Measures, in Chromium, what each public page's images cost and how they fit: per page and viewport,
// the LCP element (LargestContentfulPaint observer), the image bytes transferred on first load (no
// scrolling), the image preloads, and per <img> its displayed width against the chosen candidate.
// Phone widths (below 640 px) use Lighthouse's mobile emulation (DPR 2.625); the others DPR 1.
import fs from "node:fs";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: { widths: { type: "string" }, json: { type: "string" }, pages: { type: "string" } },
});
const origin = positionals[0] ?? "http://localhost:3000";
const WIDTHS = (args.widths ?? "375,1440").split(",").map(Number);
const PAGES = args.pages?.split(",") ?? [
  "/",
  "/about",
  "/products",
  "/resources",
  "/news",
  "/contact",
  "/products/aurum-classic-40",
  "/resources/couture-evening-gown",
  "/news/rose-gold-lame-chosen-for-a-bridal-capsule",
];

type ImageFit = {
  src: string;
  sizes: string | null;
  loading: string | null;
  fetchPriority: string | null;
  displayedWidth: number;
  chosenWidth: number | null;
  naturalWidth: number;
};

async function measure(url: string, width: number) {
  const phone = width < 640;
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    const context = await browser.newContext({
      viewport: { width, height: phone ? 812 : 900 },
      deviceScaleFactor: phone ? 2.625 : 1,
      isMobile: phone,
      hasTouch: phone,
    });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __lcp: string[] };
      w.__lcp = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element; url?: string })[]) {
          const element = entry.element;
          const name = element
            ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}${element.tagName === "IMG" ? ` ${(element as HTMLImageElement).currentSrc.replace(location.origin, "")}` : ` "${(element.textContent ?? "").trim().slice(0, 40)}"`}`
            : (entry.url ?? "?");
          w.__lcp.push(`${Math.round(entry.startTime)}ms ${name}`);
        }
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    const imageBytes = new Map<string, number>();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    const types = new Map<string, string>();
    const urls = new Map<string, string>();
    cdp.on("Network.responseReceived", (event) => {
      types.set(event.requestId, event.type);
      urls.set(event.requestId, event.response.url);
    });
    cdp.on("Network.loadingFinished", (event) => {
      if (types.get(event.requestId) === "Image")
        imageBytes.set(urls.get(event.requestId) ?? event.requestId, event.encodedDataLength);
    });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(300);
    const lcp = await page.evaluate(() => (window as unknown as { __lcp: string[] }).__lcp);
    const preloads = await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="preload"][as="image"]')].map(
        (link) =>
          `${link.getAttribute("fetchpriority") ?? "-"} ${(link.getAttribute("imagesrcset") ?? link.getAttribute("href") ?? "").split(",")[0]} | ${link.getAttribute("imagesizes") ?? ""}`,
      ),
    );
    const firstLoadBytes = [...imageBytes.values()].reduce((a, b) => a + b, 0);
    const firstLoadFiles = [...imageBytes.entries()].map(
      ([u, b]) => `${u.replace(/^https?:\/\/[^/]+/, "")} ${b}`,
    );
    // Then scroll through so every lazy image loads, and read how each one fits.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
        scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 60));
      }
      scrollTo(0, 0);
    });
    await page.waitForLoadState("networkidle");
    const fits: ImageFit[] = await page.evaluate(() =>
      [...document.images].map((img) => {
        const chosen = /-w(\d+)\.webp/.exec(img.currentSrc)?.[1];
        return {
          src: img.currentSrc.replace(location.origin, ""),
          sizes: img.getAttribute("sizes"),
          loading: img.getAttribute("loading"),
          fetchPriority: img.getAttribute("fetchpriority"),
          displayedWidth: Math.round(img.getBoundingClientRect().width * 10) / 10,
          chosenWidth: chosen ? Number(chosen) : null,
          naturalWidth: img.naturalWidth,
        };
      }),
    );
    return { lcp, preloads, firstLoadBytes, firstLoadFiles, fits, dpr: phone ? 2.625 : 1 };
  } finally {
    await browser.close();
  }
}

const results: Record<string, unknown> = {};
for (const host of ["", "zh."]) {
  for (const path of PAGES) {
    const url = origin.replace("://", `://${host}`) + path;
    for (const width of WIDTHS) {
      const result = await measure(url, width);
      results[`${url} @${width}`] = result;
      console.log(`\n## ${url} @ ${width} px (DPR ${result.dpr})`);
      console.log(`LCP: ${result.lcp.join(" -> ")}`);
      console.log(`image preloads: ${result.preloads.join(" ; ") || "none"}`);
      console.log(
        `image bytes on first load: ${result.firstLoadBytes} (${result.firstLoadFiles.join(", ")})`,
      );
      for (const fit of result.fits) {
        const device = fit.displayedWidth * result.dpr;
        // naturalWidth is divided by the candidate's density, so the ratio uses the srcset width.
        const ratio = fit.chosenWidth ? (fit.chosenWidth / device).toFixed(2) : "-";
        console.log(
          `  ${fit.displayedWidth}px css -> ${Math.round(device)} device; chose ${fit.chosenWidth ?? fit.naturalWidth} (x${ratio}) ${fit.loading ?? ""} ${fit.fetchPriority ?? ""} sizes="${fit.sizes ?? ""}" ${fit.src}`,
        );
      }
    }
  }
}
if (args.json) fs.writeFileSync(args.json, JSON.stringify(results, null, 2));
