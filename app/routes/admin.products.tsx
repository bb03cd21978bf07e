import clsx from "clsx";
import { ImageOff, Plus } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { z } from "zod";
import { adminAction, intent } from "#server/admin/action";
import { requireStaff } from "#server/auth/session";
import {
  createProduct,
  deleteProduct,
  loadProductsScreen,
  reorderProducts,
  setProductStatus,
  updateProduct,
} from "#server/catalog/admin-products";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { DataTable, type DataTableColumn, Truncated } from "~/components/admin/data-table";
import { MediaField } from "~/components/admin/media-field";
import { productErrorBox } from "~/components/admin/media-upload";
import { adminMeta } from "~/components/admin/meta";
import { RichTextEditor } from "~/components/admin/rich-text-editor";
import { RowActions } from "~/components/admin/row-actions";
import { useSavedOrder } from "~/components/admin/sortable";
import { StatusBadge } from "~/components/admin/status-badge";
import { UploadsScope, useUploads } from "~/components/admin/uploads";
import { useActionToast } from "~/components/admin/use-action-toast";
import { useRefresh } from "~/components/admin/use-refresh";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Dialog } from "~/components/ui/dialog";
import { toast } from "~/components/ui/toast";
import { productFormSchema } from "~/lib/schemas/catalog";
import { idSchema, orderedIdsSchema } from "~/lib/schemas/ids";
import { STATUSES } from "~/lib/schemas/status";
import { slugify } from "~/lib/slug";
import type { Route } from "./+types/admin.products";

export const meta: Route.MetaFunction = () => adminMeta("Products");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return loadProductsScreen();
}

const SAVE_FAILED = "Failed to save product. Please check error details.";

export async function action({ request }: Route.ActionArgs) {
  return adminAction(request, {
    create: intent({
      schema: productFormSchema,
      failure: SAVE_FAILED,
      run: async (input) => {
        await createProduct(input);
        return "Product created successfully";
      },
    }),
    update: intent({
      schema: productFormSchema.extend(idSchema.shape),
      failure: SAVE_FAILED,
      run: async ({ id, ...input }) => {
        await updateProduct(id, input);
        return "Product updated successfully";
      },
    }),
    status: intent({
      schema: idSchema.extend({ status: z.enum(STATUSES) }),
      failure: "Failed to update product status",
      run: async ({ id, status }) => {
        await setProductStatus(id, status);
        return status === "Active" ? "Product activated successfully" : "Product deactivated successfully";
      },
    }),
    delete: intent({
      schema: idSchema,
      failure: "Failed to delete product",
      run: async ({ id }) => {
        await deleteProduct(id);
        return "Product deleted successfully";
      },
    }),
    reorder: intent({
      schema: orderedIdsSchema,
      failure: "Failed to update product order",
      run: async ({ ids }) => {
        await reorderProducts(ids);
        return "Product order updated";
      },
    }),
  });
}

type Product = Route.ComponentProps["loaderData"]["products"][number];
type Category = Route.ComponentProps["loaderData"]["categories"][number];

