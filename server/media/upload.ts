import { randomBytes } from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { NEWS_IMAGE_TYPES, NEWS_MAX_FILE_BYTES, NEWS_VIDEO_TYPES } from "~/lib/schemas/news";
import {
  UPLOAD_ACCEPTS,
  UPLOAD_FOLDERS,
  type UploadAccept,
  type UploadFolder,
  type UploadResult,
} from "~/lib/schemas/upload";
import { type DetectedType, detectFileType } from "./detect";
import { firstBytes, isDecodableImage, storeFile, storeImage } from "./images";
import { carriesMarkup } from "./markup";
import { sanitizeFileName } from "./original-names";

const MB = 1024 * 1024;
/**
 * Largest file per detected kind (a folder may have less, see FOLDER_RULES): images 5 MB (spec: news and media uploads, 5*1024*1024 bytes);
 * PDFs 50 MB and videos 100 MB (the spec gives no limit; colour books and short clips fit).
 */
export const MAX_UPLOAD_BYTES: Record<DetectedType["kind"], number> = {
  image: 5 * MB,
  pdf: 50 * MB,
  video: 100 * MB,
};
/** Folders with their own rules (spec 9: news images and media up to 5 MB, images and mp4/webm/ogg only). */
const FOLDER_RULES: Partial<Record<UploadFolder, { maxBytes: number; mimes: string[] }>> = {
  news: { maxBytes: NEWS_MAX_FILE_BYTES, mimes: [...NEWS_IMAGE_TYPES, ...NEWS_VIDEO_TYPES] },
};
/** The spec's upload error for a file over the limit (status 413). */
export const FILE_TOO_LARGE =
  "File too large: The file you are trying to upload exceeds the maximum allowed size.";
const KINDS: Record<UploadAccept, DetectedType["kind"][]> = {
  image: ["image"],
  pdf: ["pdf"],
  video: ["video"],
  media: ["image", "video"],
};
/** Room for the multipart boundary and part headers around the file. */
const MULTIPART_OVERHEAD = 16 * 1024;

/** A refused upload: 400 bad request or type, 413 too large. The message is for the log and the client. */
export class UploadError extends Error {
  constructor(
    readonly status: 400 | 403 | 413,
    message: string,
  ) {
    super(message);
  }
}

/** The spec's upload error for a storage that refuses the write (status 403). */
export const PERMISSION_DENIED =
  "Permission denied: Please ask your administrator to check the storage bucket permissions and row-level security policies.";

/**
 * The storage refused to write (a read-only or forbidden folder, or a bucket that denies the keys):
 * staff get the spec's 403 message, not a 500.
 */
export function storageRefusal(error: unknown): UploadError | undefined {
  const { code, name } = (error ?? {}) as { code?: unknown; name?: unknown };
  return code === "EACCES" || code === "EPERM" || code === "EROFS" || name === "AccessDenied"
    ? new UploadError(403, PERMISSION_DENIED)
    : undefined;
}

/** The largest file of a kind a folder accepts. */
function maxFileBytes(folder: UploadFolder, kind: DetectedType["kind"]): number {
  return Math.min(MAX_UPLOAD_BYTES[kind], FOLDER_RULES[folder]?.maxBytes ?? Number.POSITIVE_INFINITY);
}

/** The largest request body accepted for a field of a folder. */
export function maxBodyBytes(accept: UploadAccept, folder: UploadFolder): number {
  return Math.max(...KINDS[accept].map((kind) => maxFileBytes(folder, kind))) + MULTIPART_OVERHEAD;
}

/**
 * The filename of a part's Content-Disposition, as browsers write it (HTML's multipart encoding
 * escapes a quote, CR and LF as %22, %0D, %0A), sanitised; null when there is none.
 */
export function partFileName(headers: string): string | null {
  const quoted = /\bfilename="([^"\r\n]*)"/i.exec(headers)?.[1];
  if (quoted === undefined) return null;
  return sanitizeFileName(quoted.replace(/%22/gi, '"').replace(/%0D/gi, "\r").replace(/%0A/gi, "\n"));
}

const MALFORMED = "Malformed multipart body";
const ONE_FILE_PART = 'Expected one part named "file"';

/** The sanitised file name of the part's headers; refuses a part that is not the one file field. */
function filePartName(headers: string): string | null {
  if (
    !/content-disposition:\s*form-data;[^\r\n]*\bname="file"/i.test(headers) ||
    !/filename=/i.test(headers)
  ) {
    throw new UploadError(400, ONE_FILE_PART);
  }
  return partFileName(headers);
}

/** Writes a chunk to a file stream, waiting while its buffer is full. */
async function write(out: fs.WriteStream, bytes: Uint8Array): Promise<void> {
  if (bytes.byteLength > 0 && !out.write(bytes)) await once(out, "drain");
}

/**
 * Streams a multipart body whose one part is the field "file" into a temporary file holding only that
 * part's bytes, without ever holding the body in memory: reads the part's headers (within the first
 * MULTIPART_OVERHEAD bytes), writes what follows until the first delimiter, which must close the body.
 * Stops with 413 as soon as the body passes `cap` bytes.
 */
