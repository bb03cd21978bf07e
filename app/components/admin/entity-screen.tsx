import { Plus } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { historyUrl, type RecordHistory } from "~/lib/schemas/history";
import { AdminPageHeader } from "./admin-shell";
import { DataTable, type DataTableColumn, type DataTableProps } from "./data-table";
import type { EntityActionResult } from "./entity-form";
import { DraftBadge, type EntityHistory, EntityHistoryContext, type HistoryConfig } from "./entity-history";
import { Pagination } from "./pagination";
import { RowActions } from "./row-actions";
import { useSavedOrder } from "./sortable";
import { Switch } from "./switch";
import { type ToastOptions, useActionToast } from "./use-action-toast";
import { useFullRow } from "./use-full-row";
import { useRefresh } from "./use-refresh";
import type { ServerTable } from "./use-server-table";

/** Fields a row action posts to the screen's action (`intent` and its values). */
export type RowPost = Record<string, string | number>;

/** `E` is what the edit dialog gets: the row itself, or the full record `onEdit` loads for it. */
export type EntityScreenProps<T extends { id: number }, E = T> = {
  title: string;
  description: string;
  /** 2 when the screen is a section of a page (a tab): its title is an h2. */
  headingLevel?: 1 | 2;
  rows: T[];
  /** The header button that opens the empty dialog ("New Category"); no such button without it. */
  newLabel?: string;
  /** The table: its name, columns, search and filter; the screen adds Refresh, reorder and the row actions. */
  table: Pick<
    DataTableProps<T>,
    "label" | "columns" | "searchColumn" | "searchPlaceholder" | "filter" | "emptyText"
  > & {
    loadingText: string;
  };
  /** A row's name, for its action labels and drag announcements. */
  rowName: (row: T) => string;
  /** Rows can be dragged into a new order, saved with the "reorder" intent. */
  reorder?: boolean;
  /** The row's public page, opened in a new tab. */
  previewHref?: (row: T) => string | null;
  /**
   * Activate/Deactivate: whether the row is active, and what to post to flip it (with the row's `id`).
   * With `switch` it is an on/off switch in a Status column (after the column `after`, else last)
   * that shows the new state while the post runs, instead of a row action.
   */
  toggle?: {
    active: (row: T) => boolean;
    post: (row: T) => RowPost;
    switch?: { label: (row: T) => string; after?: string };
  };
  /** More row actions (e.g. Pin); `post` sends fields with the screen's row fetcher. */
  extraActions?: (row: T, post: (fields: RowPost) => void, busy: boolean) => ReactNode;
  /**
   * The delete confirmation; `browserConfirm` asks the browser first where the spec says so; `fields`
   * posts more than the row's id (e.g. Trash's record type), `confirmLabel` renames the button. Without
   * it the rows have no Delete.
   */
  remove?: DeleteConfig<T> & { browserConfirm?: string };
  /** The add (row null) or edit dialog; without it the rows have no Edit. */
  dialog?: (row: E | null, close: () => void) => ReactNode;
  /** Opens the edit dialog in a screen's own way (e.g. loading the full row first, see useFullRow). */
  onEdit?: (row: T, open: (row: E) => void) => void;
  /** Rows searched, filtered, sorted and paged by the loader (useServerTable); adds the page links below. */
  server?: ServerTable;
  /** The list could not be read: the table says so (DataTable's `failure`). */
  failure?: DataTableProps<T>["failure"];
  /** The title of every error toast (e.g. "Error"). */
  toastOptions?: ToastOptions;
  /** The intents the screen posts for a delete and a saved order, when not "delete" and "reorder". */
  intents?: { delete?: string; reorder?: string };
  /**
   * The records keep a history (decision 019): the edit dialog gets a History tab with Restore, and for
   * record types with drafts, Save as draft, Publish, Preview and Discard draft; rows with a draft show
   * a Draft badge and open on the draft.
   */
  history?: HistoryConfig;
  /** Buttons beside New (e.g. Export Emails). */
  headerActions?: ReactNode;
  /** Panels between the header and the table. */
  children?: ReactNode;
  /** What follows the table (e.g. pagination). */
  footer?: ReactNode;
};

