import { useEffect, useState, useSyncExternalStore } from "react";

export type ToastVariant = "success" | "error" | "info";
export type ToastItem = { id: number; title?: string; message: string; variant: ToastVariant };

// A tiny store instead of a toast library: the public pages have a strict JavaScript budget.
let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

function push(variant: ToastVariant, message: string, options: { title?: string; durationMs?: number } = {}) {
  const id = nextId++;
  items = [...items, { id, variant, message, title: options.title }];
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

const STYLES: Record<ToastVariant, string> = {
  success: "border-l-4 border-l-emerald-600 bg-surface text-ink",
  error: "border-l-4 border-l-red-700 bg-red-50 text-red-900",
  info: "border-l-4 border-l-gold bg-surface text-ink",
};

/** The toast region, bottom-right, announced to screen readers; labels come from the page's language. */
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
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <section
      aria-label={label}
      className="pointer-events-none fixed right-4 bottom-4 z-[100] flex w-[min(92vw,380px)] flex-col gap-2"
    >
      {mounted &&
        list.map((item) => (
          <div
            key={item.id}
            role={item.variant === "error" ? "alert" : "status"}
            data-toast={item.variant}
            className={`pointer-events-auto animate-fade-in rounded-lg border border-line p-4 shadow-lg ${STYLES[item.variant]}`}
          >
            <div className="flex items-start gap-3">
              <div className="min-w-0 flex-1">
                {item.title && <p className="font-semibold">{item.title}</p>}
                <p className="text-sm">{item.message}</p>
              </div>
              <button
                type="button"
                onClick={() => dismissToast(item.id)}
                className="-m-1 rounded p-1 text-current/70 hover:text-current"
                aria-label={dismissLabel}
              >
                <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4">
                  <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.6" />
                </svg>
              </button>
            </div>
          </div>
        ))}
    </section>
  );
}
