import { File as FileIcon, FileText, Film, RefreshCw, Trash2 } from "lucide-react";
import { useCallback, useEffect, useId, useState } from "react";
import { Pagination } from "~/components/admin/pagination";
import { ScrollRegion } from "~/components/admin/scroll-region";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { toast } from "~/components/ui/toast";
import { formatFileSize } from "~/lib/file-size";

type StaleFileType = "image" | "document" | "video" | "other";
type StaleFile = { name: string; path: string; size: number; type: StaleFileType; url: string };
type StalePage = {
  files: StaleFile[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
  fileTypes: StaleFileType[];
};

const LIMIT = 50;
const TYPE_OPTIONS: { value: "" | StaleFileType; label: string }[] = [
  { value: "", label: "All Types" },
  { value: "image", label: "Images" },
  { value: "document", label: "Documents" },
  { value: "video", label: "Videos" },
  { value: "other", label: "Other" },
];

/** True when the answer has the {files, pagination, fileTypes} shape. */
function isStalePage(value: unknown): value is StalePage {
  const page = value as StalePage | null;
  return Boolean(page && Array.isArray(page.files) && page.pagination && Array.isArray(page.fileTypes));
}

/** Fetches one page of stale files; throws with the spec's messages. */
async function fetchStaleFiles(page: number, type: string): Promise<StalePage> {
  const headers: Record<string, string> = { "x-page": String(page), "x-limit": String(LIMIT) };
  if (type) headers["x-file-type"] = type;
  const response = await fetch("/admin/stale-files", { headers });
  if (!response.ok) throw new Error(`Failed to fetch stale files: ${response.statusText || response.status}`);
  const body: unknown = await response.json().catch(() => null);
  if (!isStalePage(body)) throw new Error("Invalid response from server");
  return body;
}

/** The Remove Stale Files tab: type filter, Refresh, paged table with selection, Delete Selected (n). */
export function StaleFilesTab() {
  const filterId = useId();
  const [type, setType] = useState("");
  const [page, setPage] = useState(1);
  const [data, setData] = useState<StalePage | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const load = useCallback(async (nextPage: number, nextType: string) => {
    setLoading(true);
    setError(null);
    try {
      setData(await fetchStaleFiles(nextPage, nextType));
      setSelected(new Set());
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : String(failure);
      setError(message);
      toast.error(message);
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load(page, type);
  }, [load, page, type]);

  const files = data?.files ?? [];
  const allOnPage = files.length > 0 && files.every((file) => selected.has(file.path));
  const toggle = (path: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(path)) next.delete(path);
      else next.add(path);
      return next;
    });

  const deleteSelected = async () => {
    setDeleting(true);
    try {
      const response = await fetch("/admin/stale-files", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ filePaths: [...selected] }),
      });
      const result = (await response.json().catch(() => null)) as {
        successful?: number;
        failed?: number;
      } | null;
      if (!response.ok || typeof result?.successful !== "number" || typeof result.failed !== "number") {
        throw new Error("Failed to delete files");
      }
      const message = `Successfully deleted ${result.successful} files. Failed: ${result.failed}`;
      if (result.failed > 0) toast.error(message);
      else toast.success(message);
      setConfirming(false);
      await load(page, type);
    } catch {
      toast.error("Failed to delete files");
    } finally {
      setDeleting(false);
    }
  };

  return (
    <section aria-labelledby="stale-heading">
      <div className="mb-4">
        <h2 id="stale-heading" className="font-semibold text-lg">
          Remove Stale Files
        </h2>
        <p className="text-gray-600 text-sm">
          Stored files that no product, gallery item, news item or carousel image uses any more (and older
          than the grace period).
        </p>
      </div>
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={filterId} className="block font-medium text-sm">
            File type
          </label>
          <select
            id={filterId}
            value={type}
            onChange={(event) => {
              setType(event.target.value);
              setPage(1);
            }}
            className="mt-1 h-9 rounded-md border border-gray-300 bg-surface px-2 text-sm"
          >
            {TYPE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <Button onClick={() => void load(page, type)} disabled={loading}>
          <RefreshCw aria-hidden="true" className="size-4" />
          Refresh
        </Button>
        <Button
          variant="danger"
          disabled={selected.size === 0 || deleting}
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Delete Selected ({selected.size})
        </Button>
        {data && (
          <p className="ml-auto text-gray-600 text-sm" aria-live="polite">
            {data.pagination.total} stale file{data.pagination.total === 1 ? "" : "s"}
          </p>
        )}
      </div>

      {error && !loading ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800 text-sm">
          <p>Failed to load stale files: {error}</p>
          <Button className="mt-3" onClick={() => void load(page, type)}>
            Try Again
          </Button>
        </div>
      ) : (
        <ScrollRegion label="Stale files table">
          <table className="w-full text-left text-sm" aria-label="Stale files" aria-busy={loading}>
            <thead className="border-gray-200 border-b bg-gray-50 text-gray-700">
              <tr>
                <th scope="col" className="w-10 px-3 py-2">
                  <input
                    type="checkbox"
                    aria-label="Select all files on this page"
                    checked={allOnPage}
                    disabled={files.length === 0}
                    onChange={() =>
                      setSelected(allOnPage ? new Set() : new Set(files.map((file) => file.path)))
                    }
                    className="size-4 accent-gold-dark"
                  />
                </th>
                <th scope="col" className="px-3 py-2">
                  Preview
                </th>
                <th scope="col" className="px-3 py-2">
                  File name
                </th>
                <th scope="col" className="px-3 py-2">
                  Path
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Size
                </th>
                <th scope="col" className="px-3 py-2">
                  Type
                </th>
              </tr>
            </thead>
            <tbody>
              {loading ? (
                <tr>
                  <td colSpan={6} className="px-3 py-8 text-center text-gray-600">
                    Loading stale files...
                  </td>
                </tr>
              ) : files.length === 0 ? (
                <tr>
                  <td colSpan={6} className="px-3 py-8 text-center text-gray-600">
                    No stale files found.
                  </td>
                </tr>
              ) : (
                files.map((file) => (
                  <tr key={file.path} className="border-gray-100 border-t">
                    <td className="px-3 py-2">
                      <input
                        type="checkbox"
                        aria-label={`Select ${file.path}`}
                        checked={selected.has(file.path)}
                        onChange={() => toggle(file.path)}
                        className="size-4 accent-gold-dark"
                      />
                    </td>
                    <td className="px-3 py-2">
                      <Preview file={file} />
                    </td>
                    <td className="px-3 py-2 font-medium">
                      <span className="block max-w-[180px] truncate" title={file.name}>
                        {file.name}
                      </span>
                    </td>
                    <td className="px-3 py-2">
                      <a
                        href={file.url}
                        target="_blank"
                        rel="noreferrer"
                        className="underline"
                        title={file.path}
                      >
                        <span className="block max-w-[200px] truncate">{file.path}</span>
                      </a>
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">{formatFileSize(file.size)}</td>
                    <td className="px-3 py-2 capitalize">{file.type}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {data && (
        <div className="mt-4">
          <Pagination
            page={data.pagination.page}
            totalPages={data.pagination.totalPages}
            onPage={setPage}
            label="Stale files pages"
          />
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title="Delete Stale Files"
        description={
          <p>
            Delete {selected.size} selected file{selected.size === 1 ? "" : "s"} (and their resized copies)
            from storage? This action cannot be undone.
          </p>
        }
        busy={deleting}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void deleteSelected()}
      />
    </section>
  );
}

/** A thumbnail for images, an icon for the rest. */
function Preview({ file }: { file: StaleFile }) {
  if (file.type === "image") {
    return (
      <img
        src={file.url}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        className="size-12 rounded object-cover"
      />
    );
  }
  const Icon = file.type === "video" ? Film : file.type === "document" ? FileText : FileIcon;
  return (
    <span className="inline-flex size-12 items-center justify-center rounded bg-gray-100 text-gray-600">
      <Icon aria-hidden="true" className="size-5" />
    </span>
  );
}
