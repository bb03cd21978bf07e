import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backupMedia, restoreMedia } from "#server/media/backup";
import {
  LARGE_FILE_BYTES,
  type LocalMediaStorage,
  type MediaStorage,
  mediaPublicRedirect,
} from "#server/media/storage";
import { setupTestDatabase } from "../support/database";
import { createMediaStore, MEDIA_STORE_KINDS, readStored, useMediaStore } from "../support/media-stores";

setupTestDatabase({ reset: false });

const pdf = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
/** Larger than LARGE_FILE_BYTES, so it gets the one-day cache lifetime; bytes vary so ranges are checked. */
const video = Buffer.alloc(LARGE_FILE_BYTES + 4096);
for (let i = 0; i < video.length; i += 1) video[i] = (i * 7) % 251;
video.write("ftypisom", 4, "latin1");
const page = Buffer.from("<!doctype html><script>alert(1)</script>");

type Answer = { status: number; headers: Record<string, string>; body: Buffer };

/** One request to the handler, as a browser would send it. */
function request(
  port: number,
  urlPath: string,
  options: { method?: string; headers?: Record<string, string> } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request({
      host: "127.0.0.1",
      port,
      path: urlPath,
      method: options.method ?? "GET",
      headers: options.headers,
    });
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers as Record<string, string>,
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

describe.each(MEDIA_STORE_KINDS)("serving /media from the %s store", (kind) => {
  const store = useMediaStore(kind);
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    await store.storage().put("pdf/1.pdf", pdf);
    await store.storage().put("gallery-videos/2.mp4", video);
    await store.storage().put("security-served/page.html", page);
    const app = express();
    app.use("/media", store.storage().staticHandler());
    app.use(
      (
        error: { status?: number },
        _req: express.Request,
        res: express.Response,
        _next: express.NextFunction,
      ) => {
        res
          .status(error.status ?? 500)
          .type("text/plain")
          .send("refused");
      },
    );
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("serves a PDF inline with its type, nosniff, validators and a one-hour lifetime; HEAD the same without a body", async () => {
    const get = await request(port, "/media/pdf/1.pdf");
    expect(get.status).toBe(200);
    expect(get.body.equals(pdf)).toBe(true);
    expect(get.headers).toMatchObject({
      "content-type": "application/pdf",
      "content-length": String(pdf.length),
      "x-content-type-options": "nosniff",
      "cache-control": "public, max-age=3600",
      "accept-ranges": "bytes",
    });
    expect(get.headers["content-disposition"]).toBeUndefined();
    expect(get.headers.etag).toMatch(/^(W\/)?"/);
    expect(Date.parse(get.headers["last-modified"]!)).toBeGreaterThan(Date.now() - 600_000);
    const head = await request(port, "/media/pdf/1.pdf", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers).toMatchObject({ "content-length": String(pdf.length), etag: get.headers.etag });
  });

  it("answers 304 to a fresh copy (ETag or date), without content headers, with the validators", async () => {
    const { headers } = await request(port, "/media/pdf/1.pdf");
    const conditions: Record<string, string>[] = [
      { "If-None-Match": headers.etag! },
      { "If-Modified-Since": headers["last-modified"]! },
    ];
    for (const condition of conditions) {
      const answer = await request(port, "/media/pdf/1.pdf", { headers: condition });
      expect(answer.status, JSON.stringify(condition)).toBe(304);
      expect(answer.body.length).toBe(0);
      expect(answer.headers["content-type"]).toBeUndefined();
      expect(answer.headers).toMatchObject({ etag: headers.etag, "cache-control": "public, max-age=3600" });
    }
    expect(
      (await request(port, "/media/pdf/1.pdf", { headers: { "If-None-Match": '"other"' } })).status,
    ).toBe(200);
    expect((await request(port, "/media/pdf/1.pdf", { headers: { "If-Match": '"other"' } })).status).toBe(
      412,
    );
  });

  it("serves byte ranges of a video (206), the whole file for several or stale ranges, 416 past the end", async () => {
    const size = video.length;
    const range = await request(port, "/media/gallery-videos/2.mp4", { headers: { Range: "bytes=100-199" } });
    expect(range.status).toBe(206);
    expect(range.headers).toMatchObject({
      "content-range": `bytes 100-199/${size}`,
      "content-length": "100",
      "content-type": "video/mp4",
      "cache-control": "public, max-age=86400",
    });
    expect(range.body.equals(video.subarray(100, 200))).toBe(true);
    const suffix = await request(port, "/media/gallery-videos/2.mp4", { headers: { Range: "bytes=-50" } });
    expect(suffix.status).toBe(206);
    expect(suffix.body.equals(video.subarray(size - 50))).toBe(true);
    const several = await request(port, "/media/gallery-videos/2.mp4", {
      headers: { Range: "bytes=0-0,5-6" },
    });
    expect(several.status).toBe(200);
    expect(several.body.length).toBe(size);
    const stale = await request(port, "/media/gallery-videos/2.mp4", {
      headers: { Range: "bytes=0-9", "If-Range": '"not-the-etag"' },
    });
    expect(stale.status).toBe(200);
    const past = await request(port, "/media/gallery-videos/2.mp4", { headers: { Range: `bytes=${size}-` } });
    expect(past.status).toBe(416);
    expect(past.headers["content-range"]).toBe(`bytes */${size}`);
  });

  it("serves what is not an image, video or PDF as a download; 404 for a missing file; 405 for a post", async () => {
    const html = await request(port, "/media/security-served/page.html");
    expect(html.status).toBe(200);
    expect(html.headers).toMatchObject({
      "content-type": "application/octet-stream",
      "content-disposition": "attachment",
      "x-content-type-options": "nosniff",
    });
    expect((await request(port, "/media/pdf/404.pdf")).status).toBe(404);
    expect((await request(port, "/media/pdf/1.pdf", { method: "POST" })).status).toBe(405);
  });
});

/** Every key and its bytes in a store. */
async function contents(storage: MediaStorage): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const file of await storage.list())
    out[file.key] = (await readStored(storage, file.key))!.toString("base64");
  return out;
}