/**
 * A back-office screen built from configuration: header with New, the table with search, filter,
 * refresh and drag reorder (Save Order / Discard), row actions (preview, edit, activate, extra ones,
 * delete with confirmation), the add/edit dialog, and toasts for every answer. The route's action
 * answers the intents the screen posts: create, update, delete, reorder, and the toggle's and extras'.
 */
export function EntityScreen<T extends { id: number }, E = T>(props: EntityScreenProps<T, E>) {
  const { rows, rowName, toggle, remove, server, failure, toastOptions } = props;
  const { refresh, refreshing } = useRefresh();
  const { reorder, bar } = useSavedOrder(rows, props.intents?.reorder);
  const rowFetcher = useFetcher<EntityActionResult>();
  const [editing, setEditing] = useState<E | "new" | null>(null);
  const [opened, setOpened] = useState<Omit<EntityHistory, "type">>(NO_DRAFT);
  const loadHistory = useFullRow<T, RecordHistory>(
    (row) => historyUrl(props.history?.type ?? "products", row.id),
    "Failed to load the draft",
    toastOptions,
  );
  const deletion = useConfirmedDelete<T>({
    title: "",
    description: () => null,
    ...remove,
    intent: props.intents?.delete,
    toastOptions,
  });
  useActionToast(rowFetcher.data, undefined, toastOptions);

  const post = (fields: RowPost) => rowFetcher.submit(fields, { method: "post" });
  const rowBusy = rowFetcher.state !== "idle";
  const posting = rowFetcher.formData;
  const shownActive = (row: T) => {
    if (!toggle) return false;
    const flipping =
      posting?.get("id") === String(row.id) && posting.get("intent") === String(toggle.post(row).intent);
    return flipping ? !toggle.active(row) : toggle.active(row);
  };
  const statusSwitch = toggle?.switch;
  const history = props.history;
  const withBadges = history?.drafts?.length
    ? withDraftBadges(props.table.columns, history.badgeColumn ?? "name", new Set(history.drafts))
    : props.table.columns;
  const columns = statusSwitch
    ? withColumn(withBadges, statusSwitch.after, {
        id: "status",
        header: "Status",
        value: (row) => (shownActive(row) ? "Active" : "Inactive"),
        cell: (row) => (
          <span className="inline-flex items-center gap-2">
            <Switch
              checked={shownActive(row)}
              label={statusSwitch.label(row)}
              onChange={() => toggle && post(toggle.post(row))}
            />
            <span className="text-sm">{shownActive(row) ? "Active" : "Inactive"}</span>
          </span>
        ),
      })
    : withBadges;
  // A row with a draft opens on the draft: its values over the row's.
  const open = (item: E, row: T) => {
    if (!history?.drafts?.includes(row.id)) {
      setOpened(NO_DRAFT);
      setEditing(item);
      return;
    }
    loadHistory(row, ({ draft, previewable }) => {
      setOpened({ draft, previewable });
      setEditing(draft ? ({ ...item, ...draft.values } as E) : item);
    });
  };
  // Without onEdit the row is what the dialog edits (E is T).
  const edit = (row: T) =>
    props.onEdit ? props.onEdit(row, (item) => open(item, row)) : open(row as unknown as E, row);
  const askDelete = (row: T) => {
    if (remove?.browserConfirm && !window.confirm(remove.browserConfirm)) return;
    deletion.ask(row);
  };

  return (
    <>
      <AdminPageHeader
        title={props.title}
        description={props.description}
        level={props.headingLevel}
        actions={
          <>
            {props.headerActions}
            {props.newLabel && (
              <Button variant="primary" onClick={() => setEditing("new")}>
                <Plus aria-hidden="true" className="size-4" />
                {props.newLabel}
              </Button>
            )}
          </>
        }
      />
      {props.children}
      <DataTable
        {...props.table}
        columns={columns}
        rows={rows}
        onRefresh={refresh}
        loading={refreshing}
        reorder={props.reorder ? reorder : undefined}
        toolbar={props.reorder ? bar : undefined}
        rowLabel={rowName}
        actions={(row) => (
          <RowActions
            name={rowName(row)}
            previewHref={props.previewHref?.(row)}
            toggle={
              toggle && !toggle.switch
                ? { active: toggle.active(row), busy: rowBusy, onToggle: () => post(toggle.post(row)) }
                : undefined
            }
            extra={props.extraActions?.(row, post, rowBusy)}
            onEdit={props.dialog ? () => edit(row) : undefined}
            onDelete={remove ? () => askDelete(row) : undefined}
          />
        )}
        server={server}
        failure={failure}
      />
      {server && !failure && (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-gray-700 text-sm">
          <p>
            Page {server.page} of {server.pageCount} · {server.total} {server.total === 1 ? "item" : "items"}
          </p>
          <Pagination page={server.page} totalPages={server.pageCount} href={server.pageHref} />
        </div>
      )}
      {props.footer}
      {editing && props.dialog && (
        <EntityHistoryContext.Provider value={history ? { type: history.type, ...opened } : null}>
          {props.dialog(editing === "new" ? null : editing, () => setEditing(null))}
        </EntityHistoryContext.Provider>
      )}
      {deletion.dialog}
    </>
  );
}

