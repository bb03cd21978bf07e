import { RotateCcw } from "lucide-react";
import { adminAction, intent } from "#server/admin/action";
import { requireStaff } from "#server/auth/session";
import { siteTimeZone } from "#server/settings/global";
import { deleteFromTrash, listTrash, restoreFromTrash } from "#server/trash/trash";
import { nameColumn } from "~/components/admin/columns";
import type { DataTableColumn } from "~/components/admin/data-table";
import { EntityScreen } from "~/components/admin/entity-screen";
import { adminMeta } from "~/components/admin/meta";
import { Button } from "~/components/ui/button";
import {
  TRASH_DAYS,
  TRASH_KIND_LABELS,
  TRASH_KINDS,
  trashDaysLeft,
  trashEntrySchema,
} from "~/lib/schemas/trash";
import { roleAllows } from "~/lib/staff/roles";
import { formatInTimeZone } from "~/lib/time-zone";
import type { Route } from "./+types/admin.trash";

export const meta: Route.MetaFunction = () => adminMeta("Trash");

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  const [rows, timeZone] = await Promise.all([listTrash(), siteTimeZone()]);
  const now = new Date();
  return {
    mayPurge: roleAllows(staff.role, "administrator"),
    timeZone,
    rows: rows.map((row) => ({
      // Ids repeat across record types: the table's row id adds the type.
      id: row.id * TRASH_KINDS.length + TRASH_KINDS.indexOf(row.kind),
      recordId: row.id,
      kind: row.kind,
      type: TRASH_KIND_LABELS[row.kind],
      name: row.name,
      deletedBy: row.deletedBy ?? "",
      deletedAt: row.deletedAt.toISOString(),
      daysLeft: trashDaysLeft(row.deletedAt, now),
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  return adminAction(request, {
    // Both record themselves, with the record's own type, in their transaction.
    restore: intent({
      schema: trashEntrySchema,
      failure: "Failed to restore the item",
      audit: "domain",
      run: restoreFromTrash,
    }),
    purge: intent({
      schema: trashEntrySchema,
      failure: "Failed to delete the item permanently",
      audit: "domain",
      run: deleteFromTrash,
    }),
  });
}

type TrashRow = Route.ComponentProps["loaderData"]["rows"][number];

export default function AdminTrash({ loaderData }: Route.ComponentProps) {
  const { rows, mayPurge, timeZone } = loaderData;
  const columns: DataTableColumn<TrashRow>[] = [
    { id: "type", header: "Type", value: (row) => row.type, className: "w-40" },
    nameColumn((row) => row.name),
    { id: "deletedBy", header: "Deleted by", value: (row) => row.deletedBy },
    {
      id: "deletedAt",
      header: "Deleted at",
      value: (row) => row.deletedAt,
      cell: (row) => <span className="whitespace-nowrap">{formatInTimeZone(row.deletedAt, timeZone)}</span>,
    },
    {
      id: "daysLeft",
      header: "Days left",
      value: (row) => row.daysLeft,
      kind: "number",
      className: "w-24 tabular-nums",
    },
  ];
  return (
    <EntityScreen
      title="Trash"
      description={`Deleted products, categories, gallery items, news items and carousel images stay here for ${TRASH_DAYS} days, then are deleted for good. Times in ${timeZone}.`}
      rows={rows}
      rowName={(row) => row.name}
      table={{
        label: "Trash",
        columns,
        searchColumn: "name",
        searchPlaceholder: "Search by name...",
        filter: {
          columnId: "type",
          label: "Filter by type",
          allLabel: "All Types",
          options: TRASH_KINDS.map((kind) => ({
            value: TRASH_KIND_LABELS[kind],
            label: TRASH_KIND_LABELS[kind],
          })),
        },
        loadingText: "Loading trash...",
        emptyText: "Trash is empty",
      }}
      extraActions={(row, post, busy) => (
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          onClick={() => post({ intent: "restore", kind: row.kind, id: row.recordId })}
          aria-label={`Restore ${row.name}`}
          title="Restore"
        >
          <RotateCcw aria-hidden="true" className="size-4" />
        </Button>
      )}
      intents={{ delete: "purge" }}
      remove={
        mayPurge
          ? {
              title: "Delete Permanently",
              confirmLabel: "Delete permanently",
              fields: (row) => ({ kind: row.kind, id: row.recordId }),
              description: (row) => (
                <p>
                  Delete {row.type.toLowerCase()} <strong>{row.name}</strong> permanently? It cannot be
                  restored afterwards.
                </p>
              ),
            }
          : undefined
      }
    />
  );
}
