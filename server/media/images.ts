import fsp from "node:fs/promises";
import sharp from "sharp";
import { IMAGE_WIDTHS, WEBP_QUALITY } from "~/lib/images";
import { detectFileType } from "./detect";
import { type FileSource, mediaStorage } from "./storage";

export class UnsupportedFileError extends Error {}

let lastStamp = 0;
/**
 * Claims a new storage key {folder}/{timestamp}{ext}: the next timestamp whose file nobody holds,
 * so an upload never overwrites a file, even with several processes writing to one storage.
 */
export async function newTimestampKey(folder: string, ext: string): Promise<string> {
  for (;;) {
    const now = Date.now();
    lastStamp = now > lastStamp ? now : lastStamp + 1;
    const key = `${folder}/${lastStamp}${ext}`;
    if (await mediaStorage().reserve(key)) return key;
  }
}

/**
 * WebP encoder effort (0-6): uploads use 4; bulk generation (the demo seed) may trade a few bytes for
 * speed. `widths`: only these variant widths (the backfill's missing ones); all by default.
 */
export type VariantOptions = { effort?: number; widths?: readonly number[] };

/**
 * A variant's key, with the key of its original less the extension in group 1: every width, today's and
 * earlier ones (400, 800, 1200 before issue 20), belongs to its original.
 */
export const VARIANT_KEY = /^(.*)-w\d+\.webp$/;

/** Storage key of an image's variant: products/123.jpg -> products/123-w480.webp */
export function variantKey(key: string, width: number): string {
  return `${key.slice(0, key.lastIndexOf("."))}-w${width}.webp`;
}

/**
 * Writes the WebP variants of an image stored at key (variantKey). A width at or above the image's own
 * width is encoded once, at the image's width, and stored under each of those names (no enlargement).
 */
export async function writeImageVariants(
  key: string,
  image: FileSource,
  options: VariantOptions = {},
): Promise<void> {
  const storage = mediaStorage();
  const source = sharp("path" in image ? image.path : image, { animated: false }).rotate();
  const { autoOrient } = await source.metadata();
  const encoded = new Map<number, Buffer>();
  for (const width of options.widths ?? IMAGE_WIDTHS) {
    const actual = Math.min(width, autoOrient.width);
    let data = encoded.get(actual);
    if (!data) {
      data = await source
        .clone()
        .resize({ width: actual })
        .webp({ quality: WEBP_QUALITY, effort: options.effort ?? 4 })
        .toBuffer();
      encoded.set(actual, data);
    }
    await storage.put(variantKey(key, width), data);
  }
}

/** True when the image decodes whole (not cut short or corrupt), read at a small size. */
export async function isDecodableImage(image: FileSource): Promise<boolean> {
  try {
    await sharp("path" in image ? image.path : image, { animated: false })
      .resize({ width: 16 })
      .raw()
      .toBuffer();
    return true;
  } catch {
    return false;
  }
}

/**
 * Stores an image under {folder}/{timestamp}{ext} (extension from its bytes) with its WebP variants.
 * Returns the public URL. Files are written before any row refers to them.
 */
export async function storeImage(
  folder: string,
  image: FileSource,
  options: VariantOptions = {},
): Promise<string> {
  const type = detectFileType(await firstBytes(image));
  if (type?.kind !== "image") throw new UnsupportedFileError("File must be an image (JPEG, PNG, WebP, GIF)");
  const key = await newTimestampKey(folder, type.ext);
  await writeImageVariants(key, image, options);
  await mediaStorage().put(key, image);
  return mediaStorage().publicUrl(key);
}

/** Stores a PDF, video or other checked file under {folder}/{timestamp}{ext}; returns its public URL. */
export async function storeFile(folder: string, file: FileSource, ext: string): Promise<string> {
  const key = await newTimestampKey(folder, ext);
  await mediaStorage().put(key, file);
  return mediaStorage().publicUrl(key);
}

/** The first bytes of a file, enough to recognise its type. */
export async function firstBytes(file: FileSource, length = 64): Promise<Uint8Array> {
  if (!("path" in file)) return file.subarray(0, length);
  const handle = await fsp.open(file.path);
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
