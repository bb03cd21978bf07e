import { useCallback, useEffect, useState } from "react";
import { toast } from "~/components/ui/toast";

export type StaleFileType = "image" | "document" | "video" | "other";
export type StaleFile = { name: string; path: string; size: number; type: StaleFileType; url: string };
export type StalePage = {
  files: StaleFile[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
  fileTypes: StaleFileType[];
};
/** Stale files per page (spec 9). */
const LIMIT = 50;

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

/** Deletes stored files (and their resized copies); the spec's summary, or "Failed to delete files". */
async function deleteStaleFiles(filePaths: string[]): Promise<{ successful: number; failed: number }> {
  const response = await fetch("/admin/stale-files", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ filePaths }),
  });
  const result = (await response.json().catch(() => null)) as { successful?: number; failed?: number } | null;
  if (!response.ok || typeof result?.successful !== "number" || typeof result.failed !== "number") {
    throw new Error("Failed to delete files");
  }
  return { successful: result.successful, failed: result.failed };
}

/**
 * The Remove Stale Files tab's state: the type filter and page it reads with, the page read (or the
 * reason it could not be), the chosen paths, and deleting them (summary toast, then the page again).
 */
export function useStaleFiles() {
  const [type, setType] = useState("");
  const [page, setPage] = useState(1);
  const [data, setData] = useState<StalePage | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
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
  const toggle = (path: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(path)) next.delete(path);
      else next.add(path);
      return next;
    });

  /** Deletes the chosen files; true once done (whatever the summary says), false when the call failed. */
  const deleteSelected = async (): Promise<boolean> => {
    setDeleting(true);
    try {
      const result = await deleteStaleFiles([...selected]);
      const message = `Successfully deleted ${result.successful} files. Failed: ${result.failed}`;
      if (result.failed > 0) toast.error(message);
      else toast.success(message);
      await load(page, type);
      return true;
    } catch {
      toast.error("Failed to delete files");
      return false;
    } finally {
      setDeleting(false);
    }
  };

  return {
    type,
    /** A new type filter starts at page 1. */
    filter: (next: string) => {
      setType(next);
      setPage(1);
    },
    setPage,
    data,
    files,
    loading,
    error,
    reload: () => void load(page, type),
    selected,
    setSelected,
    toggle,
    deleting,
    deleteSelected,
  };
}