describe.each(MEDIA_STORE_KINDS)("media backup and restore (%s store)", (kind) => {
  const store = useMediaStore(kind);
  const backups: string[] = [];
  const backupFolder = () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "media-backup-"));
    backups.push(folder);
    return folder;
  };
  afterAll(() => {
    for (const folder of backups) fs.rmSync(folder, { recursive: true, force: true });
  });

  it("copies every stored file out, and restores them into an empty store of the same kind, byte for byte", async () => {
    await store.storage().put("products/1.jpg", Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]));
    await store.storage().put("products/1-w400.webp", Buffer.from("RIFF....WEBP"));
    await store.storage().put("gallery-videos/2.mp4", video);
    const folder = backupFolder();
    expect(await backupMedia(store.storage(), folder)).toEqual({ files: 3, bytes: 6 + 12 + video.length });
    const expected = await contents(store.storage());

    const empty = await createMediaStore(kind, store.s3());
    if (kind === "local") backups.push((empty as LocalMediaStorage).root);
    expect(await restoreMedia(empty, folder)).toEqual({ restored: 3, kept: 0 });
    expect(await contents(empty)).toEqual(expected);
    // Restoring again keeps what is there; the restored keys are claimed, never handed out again.
    expect(await restoreMedia(empty, folder)).toEqual({ restored: 0, kept: 3 });
    expect(await empty.reserve("products/1.jpg")).toBe(false);
  });

  it.runIf(kind === "s3")(
    "moves the local folder's files into a bucket (db:restore of a local backup)",
    async () => {
      const local = await createMediaStore("local");
      backups.push((local as LocalMediaStorage).root);
      await local.put("news/7.png", Buffer.from("a local file"));
      const folder = backupFolder();
      await backupMedia(local, folder);
      expect(await restoreMedia(store.storage(), folder)).toEqual({ restored: 1, kept: 0 });
      expect((await readStored(store.storage(), "news/7.png"))?.toString()).toBe("a local file");
    },
  );
});

describe("MEDIA_PUBLIC_URL", () => {
  it("sends /media/{key} to the public address with a permanent redirect; anything that is not a key is not found", async () => {
    const app = express();
    app.use("/media", mediaPublicRedirect("https://cdn.example.com/lumina")!);
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const moved = await request(port, "/media/products/1700000000000-w800.webp");
      expect(moved.status).toBe(301);
      expect(moved.headers.location).toBe("https://cdn.example.com/lumina/products/1700000000000-w800.webp");
      expect(moved.headers["cache-control"]).toBe("public, max-age=86400");
      expect((await request(port, "/media/..%2Fsecret")).status).toBe(404);
      expect((await request(port, "/media/.env")).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(mediaPublicRedirect(undefined)).toBeNull();
  });
});