/** A delete's confirmation and what it posts. */
export type DeleteConfig<T> = {
  title: string;
  description: (row: T) => ReactNode;
  /** What the delete posts besides the intent; the row's id by default. */
  fields?: (row: T) => RowPost;
  /** The confirm button's text ("Delete" by default). */
  confirmLabel?: string;
};

/**
 * Delete with confirmation: `ask(row)` opens the dialog; Delete posts the intent ("delete" by default)
 * with the row's id, toasts the answer and closes once deleted.
 */
export function useConfirmedDelete<T extends { id: number }>(
  remove: DeleteConfig<T> & { intent?: string; toastOptions?: ToastOptions },
) {
  const fetcher = useFetcher<EntityActionResult>();
  const [deleting, setDeleting] = useState<T | null>(null);
  useActionToast(fetcher.data, () => setDeleting(null), remove.toastOptions);
  const dialog = (
    <ConfirmDialog
      open={deleting !== null}
      title={remove.title}
      description={deleting ? remove.description(deleting) : null}
      confirmLabel={remove.confirmLabel}
      busy={fetcher.state !== "idle"}
      onCancel={() => setDeleting(null)}
      onConfirm={() =>
        deleting &&
        fetcher.submit(
          { intent: remove.intent ?? "delete", ...(remove.fields?.(deleting) ?? { id: deleting.id }) },
          { method: "post" },
        )
      }
    />
  );
  return { ask: setDeleting, dialog };
}

const NO_DRAFT = { draft: null, previewable: false };

/** The columns with a Draft badge after the name (column `id`) of each row in `drafts`. */
function withDraftBadges<T extends { id: number }>(
  columns: DataTableColumn<T>[],
  id: string,
  drafts: Set<number>,
): DataTableColumn<T>[] {
  return columns.map((column) =>
    column.id === id
      ? {
          ...column,
          cell: (row) => (
            <span className="inline-flex max-w-full items-center">
              {column.cell ? column.cell(row) : String(column.value(row) ?? "")}
              {drafts.has(row.id) && <DraftBadge />}
            </span>
          ),
        }
      : column,
  );
}

/** The columns with one more after the column `after` (or last). */
function withColumn<T>(columns: DataTableColumn<T>[], after: string | undefined, column: DataTableColumn<T>) {
  const index = columns.findIndex((c) => c.id === after);
  return index < 0 ? [...columns, column] : columns.toSpliced(index + 1, 0, column);
}
