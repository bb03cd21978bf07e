import clsx from "clsx";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "~/components/ui/button";

/** Page numbers to show: first, last, the current one and its neighbours, "…" for gaps. */
export function pageItems(page: number, totalPages: number): (number | "gap")[] {
  const wanted = new Set([1, totalPages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= totalPages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: (number | "gap")[] = [];
  for (const n of sorted) {
    const last = items[items.length - 1];
    if (typeof last === "number" && n - last > 1) items.push(n - last === 2 ? last + 1 : "gap");
    items.push(n);
  }
  return items;
}

/** Previous / numbered pages with ellipses / Next, for lists paged on the server. */
export function Pagination({
  page,
  totalPages,
  onPage,
  label = "Pagination",
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  label?: string;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-1">
      <Button size="sm" variant="ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </Button>
      {pageItems(page, totalPages).map((item, index) =>
        item === "gap" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
          <span key={`gap-${index}`} aria-hidden="true" className="px-2 text-gray-500">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            onClick={() => onPage(item)}
            aria-current={item === page ? "page" : undefined}
            aria-label={`Page ${item}`}
            className={clsx(
              "inline-flex size-8 items-center justify-center rounded-md text-sm",
              item === page ? "bg-ink font-medium text-paper" : "hover:bg-gray-100",
            )}
          >
            {item}
          </button>
        ),
      )}
      <Button size="sm" variant="ghost" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
