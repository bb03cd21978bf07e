import { Plus } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useFetcher, useSearchParams } from "react-router";
import { adminAction, intent } from "#server/admin/action";
import { requireStaff } from "#server/auth/session";
import {
  createItemCode,
  deleteItemCode,
  listItemCodesForAdmin,
  listProductChoices,
  updateItemCode,
} from "#server/catalog/admin-item-codes";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { DataTable, type DataTableColumn, Truncated } from "~/components/admin/data-table";
import { MediaField } from "~/components/admin/media-field";
import { adminMeta } from "~/components/admin/meta";
import { RowActions } from "~/components/admin/row-actions";
import { UploadsScope, useUploads } from "~/components/admin/uploads";
import { useActionToast } from "~/components/admin/use-action-toast";
import { useRefresh } from "~/components/admin/use-refresh";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Dialog } from "~/components/ui/dialog";
import { toast } from "~/components/ui/toast";
import { itemCodeFormSchema } from "~/lib/schemas/catalog";
import { idSchema } from "~/lib/schemas/ids";
import type { Route } from "./+types/admin.item-codes";

export const meta: Route.MetaFunction = () => adminMeta("Item Codes");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const [itemCodes, products] = await Promise.all([listItemCodesForAdmin(), listProductChoices()]);
  return { itemCodes, products };
}

export async function action({ request }: Route.ActionArgs) {
  return adminAction(request, {
    create: intent({
      schema: itemCodeFormSchema,
      failure: "Failed to create item code",
      run: async (input) => {
        await createItemCode(input);
        return "Item code created successfully";
      },
    }),
    update: intent({
      schema: itemCodeFormSchema.extend(idSchema.shape),
      failure: "Failed to update item code",
      run: async ({ id, ...input }) => {
        await updateItemCode(id, input);
        return "Item code updated successfully";
      },
    }),
    delete: intent({
      schema: idSchema,
      failure: "Failed to delete item code",
      run: async ({ id }) => {
        await deleteItemCode(id);
        return "Item code deleted successfully";
      },
    }),
  });
}

type ItemCode = Route.ComponentProps["loaderData"]["itemCodes"][number];
type ProductChoice = Route.ComponentProps["loaderData"]["products"][number];

const COLUMNS: DataTableColumn<ItemCode>[] = [
  {
    id: "itemCode",
    header: "Item Code",
    value: (c) => c.itemCode,
    cell: (c) => (
      <span className="font-medium">
        <Truncated text={c.itemCode} />
      </span>
    ),
  },
  { id: "productName", header: "Product", value: (c) => c.productName },
  { id: "composition", header: "Composition", value: (c) => c.composition },
  { id: "type", header: "Type", value: (c) => c.type },
  { id: "denier", header: "Denier", value: (c) => c.denier },
  { id: "countryOfOrigin", header: "Origin", value: (c) => c.countryOfOrigin },
];

/** The technical fields of the form: name, label and whether it is a multi-line box. */
const FIELDS = [
  { name: "composition", label: "Composition" },
  { name: "type", label: "Type" },
  { name: "denier", label: "Denier" },
  { name: "length", label: "Length" },
  { name: "netWeight", label: "Net Weight" },
  { name: "grossWeight", label: "Gross Weight" },
  { name: "countryOfOrigin", label: "Country of Origin" },
  { name: "bleaching", label: "Bleaching" },
  { name: "ironing", label: "Ironing" },
  { name: "washingTemperature", label: "Washing Temperature" },
  { name: "otherInformation", label: "Other Information", long: true },
  { name: "otherTechnicalInfo", label: "Other Technical Info", long: true },
] as const satisfies readonly { name: keyof ItemCode; label: string; long?: boolean }[];

