import { useEffect } from "react";
import { adminAction } from "#server/admin/action";
import { entityIntents, HISTORY_INTENTS } from "#server/admin/entity-intents";
import { requireStaff } from "#server/auth/session";
import {
  createProduct,
  deleteProduct,
  loadProductsScreen,
  reorderProducts,
  setProductStatus,
  updateProduct,
} from "#server/catalog/admin-products";
import { listDraftIds } from "#server/history/drafts";
import {
  nameColumn,
  orderColumn,
  statusColumn,
  statusToggle,
  thumbnailColumn,
} from "~/components/admin/columns";
import type { DataTableColumn } from "~/components/admin/data-table";
import { EntityScreen, type EntityScreenProps } from "~/components/admin/entity-screen";
import { adminMeta } from "~/components/admin/meta";
import { ProductDialog } from "~/components/admin/products/product-dialog";
import { scheduleColumn, useSiteTimeZone, useStatusScheduleFilter } from "~/components/admin/schedule";
import { toast } from "~/components/ui/toast";
import { productFormSchema } from "~/lib/schemas/catalog";
import type { Route } from "./+types/admin.products";

export const meta: Route.MetaFunction = () => adminMeta("Products");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const [screen, draftIds] = await Promise.all([loadProductsScreen(), listDraftIds("products")]);
  return { ...screen, draftIds };
}

export async function action({ request }: Route.ActionArgs) {
  return adminAction(
    request,
    entityIntents("Product", {
      schema: productFormSchema,
      saveFailure: "Failed to save product. Please check error details.",
      create: createProduct,
      update: updateProduct,
      remove: deleteProduct,
      setStatus: setProductStatus,
      reorder: {
        save: reorderProducts,
        success: "Product order updated",
        failure: "Failed to update product order",
      },
      recordedByWriters: HISTORY_INTENTS,
    }),
  );
}

type Product = Route.ComponentProps["loaderData"]["products"][number];

const columnsIn = (timeZone: string): DataTableColumn<Product>[] => [
  thumbnailColumn((p) => p.imageUrl),
  nameColumn((p) => p.name),
  { id: "slug", header: "Slug", value: (p) => p.slug },
  { id: "categories", header: "Categories", value: (p) => p.categoryNames },
  statusColumn(),
  scheduleColumn(timeZone),
  orderColumn(),
];

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const { products, categories, loadErrors, draftIds } = loaderData;
  useEffect(() => {
    for (const message of loadErrors) toast.error(message);
  }, [loadErrors]);
  const categoryOptions = categories.map((category) => ({
    value: String(category.id),
    label: category.name,
  }));
  const timeZone = useSiteTimeZone();
  const shown = useStatusScheduleFilter(products);
  const table: EntityScreenProps<Product>["table"] = {
    label: "Products",
    columns: columnsIn(timeZone),
    searchColumn: "name",
    searchPlaceholder: "Search products...",
    filter: shown.filter,
    loadingText: "Loading products...",
  };

  return (
    <EntityScreen
      title="Products"
      description="Add, edit, sort and filter the products of the catalogue; drag rows to change their order on the website."
      rows={shown.rows}
      newLabel="New Product"
      table={table}
      rowName={(product) => product.name}
      history={{ type: "products", drafts: draftIds }}
      reorder
      previewHref={(product) => `/products/${product.slug}`}
      toggle={statusToggle()}
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
