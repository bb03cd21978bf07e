import { adminAction, intent } from "#server/admin/action";
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
import { idSchema, orderedIdsSchema } from "~/lib/schemas/ids";
import type { Route } from "./+types/admin.categories";

export const meta: Route.MetaFunction = () => adminMeta("Product Categories");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return { categories: await listCategoriesForAdmin() };
}

export async function action({ request }: Route.ActionArgs) {
  return adminAction(request, {
    create: intent({
      schema: categoryFormSchema,
      failure: "Failed to create category",
      run: async (input) => {
        await createCategory(input);
        return "Category created successfully";
      },
    }),
    update: intent({
      schema: categoryFormSchema.extend(idSchema.shape),
      failure: "Failed to update category",
      run: async ({ id, ...input }) => {
        await updateCategory(id, input);
        return "Category updated successfully";
      },
    }),
    delete: intent({
      schema: idSchema,
      failure: "Failed to delete category",
      run: async ({ id }) => {
        await deleteCategory(id);
        return "Category deleted successfully";
      },
    }),
    reorder: intent({
      schema: orderedIdsSchema,
      failure: "Failed to update one or more categories",
      run: async ({ ids }) => {
        await reorderCategories(ids);
        return "Category order updated successfully";
      },
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
    />
  );
}
