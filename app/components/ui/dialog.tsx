import clsx from "clsx";
import { type ReactNode, useEffect, useId, useRef } from "react";

export type DialogSize = "sm" | "md" | "lg";
const WIDTHS: Record<DialogSize, string> = { sm: "max-w-md", md: "max-w-xl", lg: "max-w-[900px]" };

export type DialogProps = {
  open: boolean;
  /** Called for Escape, the close button and a click on the backdrop. */
  onClose: () => void;
  title: string;
  /** Optional line under the title. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons pinned under the scrollable body. */
  footer?: ReactNode;
  /** sm 448 px, md 576 px, lg 900 px (large forms). */
  size?: DialogSize;
};

/**
 * A modal dialog on the native <dialog> element: showModal() makes the rest of the page inert
 * (focus stays inside), Escape closes it, focus returns to the opener. The body scrolls.
 */
export function Dialog({ open, onClose, title, description, children, footer, size = "md" }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // showModal focuses the first control (the close button); a dialog may name a safer one.
      dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a backdrop click closes; Escape (onCancel) is the keyboard way
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      className={clsx(
        "m-auto w-[calc(100%-2rem)] rounded-lg border border-gray-200 bg-surface p-0 text-ink shadow-xl backdrop:bg-black/50",
        WIDTHS[size],
      )}
    >
      {open && (
        <div className="flex max-h-[85dvh] flex-col">
          <header className="flex items-start justify-between gap-4 border-gray-200 border-b px-5 py-4">
            <div>
              <h2 id={titleId} className="font-sans font-semibold text-lg">
                {title}
              </h2>
              {description && (
                <p id={descriptionId} className="mt-1 text-gray-600 text-sm">
                  {description}
                </p>
              )}
            </div>
            <button
              type="button"
              onClick={onClose}
              aria-label="Close dialog"
              className="-m-1 rounded p-1 text-gray-500 hover:bg-gray-100 hover:text-ink"
            >
              <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4">
                <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.6" />
              </svg>
            </button>
          </header>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
          {footer && (
            <footer className="flex justify-end gap-2 border-gray-200 border-t px-5 py-3">{footer}</footer>
          )}
        </div>
      )}
    </dialog>
  );
}
