import { adminAction } from "#server/admin/action";
import { entityIntents, HISTORY_INTENTS } from "#server/admin/entity-intents";
import { requireStaff } from "#server/auth/session";
import {
  createGalleryCategory,
  deleteGalleryCategory,
  listGalleryCategoriesForAdmin,
  reorderGalleryCategories,
  updateGalleryCategory,
} from "#server/gallery/admin-categories";
import { logger } from "#server/logger";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { CategoryScreen } from "~/components/admin/category-screen";
import type { DataTableColumn } from "~/components/admin/data-table";
import { LoadFailure } from "~/components/admin/load-failure";
import { adminMeta } from "~/components/admin/meta";
import { TextField } from "~/components/ui/field";
import { galleryCategoryFormSchema } from "~/lib/schemas/gallery";
import type { Route } from "./+types/admin.gallery-categories";

export const meta: Route.MetaFunction = () => adminMeta("Gallery Categories");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  try {
    return { categories: await listGalleryCategoriesForAdmin() };
  } catch (error) {
    logger.error({ err: error }, "gallery categories failed to load");
    return { categories: null };
  }
}

export async function action({ request }: Route.ActionArgs) {
  return adminAction(request, {
    ...entityIntents("Category", {
      schema: galleryCategoryFormSchema,
      saveFailure: "Failed to save category",
      create: createGalleryCategory,
      update: updateGalleryCategory,
      remove: deleteGalleryCategory,
      reorder: {
        save: reorderGalleryCategories,
        success: "Category order updated successfully",
        failure: "Failed to update category order",
      },
      recordedByWriters: HISTORY_INTENTS,
    }),
  });
}

type Category = NonNullable<Route.ComponentProps["loaderData"]["categories"]>[number];

const TITLE = "Gallery Categories";
const DESCRIPTION = "Group gallery items and resources; drag rows to change their order on the website.";

const COLUMNS: DataTableColumn<Category>[] = [
  { id: "itemCount", header: "Items", value: (c) => c.itemCount, kind: "number", className: "w-24" },
];

export default function AdminGalleryCategories({ loaderData }: Route.ComponentProps) {
  if (!loaderData.categories) {
    return (
      <>
        <AdminPageHeader title={TITLE} description={DESCRIPTION} />
        <LoadFailure message="Failed to load gallery categories" toastToo />
      </>
    );
  }
  return (
    <CategoryScreen
      categories={loaderData.categories}
      schema={galleryCategoryFormSchema}
      title={TITLE}
      description={DESCRIPTION}
      tableLabel="Gallery categories"
      searchPlaceholder="Search by name..."
      columns={COLUMNS}
      deleteTitle="Confirm Deletion"
      deleteDescription={(category) => (
        <p>
          Are you sure you want to delete the category <strong>{category.name}</strong>? Its{" "}
          {category.itemCount} gallery items stay, but are no longer in it. This action cannot be undone.
        </p>
      )}
      createTitle="Create New Category"
      extraFields={(fields) => (
        <TextField meta={fields.displayOrder} label="Display order (optional)" type="number" step={1} />
      )}
      values={(category) => ({ displayOrder: category.displayOrder ?? "" })}
      history="gallery-categories"
    />
  );
}
