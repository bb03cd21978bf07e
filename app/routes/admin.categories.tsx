import { adminAction } from "#server/admin/action";
import { entityIntents, HISTORY_INTENTS } from "#server/admin/entity-intents";
import { requireStaff } from "#server/auth/session";
import {
  createCategory,
  deleteCategory,
  listCategoriesForAdmin,
  reorderCategories,
  updateCategory,
} from "#server/catalog/admin-categories";
import { CategoryScreen } from "~/components/admin/category-screen";
import type { DataTableColumn } from "~/components/admin/data-table";
import { adminMeta } from "~/components/admin/meta";
import { TextAreaField } from "~/components/ui/field";
import { categoryFormSchema } from "~/lib/schemas/catalog";
import type { Route } from "./+types/admin.categories";

export const meta: Route.MetaFunction = () => adminMeta("Product Categories");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return { categories: await listCategoriesForAdmin() };
}

export async function action({ request }: Route.ActionArgs) {
  return adminAction(request, {
    ...entityIntents("Category", {
      schema: categoryFormSchema,
      saveFailure: { create: "Failed to create category", update: "Failed to update category" },
      create: createCategory,
      update: updateCategory,
      remove: deleteCategory,
      reorder: {
        save: reorderCategories,
        success: "Category order updated successfully",
        failure: "Failed to update one or more categories",
      },
      recordedByWriters: HISTORY_INTENTS,
    }),
  });
}

type Category = Route.ComponentProps["loaderData"]["categories"][number];

const COLUMNS: DataTableColumn<Category>[] = [
  { id: "description", header: "Description", value: (c) => c.description },
  { id: "productCount", header: "Products", value: (c) => c.productCount, kind: "number", className: "w-24" },
];

export default function AdminCategories({ loaderData }: Route.ComponentProps) {
  return (
    <CategoryScreen
      categories={loaderData.categories}
      schema={categoryFormSchema}
      title="Product Categories"
      description="Group products into categories; drag rows to change their order on the website."
      tableLabel="Product categories"
      searchPlaceholder="Search categories..."
      columns={COLUMNS}
      deleteTitle="Delete Category"
      deleteDescription={(category) => (
        <>
          <p>
            Are you sure you want to delete the category <strong>{category.name}</strong>?
          </p>
          <p className="mt-2">
            This affects the products assigned to it ({category.productCount}): they stay, but are no longer
            in this category. This action cannot be undone.
          </p>
        </>
      )}
      createTitle="Add New Category"
      extraFields={(fields) => <TextAreaField meta={fields.description} label="Description" rows={4} />}
      values={(category) => ({ description: category.description })}
      history="categories"
    />
  );
}
