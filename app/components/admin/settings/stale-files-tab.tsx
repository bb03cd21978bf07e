import { File as FileIcon, FileText, Film, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { DataTable, type DataTableColumn, Truncated } from "~/components/admin/data-table";
import { LoadFailure } from "~/components/admin/load-failure";
import { Pagination } from "~/components/admin/pagination";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { formatFileSize } from "~/lib/file-size";
import { type StaleFile, type StaleFileType, useStaleFiles } from "./stale-files";

const TYPE_OPTIONS: { value: "" | StaleFileType; label: string }[] = [
  { value: "", label: "All Types" },
  { value: "image", label: "Images" },
  { value: "document", label: "Documents" },
  { value: "video", label: "Videos" },
  { value: "other", label: "Other" },
];

/** The Remove Stale Files tab: type filter, Refresh, paged table with selection, Delete Selected (n). */
export function StaleFilesTab() {
  const filterId = useId();
  const [confirming, setConfirming] = useState(false);
  const { files, selected, setSelected, toggle, ...stale } = useStaleFiles();
  const allOnPage = files.length > 0 && files.every((file) => selected.has(file.path));

  const columns: DataTableColumn<StaleRow>[] = [
    {
      id: "select",
      header: "Select",
      value: () => null,
      headerCell: (
        <input
          type="checkbox"
          aria-label="Select all files on this page"
          checked={allOnPage}
          disabled={files.length === 0}
          onChange={() => setSelected(allOnPage ? new Set() : new Set(files.map((file) => file.path)))}
          className="size-4 accent-gold-dark"
        />
      ),
      cell: (file) => (
        <input
          type="checkbox"
          aria-label={`Select ${file.path}`}
          checked={selected.has(file.path)}
          onChange={() => toggle(file.path)}
          className="size-4 accent-gold-dark"
        />
      ),
      className: "w-10",
    },
    ...COLUMNS,
  ];

  return (
    <>
      <AdminPageHeader
        level={2}
        title="Remove Stale Files"
        description="Stored files that no product, gallery item, news item or carousel image uses any more (and older than the grace period)."
      />
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={filterId} className="block font-medium text-sm">
            File type
          </label>
          <select
            id={filterId}
            value={stale.type}
            onChange={(event) => stale.filter(event.target.value)}
            className="mt-1 h-9 rounded-md border border-gray-300 bg-surface px-2 text-sm"
          >
            {TYPE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <Button
          variant="danger"
          disabled={selected.size === 0 || stale.deleting}
          onClick={() => setConfirming(true)}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          Delete Selected ({selected.size})
        </Button>
        {stale.data && (
          <p className="ml-auto text-gray-600 text-sm" aria-live="polite">
            {stale.data.pagination.total} stale file{stale.data.pagination.total === 1 ? "" : "s"}
          </p>
        )}
      </div>
      {stale.error && !stale.loading ? (
        <LoadFailure message={`Failed to load stale files: ${stale.error}`} onRetry={stale.reload} />
      ) : (
        <DataTable
          label="Stale files"
          rows={files.map((file, index) => ({ ...file, id: index }))}
          columns={columns}
          onRefresh={stale.reload}
          loading={stale.loading}
          loadingText="Loading stale files..."
          emptyText="No stale files found."
        />
      )}
      {stale.data && (
        <div className="mt-4">
          <Pagination
            page={stale.data.pagination.page}
            totalPages={stale.data.pagination.totalPages}
            onPage={stale.setPage}
            label="Stale files pages"
          />
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title="Delete Stale Files"
        description={
          <p>
            Delete {selected.size} selected file{selected.size === 1 ? "" : "s"} (and their resized copies)
            from storage? This action cannot be undone.
          </p>
        }
        busy={stale.deleting}
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          if (await stale.deleteSelected()) setConfirming(false);
        }}
      />
    </>
  );
}

/** A stale file as a table row (the row id is its place on the page). */
type StaleRow = StaleFile & { id: number };

/** Preview, file name, path (opens the file), size and type. */
const COLUMNS: DataTableColumn<StaleRow>[] = [
  {
    id: "preview",
    header: "Preview",
    value: () => null,
    sortable: false,
    cell: (file) => <Preview file={file} />,
  },
  {
    id: "name",
    header: "File name",
    value: (file) => file.name,
    cell: (file) => (
      <span className="font-medium">
        <Truncated text={file.name} />
      </span>
    ),
  },
  {
    id: "path",
    header: "Path",
    value: (file) => file.path,
    cell: (file) => (
      <a href={file.url} target="_blank" rel="noreferrer" className="underline" title={file.path}>
        <span className="block max-w-[200px] truncate">{file.path}</span>
      </a>
    ),
  },
  {
    id: "size",
    header: "Size",
    value: (file) => file.size,
    kind: "number",
    cell: (file) => formatFileSize(file.size),
    className: "text-right tabular-nums",
  },
  { id: "type", header: "Type", value: (file) => file.type, className: "capitalize" },
];

/** A thumbnail for images, an icon for the rest. */
function Preview({ file }: { file: StaleFile }) {
  if (file.type === "image") {
    return (
      <img
        src={file.url}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        className="size-12 rounded object-cover"
      />
    );
  }
  const Icon = file.type === "video" ? Film : file.type === "document" ? FileText : FileIcon;
  return (
    <span className="inline-flex size-12 items-center justify-center rounded bg-gray-100 text-gray-600">
      <Icon aria-hidden="true" className="size-5" />
    </span>
  );
}
