import { crc32 } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { detectFileType } from "#server/media/detect";
import { carriesMarkup } from "#server/media/markup";
import { noise, PNG_SIDE, pngWithTexts } from "../support/images";

/** Any mention of a tag: what the scan used to refuse anywhere in an image. */
const MENTION = /<(?:script|html|body|svg|iframe|object|embed)\b|<!doctype|javascript:/i;
const MENTIONS = ["<svg", "<SVG", "<html", "<body", "<script", "<iframe", "<object", "<embed", "<!doctype"];

const scan = (bytes: Buffer) => carriesMarkup(bytes, detectFileType(bytes)?.mime ?? "");
const latin1 = (bytes: Buffer) => bytes.toString("latin1");

/**
 * Seeds of 384 x 384 noise whose JPEG (quality 100, 4:4:4) holds a tag mention in its entropy-coded data,
 * made by the encoder itself (found once by trying seeds; each image is remade here from its seed).
 */
const JPEG_SEEDS = [
  1202, 3961, 8545, 16678, 17768, 17863, 17880, 18102, 18631, 18655, 18740, 20271, 20578, 21015, 22721, 24206,
];

const jpegOfNoise = (seed: number) =>
  sharp(noise(seed, 384 * 384 * 3), { raw: { width: 384, height: 384, channels: 3 } })
    .jpeg({ quality: 100, chromaSubsampling: "4:4:4" })
    .toBuffer();

const smallJpeg = () =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: "#c9a227" } })
    .jpeg()
    .toBuffer();

/** A PNG chunk with its length and CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

describe("markup scan of uploaded images", () => {
  it("accepts 300 random valid PNGs whose compressed data holds <svg, <html, <body, <script … as noise does", async () => {
    let images = 0;
    let split = 0;
    let refusedBefore = 0;
    const refused: number[] = [];
    for (let seed = 1; images < 300; seed++) {
      const texts = [MENTIONS[seed % MENTIONS.length]!, MENTIONS[(seed * 7) % MENTIONS.length]!];
      const png = await pngWithTexts(seed, texts);
      // The texts must really be in the file's bytes, inside its compressed data, followed by noise;
      // a text cut by the encoder's IDAT chunk boundary is not, and that image does not count.
      if (!texts.every((text) => latin1(png).includes(text))) {
        split += 1;
        continue;
      }
      images += 1;
      // The scan before this change refused any mention of a tag anywhere in the bytes.
      if (MENTION.test(latin1(png))) refusedBefore += 1;
      if (scan(png)) refused.push(seed);
    }
    expect(refused).toEqual([]);
    expect(split).toBeLessThan(30);
    expect(refusedBefore).toBeGreaterThan(250);
    // And they are images sharp decodes (what the upload checks next).
    const sample = await pngWithTexts(7, ["<svg"]);
    expect((await sharp(sample).metadata()).width).toBe(PNG_SIDE);
  });

  it(`accepts ${JPEG_SEEDS.length} JPEGs of noise whose entropy-coded data the encoder itself made hold a tag mention`, async () => {
    for (const seed of JPEG_SEEDS) {
      const jpeg = await jpegOfNoise(seed);
      expect(MENTION.test(latin1(jpeg)), `seed ${seed} no longer makes a mention: find new seeds`).toBe(true);
      expect(scan(jpeg), `seed ${seed}`).toBe(false);
    }
  });

  it("refuses markup a browser would parse even inside compressed data", async () => {
    for (const markup of [
      "<svg onload=alert(1)>",
      "<svg/onload=alert(1)>",
      "<script>alert(1)</script>",
      "<SCRIPT async src=//evil.example>",
      "<body\tonpageshow=alert(1)>",
      "<iframe src=x>",
      "<!DOCTYPE html>",
      "<a href=javascript:alert(1)>",
    ]) {
      expect(scan(await pngWithTexts(11, [markup])), markup).toBe(true);
    }
  });

  it("refuses any mention of a tag where markup lives: metadata, text chunks, comments and after the image's end", async () => {
    const jpeg = await smallJpeg();
    const comment = Buffer.from("<svg is in this comment", "latin1");
    const com = Buffer.concat([Buffer.from([0xff, 0xfe, 0, comment.length + 2]), comment]);
    expect(scan(jpeg)).toBe(false);
    expect(scan(Buffer.concat([jpeg.subarray(0, 2), com, jpeg.subarray(2)])), "JPEG comment").toBe(true);
    expect(scan(Buffer.concat([jpeg, Buffer.from("<html")])), "after the JPEG's end").toBe(true);

    const png = await pngWithTexts(3, []);
    const text = pngChunk("tEXt", Buffer.from("Comment\0see <body here", "latin1"));
    const iend = png.length - 12;
    expect(scan(png)).toBe(false);
    expect(scan(Buffer.concat([png.subarray(0, 33), text, png.subarray(33)])), "PNG tEXt").toBe(true);
    expect(scan(Buffer.concat([png, Buffer.from("<iframe")])), "after the PNG's end").toBe(true);
    // A PNG whose end cannot be found is scanned whole: its pixel data's mention counts.
    const cut = (await pngWithTexts(5, ["<embed"])).subarray(0, iend);
    expect(scan(cut), "PNG without IEND").toBe(true);

    const gif = await sharp(noise(9, 32 * 32 * 3), { raw: { width: 32, height: 32, channels: 3 } })
      .gif()
      .toBuffer();
    const gifComment = Buffer.concat([
      Buffer.from([0x21, 0xfe, 7]),
      Buffer.from("<script"),
      Buffer.from([0]),
    ]);
    const firstBlock = 13 + (gif[10]! & 0x80 ? 3 * 2 ** ((gif[10]! & 7) + 1) : 0);
    expect(scan(gif)).toBe(false);
    expect(
      scan(Buffer.concat([gif.subarray(0, firstBlock), gifComment, gif.subarray(firstBlock)])),
      "GIF comment",
    ).toBe(true);

    const webp = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#c9a227" } })
      .webp()
      .toBuffer();
    const xmpData = Buffer.from("<x:xmpmeta><svg</x:xmpmeta>", "latin1");
    const xmp = Buffer.concat([
      Buffer.from("XMP "),
      Buffer.alloc(4),
      xmpData,
      Buffer.alloc(xmpData.length % 2),
    ]);
    xmp.writeUInt32LE(xmpData.length, 4);
    const withXmp = Buffer.concat([webp, xmp]);
    withXmp.writeUInt32LE(withXmp.length - 8, 4);
    expect(scan(webp)).toBe(false);
    expect(scan(withXmp), "WebP XMP").toBe(true);
  });
});
