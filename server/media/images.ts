import sharp from "sharp";
import { IMAGE_WIDTHS } from "~/lib/images";
import { detectFileType } from "./detect";
import { mediaStorage } from "./storage";

export class UnsupportedFileError extends Error {}

let lastStamp = 0;
/** A storage key {folder}/{timestamp}{ext} that is unique within this process (no overwrite). */
export function timestampKey(folder: string, ext: string): string {
  const now = Date.now();
  lastStamp = now > lastStamp ? now : lastStamp + 1;
  return `${folder}/${lastStamp}${ext}`;
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
  const key = timestampKey(folder, type.ext);
  await writeImageVariants(key, bytes, options);
  await mediaStorage().put(key, bytes);
  return mediaStorage().publicUrl(key);
}

/** Stores a PDF, video or other checked file under {folder}/{timestamp}{ext}; returns its public URL. */
export async function storeFile(folder: string, bytes: Uint8Array, ext: string): Promise<string> {
  const key = timestampKey(folder, ext);
  await mediaStorage().put(key, bytes);
  return mediaStorage().publicUrl(key);
}
