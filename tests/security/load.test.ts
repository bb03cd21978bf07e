import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { eq } from "drizzle-orm";
import { afterAll, expect, inject, it } from "vitest";
import { openDatabase } from "#server/db/client";
import { newsItems } from "#server/db/schema";
import { copyTemplate, figure, freePort, saveReport, startServer, type TestServer } from "./support";

const SECONDS = Number(process.env.LOAD_SECONDS ?? 30);
const CONNECTIONS = 100;
const LIKES = Number(process.env.LOAD_LIKES ?? 300);

let server: TestServer | undefined;
let dataDir: string | undefined;

afterAll(async () => {
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The like count of a news item, read from the stopped server's database. */
async function likesOf(dir: string, slug: string): Promise<{ id: number; likes: number }> {
  const handle = await openDatabase({ pgliteDir: path.join(dir, "db") });
  try {
    const [row] = await handle.db
      .select({ id: newsItems.id, likes: newsItems.likes })
      .from(newsItems)
      .where(eq(newsItems.slug, slug));
    return row!;
  } finally {
    await handle.close();
  }
}

it(`load: ${CONNECTIONS} connections for ${SECONDS} s over public pages, then ${LIKES} likes: zero errors, exact like count`, async () => {
  dataDir = copyTemplate(inject("templateDir"), "security-load-");
  const port = await freePort();
  const probe = await startServer({ dataDir, port });
  const html = await (await fetch(`${probe.url}/news`)).text();
  const slug = /href="\/news\/([a-z0-9-]+)"/.exec(html)?.[1];
  const product = /href="\/products\/([a-z0-9-]+)"/.exec(
    await (await fetch(`${probe.url}/products`)).text(),
  )?.[1];
  expect(slug).toBeTruthy();
  expect(product).toBeTruthy();
  await probe.stop();
  const before = await likesOf(dataDir, slug!);

  // The load generator plays the reverse proxy on loopback (TRUST_PROXY=loopback, the address-list form):
  // each simulated visitor has its own address in X-Forwarded-For, as behind a real proxy, so the
  // per-client like limit (60 a minute) is not what this test measures; it stays in force per address.
  server = await startServer({ dataDir, port, env: { TRUST_PROXY: "loopback" } });
  const origin = server.url;
  let visitor = 0;
  let likesOk = 0;
  let likesRefused = 0;
  const pages = [
    "/",
    "/products",
    `/products/${product}`,
    "/news",
    `/news/${slug}`,
    "/resources",
    "/about",
    "/contact",
  ];
  for (const pagePath of pages) expect((await fetch(`${origin}${pagePath}`)).status, pagePath).toBe(200);

  // Phase 1: the public pages, 100 connections for 30 s.
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 20,
    requests: pages.map((pagePath) => ({ method: "GET" as const, path: pagePath })),
  });
  // Phase 2: likes, 100 connections, LIKES posts, each from its own visitor address.
  const likes = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    amount: LIKES,
    timeout: 60,
    requests: [
      {
        method: "POST",
        path: `/news/${slug}/like`,
        headers: { "content-type": "application/x-www-form-urlencoded", origin },
        body: `id=${before.id}&intent=like`,
        setupRequest: (request) => ({
          ...request,
          headers: {
            ...request.headers,
            "x-forwarded-for": `10.9.${(visitor >> 8) & 255}.${visitor++ & 255}`,
          },
        }),
        onResponse: (status) => {
          if (status === 200) likesOk++;
          else likesRefused++;
        },
      },
    ],
  });
  expect(await server.stop()).toBe(0);
  server = undefined;
  const after = await likesOf(dataDir, slug!);

  figure(
    "load pages",
    `${result.requests.total} requests in ${SECONDS} s (${Math.round(result.requests.average)} req/s)`,
  );
  figure(
    "load pages latency",
    `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
  );
  figure(
    "load pages errors",
    `errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`,
  );
  figure(
    "load likes",
    `${likes.requests.total} posts, ${Math.round(likes.requests.average)} req/s, p99 ${likes.latency.p99} ms, errors ${likes.errors}, non-2xx ${likes.non2xx}`,
  );
  figure(
    "load like count",
    `${likesOk} answered 200, ${likesRefused} refused; count ${before.likes} -> ${after.likes}`,
  );
  const report = saveReport("load.json", {
    connections: CONNECTIONS,
    seconds: SECONDS,
    pages: {
      requests: result.requests.total,
      requestsPerSecond: result.requests.average,
      latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
    },
    likes: {
      posts: likes.requests.total,
      requestsPerSecond: likes.requests.average,
      latencyMs: { p50: likes.latency.p50, p99: likes.latency.p99 },
      errors: likes.errors,
      non2xx: likes.non2xx,
      ok: likesOk,
      before: before.likes,
      after: after.likes,
    },
  });
  figure("load report", report);
  expect(result.errors).toBe(0);
  expect(result.timeouts).toBe(0);
  expect(result.non2xx).toBe(0);
  expect(likes.errors).toBe(0);
  expect(likes.non2xx).toBe(0);
  expect(likesRefused).toBe(0);
  expect(likesOk).toBe(LIKES);
  expect(likesOk).toBeGreaterThan(0);
  expect(after.likes).toBe(before.likes + likesOk);
}, 480_000);
