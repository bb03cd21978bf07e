import { Film, ImageIcon, Trash2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import {
  captureVideoPoster,
  type UploadAccept,
  type UploadedFile,
  UploadFailure,
  type UploadFolder,
  type UploadOptions,
  UploadProgress,
  uploadErrorMessage,
  useUploadProgress,
} from "./file-upload";

/** One stored media file of a form: a new upload or a saved row (with its id). */
export type MediaEntry = { id?: number; url: string; kind: "image" | "video"; posterUrl?: string | null };

/** Uploads one file (and the poster frame of a video) with `upload`; a failure's message is the spec's. */
async function store(
  upload: (file: Blob, options: Omit<UploadOptions, "onProgress">) => Promise<UploadedFile>,
  file: File,
  folder: UploadFolder,
  accept: UploadAccept,
): Promise<UploadedFile> {
  const stored = await upload(file, { folder, accept });
  if (stored.kind === "video") {
    const poster = await captureVideoPoster(file).catch(() => null);
    if (poster) {
      stored.posterUrl = (await upload(poster, { folder, accept: "image", fileName: "poster.jpg" })).url;
    }
  }
  return stored;
}

const failureMessage = (failure: unknown) =>
  failure instanceof UploadFailure ? failure.message : uploadErrorMessage(0);

/**
 * A single-image field that checks type and size in the browser BEFORE uploading (`check` returns
 * the spec's message), then uploads and keeps the URL in the hidden input `name`.
 */
export function CheckedImageField({
  name,
  label,
  folder,
  defaultValue,
  hint,
  check,
  error,
}: {
  name: string;
  label: string;
  folder: UploadFolder;
  defaultValue?: string | null;
  hint: string;
  check: (file: File) => string | null;
  error?: string;
}) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState(defaultValue ?? "");
  const [busy, setBusy] = useState(false);
  const { progress, upload } = useUploadProgress();
  const [problem, setProblem] = useState<string | null>(null);
  const shown = problem ?? error;

  const choose = async (file: File) => {
    const refused = check(file);
    setProblem(refused);
    if (refused) return;
    setBusy(true);
    try {
      setUrl((await store(upload, file, folder, "image")).url);
    } catch (failure) {
      setProblem(failureMessage(failure));
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
      <input type="hidden" name={name} value={url} />
      {url && (
        <img src={url} alt="" className="mt-2 h-24 w-36 rounded-md border border-gray-200 object-cover" />
      )}
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        aria-describedby={`${hintId}${shown ? ` ${errorId}` : ""}`}
        aria-invalid={shown ? true : undefined}
        disabled={busy}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void choose(file);
        }}
        className="mt-2 block w-full text-sm file:mr-3 file:rounded-md file:border file:border-gray-300 file:bg-surface file:px-3 file:py-1.5 file:text-sm"
      />
      <p id={hintId} className="mt-1 text-gray-600 text-xs">
        {busy ? "Uploading..." : hint}
      </p>
      <UploadProgress progress={progress} />
      {shown && (
        <p id={errorId} role="alert" className="mt-1 text-red-700 text-sm">
          {shown}
        </p>
      )}
    </div>
  );
}

/**
 * Several images and videos: saved ones can be removed (ids posted as `removeName` on save, or at once
 * through `onRemoveSaved`, which then keeps `saved` as the list shown), new ones are checked per file
 * (`check`), uploaded (to `folder`, or the folder it picks per file), and posted as `{prefix}Urls`,
 * `{prefix}Types`, `{prefix}Posters`. `onBusy` follows the uploads (for the submit button).
 */
