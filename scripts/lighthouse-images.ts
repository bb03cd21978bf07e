// npx tsx scripts/lighthouse-images.ts [--desktop | --phone375] [--json out.json] URL...
// Runs Lighthouse (Debian's Chromium, as scripts/bench.ts does) on each URL and prints its image audits
// and LCP: what issue 20's "no image audit fails" is judged by. Lighthouse's mobile emulation by default
// (412 px wide at DPR 1.75, slow 4G, 4x CPU); --phone375 the same at 375 px and DPR 2.625; --desktop its
// desktop preset (1350 px, DPR 1).
import fs from "node:fs";
import { parseArgs } from "node:util";

const { values: args, positionals: urls } = parseArgs({
  allowPositionals: true,
  options: { desktop: { type: "boolean" }, phone375: { type: "boolean" }, json: { type: "string" } },
});

/** The image audits of issue 20, plus the LCP ones. */
export const IMAGE_AUDITS = [
  "uses-responsive-images",
  "modern-image-formats",
  "offscreen-images",
  "unsized-images",
  "lcp-lazy-loaded",
  "prioritize-lcp-image",
] as const;

const { default: lighthouse } = await import("lighthouse");
const chromeLauncher = await import("chrome-launcher");
const desktopConfig = args.desktop
  ? (await import("lighthouse/core/config/desktop-config.js")).default
  : undefined;
const chrome = await chromeLauncher.launch({
  chromePath: "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
const results: Record<string, unknown> = {};
try {
  for (const url of urls) {
    const runner = await lighthouse(
      url,
      {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        ...(args.phone375 && {
          screenEmulation: {
            mobile: true,
            width: 375,
            height: 812,
            deviceScaleFactor: 2.625,
            disabled: false,
          },
        }),
      },
      desktopConfig,
    );
    const lhr = runner?.lhr;
    if (!lhr) continue;
    const audits = Object.fromEntries(
      IMAGE_AUDITS.map((id) => {
        const audit = lhr.audits[id];
        const items = (audit?.details as { items?: { url?: string; wastedBytes?: number }[] } | undefined)
          ?.items;
        const verdict =
          !audit || audit.score === null ? "n/a" : audit.score >= 1 ? "pass" : `FAIL (score ${audit.score})`;
        const named = (items ?? [])
          .filter((item) => item.url)
          .map((item) => `${item.url?.replace(/^https?:\/\/[^/]+/, "")} ${item.wastedBytes ?? ""}`);
        return [id, named.length > 0 && verdict !== "pass" ? `${verdict}: ${named.join(", ")}` : verdict];
      }),
    );
    const lcpElement = (
      lhr.audits["largest-contentful-paint-element"]?.details as {
        items?: { items?: { node?: { snippet?: string } }[] }[];
      }
    )?.items?.[0]?.items?.[0]?.node?.snippet;
    results[url] = {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
      lcpElement: lcpElement?.slice(0, 160),
      imageBytes: (
        lhr.audits["network-requests"]?.details as {
          items?: { resourceType?: string; transferSize?: number }[];
        }
      )?.items
        ?.filter((item) => item.resourceType === "Image")
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      audits,
    };
    console.log(
      `${url} ${args.desktop ? "desktop" : args.phone375 ? "375 px" : "mobile"}: ${JSON.stringify(results[url], null, 1)}`,
    );
  }
} finally {
  await chrome.kill();
}
if (args.json) fs.writeFileSync(args.json, JSON.stringify(results, null, 2));
