import fs from "node:fs";
import path from "node:path";
import type pg from "pg";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { LOCKS } from "#server/db/client";
import { storeImage, variantKey } from "#server/media/images";
import { type MediaStorage, mediaStorage, setMediaStorage } from "#server/media/storage";
import { backfillImageVariants, pendingVariants } from "#server/media/variant-backfill";
import { IMAGE_WIDTHS } from "~/lib/images";
import { setupTestDatabase } from "../support/database";

const database = setupTestDatabase();

const jpeg = (width: number, height: number, background = "#b8892b") =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** Every key written through the storage while `run` goes on. */
async function writesDuring(run: () => Promise<unknown>): Promise<string[]> {
  const storage = mediaStorage();
  const written: string[] = [];
  const counting: MediaStorage = Object.assign(Object.create(storage), {
    put: (key: string, data: Uint8Array) => {
      written.push(key);
      return storage.put(key, data);
    },
  });
  setMediaStorage(counting);
  try {
    await run();
  } finally {
    setMediaStorage(storage);
  }
  return written;
}

/** Stores an original as an upload before issue 20 left it: the file and two of its old widths (800, 1200), gone since. */
async function storedBeforeTheNewWidths(key: string, bytes: Buffer): Promise<void> {
  await mediaStorage().put(key, bytes);
  for (const width of [800, 1200]) await mediaStorage().put(variantKey(key, width), await jpeg(10, 10));
}

const file = (key: string) => path.join(database.mediaDir, key);

beforeEach(() => {
  for (const entry of fs.readdirSync(database.mediaDir))
    fs.rmSync(path.join(database.mediaDir, entry), { recursive: true, force: true });
});

describe("image variant backfill", () => {
  it("makes every missing width of every stored image, never enlarging, and leaves other files alone", async () => {
    await storedBeforeTheNewWidths("products/100.jpg", await jpeg(700, 525));
    await storedBeforeTheNewWidths("carousel/200.jpg", await jpeg(1920, 1080, "#1a1d24"));
    await mediaStorage().put("pdf/300.pdf", Buffer.from("%PDF-1.4\n%%EOF\n"));

    const result = await backfillImageVariants(database.handle);

    expect(result).toEqual({
      ran: true,
      images: 2,
      written: 2 * IMAGE_WIDTHS.length,
      failed: 0,
      remaining: 0,
    });
    for (const width of IMAGE_WIDTHS) {
      const product = await sharp(file(`products/100-w${width}.webp`)).metadata();
      expect(product).toMatchObject({ format: "webp", width: Math.min(width, 700) });
      const slide = await sharp(file(`carousel/200-w${width}.webp`)).metadata();
      expect(slide.width).toBe(width);
    }
    // The old widths stay (pages cached before the change may still name them) and are never made again.
    expect((await sharp(file("products/100-w800.webp")).metadata()).width).toBe(10);
    expect(fs.readdirSync(file("pdf"))).toEqual(["300.pdf"]);
  });

  it("is idempotent: a second run finds nothing to make and writes nothing", async () => {
    await storeImage("news", await jpeg(640, 480));
    const second = await writesDuring(() => backfillImageVariants(database.handle));
    expect(second).toEqual([]);
    expect(pendingVariants(await mediaStorage().list())).toEqual([]);
  });

  it("resumes: a run stopped between two images leaves finished files, and the next run makes only the rest", async () => {
    await storedBeforeTheNewWidths("news/1.jpg", await jpeg(500, 375));
    await storedBeforeTheNewWidths("news/2.jpg", await jpeg(500, 375));
    // One image made by hand, as a run stopped after it would leave it.
    for (const width of IMAGE_WIDTHS.slice(0, 5))
      await mediaStorage().put(variantKey("news/1.jpg", width), await jpeg(width, 8));

    const stopped = new AbortController();
    stopped.abort();
    expect(await backfillImageVariants(database.handle, { signal: stopped.signal })).toMatchObject({
      ran: true,
      written: 0,
      remaining: 2,
    });

    const written = await writesDuring(() => backfillImageVariants(database.handle));
    const expected = [
      ...IMAGE_WIDTHS.slice(5).map((w) => `news/1-w${w}.webp`),
      ...IMAGE_WIDTHS.map((w) => `news/2-w${w}.webp`),
    ];
    expect(written.sort()).toEqual(expected.sort());
  });

  it("leaves an upload still being written (an empty reserved file) to the upload, and counts an unreadable image without stopping", async () => {
    await mediaStorage().put("products/1.jpg", Buffer.alloc(0));
    await mediaStorage().put("products/2.jpg", Buffer.from("not a picture at all"));
    await mediaStorage().put(
      "products/3.png",
      await sharp(await jpeg(300, 200))
        .png()
        .toBuffer(),
    );

    expect(await backfillImageVariants(database.handle)).toEqual({
      ran: true,
      images: 2,
      written: IMAGE_WIDTHS.length,
      failed: 1,
      remaining: 0,
    });
    expect(fs.existsSync(file("products/1-w120.webp"))).toBe(false);
    expect(fs.existsSync(file("products/3-w1920.webp"))).toBe(true);
  });

  it("runs in one instance at a time: a second run while one holds the lock skips at once", async () => {
    await storedBeforeTheNewWidths("gallery-items/1.jpg", await jpeg(800, 600));
    const results = await Promise.all([
      backfillImageVariants(database.handle),
      backfillImageVariants(database.handle),
    ]);
    expect(results).toContainEqual({ ran: false });
    expect(results).toContainEqual(expect.objectContaining({ ran: true, written: IMAGE_WIDTHS.length }));
  });

  it.skipIf(process.env.TEST_DB_KIND !== "postgres")(
    "skips while another process holds the variant lock on PostgreSQL, and runs once it is released",
    async () => {
      await storedBeforeTheNewWidths("gallery-items/2.jpg", await jpeg(800, 600));
      const pool = (database.handle.db as unknown as { $client: pg.Pool }).$client;
      const otherProcess = await pool.connect();
      try {
        await otherProcess.query("select pg_advisory_lock($1)", [LOCKS.imageVariants]);
        expect(await backfillImageVariants(database.handle)).toEqual({ ran: false });
        expect(fs.existsSync(file("gallery-items/2-w120.webp"))).toBe(false);
        await otherProcess.query("select pg_advisory_unlock($1)", [LOCKS.imageVariants]);
      } finally {
        otherProcess.release();
      }
      expect(await backfillImageVariants(database.handle)).toMatchObject({
        ran: true,
        written: IMAGE_WIDTHS.length,
      });
    },
  );
});
