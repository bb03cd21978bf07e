import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, expect, inject, it } from "vitest";
import { openDatabase, setProcessDatabase } from "#server/db/client";
import { referencedKeys } from "#server/media/stale-files";
import { copyTemplate, figure, freePort, signIn, startServer, type TestServer } from "./support";

let server: TestServer | undefined;
let dataDir: string | undefined;

afterAll(async () => {
  await server?.kill();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** One admin write burst step: upload an image, then create a product that references it. */
async function uploadAndCreate(target: TestServer, cookie: string, jpeg: Buffer, n: number): Promise<void> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), `p${n}.jpg`);
  const headers = { Cookie: cookie, Origin: target.url };
  const uploaded = await fetch(`${target.url}/admin/upload?folder=products&accept=image`, {
    method: "POST",
    headers,
    body: form,
  });
  const { url } = (await uploaded.json()) as { url: string };
  await fetch(`${target.url}/admin/products.data`, {
    method: "POST",
    headers,
    body: new URLSearchParams({
      intent: "create",
      name: `Kill test ${n}`,
      slug: `kill-test-${n}`,
      imageUrl: url,
      images: url,
    }),
  });
}

it("kill -9 during a burst of admin writes: after restart /healthz is 200 and every referenced file exists", async () => {
  dataDir = copyTemplate(inject("templateDir"), "security-kill-");
  const port = await freePort();
  server = await startServer({ dataDir, port });
  const cookie = await signIn(server);
  const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#8a6d1d" } })
    .jpeg()
    .toBuffer();
  const target = server;
  let started = 0;
  let settled = 0;
  const workers = Array.from({ length: 8 }, async (_, worker) => {
    for (let i = 0; ; i++) {
      const n = worker * 10_000 + i;
      started++;
      const step =
        Math.random() < 0.5
          ? uploadAndCreate(target, cookie, jpeg, n)
          : fetch(`${target.url}/admin/categories.data`, {
              method: "POST",
              headers: { Cookie: cookie, Origin: target.url },
              body: new URLSearchParams({ intent: "create", name: `Kill category ${n}` }),
            });
      try {
        await step;
        settled++;
      } catch {
        return; // The server is gone.
      }
    }
  });
  // Kill once the burst is well under way: at least 8 writes done, many more in flight.
  const deadline = Date.now() + 60_000;
  while (settled < 8 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  await new Promise((resolve) => setTimeout(resolve, 150));
  await server.kill();
  await Promise.allSettled(workers);
  figure("kill -9 writes in flight or done when killed", `${settled} settled of ${started} started`);
  expect(settled).toBeGreaterThanOrEqual(8);
  expect(started - settled, "writes in flight at the kill").toBeGreaterThan(0);

  const restartStarted = Date.now();
  server = await startServer({ dataDir, port, timeoutMs: 120_000 });
  figure("kill -9 restart to healthy", `${((Date.now() - restartStarted) / 1000).toFixed(1)} s`);
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  expect((await fetch(`${server.url}/products`)).status).toBe(200);
  expect(await server.stop()).toBe(0);
  server = undefined;

  const handle = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
  setProcessDatabase(handle);
  try {
    const keys = [...(await referencedKeys())];
    const missing = keys.filter((key) => !fs.existsSync(path.join(dataDir!, "media", key)));
    figure("kill -9 referenced files checked", `${keys.length}, missing ${missing.length}`);
    expect(keys.length).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  } finally {
    setProcessDatabase(undefined);
    await handle.close();
  }
});
