import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { isSafeKey, type MediaStorage } from "./storage";

/** Copies every stored file, streamed, to folder/{key}; works the same for the local folder and a bucket. */
export async function backupMedia(
  storage: MediaStorage,
  folder: string,
): Promise<{ files: number; bytes: number }> {
  let bytes = 0;
  const files = await storage.list();
  for (const file of files) {
    const source = await storage.read(file.key);
    if (!source) continue; // Deleted since it was listed.
    const target = path.join(folder, file.key);
    await fsp.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    await pipeline(source, fs.createWriteStream(target, { mode: 0o600 }));
    bytes += file.size;
  }
  return { files: files.length, bytes };
}

/** The keys of the files under a backup's media folder (relative paths with "/"). */
async function keysUnder(folder: string): Promise<string[]> {
  const entries = await fsp.readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .filter(isSafeKey)
    .sort();
}

/**
 * Writes a backup's media files into the storage (streamed from disk). A key the storage already
 * holds is kept: keys are never reused, so it is the same file. Each restored key is claimed, so
 * it is never handed out again (a backup of the local folder restored into a bucket included).
 */
export async function restoreMedia(
  storage: MediaStorage,
  folder: string,
): Promise<{ restored: number; kept: number }> {
  let restored = 0;
  let kept = 0;
  for (const key of await keysUnder(folder)) {
    if (await storage.exists(key)) {
      kept += 1;
      continue;
    }
    await storage.reserve(key);
    await storage.put(key, { path: path.join(folder, ...key.split("/")) });
    restored += 1;
  }
  return { restored, kept };
}
