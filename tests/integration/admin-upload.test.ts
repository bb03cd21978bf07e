import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { forgetOriginalNames, originalNames, rememberOriginalName } from "#server/media/original-names";
import {
  FILE_TOO_LARGE,
  MAX_UPLOAD_BYTES,
  maxBodyBytes,
  receiveUpload,
  UploadError,
} from "#server/media/upload";
import { IMAGE_WIDTHS } from "~/lib/images";
import { setupTestDatabase } from "../support/database";
import { pngWithTexts } from "../support/images";
import { MEDIA_STORE_KINDS, readStored, useMediaStore } from "../support/media-stores";

setupTestDatabase({ reset: false });

function uploadRequest(file: Blob, name = "file", fileName = "photo.png"): Request {
  const body = new FormData();
  body.append(name, file, fileName);
  return new Request("http://localhost:3000/admin/upload", { method: "POST", body });
}
const png = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: "#b8892b" } })
    .png()
    .toBuffer();
/** A file an MP4 (or with brand "qt  ", a MOV) by its first bytes, padded to `size`. */
function mp4(size: number, brand = "isom"): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  new DataView(bytes.buffer).setUint32(0, 32);
  bytes.set(new TextEncoder().encode(`ftyp${brand}`), 4);
  return bytes;
}
const pdf = () => Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

async function refusal(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return error instanceof UploadError ? error.status : -1;
  }
}

