import fs from "node:fs";
import path from "node:path";
import { afterAll, expect, inject, it } from "vitest";
import { copyTemplate, freePort, startServer, tempDir } from "./support";

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

it("start-up refuses an unwritable data directory with a clear message", async () => {
  const dir = tempDir("security-startup-");
  dirs.push(dir);
  const file = path.join(dir, "a-file");
  fs.writeFileSync(file, "not a directory");
  await expect(
    startServer({ dataDir: path.join(file, "data"), port: await freePort(), timeoutMs: 60_000 }),
  ).rejects.toThrow(/Start-up failed: The data directory .* is not writable/);
});

it("start-up refuses an unreachable database with a clear message", async () => {
  const dir = tempDir("security-startup-");
  dirs.push(dir);
  await expect(
    startServer({
      dataDir: dir,
      port: await freePort(),
      timeoutMs: 60_000,
      env: { DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" },
    }),
  ).rejects.toThrow(/Start-up failed: The database could not be opened/);
});

it("SIGTERM finishes the request in flight, then exits 0", async () => {
  const dataDir = copyTemplate(inject("templateDir"), "security-sigterm-");
  dirs.push(dataDir);
  const server = await startServer({ dataDir, port: await freePort() });
  const inFlight = fetch(`${server.url}/products`);
  await new Promise((resolve) => setTimeout(resolve, 20));
  const exit = server.stop();
  expect((await inFlight).status).toBe(200);
  expect(await exit).toBe(0);
  expect(server.output()).toContain("SIGTERM received: finishing requests in flight");
});
