import { FileText } from "lucide-react";
import { adminAction, intent } from "#server/admin/action";
import { entityIntents, HISTORY_INTENTS } from "#server/admin/entity-intents";
import { requireStaff } from "#server/auth/session";
import {
  createGalleryItem,
  deleteGalleryItem,
  galleryPreviewPath,
  listGalleryFormChoices,
  listGalleryItemsForAdmin,
  removeGalleryImage,
  reorderGalleryItems,
  setGalleryItemStatus,
  updateGalleryItem,
} from "#server/gallery/admin-items";
import { listDraftIds } from "#server/history/drafts";
import { logger } from "#server/logger";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import {
  nameColumn,
  orderColumn,
  statusColumn,
  statusToggle,
  thumbnailColumn,
} from "~/components/admin/columns";
import type { DataTableColumn } from "~/components/admin/data-table";
import { EntityScreen } from "~/components/admin/entity-screen";
import { LoadFailure } from "~/components/admin/load-failure";
import { adminMeta } from "~/components/admin/meta";
import { scheduleColumn, useSiteTimeZone, useStatusScheduleFilter } from "~/components/admin/schedule";
import { galleryItemFormSchema } from "~/lib/schemas/gallery";
import { idSchema } from "~/lib/schemas/ids";
import type { Route } from "./+types/route";
import { type GalleryChoices, GalleryItemDialog, type GalleryItemRow } from "./gallery-item-dialog";

export const meta: Route.MetaFunction = () => adminMeta("Gallery Items");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  try {
    const [items, choices, draftIds] = await Promise.all([
      listGalleryItemsForAdmin(),
      listGalleryFormChoices(),
      listDraftIds("gallery-items"),
    ]);
    return {
      items: items.map((item) => ({ ...item, previewHref: galleryPreviewPath(item) })),
      ...choices,
      draftIds,
    };
  } catch (error) {
    logger.error({ err: error }, "gallery items failed to load");
    return { items: null, categories: [], products: [], draftIds: [] };
  }
}

export async function action({ request }: Route.ActionArgs) {
  return adminAction(request, {
    ...entityIntents("Gallery item", {
      schema: galleryItemFormSchema,
      saveFailure: "Failed to save gallery item",
      create: createGalleryItem,
      update: updateGalleryItem,
      remove: deleteGalleryItem,
      setStatus: setGalleryItemStatus,
      reorder: {
        save: reorderGalleryItems,
        success: "Display order updated successfully",
        failure: "Failed to update display order",
      },
      recordedByWriters: HISTORY_INTENTS,
    }),
    removeImage: intent({
      audit: "domain",
      schema: idSchema,
      failure: "Failed to remove image",
      run: async ({ id }) => {
        await removeGalleryImage(id);
        return "Image removed successfully";
      },
    }),
  });
}

const TITLE = "Gallery Items";
const DESCRIPTION =
  "Projects and downloadable PDF resources shown on the Gallery page; drag rows to change their order.";

export default function AdminGalleryItems({ loaderData }: Route.ComponentProps) {
  const { items, draftIds, ...choices } = loaderData;
  if (!items) {
    return (
      <>
        <AdminPageHeader title={TITLE} description={DESCRIPTION} />
        <LoadFailure message="Failed to load data" toastToo />
      </>
    );
  }
  return <GalleryItemsScreen items={items} choices={choices} draftIds={draftIds} />;
}

/** PDF or Project, with the number of a project's images and videos. */
function TypeCell({ item }: { item: GalleryItemRow }) {
  if (item.isPdf) {
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900 text-xs">
        <FileText aria-hidden="true" className="size-3" />
        PDF
      </span>
    );
  }
  return (
    <span className="flex flex-col whitespace-nowrap text-sm">
      Project
      {item.images.length > 0 && <span className="text-gray-600 text-xs">{item.images.length} media</span>}
    </span>
  );
}

/** The table of gallery items with its dialogs, once the items and the form's choices are loaded. */
function GalleryItemsScreen({
  items,
  choices,
  draftIds,
}: {
  items: GalleryItemRow[];
  choices: GalleryChoices;
  draftIds: number[];
}) {
  const categoryNames = new Map(choices.categories.map((category) => [category.id, category.name]));
  const timeZone = useSiteTimeZone();
  const columns: DataTableColumn<GalleryItemRow>[] = [
    thumbnailColumn(
      (item) => item.primaryImageUrl,
      (item) => (item.isPdf ? <FileText aria-hidden="true" className="size-4" /> : undefined),
    ),
    nameColumn((item) => item.name),
    { id: "slug", header: "Slug", value: (item) => item.slug },
    {
      id: "type",
      header: "Type",
      value: (item) => (item.isPdf ? "PDF" : "Project"),
      className: "w-24",
      cell: (item) => <TypeCell item={item} />,
    },
    {
      id: "categories",
      header: "Categories",
      value: (item) =>
        item.categoryIds
          .map((id) => categoryNames.get(id))
          .filter(Boolean)
          .join(", "),
    },
    statusColumn(),
    scheduleColumn(timeZone),
    orderColumn(),
  ];
  const shown = useStatusScheduleFilter(items);

  return (
    <EntityScreen
      title={TITLE}
      description={DESCRIPTION}
      rows={shown.rows}
      newLabel="New Item"
      table={{
        label: "Gallery items",
        columns,
        searchColumn: "name",
        searchPlaceholder: "Search by name...",
        filter: shown.filter,
        loadingText: "Loading gallery items...",
        emptyText: "No gallery items found",
      }}
      rowName={(item) => item.name}
      history={{ type: "gallery-items", drafts: draftIds }}
      reorder
      previewHref={(item) => item.previewHref}
      toggle={statusToggle()}
      remove={{
        title: "Confirm Deletion",
        description: (item) => (
          <>
            <p>
              Are you sure you want to delete this gallery item? <strong>{item.name}</strong>
            </p>
            <p className="mt-2">
              Its images, videos and category links are deleted with it. This action cannot be undone.
            </p>
          </>
        ),
      }}
      dialog={(item, close) => (
        // The open item is read from the list again, so media removed at once drop out of it.
        <GalleryItemDialog
          item={item && (items.find((row) => row.id === item.id) ?? item)}
          choices={choices}
          onClose={close}
        />
      )}
    />
  );
}
