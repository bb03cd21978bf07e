/** Storage folders an upload may go to (back-office spec, "File upload"). */
export const UPLOAD_FOLDERS = [
  "products",
  "pdf",
  "item-code-images",
  "gallery-items",
  "gallery-videos",
  "documents",
  "news",
  "carousel",
] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

/** What a field accepts: images, PDFs, videos, or images and videos ("media"). */
export const UPLOAD_ACCEPTS = ["image", "pdf", "video", "media"] as const;
export type UploadAccept = (typeof UPLOAD_ACCEPTS)[number];

/** What a stored file is, as detected from its bytes. */
export type UploadKind = "image" | "video" | "pdf";

/** What the upload route answers for a stored file; `name` is the file's own name, sanitised (null when none was usable). */
export type UploadResult = { url: string; name: string | null; kind: UploadKind; mime: string; size: number };
