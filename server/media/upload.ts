import { randomBytes } from "node:crypto";
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
import { isDecodableImage, storeFile, storeImage } from "./images";
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

/** The storage refused to write (read-only or not permitted): staff get the spec's 403 message, not a 500. */
export function storageRefusal(error: unknown): UploadError | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "EACCES" || code === "EPERM" || code === "EROFS"
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

/** Streams a request body to a temporary file, stopping with 413 as soon as it passes `cap` bytes. */
async function streamToTempFile(body: ReadableStream<Uint8Array>, cap: number): Promise<string> {
  const file = path.join(os.tmpdir(), `upload-${randomBytes(8).toString("hex")}`);
  const out = fs.createWriteStream(file, { flags: "wx" });
  const reader = body.getReader();
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > cap) {
        await reader.cancel();
        throw new UploadError(413, FILE_TOO_LARGE);
      }
      if (!out.write(value)) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
    }
    await new Promise<void>((resolve, reject) =>
      out.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
    return file;
  } catch (error) {
    out.destroy();
    await fsp.rm(file, { force: true });
    throw error;
  }
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

/**
 * Finds the one file part of a multipart body stored in `file`: its bytes start after the first
 * part's headers and end at the closing boundary. A body with any other part is refused.
 */
async function readSingleFilePart(
  file: string,
  boundary: string,
): Promise<{ content: Buffer; name: string | null }> {
  const bytes = await fsp.readFile(file);
  const opening = Buffer.from(`--${boundary}\r\n`);
  const closing = Buffer.from(`\r\n--${boundary}--`);
  if (!bytes.subarray(0, opening.length).equals(opening))
    throw new UploadError(400, "Malformed multipart body");
  const headersEnd = bytes.indexOf("\r\n\r\n", opening.length);
  if (headersEnd < 0 || headersEnd > MULTIPART_OVERHEAD)
    throw new UploadError(400, "Malformed multipart body");
  const headers = bytes.subarray(opening.length, headersEnd).toString("utf8");
  if (
    !/content-disposition:\s*form-data;[^\r\n]*\bname="file"/i.test(headers) ||
    !/filename=/i.test(headers)
  ) {
    throw new UploadError(400, 'Expected one part named "file"');
  }
  const start = headersEnd + 4;
  const end = bytes.lastIndexOf(closing);
  if (end < start) throw new UploadError(400, "Malformed multipart body");
  const content = bytes.subarray(start, end);
  if (content.indexOf(`\r\n--${boundary}`) >= 0) throw new UploadError(400, 'Expected one part named "file"');
  return { content, name: partFileName(headers) };
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

  const temporary = await streamToTempFile(request.body, cap);
  try {
    const { content: bytes, name } = await readSingleFilePart(temporary, boundary);
    const type = detectFileType(bytes);
    if (!type || !KINDS[accept].includes(type.kind)) throw new UploadError(400, "File type not allowed");
    const mimes = FOLDER_RULES[folder]?.mimes;
    if (mimes && !mimes.includes(type.mime)) throw new UploadError(400, "File type not allowed");
    // Size before the markup scan: an oversize image is "too large" whatever its bytes happen to hold.
    if (bytes.byteLength > maxFileBytes(folder, type.kind)) throw new UploadError(413, FILE_TOO_LARGE);
    if (type.kind === "image" && carriesMarkup(bytes, type.mime))
      throw new UploadError(400, "File type not allowed");
    if (type.kind === "image" && !(await isDecodableImage(bytes)))
      throw new UploadError(400, "Invalid image");
    const url =
      type.kind === "image" ? await storeImage(folder, bytes) : await storeFile(folder, bytes, type.ext);
    return { url, name, kind: type.kind, mime: type.mime, size: bytes.byteLength };
  } finally {
    await fsp.rm(temporary, { force: true });
  }
}
