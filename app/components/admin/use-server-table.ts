import { useLocation, useSearchParams } from "react-router";
import type { DataTableServer, TableQuery } from "./data-table";

/** The URL parameters a server-paged list reads. */
export type ServerTableParams = { search: string; filter: string; sort: string; dir: string; page: string };
const PARAMS: ServerTableParams = { search: "q", filter: "status", sort: "sort", dir: "dir", page: "page" };

/** The page the loader read, out of how many pages and rows. */
export type ServerPage = { page: number; pageCount: number; total: number };

/** A server-side table (DataTable's `server`) with its page, for EntityScreen's `server`. */
export type ServerTable = DataTableServer & ServerPage & { pageHref: (page: number) => string };

/**
 * A list its loader pages, searches, filters and sorts from the URL (`?q=&status=&sort=&dir=&page=` by
 * default): each change of the table replaces the URL (so typing adds no history entries) and goes
 * back to page 1; sort headers and pages are links, the search a GET form, so all work without JavaScript.
 */
export function useServerTable(paging: ServerPage, names: Partial<ServerTableParams> = {}): ServerTable {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const name = { ...PARAMS, ...names };
  const sortId = params.get(name.sort);
  const query: TableQuery = {
    search: params.get(name.search) ?? "",
    filter: params.get(name.filter) ?? "",
    sort: sortId ? { id: sortId, desc: params.get(name.dir) === "desc" } : null,
  };
  const changed = (current: URLSearchParams, change: Partial<TableQuery>) => {
    const next = new URLSearchParams(current);
    const set = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
    if (change.search !== undefined) set(name.search, change.search);
    if (change.filter !== undefined) set(name.filter, change.filter);
    if (change.sort !== undefined) {
      set(name.sort, change.sort?.id);
      set(name.dir, change.sort ? (change.sort.desc ? "desc" : "asc") : undefined);
    }
    next.delete(name.page);
    return next;
  };
  const href = (next: URLSearchParams) => (next.toString() ? `${pathname}?${next}` : pathname);
  const pageParams = (page: number) => {
    const next = new URLSearchParams(params);
    if (page > 1) next.set(name.page, String(page));
    else next.delete(name.page);
    return next;
  };
  const keep = Object.fromEntries(
    [name.sort, name.dir].flatMap((key) => (params.has(key) ? [[key, params.get(key) ?? ""]] : [])),
  );
  return {
    page: paging.page,
    pageCount: paging.pageCount,
    total: paging.total,
    query,
    onQueryChange: (change) =>
      setParams((current) => changed(current, change), { replace: true, preventScrollReset: true }),
    sortHref: (sort) => href(changed(params, { sort })),
    form: { search: name.search, filter: name.filter, keep },
    pageHref: (page) => href(pageParams(page)),
  };
}
