import { ImageOff } from "lucide-react";
import { useEffect } from "react";
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
import { type DataTableColumn, nameColumn } from "~/components/admin/data-table";
import { EntityScreen, type EntityScreenProps } from "~/components/admin/entity-screen";
import { adminMeta } from "~/components/admin/meta";
import { ProductDialog } from "~/components/admin/products/product-dialog";
import { StatusBadge } from "~/components/admin/status-badge";
import { toast } from "~/components/ui/toast";
import { productFormSchema } from "~/lib/schemas/catalog";
import { idSchema, orderedIdsSchema } from "~/lib/schemas/ids";
import { STATUSES } from "~/lib/schemas/status";
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
  nameColumn("name", "Name", (p) => p.name),
  { id: "slug", header: "Slug", value: (p) => p.slug },
  { id: "categories", header: "Categories", value: (p) => p.categoryNames },
  { id: "status", header: "Status", value: (p) => p.status, cell: (p) => <StatusBadge status={p.status} /> },
  { id: "displayOrder", header: "Order", value: (p) => p.displayOrder, kind: "number", className: "w-20" },
];

const TABLE: EntityScreenProps<Product>["table"] = {
  label: "Products",
  columns: COLUMNS,
  searchColumn: "name",
  searchPlaceholder: "Search products...",
  filter: {
    columnId: "status",
    label: "Filter by status",
    allLabel: "All Status",
    options: STATUSES.map((status) => ({ value: status, label: status })),
  },
  loadingText: "Loading products...",
};

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const { products, categories, loadErrors } = loaderData;
  useEffect(() => {
    for (const message of loadErrors) toast.error(message);
  }, [loadErrors]);
  const categoryOptions = categories.map((category) => ({
    value: String(category.id),
    label: category.name,
  }));

  return (
    <EntityScreen
      title="Products"
      description="Add, edit, sort and filter the products of the catalogue; drag rows to change their order on the website."
      rows={products}
      newLabel="New Product"
      table={TABLE}
      rowName={(product) => product.name}
      reorder
      previewHref={(product) => `/products/${product.slug}`}
      toggle={{
        active: (product) => product.status === "Active",
        post: (product) => ({
          intent: "status",
          id: product.id,
          status: product.status === "Active" ? "Inactive" : "Active",
        }),
      }}
      remove={{
        title: "Confirm Deletion",
        browserConfirm: "Are you sure you want to delete this product?",
        description: (product) => (
          <>
            <p>
              Are you sure you want to delete this product? <strong>{product.name}</strong>
            </p>
            <p className="mt-2">
              Its category links, images and item codes are deleted with it. This action cannot be undone.
            </p>
          </>
        ),
      }}
      dialog={(product, close) => (
        <ProductDialog product={product} categories={categoryOptions} onClose={close} />
      )}
    />
  );
}
