import {
  type ColumnFiltersState,
  columnFilteringFeature,
  createColumnHelper,
  createFilteredRowModel,
  createSortedRowModel,
  filterFn_equalsString,
  filterFn_includesString,
  functionalUpdate,
  rowSortingFeature,
  type SortingState,
  sortFn_alphanumeric,
  sortFn_basic,
  tableFeatures,
  useTable,
} from "@tanstack/react-table";
import clsx from "clsx";
import { ArrowDown, ArrowUp, ArrowUpDown, RefreshCw, Rows3, Search } from "lucide-react";
import { type MouseEvent, type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { STATUSES } from "~/lib/schemas/status";
import { LoadFailure } from "./load-failure";
import { DragHandle, type ReorderState, SortableList, useSortableRow } from "./sortable";

/** One column of a DataTable. */
export type DataTableColumn<T> = {
  id: string;
  header: string;
  /** The value used to sort, search and filter; null or "" count as empty (sorted last). */
  value: (row: T) => string | number | null | undefined;
  /** What the cell shows; defaults to the value, truncated with the full text on hover. */
  cell?: (row: T) => ReactNode;
  /** Sortable by clicking the header (default true). */
  sortable?: boolean;
  /** Number values sort numerically; text values alphanumerically (default "text"). */
  kind?: "text" | "number";
  /** Extra classes for the cells of this column (e.g. "w-24 text-right"). */
  className?: string;
  /** What the header cell shows instead of the header text (e.g. a select-all checkbox); not sortable then. */
  headerCell?: ReactNode;
};

export type DataTableFilter = {
  label: string;
  /** Label of the "everything" option, e.g. "All Status". */
  allLabel: string;
  options: { value: string; label: string }[];
} & (
  | {
      /** Column whose value must equal the chosen option. */
      columnId: string;
    }
  | {
      /** The chosen option ("" for all), kept by the screen (e.g. in the URL), which filters its rows itself. */
      value: string;
      onChange: (value: string) => void;
    }
);

/** The Active/Inactive filter of a `status` column, its first option reading `allLabel`. */
export function statusFilter(allLabel = "All Status"): DataTableFilter {
  const options = STATUSES.map((status) => ({ value: status, label: status }));
  return { columnId: "status", label: "Filter by status", allLabel, options };
}

/** A sort of one column. */
export type TableSort = { id: string; desc: boolean };

/** The search text, filter value and sort a server-side table's rows were read with. */
export type TableQuery = { search: string; filter: string; sort: TableSort | null };

/**
 * Server-side (manual) mode: the loader has already searched, filtered, sorted and paged the rows, so
 * the table shows them as they come and reports each change (e.g. into the URL, see useServerTable).
 */
export type DataTableServer = {
  query: TableQuery;
  /** A new search (as staff type, after a pause), filter value or sort. */
  onQueryChange: (change: Partial<TableQuery>) => void;
  /** The address of a sort: sort headers are links, so they work before hydration too. */
  sortHref: (sort: TableSort) => string;
  /** The GET form that carries search and filter without JavaScript: its field names and kept fields. */
  form: { search: string; filter: string; keep: Record<string, string> };
};

/** How long typing pauses before a server-side table searches. */
export const SEARCH_DELAY_MS = 300;

export type DataTableProps<T extends { id: number }> = {
  /** Accessible name of the table, e.g. "Product categories". */
  label: string;
  rows: T[];
  columns: DataTableColumn<T>[];
  /** Column searched by the search box. */
  searchColumn?: string;
  searchPlaceholder?: string;
  filter?: DataTableFilter;
  /** Shows a Refresh button. */
  onRefresh?: () => void;
  /** Shows `loadingText` (e.g. "Loading products...") instead of the rows. */
  loading?: boolean;
  loadingText?: string;
  /** Text when nothing matches; "No data found" by default. */
  emptyText?: string;
  /** Row actions (edit, delete …) in a last column. */
  actions?: (row: T) => ReactNode;
  /** Drag handles for reordering: pass useReorder(rows); rows then come from its items. */
  reorder?: ReorderState<T>;
  /** A row's name for drag announcements and handle labels. */
  rowLabel?: (row: T) => string;
  /** Buttons beside the search box (e.g. Save Order / Discard). */
  toolbar?: ReactNode;
  /** Rows searched, filtered, sorted and paged by the loader (see DataTableServer). */
  server?: DataTableServer;
  /** The rows could not be read: this message with Try Again instead of the table (`toast`: also a toast). */
  failure?: { message: string; toast?: boolean } | null;
};

type Row = { id: number; [key: string]: unknown };
const features = tableFeatures({
  rowSortingFeature,
  columnFilteringFeature,
  sortedRowModel: createSortedRowModel(),
  filteredRowModel: createFilteredRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, basic: sortFn_basic },
  filterFns: { includesString: filterFn_includesString, equalsString: filterFn_equalsString },
});
const helper = createColumnHelper<typeof features, Row>();

