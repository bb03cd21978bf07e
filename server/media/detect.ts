import type { UploadKind } from "~/lib/schemas/upload";

/** File kinds we accept, recognised by their first bytes (never by name or declared type). */
export type DetectedType = {
  kind: UploadKind;
  ext: string;
  mime: string;
};

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((value, index) => bytes[offset + index] === value);
const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));

/** Detects JPEG, PNG, GIF, WebP, AVIF, PDF, MP4, MOV, WebM, Ogg and AVI from the bytes; null otherwise. */
export function detectFileType(bytes: Uint8Array): DetectedType | null {
  if (bytes.length < 12) return null;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { kind: "image", ext: ".jpg", mime: "image/jpeg" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { kind: "image", ext: ".png", mime: "image/png" };
  if (ascii(bytes, 0, 6) === "GIF87a" || ascii(bytes, 0, 6) === "GIF89a")
    return { kind: "image", ext: ".gif", mime: "image/gif" };
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP")
    return { kind: "image", ext: ".webp", mime: "image/webp" };
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "AVI ")
    return { kind: "video", ext: ".avi", mime: "video/x-msvideo" };
  if (ascii(bytes, 0, 5) === "%PDF-") return { kind: "pdf", ext: ".pdf", mime: "application/pdf" };
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return { kind: "video", ext: ".webm", mime: "video/webm" };
  if (ascii(bytes, 0, 4) === "OggS") return { kind: "video", ext: ".ogg", mime: "video/ogg" };
  if (ascii(bytes, 4, 8) === "ftyp") {
    const brand = ascii(bytes, 8, 12);
    if (brand === "avif" || brand === "avis") return { kind: "image", ext: ".avif", mime: "image/avif" };
    if (brand === "qt  ") return { kind: "video", ext: ".mov", mime: "video/quicktime" };
    return { kind: "video", ext: ".mp4", mime: "video/mp4" };
  }
  return null;
}

/** Content type of a stored file from its extension (our names always carry the detected one). */
export function mimeFromKey(key: string): string {
  const ext = key.slice(key.lastIndexOf(".")).toLowerCase();
  const types: Record<string, string> = {
    ".jpg": "image/jpeg",
    ".jpeg": "image/jpeg",
    ".png": "image/png",
    ".gif": "image/gif",
    ".webp": "image/webp",
    ".avif": "image/avif",
    ".pdf": "application/pdf",
    ".mp4": "video/mp4",
    ".mov": "video/quicktime",
    ".webm": "video/webm",
    ".ogg": "video/ogg",
    ".avi": "video/x-msvideo",
  };
  return types[ext] ?? "application/octet-stream";
}
