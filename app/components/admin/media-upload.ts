import type { UploadAccept, UploadFolder } from "~/lib/schemas/upload";

export type { UploadAccept, UploadFolder };

/** What a stored file is, as an upload field previews it. */
export type MediaKind = "image" | "video" | "pdf";

/** A stored file: what /admin/upload answers, plus the poster frame of a video. */
export type UploadedFile = {
  url: string;
  /** The file's own name, sanitised by the server (null when it had none). */
  name: string | null;
  kind: MediaKind;
  /** JPEG taken from the middle of a video (videos only). */
  posterUrl?: string;
};

/** Thrown by uploadFile; `message` is already the spec's wording. */
export class UploadFailure extends Error {}

/** The file picker's `accept` attribute per accepted kind (the server checks the bytes). */
export const ACCEPT_ATTRIBUTE: Record<UploadAccept, string> = {
  image: "image/jpeg,image/png,image/webp,image/gif",
  pdf: ".pdf,application/pdf",
  video: "video/mp4,video/webm,video/ogg,video/quicktime,video/x-msvideo,.mov,.avi",
  media:
    "image/jpeg,image/png,image/webp,image/gif,video/mp4,video/webm,video/ogg,video/quicktime,video/x-msvideo,.mov,.avi",
};

/** The spec's upload error for a status and server message. */
export function uploadErrorMessage(status: number, message?: string): string {
  if (status === 400)
    return "Storage upload failed: Invalid file or request. Please check file format and size.";
  if (status === 403 || status === 401) {
    return "Permission denied: Please ask your administrator to check the storage bucket permissions and row-level security policies.";
  }
  if (status === 413 || /\bsize\b|too large/i.test(message ?? "")) {
    return "File too large: The file you are trying to upload exceeds the maximum allowed size.";
  }
  return `Storage upload failed: ${message || "Unknown error"}`;
}

/** The spec's message of a failed upload (already mapped by uploadFile). */
export function uploadFailureReason(failure: unknown): string {
  return failure instanceof UploadFailure ? failure.message : uploadErrorMessage(0);
}

/** The product dialog's Error box for a storage permission error. */
export const STORAGE_PERMISSION_ERROR =
  "Storage permission denied: the file could not be saved to the storage bucket. Please ask your administrator to check the storage bucket permissions.";
/** The product dialog's Error box for a row-level-security error, with the steps that fix it. */
export const RLS_UPLOAD_ERROR =
  "Row-level security (RLS) policy violation: the RLS policies for uploads do not allow this save. To fix it: 1. Allow signed-in staff to insert and update files in the storage bucket. 2. Allow them to insert, update and delete rows of the products, product images and category mappings tables. 3. Save the policies and try again.";

/**
 * The product dialog's Error box text for a failure reason (spec, Products): a storage permission
 * error, a row-level-security error, otherwise "Unexpected error: {reason}".
 */
export function productErrorBox(reason: string): string {
  // The upload's 403 message names RLS policies too, so storage permissions are checked first.
  if (/^Permission denied\b|\bstorage\/unauthorized\b|\bEACCES\b|\bEPERM\b/i.test(reason)) {
    return STORAGE_PERMISSION_ERROR;
  }
  if (/row[- ]level security|\bRLS\b/i.test(reason)) return RLS_UPLOAD_ERROR;
  return `Unexpected error: ${reason}`;
}

/** Where and how uploadFile stores a file. */
export type UploadOptions = {
  folder: UploadFolder;
  accept: UploadAccept;
  fileName?: string;
  onProgress?: (fraction: number) => void;
};

/**
 * Uploads one file to /admin/upload with XMLHttpRequest (for progress events). Resolves with the
 * stored file; rejects with an UploadFailure carrying the spec's message.
 */
export function uploadFile(file: Blob, options: UploadOptions): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    body.append("file", file, options.fileName ?? (file instanceof File ? file.name : "upload"));
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/admin/upload?folder=${options.folder}&accept=${options.accept}`);
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const response = xhr.response as (UploadedFile & { error?: string }) | null;
      if (xhr.status === 201 && response?.url) resolve(response);
      else reject(new UploadFailure(uploadErrorMessage(xhr.status, response?.error)));
    };
    xhr.onerror = () => reject(new UploadFailure(uploadErrorMessage(0, "Network error")));
    xhr.send(body);
  });
}

/** Uploads a file and, for a video, the poster frame taken from its middle (into the same folder). */
export async function uploadWithPoster(file: File, options: UploadOptions): Promise<UploadedFile> {
  const stored = await uploadFile(file, options);
  if (stored.kind !== "video") return stored;
  const poster = await captureVideoPoster(file).catch(() => null);
  if (poster) {
    const image = await uploadFile(poster, { ...options, accept: "image", fileName: "poster.jpg" });
    stored.posterUrl = image.url;
  }
  return stored;
}

/** The longest a poster waits for the seeked frame to be decoded before drawing what it has. */
const POSTER_FRAME_WAIT_MS = 500;

/** A JPEG of the frame in the middle of a video (spec: thumbnails from the middle of the clip). */
export function captureVideoPoster(file: Blob): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const video = document.createElement("video");
    const source = URL.createObjectURL(file);
    const finish = (error?: Error, blob?: Blob | null) => {
      URL.revokeObjectURL(source);
      if (blob) resolve(blob);
      else reject(error ?? new Error("Could not read a frame of the video"));
    };
    video.muted = true;
    video.preload = "auto";
    let measuring = false;
    video.onloadedmetadata = () => {
      // Recorded WebM files often state no duration: seek far past the end once to learn it.
      measuring = !Number.isFinite(video.duration);
      video.currentTime = measuring ? 1e101 : video.duration / 2;
    };
    video.onseeked = () => {
      if (measuring) {
        measuring = false;
        video.currentTime = Number.isFinite(video.duration) ? video.duration / 2 : 0;
        return;
      }
      // "seeked" can come before the frame is decoded (drawn, it is black): draw once Chromium has a
      // frame for the new position, or after a short wait where no such callback comes.
      let drawn = false;
      const draw = () => {
        if (drawn) return;
        drawn = true;
        const canvas = document.createElement("canvas");
        canvas.width = video.videoWidth;
        canvas.height = video.videoHeight;
        canvas.getContext("2d")?.drawImage(video, 0, 0);
        canvas.toBlob((blob) => finish(undefined, blob), "image/jpeg", 0.85);
      };
      if ("requestVideoFrameCallback" in video) video.requestVideoFrameCallback(draw);
      setTimeout(draw, POSTER_FRAME_WAIT_MS);
    };
    video.onerror = () => finish(new Error("Could not read the video"));
    video.src = source;
  });
}

/** The kind of a stored file from its name (uploads are named after the type their bytes showed). */
export function storedKind(url: string): MediaKind {
  if (/\.pdf$/i.test(url)) return "pdf";
  if (/\.(mp4|webm|ogg|mov|avi)$/i.test(url)) return "video";
  return "image";
}
