import { Plus } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { useFetcher } from "react-router";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { DataTable, type DataTableColumn, Truncated } from "~/components/admin/data-table";
import { RowActions } from "~/components/admin/row-actions";
import { useSavedOrder } from "~/components/admin/sortable";
import { useActionToast } from "~/components/admin/use-action-toast";
import { useRefresh } from "~/components/admin/use-refresh";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Dialog } from "~/components/ui/dialog";

/** What every category row carries, whatever it groups. */
export interface CategoryRow {
  id: number;
  name: string;
  displayOrder: number | null;
  createdAt: string | Date;
}

/** The answer of a category screen's action (the adminAction shape). */
type ActionResult =
  | { ok: true; message: string }
  | { ok: false; error: string; fieldErrors?: Record<string, string> };

/** The texts and the parts that differ between one category screen and another. */
export interface CategoryScreenProps<T extends CategoryRow> {
  categories: T[];
  title: string;
  description: string;
  tableLabel: string;
  searchPlaceholder: string;
  /** Columns shown between Name and Created (a description, a count of what is in the category). */
  columns: DataTableColumn<T>[];
  deleteTitle: string;
  deleteDescription: (category: T) => ReactNode;
  /** The title of the dialog for a new category (the edit dialog is always Edit Category). */
  createTitle: string;
  /** The form's fields after Name; `fieldErrors` are the server's messages by field name. */
  extraFields: (category: T | null, fieldErrors: Record<string, string> | undefined) => ReactNode;
}

/**
 * A category back-office screen: the ordered table with search, refresh and drag reorder
 * (Save Order / Discard), the add/edit dialog and the delete confirmation. The route's action
 * answers the intents create, update, delete and reorder.
 */
export function CategoryScreen<T extends CategoryRow>(props: CategoryScreenProps<T>) {
  const { categories } = props;
  const { refresh, refreshing } = useRefresh();
  const { reorder, bar: orderBar } = useSavedOrder(categories);
  const deleteFetcher = useFetcher<ActionResult>();
  const [editing, setEditing] = useState<T | "new" | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  useActionToast(deleteFetcher.data, () => setDeleting(null));

  const columns: DataTableColumn<T>[] = [
    { id: "displayOrder", header: "Order", value: (c) => c.displayOrder, kind: "number", className: "w-20" },
    {
      id: "name",
      header: "Name",
      value: (c) => c.name,
      cell: (c) => (
        <span className="font-medium">
          <Truncated text={c.name} />
        </span>
      ),
    },
    ...props.columns,
    {
      id: "createdAt",
      header: "Created",
      value: (c) => new Date(c.createdAt).toISOString().slice(0, 10),
      className: "w-28 tabular-nums",
    },
  ];

  return (
    <>
      <AdminPageHeader
        title={props.title}
        description={props.description}
        actions={
          <Button variant="primary" onClick={() => setEditing("new")}>
            <Plus aria-hidden="true" className="size-4" />
            New Category
          </Button>
        }
      />
      <DataTable
        label={props.tableLabel}
        rows={categories}
        columns={columns}
        searchColumn="name"
        searchPlaceholder={props.searchPlaceholder}
        onRefresh={refresh}
        loading={refreshing}
        loadingText="Loading categories..."
        reorder={reorder}
        rowLabel={(c) => c.name}
        toolbar={orderBar}
        actions={(category) => (
          <RowActions
            name={category.name}
            onEdit={() => setEditing(category)}
            onDelete={() => setDeleting(category)}
          />
        )}
      />
      {editing && (
        <CategoryDialog
          category={editing === "new" ? null : editing}
          createTitle={props.createTitle}
          extraFields={props.extraFields}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={props.deleteTitle}
        description={deleting ? props.deleteDescription(deleting) : null}
        busy={deleteFetcher.state !== "idle"}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting && deleteFetcher.submit({ intent: "delete", id: deleting.id }, { method: "post" })
        }
      />
    </>
  );
}

/** The new-category / Edit Category dialog: Name, then the screen's own fields. */
function CategoryDialog<T extends CategoryRow>({
  category,
  createTitle,
  extraFields,
  onClose,
}: {
  category: T | null;
  createTitle: string;
  extraFields: CategoryScreenProps<T>["extraFields"];
  onClose: () => void;
}) {
  const fetcher = useFetcher<ActionResult>();
  const formId = useId();
  const nameId = useId();
  const errorId = useId();
  useActionToast(fetcher.data, onClose);
  const fieldErrors = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : undefined;
  const nameError = fieldErrors?.name;
  const busy = fetcher.state !== "idle";
  return (
    <Dialog
      open
      onClose={onClose}
      title={category ? "Edit Category" : createTitle}
      footer={
        <>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant="primary" type="submit" form={formId} disabled={busy}>
            {busy ? "Saving..." : category ? "Update Category" : "Create Category"}
          </Button>
        </>
      }
    >
      <fetcher.Form id={formId} method="post" noValidate className="space-y-4">
        <input type="hidden" name="intent" value={category ? "update" : "create"} />
        {category && <input type="hidden" name="id" value={category.id} />}
        <div>
          <label htmlFor={nameId} className="block font-medium text-sm">
            Name
          </label>
          <input
            id={nameId}
            name="name"
            defaultValue={category?.name}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? errorId : undefined}
            className="mt-1 h-10 w-full rounded-md border border-gray-300 px-3 text-sm"
          />
          {nameError && (
            <p id={errorId} className="mt-1 text-red-700 text-sm">
              {nameError}
            </p>
          )}
        </div>
        {extraFields(category, fieldErrors)}
      </fetcher.Form>
    </Dialog>
  );
}
