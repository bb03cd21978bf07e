import { useSearchParams } from "react-router";
import { adminAction } from "#server/admin/action";
import { entityIntents } from "#server/admin/entity-intents";
import { requireStaff } from "#server/auth/session";
import {
  createItemCode,
  deleteItemCode,
  listItemCodesForAdmin,
  listProductChoices,
  updateItemCode,
} from "#server/catalog/admin-item-codes";
import { nameColumn } from "~/components/admin/columns";
import type { DataTableColumn } from "~/components/admin/data-table";
import { EntityScreen } from "~/components/admin/entity-screen";
import { ItemCodeDialog } from "~/components/admin/item-codes/item-code-dialog";
import { adminMeta } from "~/components/admin/meta";
import { itemCodeFormSchema } from "~/lib/schemas/catalog";
import type { Route } from "./+types/admin.item-codes";

export const meta: Route.MetaFunction = () => adminMeta("Item Codes");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const [itemCodes, products] = await Promise.all([listItemCodesForAdmin(), listProductChoices()]);
  return { itemCodes, products };
}

export async function action({ request }: Route.ActionArgs) {
  return adminAction(
    request,
    entityIntents("Item code", {
      schema: itemCodeFormSchema,
      saveFailure: { create: "Failed to create item code", update: "Failed to update item code" },
      create: createItemCode,
      update: updateItemCode,
      remove: deleteItemCode,
      // An item code's change is a revision of its product, recorded with the audit entry.
      recordedByWriters: ["create", "update", "delete"],
    }),
  );
}

type ItemCode = Route.ComponentProps["loaderData"]["itemCodes"][number];

const COLUMNS: DataTableColumn<ItemCode>[] = [
  nameColumn((c) => c.itemCode, { id: "itemCode", header: "Item Code" }),
  {
    id: "colour",
    header: "Colour",
    value: (c) => c.colourName ?? c.colourHex,
    cell: (c) => (
      <span className="inline-flex items-center gap-2">
        <span
          aria-hidden="true"
          className="size-4 shrink-0 rounded-full border border-gray-300"
          style={{ background: c.colourHex ?? "transparent" }}
        />
        {c.colourName ?? c.colourHex ?? ""}
      </span>
    ),
  },
  { id: "productName", header: "Product", value: (c) => c.productName },
  { id: "composition", header: "Composition", value: (c) => c.composition },
  { id: "type", header: "Type", value: (c) => c.type },
  { id: "denier", header: "Denier", value: (c) => c.denier },
  { id: "countryOfOrigin", header: "Origin", value: (c) => c.countryOfOrigin },
];

export default function AdminItemCodes({ loaderData }: Route.ComponentProps) {
  const { itemCodes, products } = loaderData;
  const [searchParams, setSearchParams] = useSearchParams();
  const productFilter = Number(searchParams.get("product")) || null;
  const rows = productFilter ? itemCodes.filter((code) => code.productId === productFilter) : itemCodes;
  const productOptions = products.map((product) => ({ value: String(product.id), label: product.name }));

  return (
    <EntityScreen
      title="Item Codes"
      description="Technical specifications of each product variant, shown in the item code selector of its product page."
      rows={rows}
      newLabel="Add Item Code"
      table={{
        label: "Item codes",
        columns: COLUMNS,
        searchColumn: "itemCode",
        searchPlaceholder: "Search item codes...",
        filter: {
          label: "Filter by product",
          allLabel: "All Products",
          options: productOptions,
          value: productFilter ? String(productFilter) : "",
          onChange: (value) => setSearchParams(value ? { product: value } : {}, { preventScrollReset: true }),
        },
        loadingText: "Loading item codes...",
      }}
      rowName={(code) => code.itemCode}
      remove={{
        title: "Confirm Deletion",
        description: (code) => (
          <p>
            Are you sure you want to delete the item code <strong>{code.itemCode}</strong> of{" "}
            {code.productName}? This action cannot be undone.
          </p>
        ),
      }}
      dialog={(code, close) => (
        <ItemCodeDialog
          itemCode={code}
          products={productOptions}
          defaultProductId={productFilter}
          onClose={close}
        />
      )}
    />
  );
}
