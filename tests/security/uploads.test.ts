import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { S3MediaStorage } from "#server/media/s3-storage";
import { LocalMediaStorage, type MediaStorage } from "#server/media/storage";
import { uploadErrorMessage } from "~/components/admin/media-upload";
import { MEDIA_STORE_KINDS } from "../support/media-stores";
import { type S3TestServer, startS3Server } from "../support/s3-server";
import { copyTemplate, figure, freePort, signIn, startServer, type TestServer } from "./support";

const INVALID = "Storage upload failed: Invalid file or request. Please check file format and size.";
const TOO_LARGE = "File too large: The file you are trying to upload exceeds the maximum allowed size.";

describe.each(MEDIA_STORE_KINDS)("uploads and served media on the %s store", (kind) => {
  let server: TestServer;
  let cookie: string;
  let s3: S3TestServer | undefined;
  /** The server's media store, as the test reads and writes it. */
  let storage: MediaStorage;

  /** Every stored media file (keys). */
  async function mediaFiles(): Promise<string[]> {
    return (await storage.list()).map((file) => file.key);
  }

  async function upload(bytes: Buffer, name: string, type: string, accept = "image") {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
    const response = await fetch(`${server.url}/admin/upload?folder=products&accept=${accept}`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.url },
      body: form,
    });
    const body = (await response.json().catch(() => ({}))) as { error?: string; url?: string };
    return { status: response.status, body, message: uploadErrorMessage(response.status, body.error) };
  }

  beforeAll(async () => {
    const dataDir = copyTemplate(inject("templateDir"), "security-uploads-");
    let env: Record<string, string> = {};
    if (kind === "s3") {
      s3 = await startS3Server();
      const bucket = await s3.createBucket("security-uploads");
      env = s3.env(bucket);
      storage = new S3MediaStorage(bucket, async () => true);
    } else {
      storage = new LocalMediaStorage(path.join(dataDir, "media"));
    }
    server = await startServer({ dataDir, port: await freePort(), env });
    cookie = await signIn(server);
  });

  afterAll(async () => {
    await server?.stop();
    await s3?.stop();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  it("refuses files whose name lies about their bytes, and files over the limit, with the spec's messages", async () => {
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#c9a227" } })
      .jpeg()
      .toBuffer();
    const html = Buffer.from(
      "<!doctype html><html><body><script>alert(document.cookie)</script></body></html>",
    );
    const cases = [
      { label: "HTML named .jpg", bytes: html, name: "photo.jpg", type: "image/jpeg", expected: INVALID },
      {
        label: "polyglot: JPEG magic, then HTML",
        bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), html]),
        name: "poly.jpg",
        type: "image/jpeg",
        expected: INVALID,
      },
      {
        label: "polyglot: a valid JPEG carrying a script after its end",
        bytes: Buffer.concat([jpeg, html]),
        name: "poly2.jpg",
        type: "image/jpeg",
        expected: INVALID,
      },
      {
        label: "SVG with script",
        bytes: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
        ),
        name: "logo.svg",
        type: "image/svg+xml",
        expected: INVALID,
      },
      {
        label: "SVG named .png",
        bytes: Buffer.from(
          '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        ),
        name: "logo.png",
        type: "image/png",
        expected: INVALID,
      },
      {
        label: "image over 5 MB",
        bytes: Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024 + 1)]),
        name: "huge.jpg",
        type: "image/jpeg",
        expected: TOO_LARGE,
      },
    ];
    const before = await mediaFiles();
    for (const entry of cases) {
      const result = await upload(entry.bytes, entry.name, entry.type);
      figure(`upload ${entry.label}`, `${result.status} ${result.body.error}`);
      expect(result.status, entry.label).toBeGreaterThanOrEqual(400);
      expect(result.status, entry.label).toBeLessThan(500);
      expect(result.message, entry.label).toBe(entry.expected);
    }
    expect(await mediaFiles(), "a refused upload stored a file").toEqual(before);

    // The same JPEG without the lie is accepted, served as an image with nosniff.
    const ok = await upload(jpeg, "fine.jpg", "image/jpeg");
    expect(ok.status).toBe(201);
    const served = await fetch(`${server.url}${ok.body.url}`);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await served.arrayBuffer()).equals(jpeg)).toBe(true);
    expect(await mediaFiles()).toContain(ok.body.url!.replace("/media/", "").replace(".jpg", "-w400.webp"));
  });

  it("serves a stored file that is not an image, video or PDF as a download, with nosniff", async () => {
    const files = {
      "page.html": "<!doctype html><script>alert(1)</script>",
      "notes.txt": "plain text",
      "logo.svg": '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      "sheet.pdf": "%PDF-1.4\n%%EOF\n",
      "photo.jpg": Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    };
    for (const [name, bytes] of Object.entries(files))
      await storage.put(`security-served/${name}`, Buffer.from(bytes));
    const served = async (name: string) => {
      const response = await fetch(`${server.url}/media/security-served/${name}`);
      await response.arrayBuffer();
      expect(response.status, name).toBe(200);
      expect(response.headers.get("x-content-type-options"), name).toBe("nosniff");
      return {
        type: response.headers.get("content-type"),
        disposition: response.headers.get("content-disposition"),
      };
    };
    for (const name of ["page.html", "notes.txt", "logo.svg"]) {
      expect(await served(name), name).toEqual({
        type: "application/octet-stream",
        disposition: "attachment",
      });
    }
    expect(await served("sheet.pdf")).toEqual({ type: "application/pdf", disposition: null });
    expect(await served("photo.jpg")).toEqual({ type: "image/jpeg", disposition: null });
  });

  it.runIf(kind === "local")(
    "serves built scripts, styles and icons with the same security headers as pages",
    async () => {
      const page = await fetch(`${server.url}/`);
      const html = await page.text();
      // Scripts are named in the script that starts them after the first paint (decision 023).
      const assets = [...html.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
      expect(assets.some((asset) => asset.endsWith(".js"))).toBe(true);
      expect(assets.some((asset) => asset.endsWith(".css"))).toBe(true);
      const publicFiles = fs
        .readdirSync("build/client", { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => `/${entry.name}`);
      expect(publicFiles.length).toBeGreaterThan(0);
      const expected = {
        "x-content-type-options": "nosniff",
        "x-frame-options": "DENY",
        "referrer-policy": "strict-origin-when-cross-origin",
        "cross-origin-opener-policy": "same-origin",
        "cross-origin-resource-policy": "same-site",
      };
      for (const file of [...new Set(assets)].slice(0, 4).concat(publicFiles.slice(0, 3))) {
        const response = await fetch(`${server.url}${file}`);
        await response.arrayBuffer();
        expect(response.status, file).toBe(200);
        const headers = Object.fromEntries(response.headers);
        expect(headers, file).toMatchObject(expected);
        expect(headers["permissions-policy"], file).toContain("camera=()");
        expect(headers["content-security-policy"], file).toContain("frame-ancestors 'none'");
        expect(headers["content-security-policy"], file).toContain("script-src 'self';");
      }
      figure(
        "static files checked for security headers",
        `${new Set(assets).size} assets seen, ${publicFiles.length} public files`,
      );
    },
  );
});
