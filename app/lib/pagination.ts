/** Page sizes offered on the gallery and news lists; the first is the default. */
export const PAGE_SIZES = [6, 12, 18] as const;
export const DEFAULT_PAGE_SIZE = PAGE_SIZES[0];

export type PageWindowEntry = number | "ellipsis";

/**
 * The page numbers to show: the first page, the last page and the pages within 1 of the current,
 * with an ellipsis wherever pages are left out.
 */
export function pageWindow(current: number, totalPages: number): PageWindowEntry[] {
  if (totalPages < 1) return [];
  const page = Math.min(Math.max(current, 1), totalPages);
  const shown = [...new Set([1, page - 1, page, page + 1, totalPages])]
    .filter((n) => n >= 1 && n <= totalPages)
    .sort((a, b) => a - b);
  const entries: PageWindowEntry[] = [];
  for (const n of shown) {
    const previous = entries.at(-1);
    if (typeof previous === "number" && n - previous > 1) entries.push("ellipsis");
    entries.push(n);
  }
  return entries;
}

/** Number of pages for a total (at least 1, so an empty list is page 1 of 1). */
export function totalPagesOf(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** Page and page size from ?page=…&size=…; anything unexpected falls back to page 1 and the default size. */
export function parsePaging(params: URLSearchParams): { page: number; size: number } {
  const page = Number(params.get("page"));
  const size = Number(params.get("size"));
  return {
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/**
 * The list URL's query for a page: keeps the other parameters, drops page 1 and the default size
 * so the plain address stays the canonical first page.
 */
export function pageQuery(params: URLSearchParams, changes: Record<string, string | number | null>): string {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === "") next.delete(key);
    else next.set(key, String(value));
  }
  if (next.get("page") === "1") next.delete("page");
  if (next.get("size") === String(DEFAULT_PAGE_SIZE)) next.delete("size");
  const query = next.toString();
  return query ? `?${query}` : "";
}
