import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/components/ui/toast";
import type { ToastOptions } from "./use-action-toast";

/** What a full-record resource route answers (e.g. app/routes/admin.news-items_.$id.ts). */
export type FullRowAnswer<E> = { ok: true; item: E } | { ok: false; item: null };

/**
 * EntityScreen's `onEdit` for rows whose dialog needs the full record: loads it from `url(row)`, then
 * opens the dialog with it, or toasts `failure` (e.g. "Failed to load news item details").
 */
export function useFullRow<T extends { id: number }, E>(
  url: (row: T) => string,
  failure: string,
  options: ToastOptions = {},
): (row: T, open: (item: E) => void) => void {
  const fetcher = useFetcher<FullRowAnswer<E>>();
  const { errorTitle } = options;
  // Only a load staff asked for opens the dialog: the fetcher reloads by itself after every save.
  const asked = useRef<{ open: (item: E) => void; started: boolean } | null>(null);
  useEffect(() => {
    const request = asked.current;
    if (!request) return;
    if (fetcher.state !== "idle") {
      request.started = true;
      return;
    }
    if (!request.started) return;
    asked.current = null;
    if (fetcher.data?.ok) request.open(fetcher.data.item);
    else toast.error(failure, { title: errorTitle });
  }, [fetcher.state, fetcher.data, failure, errorTitle]);
  return (row, open) => {
    asked.current = { open, started: false };
    void fetcher.load(url(row));
  };
}
