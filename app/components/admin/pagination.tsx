import clsx from "clsx";
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { pageWindow } from "~/lib/pagination";

/** Go to a page: by its address (links, which work before hydration) or by a callback. */
type PageTarget =
  | { href: (page: number) => string; onPage?: never }
  | { onPage: (page: number) => void; href?: never };

/** Previous / numbered pages with ellipses / Next, for lists paged on the server. */
export function Pagination({
  page,
  totalPages,
  label = "Pagination",
  ...target
}: {
  page: number;
  totalPages: number;
  label?: string;
} & PageTarget) {
  if (totalPages <= 1) return null;
  const control = { target, totalPages };
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-1">
      <PageControl {...control} page={page - 1} className={buttonClass("ghost", "sm")}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </PageControl>
      {pageWindow(page, totalPages).map((item, index) =>
        item === "ellipsis" ? (
          <span key={`gap-${index}`} aria-hidden="true" className="px-2 text-gray-500">
            …
          </span>
        ) : (
          <PageControl
            key={item}
            {...control}
            page={item}
            current={item === page}
            className={clsx(
              "inline-flex size-8 items-center justify-center rounded-md text-sm",
              item === page ? "bg-ink font-medium text-paper" : "hover:bg-gray-100",
            )}
          >
            {item}
          </PageControl>
        ),
      )}
      <PageControl {...control} page={page + 1} className={buttonClass("ghost", "sm")}>
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </PageControl>
    </nav>
  );
}

/** One control of the pagination: a link or a button; a page out of range is shown disabled. */
function PageControl({
  target,
  totalPages,
  page,
  current,
  className,
  children,
}: {
  target: PageTarget;
  totalPages: number;
  page: number;
  current?: boolean;
  className: string;
  children: ReactNode;
}) {
  const disabled = page < 1 || page > totalPages;
  const named = typeof children === "number" ? { "aria-label": `Page ${page}` } : {};
  const state = { ...named, "aria-current": current ? ("page" as const) : undefined };
  if (target.href) {
    return disabled ? (
      <span aria-disabled="true" className={clsx(className, "opacity-50")}>
        {children}
      </span>
    ) : (
      <Link to={target.href(page)} className={className} {...state}>
        {children}
      </Link>
    );
  }
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={() => target.onPage?.(page)}
      className={className}
      {...state}
    >
      {children}
    </button>
  );
}
