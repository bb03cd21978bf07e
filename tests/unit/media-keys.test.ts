import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { storeFile } from "#server/media/images";
import { LocalMediaStorage, setMediaStorage } from "#server/media/storage";

let root: string;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), "media-keys-"));
  setMediaStorage(new LocalMediaStorage(root));
});

afterAll(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

test("a new file never takes a timestamp another process already holds", async () => {
  // Another writer has taken every timestamp of the next two seconds.
  const start = Date.now();
  await fs.mkdir(path.join(root, "documents"), { recursive: true });
  for (let stamp = start; stamp < start + 2000; stamp++)
    await fs.writeFile(path.join(root, "documents", `${stamp}.pdf`), "theirs");

  const urls = await Promise.all(
    [1, 2, 3].map((n) => storeFile("documents", Buffer.from(`ours ${n}`), ".pdf")),
  );

  expect(new Set(urls).size).toBe(3);
  for (const [index, url] of urls.entries()) {
    const stamp = Number(/\/(\d+)\.pdf$/.exec(url)?.[1]);
    expect(stamp).toBeGreaterThanOrEqual(start + 2000);
    expect(await fs.readFile(path.join(root, url.replace("/media/", "")), "utf8")).toBe(`ours ${index + 1}`);
  }
  expect(await fs.readFile(path.join(root, "documents", `${start}.pdf`), "utf8")).toBe("theirs");
});

test("reserve claims a key once", async () => {
  const storage = new LocalMediaStorage(root);
  expect(await storage.reserve("news/1.jpg")).toBe(true);
  expect(await storage.reserve("news/1.jpg")).toBe(false);
});
