import fs from "node:fs";
const { default: lighthouse } = await import("lighthouse");
const chromeLauncher = await import("chrome-launcher");
const urls = process.argv.slice(2);
const chrome = await chromeLauncher.launch({
  chromePath: "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
for (const url of urls) {
  const r = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  const lhr = r!.lhr;
  const a = lhr.audits;
  const name = url.replace(/[^a-z0-9]+/gi, "_");
  fs.writeFileSync(`/tmp/lh/${name}.json`, JSON.stringify(lhr));
  console.log(url, "perf", Math.round((lhr.categories.performance!.score ?? 0) * 100), "FCP", Math.round(a["first-contentful-paint"]!.numericValue!), "LCP", Math.round(a["largest-contentful-paint"]!.numericValue!), "TBT", Math.round(a["total-blocking-time"]!.numericValue!), "SI", Math.round(a["speed-index"]!.numericValue!));
  const el = (a["largest-contentful-paint-element"]?.details as any)?.items?.[0]?.items?.[0]?.node?.snippet;
  console.log("  LCP el:", String(el).slice(0, 160));
  const bd = (a["lcp-breakdown-insight"] ?? a["largest-contentful-paint-element"])?.details as any;
  console.log("  breakdown:", JSON.stringify(bd?.items?.[1] ?? bd?.items?.slice?.(1) ?? "").slice(0, 600));
}
await chrome.kill();
