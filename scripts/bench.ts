// npm run bench: builds, starts the site on a fresh data directory and measures, in one run on this
// machine, first-load JavaScript per public route, warm (page cache) and cold (cache off) throughput
// beside a static file server serving the same bytes and a bare React Router page, Lighthouse scores,
// and server times at scale. Writes bench/report.md and bench/report.json.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import zlib from "node:zlib";
import autocannon from "autocannon";
import { firstLoadJs, publicRouteIds, readClientManifest, routePath } from "./lib/js-budget";

const { values: args } = parseArgs({
  options: {
    "no-build": { type: "boolean" },
    "no-lighthouse": { type: "boolean" },
    "no-scale": { type: "boolean" },
    seconds: { type: "string" },
  },
});
const SECONDS = Number(args.seconds ?? 8);
const CONNECTIONS = 50;
const SITE_PORT = 4100;
const STATIC_PORT = 4200;
const BASELINE_PORT = 4300;
const root = path.resolve(import.meta.dirname, "..");

function log(message: string) {
  console.log(`[bench] ${message}`);
}

function run(command: string, argv: string[], cwd = root, env: Record<string, string> = {}) {
  const result = spawnSync(command, argv, { cwd, stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${argv.join(" ")} failed`);
}

async function waitFor(url: string, timeoutMs = 240_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer in time`);
}

function startSite(dataDir: string, env: Record<string, string> = {}): ChildProcess {
  // node itself (not npx), so that SIGTERM reaches the server.
  return spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(SITE_PORT),
      HOST: "127.0.0.1",
      PUBLIC_ORIGIN: `http://localhost:${SITE_PORT}`,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "error",
      ADMIN_PASSWORD: "bench-password-123",
      ...env,
    },
  });
}

const running = new Set<ChildProcess>();
process.on("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(1));

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  if (child.exitCode === null) child.kill("SIGKILL");
}

type Load = { rps: number; p50: number; p99: number; errors: number; non2xx: number };

async function load(url: string): Promise<Load> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { "accept-encoding": "gzip", host: new URL(url).host },
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** A static file server that serves saved response bytes from memory, gzip included, like a CDN would. */
function startStaticServer(files: Map<string, { body: Buffer; type: string }>): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const file = files.get(req.url ?? "/");
    if (!file) {
      res.statusCode = 404;
      res.end();
      return;
    }
    res.writeHead(200, {
      "Content-Type": file.type,
      "Content-Encoding": "gzip",
      "Content-Length": file.body.length,
    });
    res.end(file.body);
  });
  return new Promise((resolve) => server.listen(STATIC_PORT, "127.0.0.1", () => resolve(server)));
}

/** Public pages to measure: fixed routes plus the first product, gallery item and news item found. */
async function discoverPages(origin: string): Promise<string[]> {
  const pages = ["/", "/about", "/products", "/resources", "/news", "/contact"];
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text().catch(() => "");
  for (const prefix of ["/products/", "/resources/", "/news/"]) {
    const match = new RegExp(`<loc>[^<]*?(${prefix}[a-z0-9-]+)</loc>`).exec(sitemap);
    if (match?.[1]) pages.push(match[1]);
  }
  const available: string[] = [];
  for (const page of pages) if ((await fetch(`${origin}${page}`)).ok) available.push(page);
  return available;
}

