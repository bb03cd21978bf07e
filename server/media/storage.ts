import type fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import express, { type RequestHandler } from "express";
import { config } from "../config";
import { mimeFromKey } from "./detect";

export type StoredFile = {
  /** Path inside the storage, e.g. products/1700000000000.jpg */
  key: string;
  size: number;
  modifiedAt: Date;
};

/** Where uploaded and generated files live. A local folder today; an S3-compatible store plugs in here. */
export interface MediaStorage {
  put(key: string, data: Buffer | Uint8Array): Promise<void>;
  /** Claims a key that nothing holds yet (an empty placeholder, across processes); false when taken. */
  reserve(key: string): Promise<boolean>;
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  list(): Promise<StoredFile[]>;
  delete(key: string): Promise<void>;
  /** URL path the public site uses for a key. */
  publicUrl(key: string): string;
  /** Express handler that serves the files under /media. */
  staticHandler(): RequestHandler;
}

export const MEDIA_URL_PREFIX = "/media/";
/** Files above this size get a one-day cache lifetime, others one hour (back-office spec section 9). */
export const LARGE_FILE_BYTES = 10_485_760;

/** Content types a browser may show inline; anything else is served as a download. */
export function servedInline(contentType: string): boolean {
  return /^(image|video)\//.test(contentType) || contentType === "application/pdf";
}

/** Turns a stored /media/… URL back into its storage key; null for anything else. */
export function keyFromUrl(url: string | null | undefined): string | null {
  if (!url?.startsWith(MEDIA_URL_PREFIX)) return null;
  const key = decodeURIComponent(url.slice(MEDIA_URL_PREFIX.length).split(/[?#]/)[0] ?? "");
  return isSafeKey(key) ? key : null;
}

/** A key is a relative path of plain segments: no "..", no absolute paths, no hidden files. */
export function isSafeKey(key: string): boolean {
  if (!key || key.length > 300 || key.startsWith("/")) return false;
  return key
    .split("/")
    .every((segment) => /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(segment) && !segment.includes(".."));
}

export class LocalMediaStorage implements MediaStorage {
  constructor(readonly root: string) {}

  private resolve(key: string): string {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, data: Buffer | Uint8Array): Promise<void> {
    const target = this.resolve(key);
    await fsp.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    // Write beside the target then rename, so a reader never sees half a file.
    const temporary = `${target}.part-${process.pid}-${Date.now()}`;
    await fsp.writeFile(temporary, data, { flag: "wx", mode: 0o600 });
    await fsp.rename(temporary, target);
  }

  async reserve(key: string): Promise<boolean> {
    const target = this.resolve(key);
    await fsp.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    try {
      await (await fsp.open(target, "wx", 0o600)).close();
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fsp.readFile(this.resolve(key));
    } catch {
      return null;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await fsp.access(this.resolve(key));
      return true;
    } catch {
      return false;
    }
  }

  async list(): Promise<StoredFile[]> {
    const files: StoredFile[] = [];
    const walk = async (folder: string, prefix: string) => {
      let entries: fs.Dirent[];
      try {
        entries = await fsp.readdir(folder, { withFileTypes: true });
      } catch {
        return;
      }
      for (const entry of entries) {
        const key = prefix ? `${prefix}/${entry.name}` : entry.name;
        const full = path.join(folder, entry.name);
        if (entry.isDirectory()) await walk(full, key);
        else if (entry.isFile() && !entry.name.includes(".part-")) {
          const stat = await fsp.stat(full);
          files.push({ key, size: stat.size, modifiedAt: stat.mtime });
        }
      }
    };
    await walk(this.root, "");
    return files.sort((a, b) => a.key.localeCompare(b.key));
  }

  async delete(key: string): Promise<void> {
    await fsp.rm(this.resolve(key), { force: true });
  }

  publicUrl(key: string): string {
    return `${MEDIA_URL_PREFIX}${key}`;
  }

  staticHandler(): RequestHandler {
    return express.static(this.root, {
      index: false,
      dotfiles: "deny",
      fallthrough: false,
      setHeaders(res, file, stat) {
        const maxAge = stat.size > LARGE_FILE_BYTES ? 86_400 : 3_600;
        // The stored type comes from the extension our upload gave after reading the bytes.
        const contentType = mimeFromKey(file);
        res.setHeader("Content-Type", contentType);
        if (!servedInline(contentType)) res.setHeader("Content-Disposition", "attachment");
        res.setHeader("Cache-Control", `public, max-age=${maxAge}`);
        res.setHeader("X-Content-Type-Options", "nosniff");
      },
    });
  }
}

let storage: MediaStorage | undefined;

/** The process media storage (a folder under the data directory). */
export function mediaStorage(): MediaStorage {
  storage ??= new LocalMediaStorage(path.join(config().dataDir, "media"));
  return storage;
}

/** Replaces the process storage (tests point it at a temporary folder). */
export function setMediaStorage(next: MediaStorage): void {
  storage = next;
}
