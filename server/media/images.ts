import sharp from "sharp";
import { IMAGE_WIDTHS } from "~/lib/images";
import { detectFileType } from "./detect";
import { mediaStorage } from "./storage";

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

/** WebP encoder effort (0-6): uploads use 4; bulk generation (the demo seed) may trade a few bytes for speed. */
export type VariantOptions = { effort?: number };

/**
 * Writes the WebP variants of an image stored at key (key without its extension + -w{width}.webp).
 * Decodes once; a width at or above the image's own width is encoded once and reused (no enlargement).
 */
export async function writeImageVariants(
  key: string,
  bytes: Uint8Array,
  options: VariantOptions = {},
): Promise<void> {
  const base = key.slice(0, key.lastIndexOf("."));
  const storage = mediaStorage();
  const source = sharp(bytes, { animated: false }).rotate();
  const { autoOrient } = await source.metadata();
  let previous: { width: number; data: Buffer } | undefined;
  for (const width of IMAGE_WIDTHS) {
    const actual = Math.min(width, autoOrient.width);
    const data =
      previous?.width === actual
        ? previous.data
        : await source
            .clone()
            .resize({ width, withoutEnlargement: true })
            .webp({ quality: 78, effort: options.effort ?? 4 })
            .toBuffer();
    previous = { width: actual, data };
    await storage.put(`${base}-w${width}.webp`, data);
  }
}

/** True when the bytes decode as a whole image (not cut short or corrupt), read at a small size. */
export async function isDecodableImage(bytes: Uint8Array): Promise<boolean> {
  try {
    await sharp(bytes, { animated: false }).resize({ width: 16 }).raw().toBuffer();
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
  bytes: Uint8Array,
  options: VariantOptions = {},
): Promise<string> {
  const type = detectFileType(bytes);
  if (type?.kind !== "image") throw new UnsupportedFileError("File must be an image (JPEG, PNG, WebP, GIF)");
  const key = await newTimestampKey(folder, type.ext);
  await writeImageVariants(key, bytes, options);
  await mediaStorage().put(key, bytes);
  return mediaStorage().publicUrl(key);
}

/** Stores a PDF, video or other checked file under {folder}/{timestamp}{ext}; returns its public URL. */
export async function storeFile(folder: string, bytes: Uint8Array, ext: string): Promise<string> {
  const key = await newTimestampKey(folder, ext);
  await mediaStorage().put(key, bytes);
  return mediaStorage().publicUrl(key);
}