export default function AdminItemCodes({ loaderData }: Route.ComponentProps) {
  const { itemCodes, products } = loaderData;
  const { refresh, refreshing } = useRefresh();
  const [searchParams, setSearchParams] = useSearchParams();
  const productFilter = Number(searchParams.get("product")) || null;
  const rows = productFilter ? itemCodes.filter((code) => code.productId === productFilter) : itemCodes;
  const deleteFetcher = useFetcher<typeof action>();
  const [editing, setEditing] = useState<ItemCode | "new" | null>(null);
  const [deleting, setDeleting] = useState<ItemCode | null>(null);
  const filterId = useId();
  useActionToast(deleteFetcher.data, () => setDeleting(null));

  return (
    <>
      <AdminPageHeader
        title="Item Codes"
        description="Technical specifications of each product variant, shown in the item code selector of its product page."
        actions={
          <Button variant="primary" onClick={() => setEditing("new")}>
            <Plus aria-hidden="true" className="size-4" />
            Add Item Code
          </Button>
        }
      />
      <DataTable
        label="Item codes"
        rows={rows}
        columns={COLUMNS}
        searchColumn="itemCode"
        searchPlaceholder="Search item codes..."
        onRefresh={refresh}
        loading={refreshing}
        loadingText="Loading item codes..."
        toolbar={
          <div>
            <label htmlFor={filterId} className="sr-only">
              Filter by product
            </label>
            <select
              id={filterId}
              value={productFilter ?? ""}
              onChange={(event) => {
                const value = event.target.value;
                setSearchParams(value ? { product: value } : {}, { preventScrollReset: true });
              }}
              className="h-9 max-w-56 rounded-md border border-gray-300 bg-surface px-2 text-sm"
            >
              <option value="">All Products</option>
              {products.map((product) => (
                <option key={product.id} value={product.id}>
                  {product.name}
                </option>
              ))}
            </select>
          </div>
        }
        actions={(code) => (
          <RowActions
            name={code.itemCode}
            onEdit={() => setEditing(code)}
            onDelete={() => setDeleting(code)}
          />
        )}
      />
      {editing && (
        <ItemCodeDialog
          itemCode={editing === "new" ? null : editing}
          products={products}
          defaultProductId={productFilter}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Confirm Deletion"
        description={
          <p>
            Are you sure you want to delete the item code <strong>{deleting?.itemCode}</strong> of{" "}
            {deleting?.productName}? This action cannot be undone.
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

const INPUT = "mt-1 h-10 w-full rounded-md border border-gray-300 px-3 text-sm";

/** The Add Item Code / Edit Item Code dialog; a failed image upload stops the save (spec). */
function ItemCodeDialog({
  itemCode,
  products,
  defaultProductId,
  onClose,
}: {
  itemCode: ItemCode | null;
  products: ProductChoice[];
  defaultProductId: number | null;
  onClose: () => void;
}) {
  const fetcher = useFetcher<typeof action>();
  const baseId = useId();
  const uploads = useUploads();
  const [error, setError] = useState<string | null>(null);
  useActionToast(fetcher.data, onClose);
  const serverError = fetcher.data && !fetcher.data.ok ? fetcher.data.error : null;
  const shownError = error ?? serverError;

  const fail = (message: string) => {
    setError(message);
    toast.error(message);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (uploads.busy) return;
    const form = new FormData(event.currentTarget);
    if (!String(form.get("productId") ?? "")) return fail("Please select a product");
    if (!String(form.get("itemCode") ?? "").trim()) return fail("Item code is required");
    if (uploads.failure) return fail(uploads.failure);
    setError(null);
    fetcher.submit(form, { method: "post" });
  };

  const busyLabel = uploads.busy ? "Uploading..." : fetcher.state !== "idle" ? "Saving..." : null;
  const field = (name: string) => `${baseId}-${name}`;

  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      title={itemCode ? "Edit Item Code" : "Add Item Code"}
      footer={
        <>
          <Button onClick={onClose} disabled={busyLabel !== null}>
            Cancel
          </Button>
          <Button variant="primary" type="submit" form="item-code-form" disabled={busyLabel !== null}>
            {busyLabel ?? (itemCode ? "Update Item Code" : "Create Item Code")}
          </Button>
        </>
      }
    >
      <form id="item-code-form" method="post" noValidate onSubmit={onSubmit} className="space-y-5">
        <input type="hidden" name="intent" value={itemCode ? "update" : "create"} />
        {itemCode && <input type="hidden" name="id" value={itemCode.id} />}
        {shownError && (
          <div
            role="alert"
            className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900 text-sm"
          >
            {shownError}
          </div>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={field("product")} className="block font-medium text-sm">
              Product
            </label>
            <select
              id={field("product")}
              name="productId"
              defaultValue={itemCode?.productId ?? defaultProductId ?? ""}
              className="mt-1 h-10 w-full rounded-md border border-gray-300 bg-surface px-2 text-sm"
            >
              <option value="">Select a product</option>
              {products.map((product) => (
                <option key={product.id} value={product.id}>
                  {product.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={field("itemCode")} className="block font-medium text-sm">
              Item Code
            </label>
            <input
              id={field("itemCode")}
              name="itemCode"
              defaultValue={itemCode?.itemCode}
              className={INPUT}
            />
          </div>
          {FIELDS.map(({ name, label, ...rest }) => {
            const long = "long" in rest;
            return (
              <div key={name} className={long ? "sm:col-span-2" : undefined}>
                <label htmlFor={field(name)} className="block font-medium text-sm">
                  {label}
                </label>
                {long ? (
                  <textarea
                    id={field(name)}
                    name={name}
                    rows={3}
                    defaultValue={itemCode?.[name] ?? ""}
                    className="mt-1 w-full rounded-md border border-gray-300 px-3 py-2 text-sm"
                  />
                ) : (
                  <input
                    id={field(name)}
                    name={name}
                    defaultValue={itemCode?.[name] ?? ""}
                    className={INPUT}
                  />
                )}
              </div>
            );
          })}
        </div>
        <UploadsScope uploads={uploads}>
          <MediaField
            name="imageUrl"
            label="Image (optional)"
            folder="item-code-images"
            accept="image"
            defaultValue={itemCode?.imageUrl}
            errorPrefix="Image upload failed"
          />
        </UploadsScope>
      </form>
    </Dialog>
  );
}