async function streamFilePart(
  body: ReadableStream<Uint8Array>,
  boundary: string,
  cap: number,
): Promise<{ file: string; size: number; name: string | null }> {
  const opening = Buffer.from(`--${boundary}\r\n`);
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const file = path.join(os.tmpdir(), `upload-${randomBytes(8).toString("hex")}`);
  const out = fs.createWriteStream(file, { flags: "wx", mode: 0o600 });
  const reader = body.getReader();
  let total = 0;
  let head: Buffer | null = Buffer.alloc(0); // null once the part's headers are read
  let name: string | null = null;
  let held = Buffer.alloc(0); // content not yet written: it may be the start of the delimiter
  let written = 0;
  let size = -1; // the content's length, once the delimiter is found
  let after = Buffer.alloc(0); // the two bytes after the delimiter: "--" closes the body
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > cap) throw new UploadError(413, FILE_TOO_LARGE);
      let chunk = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
      if (head) {
        head = Buffer.concat([head, chunk]);
        const prefix = Math.min(head.length, opening.length);
        if (!head.subarray(0, prefix).equals(opening.subarray(0, prefix)))
          throw new UploadError(400, MALFORMED);
        const headersEnd = head.indexOf("\r\n\r\n", opening.length);
        if (headersEnd > MULTIPART_OVERHEAD || (headersEnd < 0 && head.length > MULTIPART_OVERHEAD))
          throw new UploadError(400, MALFORMED);
        if (headersEnd < 0) continue;
        name = filePartName(head.subarray(opening.length, headersEnd).toString("utf8"));
        chunk = head.subarray(headersEnd + 4);
        head = null;
      }
      if (size >= 0) {
        after = Buffer.concat([after, chunk.subarray(0, 2 - after.length)]);
        continue;
      }
      const window = Buffer.concat([held, chunk]);
      const at = window.indexOf(delimiter);
      if (at >= 0) {
        await write(out, window.subarray(0, at));
        size = written + at;
        after = window.subarray(at + delimiter.length, at + delimiter.length + 2);
        continue;
      }
      const keep = Math.min(window.length, delimiter.length - 1);
      await write(out, window.subarray(0, window.length - keep));
      written += window.length - keep;
      held = window.subarray(window.length - keep);
    }
    if (head || size < 0) throw new UploadError(400, MALFORMED);
    if (after.toString("latin1") !== "--") throw new UploadError(400, ONE_FILE_PART);
    await new Promise<void>((resolve, reject) =>
      out.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
    return { file, size, name };
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    out.destroy();
    await fsp.rm(file, { force: true });
    throw error;
  }
}

/**
 * Receives one multipart upload (field "file") for a folder and an accepted kind: refuses a declared
 * Content-Length over the cap before reading, streams to a temporary file and stops past the cap,
 * checks the bytes' type (not the name), then stores it under {folder}/{timestamp}{ext} (images
 * with their WebP variants). Throws UploadError for anything the client got wrong.
 */
export async function receiveUpload(
  request: Request,
  options: { folder: string | null; accept: string | null },
): Promise<UploadResult> {
  const folder = UPLOAD_FOLDERS.find((name) => name === options.folder);
  const accept = UPLOAD_ACCEPTS.find((name) => name === options.accept);
  if (!folder || !accept) throw new UploadError(400, "Unknown folder or accepted type");
  const boundary = /^multipart\/form-data;.*\bboundary="?([^";]+)"?/i.exec(
    request.headers.get("content-type") ?? "",
  )?.[1];
  if (!boundary || !request.body) throw new UploadError(400, "Expected a multipart/form-data body");
  const cap = maxBodyBytes(accept, folder);
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (declared > cap) throw new UploadError(413, FILE_TOO_LARGE);

  const part = await streamFilePart(request.body, boundary, cap);
  const file = { path: part.file };
  try {
    const type = detectFileType(await firstBytes(file));
    if (!type || !KINDS[accept].includes(type.kind)) throw new UploadError(400, "File type not allowed");
    const mimes = FOLDER_RULES[folder]?.mimes;
    if (mimes && !mimes.includes(type.mime)) throw new UploadError(400, "File type not allowed");
    // Size before the markup scan: an oversize image is "too large" whatever its bytes happen to hold.
    if (part.size > maxFileBytes(folder, type.kind)) throw new UploadError(413, FILE_TOO_LARGE);
    // An image is at most a few MB here, so the scan (which follows the image's structure) reads it whole.
    if (type.kind === "image" && carriesMarkup(await fsp.readFile(part.file), type.mime))
      throw new UploadError(400, "File type not allowed");
    if (type.kind === "image" && !(await isDecodableImage(file))) throw new UploadError(400, "Invalid image");
    const url =
      type.kind === "image" ? await storeImage(folder, file) : await storeFile(folder, file, type.ext);
    return { url, name: part.name, kind: type.kind, mime: type.mime, size: part.size };
  } finally {
    await fsp.rm(part.file, { force: true });
  }
}
