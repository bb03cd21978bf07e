import { dismissToast, type ToastItem, type ToastVariant } from "./toast";

const STYLES: Record<ToastVariant, string> = {
  success: "border-l-4 border-l-emerald-600 bg-surface text-ink",
  error: "border-l-4 border-l-red-700 bg-red-50 text-red-900",
  info: "border-l-4 border-l-gold bg-surface text-ink",
};

/** The toasts in the region (loaded with the first one, see Toaster). */
export default function ToastList({ items, dismissLabel }: { items: ToastItem[]; dismissLabel: string }) {
  return items.map((item) => (
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
  ));
}
