import { FileText, Upload, X } from "lucide-react";
import { useCallback, useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import type { UploadAccept, UploadFolder, UploadResult } from "~/lib/schemas/upload";

export type { UploadAccept, UploadFolder };

/** What the upload route answers, plus the poster frame of a video. */
export type UploadedFile = UploadResult & {
  /** JPEG taken from the middle of a video (videos only). */
  posterUrl?: string;
};

/** Thrown by uploadFile; `message` is already the spec's wording. */
export class UploadFailure extends Error {}

const ACCEPT_ATTRIBUTE: Record<UploadAccept, string> = {
  image: "image/jpeg,image/png,image/webp,image/gif",
  pdf: ".pdf,application/pdf",
  video: "video/mp4,video/webm,video/ogg,video/quicktime,video/x-msvideo,.mov,.avi",
  media: "image/jpeg,image/png,image/webp,image/gif,video/mp4,video/webm,video/ogg,video/quicktime,.mov,.avi",
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

/** The upload under way: the file's name and the fraction sent so far (0..1). */
export type UploadProgressState = { fileName: string; fraction: number } | null;

/**
 * uploadFile that reports its progress: `upload` stores a file and `progress` follows it (null when
 * idle), for an `<UploadProgress progress={progress} />` next to the field.
 */
export function useUploadProgress() {
  const [progress, setProgress] = useState<UploadProgressState>(null);
  const upload = useCallback(
    async (file: Blob, options: Omit<UploadOptions, "onProgress">): Promise<UploadedFile> => {
      const fileName = options.fileName ?? (file instanceof File ? file.name : "upload");
      setProgress({ fileName, fraction: 0 });
      try {
        return await uploadFile(file, {
          ...options,
          onProgress: (fraction) => setProgress({ fileName, fraction }),
        });
      } finally {
        setProgress(null);
      }
    },
    [],
  );
  return { progress, upload };
}

/** The upload progress bar of a file field (nothing while no upload runs). */
export function UploadProgress({ progress }: { progress: UploadProgressState }) {
  if (!progress) return null;
  const percent = Math.round(progress.fraction * 100);
  return (
    <div className="mt-2">
      <div
        role="progressbar"
        aria-label={`Uploading ${progress.fileName}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded bg-gray-200"
      >
        <div className="h-full bg-gold transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 truncate text-gray-600 text-xs">
        Uploading {progress.fileName}... {percent}%
      </p>
    </div>
  );
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

export type FileUploadProps = {
  /** Name of the hidden input that carries the stored URL in the surrounding form. */
  name: string;
  label: string;
  folder: UploadFolder;
  accept: UploadAccept;
  /** The current URL (edit forms). */
  defaultValue?: string | null;
  /** E.g. "JPEG, PNG, WebP or GIF, up to 5 MB. Recommended 1920x1080." */
  hint?: string;
  /** Called after each successful upload (and with null when cleared). */
  onChange?: (file: UploadedFile | null) => void;
};

/**
 * A file field that uploads at once with a progress bar and keeps the stored URL in a hidden input
 * (`name`; a video's poster goes in `{name}Poster`). Errors show inline and as a toast.
 */
export function FileUpload({ name, label, folder, accept, defaultValue, hint, onChange }: FileUploadProps) {
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState<UploadedFile | null>(
    defaultValue ? { url: defaultValue, kind: guessKind(defaultValue), mime: "", size: 0 } : null,
  );
  const { progress, upload: store } = useUploadProgress();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File) => {
    setError(null);
    setBusy(true);
    try {
      const stored = await store(file, { folder, accept });
      if (stored.kind === "video") {
        const poster = await captureVideoPoster(file).catch(() => null);
        if (poster) {
          const image = await store(poster, { folder, accept: "image", fileName: "poster.jpg" });
          stored.posterUrl = image.url;
        }
      }
      setValue(stored);
      onChange?.(stored);
    } catch (failure) {
      const message = failure instanceof UploadFailure ? failure.message : uploadErrorMessage(0);
      setError(message);
      toast.error(message);
    } finally {
      setBusy(false);
      if (inputRef.current) inputRef.current.value = "";
    }
  };

  return (
    <div>
      <label htmlFor={inputId} className="block font-medium text-sm">
        {label}
      </label>
      <input type="hidden" name={name} value={value?.url ?? ""} />
      {value?.posterUrl && <input type="hidden" name={`${name}Poster`} value={value.posterUrl} />}
      {value && (
        <div className="mt-2 flex items-center gap-3 rounded-md border border-gray-200 p-2">
          <FilePreview file={value} />
          <a
            href={value.url}
            target="_blank"
            rel="noreferrer"
            className="min-w-0 flex-1 truncate text-sm underline"
          >
            {value.url.split("/").pop()}
          </a>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Remove ${label}`}
            onClick={() => {
              setValue(null);
              onChange?.(null);
            }}
          >
            <X aria-hidden="true" className="size-4" />
          </Button>
        </div>
      )}
      <div className="mt-2 flex items-center gap-2">
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={ACCEPT_ATTRIBUTE[accept]}
          aria-describedby={hint ? hintId : undefined}
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
          className="block w-full text-sm file:mr-3 file:rounded-md file:border file:border-gray-300 file:bg-surface file:px-3 file:py-1.5 file:text-sm hover:file:bg-gray-50"
        />
        <Upload aria-hidden="true" className="size-4 shrink-0 text-gray-500" />
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-gray-600 text-xs">
          {hint}
        </p>
      )}
      <UploadProgress progress={progress} />
      {error && (
        <p role="alert" className="mt-1 text-red-700 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}

function guessKind(url: string): UploadedFile["kind"] {
  if (/\.pdf$/i.test(url)) return "pdf";
  if (/\.(mp4|webm|ogg|mov|avi)$/i.test(url)) return "video";
  return "image";
}

function FilePreview({ file }: { file: UploadedFile }) {
  if (file.kind === "image") return <img src={file.url} alt="" className="size-12 rounded object-cover" />;
  if (file.kind === "video") {
    return file.posterUrl ? (
      <img src={file.posterUrl} alt="" className="size-12 rounded object-cover" />
    ) : (
      <span className="grid size-12 place-items-center rounded bg-gray-100 text-gray-500 text-xs">Video</span>
    );
  }
  return <FileText aria-hidden="true" className="size-8 text-gray-500" />;
}