async function lighthouseScores(urls: string[]) {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath: "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const results: Record<string, Record<string, number>> = {};
  try {
    for (const url of urls) {
      const runner = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
      const lhr = runner?.lhr;
      if (!lhr) continue;
      const score = (key: string) => Math.round((lhr.categories[key]?.score ?? 0) * 100);
      results[url] = {
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
        cls: Number((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
        tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
      };
      log(`lighthouse ${url}: ${JSON.stringify(results[url])}`);
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

/** Server time of sequential uncached requests: p50 and p95 in milliseconds. */
async function serverTimes(origin: string, page: string, count = 40) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const response = await fetch(`${origin}${page}`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Number(times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1));
  return { p50: at(0.5), p95: at(0.95) };
}

async function main() {
  const started = Date.now();
  if (!args["no-build"]) {
    log("building the site and the bare React Router baseline");
    run("npx", ["react-router", "build"]);
    run("npx", ["react-router", "build"], path.join(root, "bench/baseline"));
  }
  const report: Record<string, unknown> = {
    date: new Date().toISOString(),
    machine: {
      cores: os.cpus().length,
      cpu: os.cpus()[0]?.model,
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    },
    settings: { seconds: SECONDS, connections: CONNECTIONS, loadGenerator: "autocannon (same machine)" },
  };

  const manifest = readClientManifest();
  const js = Object.fromEntries(
    publicRouteIds(manifest).map((id) => [routePath(manifest, id), firstLoadJs(manifest, id).gzipBytes]),
  );
  const baselineJs = firstLoadJs(
    readClientManifest("bench/baseline/build"),
    "routes/home",
    "bench/baseline/build",
  );
  report.firstLoadJs = { routes: js, bareReactRouter: baselineJs.gzipBytes, budget: 120 * 1024 };

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-data-"));
  const origin = `http://127.0.0.1:${SITE_PORT}`;
  let site = startSite(dataDir);
  const children: ChildProcess[] = [site];
  running.add(site);
  try {
    await waitFor(`${origin}/healthz`);
    const pages = await discoverPages(origin);
    log(`pages: ${pages.join(" ")}`);

    // Save the bytes of each page (gzip) for the static server, and warm the cache.
    const files = new Map<string, { body: Buffer; type: string }>();
    for (const page of pages) {
      const response = await fetch(`${origin}${page}`);
      files.set(page, { body: zlib.gzipSync(Buffer.from(await response.arrayBuffer())), type: "text/html" });
    }
    const staticServer = await startStaticServer(files);
    const baseline = spawn("node", ["bench/baseline/server.mjs"], {
      cwd: root,
      stdio: "ignore",
      env: { ...process.env, PORT: String(BASELINE_PORT), NODE_ENV: "production" },
    });
    children.push(baseline);
    running.add(baseline);
    await waitFor(`http://127.0.0.1:${BASELINE_PORT}/`);

    const throughput: Record<string, { warm: Load; static: Load; warmRatio: number }> = {};
    for (const page of pages) {
      const warm = await load(`${origin}${page}`);
      const fixed = await load(`http://127.0.0.1:${STATIC_PORT}${page}`);
      throughput[page] = {
        warm,
        static: fixed,
        warmRatio: Number((warm.rps / Math.max(fixed.rps, 1)).toFixed(2)),
      };
      log(`warm ${page}: ${warm.rps} rps vs static ${fixed.rps} rps`);
    }
    const bare = await load(`http://127.0.0.1:${BASELINE_PORT}/`);
    staticServer.close();

    if (!args["no-lighthouse"]) {
      const urls = pages.flatMap((page) => [
        `http://localhost:${SITE_PORT}${page}`,
        `http://zh.localhost:${SITE_PORT}${page}`,
      ]);
      report.lighthouse = await lighthouseScores(urls);
    }

    log("restarting with the page cache off (cold pages)");
    await stop(site);
    site = startSite(dataDir, { PAGE_CACHE: "off" });
    children.push(site);
    running.add(site);
    await waitFor(`${origin}/healthz`);
    const cold: Record<string, Load & { bareRatio: number }> = {};
    for (const page of pages) {
      const result = await load(`${origin}${page}`);
      cold[page] = { ...result, bareRatio: Number((result.rps / Math.max(bare.rps, 1)).toFixed(2)) };
      log(`cold ${page}: ${result.rps} rps vs bare React Router ${bare.rps} rps`);
    }
    report.throughput = { warm: throughput, cold, bareReactRouter: bare };
    await stop(site);

    if (!args["no-scale"]) {
      log("seeding the scale data set (10,000 products, 2,000 gallery items, 50,000 news items)");
      const scaleDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-scale-"));
      run("npx", ["tsx", "scripts/db-seed.ts", "--scale"], root, { DATA_DIR: scaleDir, DATABASE_URL: "" });
      site = startSite(scaleDir, { PAGE_CACHE: "off" });
      children.push(site);
      running.add(site);
      await waitFor(`${origin}/healthz`);
      const scalePages = await discoverPages(origin);
      const scale: Record<string, { p50: number; p95: number }> = {};
      for (const page of [...scalePages, "/products?page=50", "/news?page=500", "/resources?page=100"]) {
        scale[page] = await serverTimes(origin, page);
        log(`scale ${page}: ${JSON.stringify(scale[page])}`);
      }
      report.scale = scale;
      await stop(site);
      fs.rmSync(scaleDir, { recursive: true, force: true });
    }
  } finally {
    for (const child of children) await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  report.durationSeconds = Math.round((Date.now() - started) / 1000);
  fs.mkdirSync(path.join(root, "bench"), { recursive: true });
  fs.writeFileSync(path.join(root, "bench/report.json"), `${JSON.stringify(report, null, 2)}\n`);
  fs.writeFileSync(path.join(root, "bench/report.md"), renderMarkdown(report));
  log(`report written to bench/report.md (${report.durationSeconds} s)`);
}

function renderMarkdown(report: Record<string, unknown>): string {
  const lines: string[] = ["# Benchmark report", ""];
  const machine = report.machine as { cores: number; cpu: string; memoryGiB: number };
  lines.push(`${report.date} · ${machine.cores} cores (${machine.cpu}) · ${machine.memoryGiB} GiB`, "");
  const js = report.firstLoadJs as {
    routes: Record<string, number>;
    bareReactRouter: number;
    budget: number;
  };
  lines.push("## First-load JavaScript (gzip)", "", "| route | KB | vs bare React Router |", "|---|---|---|");
  for (const [route, bytes] of Object.entries(js.routes)) {
    lines.push(`| ${route} | ${(bytes / 1024).toFixed(1)} | ${(bytes / js.bareReactRouter).toFixed(2)}× |`);
  }
  lines.push(`| bare React Router page | ${(js.bareReactRouter / 1024).toFixed(1)} | 1.00× |`, "");
  const throughput = report.throughput as
    | {
        warm: Record<string, { warm: Load; static: Load; warmRatio: number }>;
        cold: Record<string, Load & { bareRatio: number }>;
        bareReactRouter: Load;
      }
    | undefined;
  if (throughput) {
    lines.push(
      "## Throughput (requests/s, p50/p99 ms)",
      "",
      "| page | warm | static server | warm/static | cold | cold/bare RR |",
      "|---|---|---|---|---|---|",
    );
    for (const [page, row] of Object.entries(throughput.warm)) {
      const cold = throughput.cold[page];
      lines.push(
        `| ${page} | ${row.warm.rps} (${row.warm.p50}/${row.warm.p99}) | ${row.static.rps} | ${row.warmRatio} | ${cold?.rps ?? "–"} (${cold?.p50}/${cold?.p99}) | ${cold?.bareRatio ?? "–"} |`,
      );
    }
    const bare = throughput.bareReactRouter;
    lines.push("", `Bare React Router page: ${bare.rps} requests/s (${bare.p50}/${bare.p99} ms).`, "");
  }
  const lighthouse = report.lighthouse as Record<string, Record<string, number>> | undefined;
  if (lighthouse) {
    lines.push(
      "## Lighthouse (mobile)",
      "",
      "| page | perf | a11y | best | SEO | LCP ms | CLS | TBT ms |",
      "|---|---|---|---|---|---|---|---|",
    );
    for (const [url, s] of Object.entries(lighthouse)) {
      lines.push(
        `| ${url} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${s.lcpMs} | ${s.cls} | ${s.tbtMs} |`,
      );
    }
    lines.push("");
  }
  const scale = report.scale as Record<string, { p50: number; p95: number }> | undefined;
  if (scale) {
    lines.push("## At scale, uncached (ms)", "", "| page | p50 | p95 |", "|---|---|---|");
    for (const [page, t] of Object.entries(scale)) lines.push(`| ${page} | ${t.p50} | ${t.p95} |`);
    lines.push("");
  }
  lines.push(`Run took ${report.durationSeconds} s.`, "");
  return lines.join("\n");
}

await main();
