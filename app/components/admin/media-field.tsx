import { ArrowDown, ArrowUp, FileText, Film, Upload, X } from "lucide-react";
import { type DragEvent, useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import {
  ACCEPT_ATTRIBUTE,
  type MediaKind,
  storedKind,
  type UploadAccept,
  type UploadFolder,
  uploadFailureReason,
  uploadWithPoster,
} from "./media-upload";
import { DragHandle, SortableList, useSortableRow } from "./sortable";
import { useReportUploads } from "./uploads";

/** One stored file of a field: a new upload, or a saved one (a saved row of a list has its `id`). */
export type MediaFile = {
  url: string;
  /** The file's own name; looked up by URL when missing (the stored name if none was kept). */
  name?: string | null;
  kind?: MediaKind;
  posterUrl?: string | null;
  id?: number;
};

export type MediaFieldProps = {
  /** Hidden input carrying each new file's stored URL, in order ("imageUrl", "images", "mediaUrls"). */
  name: string;
  /** Hidden input posting each file's kind beside its URL ("mediaTypes"). */
  kindName?: string;
  /** Hidden input posting each file's video poster URL ("" for an image) beside its URL. */
  posterName?: string;
  label: string;
  /** Defaults to the limits of the accepted kind for images and PDFs. */
  hint?: string;
  /** Storage folder, or the folder a given file goes to (gallery: videos apart from images). */
  folder: UploadFolder | ((file: File) => UploadFolder);
  accept: UploadAccept;
  /** A list of files instead of one. */
  multiple?: boolean;
  /** Lets staff reorder the list (drag, keyboard, or Move up/down); files post in that order. */
  sortable?: boolean;
  /** The saved value: a URL (one file) or files. */
  defaultValue?: string | null | MediaFile[];
  /** Checks a file before it is uploaded: the spec's message to refuse it, or null. */
  check?: (file: File) => string | null;
  /** A failed upload reads "{errorPrefix}: {reason}" (e.g. "Image upload failed"). */
  errorPrefix?: string;
  /** Also called with the reason of a failed upload (the product dialog's Error box). */
  onError?: (reason: string) => void;
  /** The action's message for this field; shown until the field changes. */
  error?: string;
  /** Removed saved files post their ids under this name on save... */
  removedName?: string;
  /** ...or the screen removes them at once (then `defaultValue` follows the saved rows). */
  onRemoveSaved?: (file: MediaFile) => void;
  /** Thumbnails of a list are named "{altPrefix} {n}" (otherwise the caption names them). */
  altPrefix?: string;
};

type Entry = MediaFile & { key: number; kind: MediaKind };
type Uploading = { name: string; fraction: number };

/** The hint of a field that gives none: the limits the server applies (MAX_UPLOAD_BYTES). */
const DEFAULT_HINT: Partial<Record<UploadAccept, string>> = {
  image: "JPEG, PNG, WebP or GIF, up to 5 MB.",
  pdf: "A .pdf file, up to 50 MB.",
};
const KIND_WORD: Record<MediaKind, string> = { image: "image", video: "video", pdf: "PDF" };
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const storedName = (url: string) => url.split("/").pop() ?? url;

/**
 * The one upload field of the back office: a drop zone with a picker button, one file or a list
 * (remove, reorder), progress per file, previews and each file's own name. Files upload as soon as
 * they are chosen; their stored URLs post in hidden inputs named by the props. Reports busy and
 * failed uploads to the form's useUploads(); failures show under the field and as a toast.
 */
export function MediaField(props: MediaFieldProps) {
  const { name, label, accept, multiple = false, sortable = false, check, error } = props;
  const hint = props.hint ?? DEFAULT_HINT[accept];
  const ids = { input: useId(), label: useId(), hint: useId(), problems: useId() };
  const inputRef = useRef<HTMLInputElement>(null);
  const nextKey = useRef(1); // dnd-kit ignores an id of 0
  const toEntry = (file: MediaFile): Entry => ({
    ...file,
    kind: file.kind ?? storedKind(file.url),
    key: nextKey.current++,
  });
  const [entries, setEntries] = useState<Entry[]>(() => savedFiles(props.defaultValue).map(toEntry));
  const [uploading, setUploading] = useState<Uploading | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [errorSeen, setErrorSeen] = useState<string | undefined>();
  const [removed, setRemoved] = useState<number[]>([]);
  const [over, setOver] = useState(false);
  const names = useOriginalNames(entries);
  useReportUploads({ busy: uploading !== null, failure: problems[0] ?? null });

  // Saved rows the screen removes at once disappear when its reloaded value no longer has them.
  const liveIds = props.onRemoveSaved ? new Set(savedFiles(props.defaultValue).map((file) => file.id)) : null;
  const shown = liveIds
    ? entries.filter((entry) => entry.id === undefined || liveIds.has(entry.id))
    : entries;
  const shownError = error && errorSeen !== error ? error : undefined;

  const fail = (text: string) => {
    setProblems((list) => (list.includes(text) ? list : [...list, text]));
    toast.error(text);
  };
  const choose = async (files: File[]) => {
    setProblems([]);
    setErrorSeen(error);
    for (const file of multiple ? files : files.slice(0, 1)) {
      const refused = check?.(file);
      if (refused) {
        fail(refused);
        continue;
      }
      setUploading({ name: file.name, fraction: 0 });
      try {
        const folder = typeof props.folder === "function" ? props.folder(file) : props.folder;
        const stored = await uploadWithPoster(file, {
          folder,
          accept,
          onProgress: (fraction) => setUploading({ name: file.name, fraction }),
        });
        const entry = toEntry({ ...stored, name: stored.name ?? file.name });
        setEntries((list) => (multiple ? [...list, entry] : [entry]));
      } catch (failure) {
        const reason = uploadFailureReason(failure);
        props.onError?.(reason);
        fail(
          props.errorPrefix
            ? `${props.errorPrefix}: ${reason}`
            : multiple
              ? `${file.name}: ${reason}`
              : reason,
        );
      }
    }
    setUploading(null);
    if (inputRef.current) inputRef.current.value = "";
  };
  const remove = (entry: Entry) => {
    setErrorSeen(error);
    if (entry.id !== undefined && props.onRemoveSaved) return props.onRemoveSaved(entry);
    if (entry.id !== undefined) setRemoved((list) => [...list, entry.id as number]);
    setEntries((list) => list.filter((item) => item.key !== entry.key));
  };
  const move = (from: number, to: number) =>
    setEntries((list) => {
      const next = [...list];
      const [moved] = next.splice(from, 1);
      if (moved) next.splice(to, 0, moved);
      return next;
    });
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!uploading) void choose(Array.from(event.dataTransfer.files));
  };

  const posted = shown.filter((entry) => entry.id === undefined);
  const describedBy = [ids.label, hint && ids.hint, (problems.length > 0 || shownError) && ids.problems]
    .filter(Boolean)
    .join(" ");
  const rows = shown.map((entry, index) => {
    const kind = KIND_WORD[entry.kind];
    return (
      <FileRow
        key={entry.key}
        entry={entry}
        name={entry.name ?? names[entry.url] ?? storedName(entry.url)}
        caption={multiple ? `${capitalised(kind)} ${index + 1}` : undefined}
        alt={multiple && props.altPrefix ? `${props.altPrefix} ${index + 1}` : ""}
        removeLabel={multiple ? `Remove ${kind} ${index + 1}` : `Remove ${label}`}
        sortable={sortable && multiple}
        moveLabel={(direction) => `Move ${kind} ${index + 1} ${direction}`}
        onMove={(step) => move(index, index + step)}
        first={index === 0}
        last={index === shown.length - 1}
        onRemove={() => remove(entry)}
      />
    );
  });

  return (
    <div>
      <label id={ids.label} htmlFor={ids.input} className="block font-medium text-sm">
        {label}
      </label>
      <input
        ref={inputRef}
        id={ids.input}
        type="file"
        tabIndex={-1}
        className="sr-only"
        accept={ACCEPT_ATTRIBUTE[accept]}
        multiple={multiple}
        disabled={uploading !== null}
        aria-describedby={hint ? ids.hint : undefined}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          if (files.length > 0) void choose(files);
        }}
      />
      {posted.map((entry) => (
        <span key={entry.key} hidden>
          <input type="hidden" name={name} value={entry.url} />
          {props.kindName && <input type="hidden" name={props.kindName} value={entry.kind} />}
          {props.posterName && <input type="hidden" name={props.posterName} value={entry.posterUrl ?? ""} />}
        </span>
      ))}
      {!multiple && posted.length === 0 && <input type="hidden" name={name} value="" />}
      {props.removedName &&
        removed.map((id) => <input key={id} type="hidden" name={props.removedName} value={id} />)}
      {rows.length > 0 && (
        <ul className="mt-2 space-y-2">
          {sortable && multiple ? (
            <SortableList
              ids={shown.map((entry) => entry.key)}
              labelOf={(key) => shown.find((entry) => entry.key === key)?.name ?? "file"}
              onMove={(activeKey, overKey) =>
                move(
                  shown.findIndex((entry) => entry.key === activeKey),
                  shown.findIndex((entry) => entry.key === overKey),
                )
              }
            >
              {rows}
            </SortableList>
          ) : (
            rows
          )}
        </ul>
      )}
      {uploading && <UploadProgress {...uploading} />}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a pointer shortcut; the button inside is the way for everyone */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        data-drop-zone=""
        className={`mt-2 flex flex-wrap items-center justify-center gap-x-3 gap-y-2 rounded-md border-2 border-dashed px-3 py-4 text-center text-gray-600 text-sm ${over ? "border-gold bg-gold/5" : "border-gray-300"}`}
      >
        <Upload aria-hidden="true" className="size-5 shrink-0 text-gray-500" />
        <span>{multiple ? "Drop files here, or" : "Drop a file here, or"}</span>
        <Button
          size="sm"
          onClick={() => inputRef.current?.click()}
          disabled={uploading !== null}
          aria-describedby={describedBy}
        >
          {multiple ? "Choose files" : "Choose file"}
        </Button>
      </div>
      {hint && (
        <p id={ids.hint} className="mt-1 text-gray-600 text-xs">
          {hint}
        </p>
      )}
      {(problems.length > 0 || shownError) && (
        <div id={ids.problems} className="mt-1 space-y-0.5 text-red-700 text-sm">
          {shownError && <p>{shownError}</p>}
          {problems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
        </div>
      )}
    </div>
  );
}

