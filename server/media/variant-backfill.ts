import { IMAGE_WIDTHS } from "~/lib/images";
import { type DatabaseHandle, LOCKS, withAdvisoryTryLock } from "../db/client";
import { logger } from "../logger";
import { detectFileType } from "./detect";
import { VARIANT_KEY, variantKey, writeImageVariants } from "./images";
import { mediaStorage, readStoredBytes, type StoredFile } from "./storage";

/** Stored originals that get variants: the image types uploads accept. */
const ORIGINAL_IMAGE = /\.(jpe?g|png|webp|gif)$/i;

export type PendingVariants = { key: string; widths: number[] };

export type BackfillResult =
  | { ran: false }
  | { ran: true; images: number; written: number; failed: number; remaining: number };

/**
 * Every stored original image with the variant widths it lacks, read from one listing of the storage
 * (no request per file). An empty original is an upload still being written (its key is reserved
 * first): it is left to the upload.
 */
export function pendingVariants(files: StoredFile[]): PendingVariants[] {
  const keys = new Set(files.map((file) => file.key));
  return files
    .filter((file) => file.size > 0 && ORIGINAL_IMAGE.test(file.key) && !VARIANT_KEY.test(file.key))
    .map((file) => ({
      key: file.key,
      widths: IMAGE_WIDTHS.filter((w) => !keys.has(variantKey(file.key, w))),
    }))
    .filter((pending) => pending.widths.length > 0);
}

/**
 * Makes the missing WebP variants of every stored image (issue 20: new widths for images stored
 * before them), in one process at a time: skipped at once when another holds the lock. Idempotent
 * (a variant that exists is never made again) and resumable (each variant is written whole, so a
 * stopped run leaves only finished files and the next run makes the rest). An image that cannot be
 * read is logged and counted, and the run goes on. `signal` stops it between two images.
 */
export async function backfillImageVariants(
  handle: DatabaseHandle,
  options: { signal?: AbortSignal } = {},
): Promise<BackfillResult> {
  const outcome = await withAdvisoryTryLock(handle, LOCKS.imageVariants, async () => {
    const storage = mediaStorage();
    const pending = pendingVariants(await storage.list());
    let written = 0;
    let failed = 0;
    let done = 0;
    for (const { key, widths } of pending) {
      if (options.signal?.aborted) break;
      try {
        const bytes = await readStoredBytes(storage, key);
        if (!bytes || detectFileType(bytes)?.kind !== "image") throw new Error("not an image");
        await writeImageVariants(key, bytes, { widths });
        written += widths.length;
      } catch (error) {
        failed++;
        logger.warn({ key, err: error }, "image variants could not be made");
      }
      done++;
    }
    return { images: pending.length, written, failed, remaining: pending.length - done };
  });
  return outcome.ran ? { ran: true, ...outcome.value } : { ran: false };
}

/**
 * Runs the backfill once in the background after start-up, so the server serves meanwhile. Returns
 * the function that stops it between two images and waits for it (before the database closes).
 */
export function startVariantBackfill(handle: DatabaseHandle): () => Promise<void> {
  const controller = new AbortController();
  const started = performance.now();
  const running = backfillImageVariants(handle, { signal: controller.signal })
    .then((result) => {
      if (result.ran && result.images > 0) {
        logger.info(
          { ...result, durationMs: Math.round(performance.now() - started) },
          "image variants backfilled",
        );
      }
    })
    .catch((error) => logger.warn({ err: error }, "image variant backfill failed"));
  return async () => {
    controller.abort();
    await running;
  };
}
