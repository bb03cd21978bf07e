// npm run test:cluster: three production instances of the build on one throwaway PostgreSQL 15 and one S3
// server (s3rver), with a slow SMTP server: what running several instances must survive (issue 19,
// decisions 010 and 016). Each test prints its figures as "[cluster] label: value" lines.
import fs from "node:fs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, freePort, signIn, startServer, type TestServer, tempDir } from "../security/support";
import { type S3TestServer, startS3Server } from "../support/s3-server";
import { PG_BIN, startPostgres, type TestPostgres } from "./postgres";
import { startSlowSmtp } from "./slow-smtp";

const INSTANCES = 3;
/** Each mail delivery takes this long at the SMTP server: twice the mail lease (MAIL_LEASE_SECONDS=1). */
const SMTP_DELAY_MS = 2_000;
const MESSAGES = 25;

/** Prints a figure line the CI log keeps and docs/testing.md quotes. */
function figure(label: string, value: string | number): void {
  console.log(`[cluster] ${label}: ${value}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

type Sample = {
  instance: number;
  path: string;
  started: number;
  ended: number;
  status: number;
  error?: string;
};

/** GETs the paths round-robin from `loops` concurrent loops per instance until stopped; records every request. */
function startTraffic(servers: TestServer[], paths: string[], loops = 2) {
  const samples: Sample[] = [];
  let running = true;
  const deadline = Date.now() + 90_000;
  const loop = async (instance: number, offset: number) => {
    for (let i = offset; running && Date.now() < deadline; i += 1) {
      const path = paths[i % paths.length]!;
      const started = Date.now();
      try {
        const response = await fetch(`${servers[instance]!.url}${path}`, {
          signal: AbortSignal.timeout(15_000),
        });
        await response.arrayBuffer();
        samples.push({ instance, path, started, ended: Date.now(), status: response.status });
      } catch (error) {
        samples.push({
          instance,
          path,
          started,
          ended: Date.now(),
          status: 0,
          error: String((error as Error).cause ?? error),
        });
        await sleep(50);
      }
    }
  };
  const all = servers.flatMap((_, instance) => Array.from({ length: loops }, (_, n) => loop(instance, n)));
  return {
    samples,
    stop: async () => {
      running = false;
      await Promise.all(all);
      return samples;
    },
  };
}

const failed = (sample: Sample) => sample.status === 0 || sample.status >= 500;

const canRun = fs.existsSync(`${PG_BIN}/initdb`) && fs.existsSync("build/server/index.js");
if (!canRun && process.env.CI) {
  throw new Error(`The cluster test needs PostgreSQL 15 (${PG_BIN}) and a build (npx react-router build).`);
}
if (!canRun) console.warn(`\n[cluster] SKIPPED: needs PostgreSQL 15 at ${PG_BIN} and a build.\n`);

describe.skipIf(!canRun)("three instances on one PostgreSQL and one bucket", () => {
  let postgres: TestPostgres;
  let s3: S3TestServer;
  let smtp: Awaited<ReturnType<typeof startSlowSmtp>>;
  let env: Record<string, string>;
  let servers: TestServer[] = [];
  const dataDirs: string[] = [];

  beforeAll(async () => {
    postgres = startPostgres(await freePort());
    s3 = await startS3Server();
    smtp = await startSlowSmtp(SMTP_DELAY_MS);
    env = {
      DATABASE_URL: postgres.url,
      ...s3.env(await s3.createBucket("cluster-media")),
      SMTP_URL: smtp.url,
      MAIL_LEASE_SECONDS: "1",
      FORM_RATE_LIMIT_FACTOR: "100",
      LOG_LEVEL: "info",
    };
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await s3?.stop();
    await smtp?.stop();
    postgres?.stop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("started together on an empty database, exactly one seeds and all three serve", async () => {
    const started = Date.now();
    const starts = await Promise.allSettled(
      Array.from({ length: INSTANCES }, async (_, n) => {
        const dataDir = tempDir(`cluster-${n}-`);
        dataDirs.push(dataDir);
        return startServer({ dataDir, port: await freePort(), env, timeoutMs: 230_000 });
      }),
    );
    servers = starts.flatMap((start) => (start.status === "fulfilled" ? [start.value] : []));
    for (const start of starts) if (start.status === "rejected") throw start.reason;
    figure("three instances started (one seeding) and healthy in", seconds(Date.now() - started));
    const seeders = servers.filter((server) => server.output().includes('"msg":"demo content seeded"'));
    figure("instances that seeded", seeders.length);
    expect(seeders).toHaveLength(1);
    for (const server of servers) {
      expect(server.output()).not.toMatch(/"level":(50|60)/);
      const home = await fetch(`${server.url}/products`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain("Lumina");
    }
    // The seeding instance wrote the demo media to the bucket: the others serve it.
    const image = /src="(\/media\/[^"]+)"/.exec(
      await (await fetch(`${seeders[0]!.url}/products`)).text(),
    )?.[1];
    expect(image).toBeDefined();
    for (const server of servers) expect((await fetch(`${server.url}${image}`)).status).toBe(200);
  }, 240_000);

  it("a file uploaded through one instance is served by the other two", async () => {
    const [first, ...others] = servers;
    const cookie = await signIn(first!);
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#b8892b" } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "spool.jpg");
    const upload = await fetch(`${first!.url}/admin/upload?folder=products&accept=image`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: first!.url },
      body: form,
    });
    expect(upload.status).toBe(201);
    const { url } = (await upload.json()) as { url: string };
    for (const server of others) {
      const original = await fetch(`${server.url}${url}`);
      expect(original.status).toBe(200);
      expect(Buffer.from(await original.arrayBuffer()).equals(jpeg)).toBe(true);
      const variant = await fetch(`${server.url}${url.replace(/\.jpg$/, "-w400.webp")}`);
      expect(variant.status).toBe(200);
      expect(variant.headers.get("content-type")).toBe("image/webp");
    }
    figure(
      "upload through instance 1, served by instances 2 and 3",
      `${url} (${jpeg.length} bytes) and its variants`,
    );
  });

  it("a write through one instance shows on the others' next page view within a second", async () => {
    const [first, ...others] = servers;
    const cookie = await signIn(first!);
    // The others have the list cached before the write.
    for (const server of others) await (await fetch(`${server.url}/products`)).text();
    const pageOf = async (server: TestServer) => (await fetch(`${server.url}/products`)).text();
    const idMatch = /href="\/products\?category=(\d+)"/.exec(await pageOf(others[0]!));
    const categoryId = idMatch?.[1] ?? "1";
    const name = `Cluster category ${Date.now()}`;
    const write = await fetch(`${first!.url}/admin/categories`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: first!.url },
      body: new URLSearchParams({
        intent: "update",
        id: categoryId,
        name,
        description: "Changed in a cluster.",
      }),
      redirect: "manual",
    });
    expect(write.status).toBeLessThan(400);
    const written = Date.now();
    for (const [index, server] of others.entries()) {
      // Each view starts within a second of the write, and the first one after the change shows it.
      let views = 0;
      for (;;) {
        const viewStarted = Date.now();
        views += 1;
        if ((await pageOf(server)).includes(name)) {
          figure(
            `write on instance 1 seen on instance ${index + 2}`,
            `view ${views} after the write, started ${viewStarted - written} ms after it`,
          );
          expect(viewStarted - written).toBeLessThan(1_000);
          break;
        }
        expect(viewStarted - written, `instance ${index + 2} still shows the old name`).toBeLessThan(1_000);
        await sleep(20);
      }
    }
  });

  it("PostgreSQL restarted during traffic: no instance exits, each is healthy within 10 s, and no request after that fails", async () => {
    const traffic = startTraffic(servers, ["/", "/products", "/news", "/healthz", "/about"]);
    await sleep(2_000);
    const restartStarted = Date.now();
    postgres.restart();
    const back = Date.now();
    figure("pg_ctl restart -m fast took", seconds(back - restartStarted));
    const healthyAfter: number[] = [];
    for (const server of servers) {
      for (;;) {
        const response = await fetch(`${server.url}/healthz`).catch(() => undefined);
        if (response?.status === 200) break;
        expect(Date.now() - back, `instance on ${server.port} not healthy`).toBeLessThan(10_000);
        await sleep(100);
      }
      healthyAfter.push(Date.now());
    }
    await sleep(5_000);
    const samples = await traffic.stop();
    for (const server of servers) expect(server.child.exitCode, server.output().slice(-3000)).toBeNull();
    for (const [instance, at] of healthyAfter.entries()) {
      figure(`instance ${instance + 1} /healthz 200 after the database's return`, seconds(at - back));
    }
    const during = samples.filter((sample) => sample.started < (healthyAfter[sample.instance] ?? 0));
    const after = samples.filter((sample) => sample.started >= (healthyAfter[sample.instance] ?? 0));
    figure(
      "requests during the restart (failed)",
      `${during.length} (${during.filter(failed).length}: ${[...new Set(during.filter(failed).map((s) => s.status || s.error))].join(", ")})`,
    );
    figure(
      "requests after each instance was healthy again (failed)",
      `${after.length} (${after.filter(failed).length})`,
    );
    expect(after.length).toBeGreaterThan(30);
    expect(after.filter(failed)).toEqual([]);
  });

  it(`${MESSAGES} contact messages with an SMTP server slower than the lease are delivered exactly ${MESSAGES} times`, async () => {
    const tag = `cluster-${Date.now()}`;
    const started = Date.now();
    for (let n = 0; n < MESSAGES; n += 1) {
      const server = servers[n % servers.length]!;
      const response = await fetch(`${server.url}/contact`, {
        method: "POST",
        headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          name: "Cluster Visitor",
          email: `visitor-${n}@example.com`,
          subject: `${tag} message ${n}`,
          message: "Please send a sample card of the gold thread range.",
        }),
      });
      expect(response.status).toBe(200);
    }
    const ours = () => smtp.deliveries.filter((delivery) => delivery.subject.includes(tag));
    const distinct = () => new Set(ours().map((delivery) => delivery.messageId)).size;
    while (distinct() < MESSAGES && Date.now() - started < 90_000) await sleep(200);
    const allDelivered = Date.now();
    // Long enough for any lapsed lease to be taken over and sent again.
    await sleep(5_000);
    const ids = ours().map((delivery) => delivery.messageId);
    figure(
      `${MESSAGES} messages (SMTP ${SMTP_DELAY_MS} ms per message, lease 1 s) delivered`,
      `${ids.length} deliveries, ${new Set(ids).size} distinct Message-IDs, all in ${seconds(allDelivered - started)}`,
    );
    expect(new Set(ids).size).toBe(MESSAGES);
    expect(ids).toHaveLength(MESSAGES);
    expect(ids.every((id) => /^<outbox-\d+@/.test(id))).toBe(true);
  });

  it("one instance killed with SIGKILL during traffic: the others keep serving every request", async () => {
    const [victim, ...others] = servers;
    const traffic = startTraffic(servers, ["/", "/products", "/news", "/healthz", "/contact"]);
    await sleep(2_000);
    const killedAt = Date.now();
    await victim!.kill();
    await sleep(5_000);
    const samples = await traffic.stop();
    const survivors = samples.filter((sample) => sample.instance !== 0);
    const afterKill = survivors.filter((sample) => sample.started >= killedAt);
    figure(
      "requests to the two survivors (failed), of them after the kill",
      `${survivors.length} (${survivors.filter(failed).length}), ${afterKill.length}`,
    );
    figure(
      "requests to the killed instance after the kill (failed)",
      samples.filter((s) => s.instance === 0 && s.started >= killedAt).length,
    );
    expect(afterKill.length).toBeGreaterThan(20);
    expect(survivors.filter(failed)).toEqual([]);
    for (const server of others) {
      expect(server.child.exitCode).toBeNull();
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    }
    // The survivors still write: a sign-in is a session row.
    expect(await signIn(others[0]!)).toContain("=");
    expect(ADMIN.email).toBeTruthy();
  });
});