/** The files of a saved value. */
function savedFiles(value: MediaFieldProps["defaultValue"]): MediaFile[] {
  if (!value) return [];
  return typeof value === "string" ? [{ url: value }] : value;
}

/** Original names of saved files that came without one, looked up once by URL. */
function useOriginalNames(entries: Entry[]): Record<string, string> {
  const { load, data } = useFetcher<{ names: Record<string, string> }>();
  const [query] = useState(() =>
    entries
      .filter((entry) => !entry.name)
      .map((entry) => `url=${encodeURIComponent(entry.url)}`)
      .join("&"),
  );
  useEffect(() => {
    if (query) void load(`/admin/media-names?${query}`);
  }, [query, load]);
  return data?.names ?? {};
}

/** The progress bar of the file being uploaded. */
function UploadProgress({ name, fraction }: Uploading) {
  const percent = Math.round(fraction * 100);
  return (
    <div className="mt-2">
      <div
        role="progressbar"
        aria-label={`Uploading ${name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded bg-gray-200"
      >
        <div className="h-full bg-gold transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 truncate text-gray-600 text-xs">
        Uploading {name}... {percent}%
      </p>
    </div>
  );
}

type FileRowProps = {
  entry: Entry;
  name: string;
  caption?: string;
  alt: string;
  removeLabel: string;
  sortable: boolean;
  moveLabel: (direction: "up" | "down") => string;
  onMove: (step: -1 | 1) => void;
  first: boolean;
  last: boolean;
  onRemove: () => void;
};

/** One stored file: preview, its own name (opens the file), caption, reorder and remove. */
function FileRow({
  entry,
  name,
  caption,
  alt,
  removeLabel,
  sortable,
  moveLabel,
  onMove,
  ...row
}: FileRowProps) {
  const { setNodeRef, style, handleProps } = useSortableRow(entry.key, !sortable);
  return (
    <li
      ref={setNodeRef}
      style={sortable ? style : undefined}
      className="flex items-center gap-2 rounded-md border border-gray-200 bg-surface p-2"
    >
      {sortable && <DragHandle label={`Drag to reorder ${name}`} handleProps={handleProps} />}
      <Preview entry={entry} alt={alt} />
      <span className="min-w-0 flex-1">
        <a
          href={entry.url}
          target="_blank"
          rel="noreferrer"
          className="block truncate text-sm underline"
          title={name}
        >
          {name}
        </a>
        {caption && <span className="block text-gray-600 text-xs">{caption}</span>}
      </span>
      {sortable && (
        <span className="flex flex-col sm:flex-row">
          <Button
            size="sm"
            variant="ghost"
            aria-label={moveLabel("up")}
            disabled={row.first}
            onClick={() => onMove(-1)}
          >
            <ArrowUp aria-hidden="true" className="size-4" />
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={moveLabel("down")}
            disabled={row.last}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden="true" className="size-4" />
          </Button>
        </span>
      )}
      <Button size="sm" variant="ghost" aria-label={removeLabel} onClick={row.onRemove}>
        <X aria-hidden="true" className="size-4 text-red-700" />
      </Button>
    </li>
  );
}

/** An image's thumbnail, a video's poster (or a film icon), a PDF icon. */
function Preview({ entry, alt }: { entry: Entry; alt: string }) {
  const thumbnail = entry.kind === "image" ? entry.url : entry.kind === "video" ? entry.posterUrl : null;
  if (thumbnail) return <img src={thumbnail} alt={alt} className="size-12 shrink-0 rounded object-cover" />;
  const Icon = entry.kind === "video" ? Film : FileText;
  return (
    <span className="grid size-12 shrink-0 place-items-center rounded bg-gray-100 text-gray-500">
      <Icon aria-hidden="true" className="size-6" />
    </span>
  );
}
