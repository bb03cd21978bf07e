// Times real HTTP answers of the public catalogue with 5,000 generated products on top of the demo seed
// (issue 4: "/products and a product page still answer in under 100 ms"). Starts the production build
// (PAGE_CACHE=off) on a temporary data directory and prints the median and p95 of 20 sequential requests
// per page on the en and zh hosts. A benchmark: nothing is asserted.
// Run after `npx react-router build`: node --import tsx scripts/catalog-http-bench.ts (BENCH_PORT, default 3390)

import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { startProductionServer } from "./lib/production-server";

const PORT = Number(process.env.BENCH_PORT ?? 3390);
const GENERATED_PRODUCTS = 5000;
const REQUESTS = 20;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "catalog-bench-"));

type Targets = { category: string; term: string; demoSlug: string; generatedSlug: string };

/** The demo seed plus the generated products, in the temporary data directory; returns what to request. */
async function seedDatabase(): Promise<Targets> {
  // The server modules read DATA_DIR when first used, so they are loaded after it is set.
  process.env.DATA_DIR = dataDir;
  process.env.DATABASE_URL = "";
  process.env.LOG_LEVEL = "error";
  const { migrateDatabase, openDatabase, setProcessDatabase } = await import("../server/db/client");
  const { vacuumAnalyze } = await import("../server/db/maintenance");
  const { seedIfEmpty } = await import("../server/seed/seed");
  const { seedScale } = await import("../server/seed/scale");
  const { sql } = await import("drizzle-orm");
  const handle = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
  try {
    await migrateDatabase(handle);
    setProcessDatabase(handle);
    await seedIfEmpty({ announce: false });
    const demo = await handle.db.execute(sql`select slug from products where status = 'Active'
      order by display_order, name limit 1`);
    await seedScale({ products: GENERATED_PRODUCTS, galleryItems: 0, newsItems: 0 });
    await vacuumAnalyze(handle);
    const rows = (result: unknown) => (result as { rows: Record<string, string>[] }).rows;
    const [category] = rows(
      await handle.db.execute(sql`select name from product_categories order by display_order, name limit 1`),
    );
    const [generated] = rows(
      await handle.db.execute(sql`select slug from products where slug like 'scale-%-product-2500'`),
    );
    return {
      category: category!.name!,
      term: "Aurum",
      demoSlug: rows(demo)[0]!.slug!,
      generatedSlug: generated!.slug!,
    };
  } finally {
    await handle.close();
  }
}

function startServer(): ChildProcess {
  return startProductionServer(PORT, dataDir, { PAGE_CACHE: "off" });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One GET with the given Host header, read to the end; resolves to the status and milliseconds taken. */
function get(host: string, pathname: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: "127.0.0.1", port: PORT, path: pathname, agent, headers: { host, "accept-encoding": "gzip" } },
      (response) => {
        response.on("data", () => undefined);
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
  });
}

async function waitForServer(): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await get(`localhost:${PORT}`, "/healthz")).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server did not start within 2 minutes");
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Requests every page on both hosts a few times, so the first page measured is not also warming the JIT. */
async function warmUp(hosts: string[], paths: string[]) {
  for (let round = 0; round < 3; round++) {
    for (const host of hosts) {
      for (const pathname of paths) {
        const { status } = await get(host, pathname);
        if (status !== 200) throw new Error(`${host}${pathname} answered ${status}`);
      }
    }
  }
}

/** Median and p95 of REQUESTS sequential requests. */
async function measure(host: string, pathname: string) {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) times.push((await get(host, pathname)).ms);
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p95: percentile(times, 95) };
}

let server: ChildProcess | undefined;
try {
  console.log(`Seeding the demo content and ${GENERATED_PRODUCTS} generated products in ${dataDir}...`);
  const targets = await seedDatabase();
  server = startServer();
  await waitForServer();
  const pages = {
    "/products": "/products",
    "/products?page=50": "/products?page=50",
    [`/products?category=${targets.category}`]: `/products?category=${encodeURIComponent(targets.category)}`,
    [`/products?q=${targets.term}`]: `/products?q=${encodeURIComponent(targets.term)}`,
    "product page (demo)": `/products/${targets.demoSlug}`,
    "product page (generated)": `/products/${targets.generatedSlug}`,
  };
  const hosts = { en: `localhost:${PORT}`, zh: `zh.localhost:${PORT}` };
  await warmUp(Object.values(hosts), Object.values(pages));
  const table: Record<string, Record<string, string>> = {};
  for (const [label, pathname] of Object.entries(pages)) {
    for (const [language, host] of Object.entries(hosts)) {
      const { median, p95 } = await measure(host, pathname);
      table[`${label} (${language})`] = { median: `${median.toFixed(1)} ms`, p95: `${p95.toFixed(1)} ms` };
    }
  }
  console.log(
    `Catalogue HTTP answers, demo seed + ${GENERATED_PRODUCTS} products, PAGE_CACHE=off, ${REQUESTS} sequential requests each:`,
  );
  // The machine is shared: the load average says how much the figures may be inflated.
  console.log(
    `Load average (1, 5, 15 min): ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(", ")}`,
  );
  console.table(table);
} finally {
  agent.destroy();
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once("exit", resolve));
    server.kill("SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}
