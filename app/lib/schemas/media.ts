import { z } from "zod";

/** A file we stored (uploads are served under /media/). */
export const storedUrl = z.string().regex(/^\/media\/[\w./-]+$/, "Invalid file");
/** A stored file, or "" for none. */
export const optionalStoredUrl = z.union([z.literal(""), storedUrl]).default("");

const IMAGE_EXTENSION = /\.(jpe?g|png|gif|webp|avif)$/i;
const VIDEO_EXTENSION = /\.(mp4|mov|webm|ogg|avi)$/i;

/**
 * Image or video, from a stored file's extension: uploads are named after the type detected from
 * their bytes, so the name tells the truth where a form field could lie. Null for anything else.
 */
export function storedMediaKind(url: string): "image" | "video" | null {
  if (IMAGE_EXTENSION.test(url)) return "image";
  if (VIDEO_EXTENSION.test(url)) return "video";
  return null;
}

/** A stored image or video (the kind is read from the name with storedMediaKind). */
export const storedMediaUrl = storedUrl.refine((url) => storedMediaKind(url) !== null, "Invalid file");
/** A stored image (a video's poster frame). */
export const storedImageUrl = storedUrl.refine((url) => storedMediaKind(url) === "image", "Invalid file");
