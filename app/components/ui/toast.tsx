import { lazy, Suspense, useSyncExternalStore } from "react";
import type { MessageKey } from "~/lib/i18n/messages/en";

export type ToastVariant = "success" | "error" | "info";
export type ToastItem = { id: number; title?: string; message: string; variant: ToastVariant };

/** The region's labels, sent to the browser with the layout's strings. */
export const TOAST_KEYS = ["toast.region", "toast.dismiss"] as const satisfies readonly MessageKey[];

// A tiny store instead of a toast library: the public pages have a strict JavaScript budget.
let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

function push(variant: ToastVariant, message: string, options: { title?: string; durationMs?: number } = {}) {
  const id = nextId++;
  // One toast at a time: the newest replaces the one shown (a stack covered the footer).
  items = [{ id, variant, message, title: options.title }];
  emit();
  setTimeout(() => dismissToast(id), options.durationMs ?? (variant === "error" ? 7000 : 4500));
  return id;
}

/** Shows a toast: toast.success("Saved"), toast.error("Failed", { title: "Error" }). */
export const toast = {
  success: (message: string, options?: { title?: string; durationMs?: number }) =>
    push("success", message, options),
  error: (message: string, options?: { title?: string; durationMs?: number }) =>
    push("error", message, options),
  info: (message: string, options?: { title?: string; durationMs?: number }) =>
    push("info", message, options),
};

export function dismissToast(id: number) {
  items = items.filter((item) => item.id !== id);
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const EMPTY: ToastItem[] = [];

/** The toasts themselves: their code loads with the first toast of the page. */
const ToastList = lazy(() => import("./toast-list"));

/**
 * The toast region, bottom-right (DESIGN.md) above the scroll-to-top buttons, announced to screen readers;
 * labels come from the page's language.
 */
export function Toaster({
  label = "Notifications",
  dismissLabel = "Dismiss notification",
}: {
  label?: string;
  dismissLabel?: string;
}) {
  const list = useSyncExternalStore(
    subscribe,
    () => items,
    () => EMPTY,
  );
  return (
    <section
      aria-label={label}
      className="pointer-events-none fixed right-4 bottom-20 z-[100] flex w-[min(92vw,380px)] flex-col gap-2"
    >
      {list.length > 0 && (
        <Suspense>
          <ToastList items={list} dismissLabel={dismissLabel} />
        </Suspense>
      )}
    </section>
  );
}