describe.each(MEDIA_STORE_KINDS)("receiveUpload (%s store)", (kind) => {
  const store = useMediaStore(kind);

  it("stores an image under {folder}/{timestamp}.png with its WebP variants beside it", async () => {
    const bytes = await png();
    const result = await receiveUpload(uploadRequest(new Blob([bytes])), {
      folder: "products",
      accept: "image",
    });
    expect(result).toMatchObject({ kind: "image", mime: "image/png", size: bytes.byteLength });
    expect(result.url).toMatch(/^\/media\/products\/\d+\.png$/);
    const key = result.url.replace("/media/", "");
    expect((await readStored(store.storage(), key))?.equals(bytes)).toBe(true);
    for (const width of IMAGE_WIDTHS) {
      const variant = await readStored(store.storage(), key.replace(/\.png$/, `-w${width}.webp`));
      expect((await sharp(variant!).metadata()).format, `w${width}`).toBe("webp");
    }
  });

  it("stores a file whose bytes hold the multipart delimiter's start, byte for byte", async () => {
    // A PDF whose body holds CR LF and dashes, and a prefix of the boundary, where reading could cut it.
    const tricky = Buffer.concat([
      pdf(),
      Buffer.from("\r\n--\r\n----formdata-undici\r\n-"),
      Buffer.alloc(70_000, 0x2d),
    ]);
    const result = await receiveUpload(uploadRequest(new Blob([tricky]), "file", "tricky.pdf"), {
      folder: "pdf",
      accept: "pdf",
    });
    expect((await readStored(store.storage(), result.url.replace("/media/", "")))?.equals(tricky)).toBe(true);
    expect(result.size).toBe(tricky.byteLength);
  });

  it("stores images whose compressed data holds <svg or <html by chance, and refuses one with markup after its end", async () => {
    for (const [seed, text] of [
      [21, "<svg"],
      [22, "<html"],
      [23, "<BODY"],
    ] as const) {
      const bytes = await pngWithTexts(seed, [text]);
      expect(bytes.toString("latin1")).toContain(text);
      const result = await receiveUpload(uploadRequest(new Blob([new Uint8Array(bytes)])), {
        folder: "gallery-items",
        accept: "image",
      });
      expect(result, text).toMatchObject({ kind: "image", mime: "image/png", size: bytes.byteLength });
    }
    const polyglot = Buffer.concat([
      await pngWithTexts(24, []),
      Buffer.from("<html><script>alert(1)</script>"),
    ]);
    expect(
      await refusal(
        receiveUpload(uploadRequest(new Blob([polyglot])), { folder: "gallery-items", accept: "image" }),
      ),
    ).toBe(400);
  });

  it("never overwrites: two uploads in the same millisecond get two names", async () => {
    const bytes = await png();
    const [a, b] = await Promise.all([
      receiveUpload(uploadRequest(new Blob([bytes])), { folder: "news", accept: "image" }),
      receiveUpload(uploadRequest(new Blob([bytes])), { folder: "news", accept: "image" }),
    ]);
    expect(a.url).not.toBe(b.url);
  });

  it("refuses with 400 a text file named .png, a PDF where an image is expected, and an unknown folder", async () => {
    const text = new Blob(["just some text, not an image at all"]);
    expect(await refusal(receiveUpload(uploadRequest(text), { folder: "products", accept: "image" }))).toBe(
      400,
    );
    expect(
      await refusal(receiveUpload(uploadRequest(new Blob([pdf()])), { folder: "products", accept: "image" })),
    ).toBe(400);
    expect(
      await refusal(
        receiveUpload(uploadRequest(new Blob([await png()])), { folder: "../etc", accept: "image" }),
      ),
    ).toBe(400);
  });

  it("refuses a body whose part is not named file, or that is not multipart", async () => {
    expect(
      await refusal(
        receiveUpload(uploadRequest(new Blob([await png()]), "other"), {
          folder: "products",
          accept: "image",
        }),
      ),
    ).toBe(400);
    const raw = new Request("http://localhost/admin/upload", { method: "POST", body: await png() });
    expect(await refusal(receiveUpload(raw, { folder: "products", accept: "image" }))).toBe(400);
  });

  it("refuses with 413 before reading when Content-Length is over the cap", async () => {
    let pulled = false;
    const body = new ReadableStream<Uint8Array>(
      {
        pull() {
          pulled = true;
          throw new Error("the body must not be read");
        },
      },
      { highWaterMark: 0 },
    );
    const request = new Request("http://localhost/admin/upload", {
      method: "POST",
      body,
      headers: {
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(maxBodyBytes("image", "products") + 1),
      },
      duplex: "half",
    } as RequestInit);
    expect(await refusal(receiveUpload(request, { folder: "products", accept: "image" }))).toBe(413);
    expect(pulled).toBe(false);
  });

  it("stops reading a streamed body once it passes the cap (413)", async () => {
    const chunk = new Uint8Array(1024 * 1024);
    const opening = new TextEncoder().encode(
      '--x\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\n\r\n',
    );
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = sent === 0 ? opening : chunk;
        sent += next.byteLength;
        if (sent > 50 * 1024 * 1024) controller.close();
        else controller.enqueue(next);
      },
    });
    const request = new Request("http://localhost/admin/upload", {
      method: "POST",
      body,
      headers: { "content-type": "multipart/form-data; boundary=x" },
      duplex: "half",
    } as RequestInit);
    expect(await refusal(receiveUpload(request, { folder: "products", accept: "image" }))).toBe(413);
    expect(sent).toBeLessThan(MAX_UPLOAD_BYTES.image + 3 * 1024 * 1024);
  });

  it("refuses an image over 5 MB even where videos (100 MB) are accepted", async () => {
    const big = await sharp({
      create: {
        width: 3000,
        height: 3000,
        channels: 3,
        background: "#000",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.byteLength).toBeGreaterThan(MAX_UPLOAD_BYTES.image);
    expect(
      await refusal(
        receiveUpload(uploadRequest(new Blob([big])), { folder: "gallery-videos", accept: "media" }),
      ),
    ).toBe(413);
  });

  it("refuses news media over 5 MB on the server with the spec's message, where other folders take the video", async () => {
    const video = mp4(6 * 1024 * 1024);
    const stored = await receiveUpload(uploadRequest(new Blob([video]), "file", "clip.mp4"), {
      folder: "gallery-videos",
      accept: "media",
    });
    expect(stored).toMatchObject({ kind: "video", mime: "video/mp4" });
    const refused = await receiveUpload(uploadRequest(new Blob([video]), "file", "clip.mp4"), {
      folder: "news",
      accept: "media",
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UploadError);
    expect(refused).toMatchObject({ status: 413, message: FILE_TOO_LARGE });
    expect(FILE_TOO_LARGE).toBe(
      "File too large: The file you are trying to upload exceeds the maximum allowed size.",
    );
    const small = await receiveUpload(uploadRequest(new Blob([mp4(4 * 1024 * 1024)]), "file", "clip.mp4"), {
      folder: "news",
      accept: "media",
    });
    expect(small.url).toMatch(/^\/media\/news\/\d+\.mp4$/);
  });

  it("refuses in the news folder a video type news does not take (MOV), which the gallery takes", async () => {
    const mov = mp4(64 * 1024, "qt  ");
    expect(
      await refusal(
        receiveUpload(uploadRequest(new Blob([mov]), "file", "clip.mov"), {
          folder: "news",
          accept: "media",
        }),
      ),
    ).toBe(400);
    const stored = await receiveUpload(uploadRequest(new Blob([mov]), "file", "clip.mov"), {
      folder: "gallery-videos",
      accept: "media",
    });
    expect(stored.url).toMatch(/\.mov$/);
  });
});

describe("original names of uploads", () => {
  it("receiveUpload answers the file's own name, sanitised, beside the server-made one", async () => {
    const result = await receiveUpload(uploadRequest(new Blob([await png()]), "file", "../Gold\tspool.png"), {
      folder: "products",
      accept: "image",
    });
    expect(result.url).toMatch(/^\/media\/products\/\d+\.png$/);
    expect(result.name).toBe("Gold spool.png");
  });

  it("remembers a name by stored URL, answers only known URLs, and forgets on request", async () => {
    const url = `/media/products/${Date.now()}.png`;
    await rememberOriginalName(url, "first.png");
    await rememberOriginalName(url, "second.png");
    await rememberOriginalName("/media/products/none.png", null);
    expect(await originalNames([url, "/media/products/none.png"])).toEqual({ [url]: "second.png" });
    await forgetOriginalNames([url]);
    expect(await originalNames([url])).toEqual({});
  });
});