const SORT_CONTROL = "-mx-1 inline-flex items-center gap-1 rounded px-1 hover:text-ink";

const empty = (value: unknown) => (value === null || value === undefined || value === "" ? undefined : value);

/** Text cut to about 180 px with the full text in a tooltip (title attribute). */
export function Truncated({ text }: { text: string | number | null | undefined }) {
  const value = text === null || text === undefined ? "" : String(text);
  return (
    <span className="block max-w-[180px] truncate" title={value}>
      {value}
    </span>
  );
}

/**
 * The admin table: sortable columns (ascending/descending, empty values last), a search on one
 * column, an optional filter dropdown, Refresh, a compact mode, "No data found", truncated cells,
 * a sticky header, and optional drag handles (with `reorder`) while no sort or search is active.
 */
export function DataTable<T extends { id: number }>(props: DataTableProps<T>) {
  const { label, columns, searchColumn, filter, onRefresh, loading, actions, reorder, toolbar, server } =
    props;
  const [localSorting, setSorting] = useState<SortingState>([]);
  const [columnFilters, setColumnFilters] = useState<ColumnFiltersState>([]);
  const sorting = server ? (server.query.sort ? [server.query.sort] : []) : localSorting;
  const shown = useServerQuery(server);
  const [compact, setCompact] = useState(false);
  const searchId = useId();
  const filterId = useId();
  const data = (reorder ? reorder.items : props.rows) as unknown as Row[];
  const filterColumnId = filter && "columnId" in filter ? filter.columnId : undefined;

  const tableColumns = useMemo(
    () =>
      helper.columns(
        columns.map((column) =>
          helper.accessor((row) => empty(column.value(row as unknown as T)), {
            id: column.id,
            header: column.header,
            enableSorting: column.sortable !== false && !column.headerCell,
            sortUndefined: "last",
            sortFn: column.kind === "number" ? "basic" : "alphanumeric",
            filterFn: column.id === filterColumnId ? "equalsString" : "includesString",
          }),
        ),
      ),
    [columns, filterColumnId],
  );
  const table = useTable({
    features,
    columns: tableColumns,
    data,
    getRowId: (row) => String(row.id),
    state: { sorting, columnFilters: server ? [] : columnFilters },
    onSortingChange: (updater) => setSorting((old) => functionalUpdate(updater, old)),
    onColumnFiltersChange: (updater) => setColumnFilters((old) => functionalUpdate(updater, old)),
    enableSortingRemoval: false,
    manualSorting: Boolean(server),
    manualFiltering: Boolean(server),
  });

  const filterColumn = (id: string | undefined) => (id ? table.getColumn(id) : undefined);
  const search = server ? shown.search : String(filterColumn(searchColumn)?.getFilterValue() ?? "");
  const filterValue = server
    ? shown.filter
    : filter && "value" in filter
      ? filter.value
      : String(filterColumn(filterColumnId)?.getFilterValue() ?? "");
  const setSearch = (text: string) =>
    server ? shown.typeSearch(text) : filterColumn(searchColumn)?.setFilterValue(text || undefined);
  const setFilter = (value: string) => {
    if (server) shown.chooseFilter(value);
    else if (filter && "onChange" in filter) filter.onChange(value);
    else filterColumn(filterColumnId)?.setFilterValue(value || undefined);
  };
  const followSort = (event: MouseEvent, sort: TableSort) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return; // a new tab or window
    event.preventDefault();
    server?.onQueryChange({ sort });
  };
  const rows = table.getRowModel().rows.map((row) => row.original as unknown as T);
  // Dragging a filtered list would save the order of some rows only.
  const screenFiltered = Boolean(filter && "value" in filter && filter.value);
  const draggable = Boolean(reorder) && sorting.length === 0 && columnFilters.length === 0 && !screenFiltered;
  const labelOf = (row: T) => props.rowLabel?.(row) ?? `row ${row.id}`;
  const cellPadding = compact ? "px-3 py-1.5" : "px-3 py-3";
  const columnCount = columns.length + (reorder ? 1 : 0) + (actions ? 1 : 0);

  const body = (
    <tbody>
      {loading ? (
        <tr>
          <td colSpan={columnCount} className="px-3 py-10 text-center text-gray-600">
            {props.loadingText ?? "Loading..."}
          </td>
        </tr>
      ) : rows.length === 0 ? (
        <tr>
          <td colSpan={columnCount} className="px-3 py-10 text-center text-gray-600">
            {props.emptyText ?? "No data found"}
          </td>
        </tr>
      ) : (
        rows.map((row) => (
          <DataRow
            key={row.id}
            row={row}
            draggable={draggable}
            label={labelOf(row)}
            reorderable={Boolean(reorder)}
          >
            {columns.map((column) => (
              <td key={column.id} className={clsx(cellPadding, "align-middle", column.className)}>
                {column.cell ? column.cell(row) : <Truncated text={column.value(row)} />}
              </td>
            ))}
            {actions && <td className={clsx(cellPadding, "text-right whitespace-nowrap")}>{actions(row)}</td>}
          </DataRow>
        ))
      )}
    </tbody>
  );

  if (props.failure) return <LoadFailure message={props.failure.message} toastToo={props.failure.toast} />;

  const searchControls = (
    <>
      {searchColumn && (
        <div className="relative min-w-48 flex-1 sm:max-w-xs">
          <label htmlFor={searchId} className="sr-only">
            {props.searchPlaceholder ?? "Search"}
          </label>
          <Search
            aria-hidden="true"
            className="-translate-y-1/2 absolute top-1/2 left-2.5 size-4 text-gray-500"
          />
          <input
            id={searchId}
            type="search"
            name={server?.form.search}
            value={search}
            placeholder={props.searchPlaceholder ?? "Search..."}
            onChange={(event) => setSearch(event.target.value)}
            className="h-9 w-full rounded-md border border-gray-300 pr-3 pl-8 text-sm"
          />
        </div>
      )}
      {filter && (
        <div>
          <label htmlFor={filterId} className="sr-only">
            {filter.label}
          </label>
          <select
            id={filterId}
            name={server?.form.filter}
            value={filterValue}
            onChange={(event) => setFilter(event.target.value)}
            className="h-9 max-w-56 rounded-md border border-gray-300 bg-surface px-2 text-sm"
          >
            <option value="">{filter.allLabel}</option>
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
    </>
  );

  return (
    <div className="rounded-lg border border-gray-200 bg-surface">
      <div className="flex flex-wrap items-center gap-2 border-gray-200 border-b p-3">
        {server ? (
          // Without JavaScript the search and filter still work: a GET form that keeps the sort.
          <form
            method="get"
            onSubmit={(event) => {
              event.preventDefault();
              shown.submit();
            }}
            className="flex min-w-0 flex-1 flex-wrap items-center gap-2"
          >
            {Object.entries(server.form.keep).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            {searchControls}
            <noscript>
              <Button size="sm" type="submit">
                Search
              </Button>
            </noscript>
          </form>
        ) : (
          searchControls
        )}
        <div className="ml-auto flex items-center gap-2">
          {toolbar}
          {onRefresh && (
            <Button size="sm" onClick={onRefresh} aria-label="Refresh">
              <RefreshCw aria-hidden="true" className="size-4" />
              <span className="hidden sm:inline">Refresh</span>
            </Button>
          )}
          <Button size="sm" onClick={() => setCompact((value) => !value)} aria-pressed={compact}>
            <Rows3 aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">Compact</span>
            <span className="sr-only sm:hidden">Compact mode</span>
          </Button>
        </div>
      </div>
      {/* Positioned, so what is absolutely placed in a cell (screen-reader text) scrolls with it, never the page. */}
      <div className="relative max-h-[70vh] overflow-auto">
        <table aria-label={label} className="w-full border-collapse text-left text-sm">
          <thead className="sticky top-0 z-20 bg-gray-50 text-gray-700 shadow-[inset_0_-1px_0_var(--color-gray-200)]">
            <tr>
              {reorder && (
                <th scope="col" className="w-10 px-3 py-2">
                  <span className="sr-only">Reorder</span>
                </th>
              )}
              {table.getHeaderGroups()[0]?.headers.map((header) => {
                const column = columns.find((c) => c.id === header.column.id);
                const sorted = header.column.getIsSorted();
                const next = { id: header.column.id, desc: sorted === "asc" };
                const sortLabel = (
                  <>
                    {column?.header}
                    {sorted === "asc" ? (
                      <ArrowUp aria-hidden="true" className="size-3.5" />
                    ) : sorted === "desc" ? (
                      <ArrowDown aria-hidden="true" className="size-3.5" />
                    ) : (
                      <ArrowUpDown aria-hidden="true" className="size-3.5 text-gray-400" />
                    )}
                  </>
                );
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                    className={clsx("px-3 py-2 font-medium", column?.className)}
                  >
                    {!header.column.getCanSort() ? (
                      (column?.headerCell ?? column?.header)
                    ) : server ? (
                      <a
                        href={server.sortHref(next)}
                        onClick={(event) => followSort(event, next)}
                        className={SORT_CONTROL}
                      >
                        {sortLabel}
                      </a>
                    ) : (
                      <button
                        type="button"
                        onClick={() => header.column.toggleSorting(sorted === "asc")}
                        className={SORT_CONTROL}
                      >
                        {sortLabel}
                      </button>
                    )}
                  </th>
                );
              })}
              {actions && (
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Actions
                </th>
              )}
            </tr>
          </thead>
          {reorder && draggable ? (
            <SortableList
              ids={rows.map((row) => row.id)}
              labelOf={(id) => labelOf(rows.find((row) => row.id === id) ?? ({ id } as T))}
              onMove={reorder.move}
            >
              {body}
            </SortableList>
          ) : (
            body
          )}
        </table>
      </div>
    </div>
  );
}

function DataRow<T extends { id: number }>({
  row,
  draggable,
  reorderable,
  label,
  children,
}: {
  row: T;
  draggable: boolean;
  reorderable: boolean;
  label: string;
  children: ReactNode;
}) {
  if (!reorderable)
    return <tr className="border-gray-100 border-b last:border-0 hover:bg-gray-50">{children}</tr>;
  if (!draggable) {
    return (
      <tr className="border-gray-100 border-b last:border-0 hover:bg-gray-50">
        <td className="px-3 text-gray-400" title="Clear sorting and search to reorder" />
        {children}
      </tr>
    );
  }
  return (
    <SortableRow row={row} label={label}>
      {children}
    </SortableRow>
  );
}

function SortableRow<T extends { id: number }>({
  row,
  label,
  children,
}: {
  row: T;
  label: string;
  children: ReactNode;
}) {
  const { setNodeRef, style, isDragging, handleProps } = useSortableRow(row.id);
  return (
    <tr
      ref={setNodeRef}
      style={style}
      data-row-id={row.id}
      className={clsx("border-gray-100 border-b bg-surface last:border-0", isDragging && "shadow-lg")}
    >
      <td className="w-10 px-3">
        <DragHandle label={`Drag to reorder ${label}`} handleProps={handleProps} />
      </td>
      {children}
    </tr>
  );
}

/**
 * What a server-side table's search box and filter show: staff's input at once, sent after a pause
 * (search) or at once (filter); the query's own values again when it changes by itself (Back, a link).
 */
function useServerQuery(server: DataTableServer | undefined) {
  const query = server?.query;
  const [search, setSearch] = useState(query?.search ?? "");
  const [filter, setFilter] = useState(query?.filter ?? "");
  const sent = useRef(query?.search ?? "");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (query === undefined || query.search === sent.current) return;
    sent.current = query.search;
    setSearch(query.search);
  }, [query?.search]);
  useEffect(() => setFilter(query?.filter ?? ""), [query?.filter]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const send = (text: string) => {
    clearTimeout(timer.current);
    sent.current = text;
    server?.onQueryChange({ search: text });
  };
  return {
    search,
    filter,
    typeSearch(text: string) {
      setSearch(text);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => send(text), SEARCH_DELAY_MS);
    },
    chooseFilter(value: string) {
      setFilter(value);
      server?.onQueryChange({ filter: value });
    },
    submit: () => send(search),
  };
}
