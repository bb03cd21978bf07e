import { ArrowDown, ArrowUp, FileText, X } from "lucide-react";
import { useId, useRef } from "react";
import { Button } from "~/components/ui/button";
import {
  type UploadAccept,
  type UploadedFile,
  UploadFailure,
  type UploadFolder,
  type UploadOptions,
  UploadProgress,
  uploadErrorMessage,
  useUploadProgress,
} from "./file-upload";

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

type UploadCallbacks = {
  /** Called with +1 when an upload starts and -1 when it ends (for the "Uploading..." button text). */
  onBusy: (delta: number) => void;
  /** Called with the spec's reason when an upload fails. */
  onError: (reason: string) => void;
};

/** Uploads files one after another with `upload`; resolves with the stored URLs of those that succeeded. */
async function uploadAll(
  files: File[],
  options: Omit<UploadOptions, "onProgress">,
  upload: (file: File, options: Omit<UploadOptions, "onProgress">) => Promise<UploadedFile>,
  { onBusy, onError }: UploadCallbacks,
): Promise<string[]> {
  const urls: string[] = [];
  onBusy(1);
  try {
    for (const file of files) {
      try {
        urls.push((await upload(file, options)).url);
      } catch (failure) {
        onError(uploadFailureReason(failure));
      }
    }
  } finally {
    onBusy(-1);
  }
  return urls;
}

/**
 * One stored file of the product form (primary image, catalogue PDF): uploads at once on choice,
 * posts its URL in the hidden input `name`, shows a preview and a remove button.
 */
export function SingleFileField({
  name,
  label,
  hint,
  folder,
  accept,
  value,
  onChange,
  ...callbacks
}: UploadCallbacks & {
  name: string;
  label: string;
  hint: string;
  folder: UploadFolder;
  accept: UploadAccept;
  value: string;
  onChange: (url: string) => void;
}) {
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { progress, upload } = useUploadProgress();
  return (
    <div>
      <label htmlFor={inputId} className="block font-medium text-sm">
        {label}
      </label>
      <input type="hidden" name={name} value={value} />
      {value && (
        <div className="mt-2 flex items-center gap-3 rounded-md border border-gray-200 p-2">
          {accept === "image" ? (
            <img src={value} alt="" className="size-12 rounded object-cover" />
          ) : (
            <FileText aria-hidden="true" className="size-8 text-gray-500" />
          )}
          <a
            href={value}
            target="_blank"
            rel="noreferrer"
            className="min-w-0 flex-1 truncate text-sm underline"
          >
            {value.split("/").pop()}
          </a>
          <Button size="sm" variant="ghost" aria-label={`Remove ${label}`} onClick={() => onChange("")}>
            <X aria-hidden="true" className="size-4" />
          </Button>
        </div>
      )}
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={accept === "image" ? "image/jpeg,image/png,image/webp,image/gif" : ".pdf,application/pdf"}
        aria-describedby={hintId}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          const [url] = await uploadAll([file], { folder, accept }, upload, callbacks);
          if (url) onChange(url);
          if (inputRef.current) inputRef.current.value = "";
        }}
        className="mt-2 block w-full text-sm file:mr-3 file:rounded-md file:border file:border-gray-300 file:bg-surface file:px-3 file:py-1.5 file:text-sm hover:file:bg-gray-50"
      />
      <p id={hintId} className="mt-1 text-gray-600 text-xs">
        {hint}
      </p>
      <UploadProgress progress={progress} />
    </div>
  );
}

/**
 * The additional product images: add several by upload, remove, and reorder with up/down buttons.
 * Each URL posts as a repeated hidden input `images`, in order (stored display_order 1..n).
 */
export function ImageListField({
  images,
  onChange,
  ...callbacks
}: UploadCallbacks & { images: string[]; onChange: (images: string[]) => void }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { progress, upload } = useUploadProgress();
  const latest = useRef(images);
  latest.current = images;
  const move = (from: number, to: number) => {
    const next = [...images];
    const [moved] = next.splice(from, 1);
    if (moved === undefined) return;
    next.splice(to, 0, moved);
    onChange(next);
  };
  return (
    <fieldset>
      <legend className="font-medium text-sm">Additional Images</legend>
      {images.map((url) => (
        <input key={url} type="hidden" name="images" value={url} />
      ))}
      {images.length > 0 && (
        <ol className="mt-2 space-y-2">
          {images.map((url, index) => (
            <li key={url} className="flex items-center gap-3 rounded-md border border-gray-200 p-2">
              <span className="w-5 text-right text-gray-600 text-xs tabular-nums">{index + 1}</span>
              <img src={url} alt={`Additional ${index + 1}`} className="size-12 rounded object-cover" />
              <span className="min-w-0 flex-1 truncate text-sm">{url.split("/").pop()}</span>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Move image ${index + 1} up`}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
              >
                <ArrowUp aria-hidden="true" className="size-4" />
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Move image ${index + 1} down`}
                disabled={index === images.length - 1}
                onClick={() => move(index, index + 1)}
              >
                <ArrowDown aria-hidden="true" className="size-4" />
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove image ${index + 1}`}
                onClick={() => onChange(images.filter((_, i) => i !== index))}
              >
                <X aria-hidden="true" className="size-4 text-red-700" />
              </Button>
            </li>
          ))}
        </ol>
      )}
      <label htmlFor={inputId} className="mt-2 block text-gray-700 text-sm">
        Add images
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        multiple
        accept="image/jpeg,image/png,image/webp,image/gif"
        onChange={async (event) => {
          const files = [...(event.target.files ?? [])];
          if (inputRef.current) inputRef.current.value = "";
          if (files.length === 0) return;
          const urls = await uploadAll(files, { folder: "products", accept: "image" }, upload, callbacks);
          if (urls.length > 0) onChange([...latest.current, ...urls]);
        }}
        className="mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border file:border-gray-300 file:bg-surface file:px-3 file:py-1.5 file:text-sm hover:file:bg-gray-50"
      />
      <p className="mt-1 text-gray-600 text-xs">
        JPEG, PNG, WebP or GIF, up to 5 MB each. Shown in this order.
      </p>
      <UploadProgress progress={progress} />
    </fieldset>
  );
}