export function CheckedMediaField({
  prefix,
  removeName,
  onRemoveSaved,
  onBusy,
  label,
  folder,
  accept,
  hint,
  saved,
  check,
}: {
  prefix: string;
  removeName?: string;
  onRemoveSaved?: (entry: MediaEntry) => void;
  onBusy?: (busy: boolean) => void;
  label: string;
  folder: UploadFolder | ((file: File) => UploadFolder);
  accept: string;
  hint: string;
  saved: MediaEntry[];
  check: (file: File) => string | null;
}) {
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [kept, setKept] = useState(saved);
  const [removed, setRemoved] = useState<number[]>([]);
  const [added, setAdded] = useState<MediaEntry[]>([]);
  const [busy, setBusy] = useState(false);
  const { progress, upload } = useUploadProgress();
  const [problems, setProblems] = useState<string[]>([]);

  const choose = async (files: File[]) => {
    const found: string[] = [];
    setBusy(true);
    onBusy?.(true);
    for (const file of files) {
      const refused = check(file);
      if (refused) {
        found.push(refused);
        continue;
      }
      try {
        const stored = await store(
          upload,
          file,
          typeof folder === "function" ? folder(file) : folder,
          "media",
        );
        const kind = stored.kind === "video" ? "video" : "image";
        setAdded((list) => [...list, { url: stored.url, kind, posterUrl: stored.posterUrl }]);
      } catch (failure) {
        found.push(`${file.name}: ${failureMessage(failure)}`);
      }
    }
    setProblems(found);
    setBusy(false);
    onBusy?.(false);
    if (inputRef.current) inputRef.current.value = "";
  };

  const entries = [
    ...(onRemoveSaved ? saved : kept).map((entry) => ({ entry, saved: true })),
    ...added.map((entry) => ({ entry, saved: false })),
  ];
  return (
    <div>
      <label htmlFor={inputId} className="block font-medium text-sm">
        {label}
      </label>
      {removeName && removed.map((id) => <input key={id} type="hidden" name={removeName} value={id} />)}
      {added.map((entry) => (
        <span key={entry.url} hidden>
          <input type="hidden" name={`${prefix}Urls`} value={entry.url} />
          <input type="hidden" name={`${prefix}Types`} value={entry.kind} />
          <input type="hidden" name={`${prefix}Posters`} value={entry.posterUrl ?? ""} />
        </span>
      ))}
      {entries.length > 0 && (
        <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {entries.map(({ entry, saved: isSaved }, index) => (
            <li key={entry.url} className="relative overflow-hidden rounded-md border border-gray-200">
              {entry.kind === "video" ? (
                entry.posterUrl ? (
                  <img src={entry.posterUrl} alt="" className="h-24 w-full object-cover" />
                ) : (
                  <div className="flex h-24 items-center justify-center bg-gray-100">
                    <Film aria-hidden="true" className="size-6 text-gray-500" />
                  </div>
                )
              ) : (
                <img src={entry.url} alt="" className="h-24 w-full object-cover" />
              )}
              <span className="absolute bottom-1 left-1 inline-flex items-center gap-1 rounded bg-ink/80 px-1.5 py-0.5 text-white text-xs">
                {entry.kind === "video" ? (
                  <Film aria-hidden="true" className="size-3" />
                ) : (
                  <ImageIcon aria-hidden="true" className="size-3" />
                )}
                {entry.kind === "video" ? "Video" : "Image"} {index + 1}
              </span>
              <Button
                size="sm"
                variant="ghost"
                className="absolute top-1 right-1 bg-white/90"
                aria-label={`Remove ${entry.kind} ${index + 1}`}
                onClick={() => {
                  if (isSaved && onRemoveSaved) onRemoveSaved(entry);
                  else if (isSaved && entry.id !== undefined) {
                    const id = entry.id;
                    setRemoved((list) => [...list, id]);
                    setKept((list) => list.filter((item) => item.id !== id));
                  } else {
                    setAdded((list) => list.filter((item) => item.url !== entry.url));
                  }
                }}
              >
                <Trash2 aria-hidden="true" className="size-4 text-red-700" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        multiple
        accept={accept}
        aria-describedby={hintId}
        disabled={busy}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          if (files.length > 0) void choose(files);
        }}
        className="mt-2 block w-full text-sm file:mr-3 file:rounded-md file:border file:border-gray-300 file:bg-surface file:px-3 file:py-1.5 file:text-sm"
      />
      <p id={hintId} className="mt-1 text-gray-600 text-xs">
        {busy ? "Uploading..." : hint}
      </p>
      <UploadProgress progress={progress} />
      {problems.length > 0 && (
        <div role="alert" className="mt-1 space-y-0.5 text-red-700 text-sm">
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      )}
    </div>
  );
}
