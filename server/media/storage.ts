import fs from "node:fs";
import fsp from "node:fs/promises";
import type { ServerResponse } from "node:http";
import path from "node:path";
import type { Readable } from "node:stream";
import express, { type RequestHandler } from "express";
import { config } from "../config";
import { mimeFromKey } from "./detect";
import { claimMediaKey } from "./key-claims";
import { S3MediaStorage } from "./s3-storage";

export type StoredFile = {
  /** Path inside the storage, e.g. products/1700000000000.jpg */
  key: string;
  size: number;
  modifiedAt: Date;
};

/** What a file is written from: bytes in memory (variants, demo content) or a file on disk (uploads, restores). */
export type FileSource = Uint8Array | { path: string };

/** Where uploaded and generated files live: a local folder, or an S3-compatible bucket (decision 016). */
export interface MediaStorage {
  readonly kind: "local" | "s3";
  /** Writes the file of a key this process reserved; a file is streamed from disk, never read whole. */
  put(key: string, source: FileSource): Promise<void>;
  /** Claims a key that nothing holds yet (across processes); false when taken. */
  reserve(key: string): Promise<boolean>;
  /** The stored bytes as a stream; null when there is no such file. */
  read(key: string): Promise<Readable | null>;
  exists(key: string): Promise<boolean>;
  list(): Promise<StoredFile[]>;
  delete(key: string): Promise<void>;
  /** URL path the public site uses for a key. */
  publicUrl(key: string): string;
  /** Express handler that serves the files under /media. */
  staticHandler(): RequestHandler;
  /** Throws a start-up message when the storage cannot be used. */
  check(): Promise<void>;
}

export const MEDIA_URL_PREFIX = "/media/";
/** Files above this size get a one-day cache lifetime, others one hour (back-office spec section 9). */
export const LARGE_FILE_BYTES = 10_485_760;

/** Content types a browser may show inline; anything else is served as a download. */
export function servedInline(contentType: string): boolean {
  return /^(image|video)\//.test(contentType) || contentType === "application/pdf";
}

/**
 * The headers every store serves a stored file with: its type from the name our upload gave after
 * reading the bytes, nosniff, a download unless shown inline, and the cache lifetime by size.
 */
export function setStoredFileHeaders(res: ServerResponse, key: string, size: number): void {
  const contentType = mimeFromKey(key);
  res.setHeader("Content-Type", contentType);
  if (!servedInline(contentType)) res.setHeader("Content-Disposition", "attachment");
  res.setHeader("Cache-Control", `public, max-age=${size > LARGE_FILE_BYTES ? 86_400 : 3_600}`);
  res.setHeader("X-Content-Type-Options", "nosniff");
}

/** Where a stored file of a key is linked from: /media/{key} (rows store this; pages may map it to MEDIA_PUBLIC_URL). */
export function mediaUrl(key: string): string {
  return `${MEDIA_URL_PREFIX}${key}`;
}

/**
 * With MEDIA_PUBLIC_URL, /media/{key} answers a permanent redirect to {MEDIA_PUBLIC_URL}/{key} (the CDN or
 * the bucket's public address serves the bytes; decision 016); null without it.
 */
export function mediaPublicRedirect(base = config().MEDIA_PUBLIC_URL): RequestHandler | null {
  if (!base) return null;
  return (req, res) => {
    const key = keyFromUrl(`${MEDIA_URL_PREFIX}${req.path.replace(/^\/+/, "")}`);
    if (!key || (req.method !== "GET" && req.method !== "HEAD")) {
      res.status(404).type("text/plain").end();
      return;
    }
    res.setHeader("Cache-Control", "public, max-age=86400");
    res.redirect(301, `${base}/${key.split("/").map(encodeURIComponent).join("/")}`);
  };
}

/** A stored file read whole (for files known to be small, such as an image to make variants of); null when missing. */
export async function readStoredBytes(storage: MediaStorage, key: string): Promise<Buffer | null> {
  const stream = await storage.read(key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
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
  readonly kind = "local";
  constructor(readonly root: string) {}

  private resolve(key: string): string {
    if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, source: FileSource): Promise<void> {
    const target = this.resolve(key);
    await fsp.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    // Write beside the target then rename, so a reader never sees half a file.
    const temporary = `${target}.part-${process.pid}-${Date.now()}`;
    if ("path" in source) {
      await fsp.copyFile(source.path, temporary, fs.constants.COPYFILE_EXCL);
      await fsp.chmod(temporary, 0o600);
    } else {
      await fsp.writeFile(temporary, source, { flag: "wx", mode: 0o600 });
    }
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

  async read(key: string): Promise<Readable | null> {
    try {
      return (await fsp.open(this.resolve(key))).createReadStream();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
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
    return mediaUrl(key);
  }

  staticHandler(): RequestHandler {
    return express.static(this.root, {
      index: false,
      dotfiles: "deny",
      fallthrough: false,
      setHeaders: (res, file, stat) => setStoredFileHeaders(res, file, stat.size),
    });
  }

  async check(): Promise<void> {
    await fsp.mkdir(this.root, { recursive: true, mode: 0o700 });
  }
}

let storage: MediaStorage | undefined;

/** The process media storage: the folder DATA_DIR/media, or the bucket of MEDIA_STORAGE=s3. */
export function mediaStorage(): MediaStorage {
  storage ??= createMediaStorage();
  return storage;
}

/** Builds the configured storage. */
function createMediaStorage(): MediaStorage {
  const { s3, dataDir } = config();
  if (!s3) return new LocalMediaStorage(path.join(dataDir, "media"));
  return new S3MediaStorage(s3, claimMediaKey);
}

/** Replaces the process storage (tests point it at a temporary folder). */
export function setMediaStorage(next: MediaStorage): void {
  storage = next;
}
