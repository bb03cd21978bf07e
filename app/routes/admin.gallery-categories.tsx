import { Pencil, Plus, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { adminAction, idSchema, intent } from "#server/admin/action";
import { orderedIdsSchema } from "#server/admin/reorder";
import { requireStaff } from "#server/auth/session";
import {
  createGalleryCategory,
  deleteGalleryCategory,
  galleryCategoryFormSchema,
  listGalleryCategoriesForAdmin,
  reorderGalleryCategories,
  updateGalleryCategory,
} from "#server/gallery/admin-categories";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { DataTable, type DataTableColumn, Truncated } from "~/components/admin/data-table";
import { adminMeta } from "~/components/admin/meta";
import { ReorderBar, reorderForm, useReorder } from "~/components/admin/sortable";
import { useActionToast } from "~/components/admin/use-action-toast";
import { useRefresh } from "~/components/admin/use-refresh";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Dialog } from "~/components/ui/dialog";
import type { Route } from "./+types/admin.gallery-categories";

export const meta: Route.MetaFunction = () => adminMeta("Gallery Categories");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return { categories: await listGalleryCategoriesForAdmin() };
}

export async function action({ request }: Route.ActionArgs) {
  return adminAction(request, {
    create: intent({
      schema: galleryCategoryFormSchema,
      failure: "Failed to save category",
      run: async (input) => {
        await createGalleryCategory(input);
        return "Category created successfully";
      },
    }),
    update: intent({
      schema: galleryCategoryFormSchema.extend(idSchema.shape),
      failure: "Failed to save category",
      run: async ({ id, ...input }) => {
        await updateGalleryCategory(id, input);
        return "Category updated successfully";
      },
    }),
    delete: intent({
      schema: idSchema,
      failure: "Failed to delete category",
      run: async ({ id }) => {
        await deleteGalleryCategory(id);
        return "Category deleted successfully";
      },
    }),
    reorder: intent({
      schema: orderedIdsSchema,
      failure: "Failed to update category order",
      run: async ({ ids }) => {
        await reorderGalleryCategories(ids);
        return "Category order updated successfully";
      },
    }),
  });
}

type Category = Route.ComponentProps["loaderData"]["categories"][number];

const COLUMNS: DataTableColumn<Category>[] = [
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
  { id: "itemCount", header: "Items", value: (c) => c.itemCount, kind: "number", className: "w-24" },
  {
    id: "createdAt",
    header: "Created",
    value: (c) => new Date(c.createdAt).toISOString().slice(0, 10),
    className: "w-28 tabular-nums",
  },
];

export default function AdminGalleryCategories({ loaderData }: Route.ComponentProps) {
  const { categories } = loaderData;
  const { refresh, refreshing } = useRefresh();
  const reorder = useReorder(categories);
  const orderFetcher = useFetcher<typeof action>();
  const deleteFetcher = useFetcher<typeof action>();
  const [editing, setEditing] = useState<Category | "new" | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  useActionToast(orderFetcher.data);
  useActionToast(deleteFetcher.data, () => setDeleting(null));

  const saveOrder = () => {
    orderFetcher.submit(reorderForm(reorder.orderedIds), { method: "post" });
  };

  return (
    <>
      <AdminPageHeader
        title="Gallery Categories"
        description="Group gallery items and resources; drag rows to change their order on the website."
        actions={
          <Button variant="primary" onClick={() => setEditing("new")}>
            <Plus aria-hidden="true" className="size-4" />
            New Category
          </Button>
        }
      />
      <DataTable
        label="Gallery categories"
        rows={categories}
        columns={COLUMNS}
        searchColumn="name"
        searchPlaceholder="Search by name..."
        onRefresh={refresh}
        loading={refreshing}
        loadingText="Loading categories..."
        reorder={reorder}
        rowLabel={(c) => c.name}
        toolbar={
          <ReorderBar
            changed={reorder.changed}
            saving={orderFetcher.state !== "idle"}
            onSave={saveOrder}
            onDiscard={reorder.discard}
          />
        }
        actions={(category) => (
          <div className="inline-flex gap-1">
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setEditing(category)}
              aria-label={`Edit ${category.name}`}
            >
              <Pencil aria-hidden="true" className="size-4" />
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setDeleting(category)}
              aria-label={`Delete ${category.name}`}
            >
              <Trash2 aria-hidden="true" className="size-4 text-red-700" />
            </Button>
          </div>
        )}
      />
      {editing && (
        <CategoryDialog category={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Confirm Deletion"
        description={
          <p>
            Are you sure you want to delete the category <strong>{deleting?.name}</strong>? Its{" "}
            {deleting?.itemCount ?? 0} gallery items stay, but are no longer in it. This action cannot be
            undone.
          </p>
        }
        busy={deleteFetcher.state !== "idle"}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting && deleteFetcher.submit({ intent: "delete", id: deleting.id }, { method: "post" })
        }
      />
    </>
  );
}

/** The Create New Category / Edit Category dialog. */
function CategoryDialog({ category, onClose }: { category: Category | null; onClose: () => void }) {
  const fetcher = useFetcher<typeof action>();
  const nameId = useId();
  const orderId = useId();
  const errorId = useId();
  useActionToast(fetcher.data, onClose);
  const nameError = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors?.name : undefined;
  const orderError = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors?.displayOrder : undefined;
  const busy = fetcher.state !== "idle";
  return (
    <Dialog
      open
      onClose={onClose}
      title={category ? "Edit Category" : "Create New Category"}
      footer={
        <>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant="primary" type="submit" form="gallery-category-form" disabled={busy}>
            {busy ? "Saving..." : category ? "Update Category" : "Create Category"}
          </Button>
        </>
      }
    >
      <fetcher.Form id="gallery-category-form" method="post" noValidate className="space-y-4">
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
        <div>
          <label htmlFor={orderId} className="block font-medium text-sm">
            Display order (optional)
          </label>
          <input
            id={orderId}
            name="displayOrder"
            type="number"
            step={1}
            defaultValue={category?.displayOrder ?? undefined}
            aria-invalid={orderError ? true : undefined}
            aria-describedby={orderError ? `${errorId}-order` : undefined}
            className="mt-1 h-10 w-full rounded-md border border-gray-300 px-3 text-sm"
          />
          {orderError && (
            <p id={`${errorId}-order`} className="mt-1 text-red-700 text-sm">
              {orderError}
            </p>
          )}
        </div>
      </fetcher.Form>
    </Dialog>
  );
}