const COLUMNS: DataTableColumn<Product>[] = [
  {
    id: "imageUrl",
    header: "Image",
    value: (p) => p.imageUrl,
    sortable: false,
    className: "w-20",
    cell: (p) =>
      p.imageUrl ? (
        <img src={p.imageUrl} alt="" width={48} height={48} className="size-12 rounded object-cover" />
      ) : (
        <span className="grid size-12 place-items-center rounded bg-gray-100 text-gray-500">
          <ImageOff aria-hidden="true" className="size-4" />
          <span className="sr-only">No image</span>
        </span>
      ),
  },
  {
    id: "name",
    header: "Name",
    value: (p) => p.name,
    cell: (p) => (
      <span className="font-medium">
        <Truncated text={p.name} />
      </span>
    ),
  },
  { id: "slug", header: "Slug", value: (p) => p.slug },
  { id: "categories", header: "Categories", value: (p) => p.categoryNames },
  { id: "status", header: "Status", value: (p) => p.status, cell: (p) => <StatusBadge status={p.status} /> },
  { id: "displayOrder", header: "Order", value: (p) => p.displayOrder, kind: "number", className: "w-20" },
];

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const { products, categories, loadErrors } = loaderData;
  useEffect(() => {
    for (const message of loadErrors) toast.error(message);
  }, [loadErrors]);
  const { refresh, refreshing } = useRefresh();
  const { reorder, bar: orderBar } = useSavedOrder(products);
  const statusFetcher = useFetcher<typeof action>();
  const deleteFetcher = useFetcher<typeof action>();
  const [editing, setEditing] = useState<Product | "new" | null>(null);
  const [deleting, setDeleting] = useState<Product | null>(null);
  useActionToast(statusFetcher.data);
  useActionToast(deleteFetcher.data, () => setDeleting(null));

  return (
    <>
      <AdminPageHeader
        title="Products"
        description="Add, edit, sort and filter the products of the catalogue; drag rows to change their order on the website."
        actions={
          <Button variant="primary" onClick={() => setEditing("new")}>
            <Plus aria-hidden="true" className="size-4" />
            New Product
          </Button>
        }
      />
      <DataTable
        label="Products"
        rows={products}
        columns={COLUMNS}
        searchColumn="name"
        searchPlaceholder="Search products..."
        filter={{
          columnId: "status",
          label: "Filter by status",
          allLabel: "All Status",
          options: STATUSES.map((status) => ({ value: status, label: status })),
        }}
        onRefresh={refresh}
        loading={refreshing}
        loadingText="Loading products..."
        reorder={reorder}
        rowLabel={(p) => p.name}
        toolbar={orderBar}
        actions={(product) => (
          <RowActions
            name={product.name}
            previewHref={`/products/${product.slug}`}
            toggle={{
              active: product.status === "Active",
              busy: statusFetcher.state !== "idle",
              onToggle: () =>
                statusFetcher.submit(
                  {
                    intent: "status",
                    id: product.id,
                    status: product.status === "Active" ? "Inactive" : "Active",
                  },
                  { method: "post" },
                ),
            }}
            onEdit={() => setEditing(product)}
            onDelete={() => setDeleting(product)}
          />
        )}
      />
      {editing && (
        <ProductDialog
          product={editing === "new" ? null : editing}
          categories={categories}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Confirm Deletion"
        description={
          <>
            <p>
              Are you sure you want to delete this product? <strong>{deleting?.name}</strong>
            </p>
            <p className="mt-2">
              Its category links, images and item codes are deleted with it. This action cannot be undone.
            </p>
          </>
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

const INPUT = "mt-1 h-10 w-full rounded-md border border-gray-300 px-3 text-sm";
const REQUIRED = "Product name and slug are required";

/** The large Add Product / Edit Product dialog. */
function ProductDialog({
  product,
  categories,
  onClose,
}: {
  product: Product | null;
  categories: Category[];
  onClose: () => void;
}) {
  const fetcher = useFetcher<typeof action>();
  const ids = { name: useId(), slug: useId(), slugHint: useId(), description: useId(), status: useId() };
  const [name, setName] = useState(product?.name ?? "");
  const [slug, setSlug] = useState(product?.slug ?? "");
  const [slugEdited, setSlugEdited] = useState(Boolean(product));
  const uploads = useUploads();
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  useActionToast(fetcher.data, () => setSaved(true));
  // Stays open (Saving...) until the list has reloaded, so the table shows the change on close.
  useEffect(() => {
    if (saved && fetcher.state === "idle") onClose();
  }, [saved, fetcher.state, onClose]);

  const result = fetcher.data;
  useEffect(() => {
    // A rejected field keeps its validation message; a failed save goes through the spec's mapping.
    const rejected = result && !result.ok && Object.values(result.fieldErrors ?? {}).includes(result.error);
    if (result && !result.ok) setError(rejected ? result.error : productErrorBox(result.error));
  }, [result]);
  const slugError = result && !result.ok ? result.fieldErrors?.slug : undefined;

  const onUploadError = (reason: string) => setError(productErrorBox(reason));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (uploads.busy) {
      event.preventDefault();
      return;
    }
    if (!name.trim() || !slug.trim()) {
      event.preventDefault();
      setError(REQUIRED);
      toast.error(REQUIRED);
      return;
    }
    setError(null);
  };

  const busyLabel = uploads.busy
    ? "Uploading..."
    : fetcher.state === "submitting"
      ? "Processing..."
      : fetcher.state === "loading"
        ? "Saving..."
        : null;

  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      title={product ? "Edit Product" : "Add Product"}
      footer={
        <>
          <Button onClick={onClose} disabled={busyLabel !== null}>
            Cancel
          </Button>
          <Button variant="primary" type="submit" form="product-form" disabled={busyLabel !== null}>
            {busyLabel ?? (product ? "Update Product" : "Create Product")}
          </Button>
        </>
      }
    >
      <fetcher.Form id="product-form" method="post" noValidate onSubmit={onSubmit} className="space-y-5">
        <input type="hidden" name="intent" value={product ? "update" : "create"} />
        {product && <input type="hidden" name="id" value={product.id} />}
        {error && (
          <div
            role="alert"
            className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900 text-sm"
          >
            <p className="font-semibold">Error</p>
            <p className="mt-1">{error}</p>
          </div>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={ids.name} className="block font-medium text-sm">
              Name
            </label>
            <input
              id={ids.name}
              name="name"
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                if (!slugEdited) setSlug(slugify(event.target.value));
              }}
              className={INPUT}
            />
          </div>
          <div>
            <label htmlFor={ids.slug} className="block font-medium text-sm">
              Slug
            </label>
            <input
              id={ids.slug}
              name="slug"
              value={slug}
              onChange={(event) => {
                setSlug(event.target.value);
                setSlugEdited(true);
              }}
              aria-describedby={ids.slugHint}
              aria-invalid={slugError ? true : undefined}
              className={INPUT}
            />
            <p
              id={ids.slugHint}
              className={clsx("mt-1 text-xs", slugError ? "text-red-700" : "text-gray-600")}
            >
              {slugError ?? "URL-friendly version of the name"}
            </p>
          </div>
        </div>
        <div>
          <label htmlFor={ids.description} className="block font-medium text-sm">
            Description
          </label>
          <textarea
            id={ids.description}
            name="description"
            rows={3}
            defaultValue={product?.description}
            className="mt-1 w-full rounded-md border border-gray-300 px-3 py-2 text-sm"
          />
        </div>
        <RichTextEditor
          name="detailedDescription"
          label="Detailed Description"
          defaultValue={product?.detailedDescription}
        />
        <div className="max-w-xs">
          <label htmlFor={ids.status} className="block font-medium text-sm">
            Status
          </label>
          <select
            id={ids.status}
            name="status"
            defaultValue={product?.status ?? "Active"}
            className="mt-1 h-10 w-full rounded-md border border-gray-300 bg-surface px-2 text-sm"
          >
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </div>
        <UploadsScope uploads={uploads}>
          <div className="grid gap-4 sm:grid-cols-2">
            <MediaField
              name="imageUrl"
              label="Primary Image"
              folder="products"
              accept="image"
              defaultValue={product?.imageUrl}
              errorPrefix="Failed to upload product image"
              onError={onUploadError}
            />
            <MediaField
              name="cataloguePdf"
              label="Catalogue PDF"
              folder="pdf"
              accept="pdf"
              defaultValue={product?.cataloguePdf}
              errorPrefix="Failed to upload catalogue PDF"
              onError={onUploadError}
            />
          </div>
        </UploadsScope>
        <fieldset>
          <legend className="font-medium text-sm">Categories</legend>
          {categories.length === 0 ? (
            <p className="mt-1 text-gray-600 text-sm">No categories yet.</p>
          ) : (
            <div className="mt-2 grid gap-2 sm:grid-cols-3">
              {categories.map((category) => (
                <label key={category.id} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name="categoryIds"
                    value={category.id}
                    defaultChecked={product?.categoryIds.includes(category.id)}
                    className="size-4 accent-gold-dark"
                  />
                  {category.name}
                </label>
              ))}
            </div>
          )}
        </fieldset>
        <UploadsScope uploads={uploads}>
          <MediaField
            name="images"
            label="Additional Images"
            hint="JPEG, PNG, WebP or GIF, up to 5 MB each. Shown in this order."
            folder="products"
            accept="image"
            multiple
            sortable
            altPrefix="Additional"
            defaultValue={product?.images.map((url) => ({ url }))}
            errorPrefix="Failed to upload product image"
            onError={onUploadError}
          />
        </UploadsScope>
      </fetcher.Form>
    </Dialog>
  );
}
