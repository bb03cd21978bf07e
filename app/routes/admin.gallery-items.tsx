import clsx from "clsx";
import { FileText, ImageOff, Plus } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useFetcher } from "react-router";
import { z } from "zod";
import { adminAction, intent } from "#server/admin/action";
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
import { logger } from "#server/logger";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { DataTable, type DataTableColumn, Truncated } from "~/components/admin/data-table";
import { LoadFailure } from "~/components/admin/load-failure";
import { MediaField, type MediaFile } from "~/components/admin/media-field";
import { adminMeta } from "~/components/admin/meta";
import { RichTextEditor } from "~/components/admin/rich-text-editor";
import { RowActions } from "~/components/admin/row-actions";
import { useSavedOrder } from "~/components/admin/sortable";
import { StatusBadge } from "~/components/admin/status-badge";
import { Switch } from "~/components/admin/switch";
import { UploadsScope, useUploads } from "~/components/admin/uploads";
import { useActionToast } from "~/components/admin/use-action-toast";
import { useRefresh } from "~/components/admin/use-refresh";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Dialog } from "~/components/ui/dialog";
import { toast } from "~/components/ui/toast";
import { galleryItemFormSchema } from "~/lib/schemas/gallery";
import { idSchema, orderedIdsSchema } from "~/lib/schemas/ids";
import { STATUSES } from "~/lib/schemas/status";
import { slugify } from "~/lib/slug";
import type { Route } from "./+types/admin.gallery-items";

export const meta: Route.MetaFunction = () => adminMeta("Gallery Items");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  try {
    const [items, choices] = await Promise.all([listGalleryItemsForAdmin(), listGalleryFormChoices()]);
    return {
      items: items.map((item) => ({ ...item, previewHref: galleryPreviewPath(item) })),
      ...choices,
    };
  } catch (error) {
    logger.error({ err: error }, "gallery items failed to load");
    return { items: null, categories: [], products: [] };
  }
}

const SAVE_FAILED = "Failed to save gallery item";

export async function action({ request }: Route.ActionArgs) {
  return adminAction(request, {
    create: intent({
      schema: galleryItemFormSchema,
      failure: SAVE_FAILED,
      run: async (form) => {
        await createGalleryItem(form);
        return "Gallery item created successfully";
      },
    }),
    update: intent({
      schema: galleryItemFormSchema.extend(idSchema.shape),
      failure: SAVE_FAILED,
      run: async ({ id, ...form }) => {
        await updateGalleryItem(id, form);
        return "Gallery item updated successfully";
      },
    }),
    status: intent({
      schema: idSchema.extend({ status: z.enum(STATUSES) }),
      failure: "Failed to update gallery item status",
      run: async ({ id, status }) => {
        await setGalleryItemStatus(id, status);
        return status === "Active"
          ? "Gallery item activated successfully"
          : "Gallery item deactivated successfully";
      },
    }),
    delete: intent({
      schema: idSchema,
      failure: "Failed to delete gallery item",
      run: async ({ id }) => {
        await deleteGalleryItem(id);
        return "Gallery item deleted successfully";
      },
    }),
    removeImage: intent({
      schema: idSchema,
      failure: "Failed to remove image",
      run: async ({ id }) => {
        await removeGalleryImage(id);
        return "Image removed successfully";
      },
    }),
    reorder: intent({
      schema: orderedIdsSchema,
      failure: "Failed to update display order",
      run: async ({ ids }) => {
        await reorderGalleryItems(ids);
        return "Display order updated successfully";
      },
    }),
  });
}

type Data = Route.ComponentProps["loaderData"];
type Item = NonNullable<Data["items"]>[number];
type Choice = Data["categories"][number];
type ProductChoice = Data["products"][number];

function Thumbnail({ item }: { item: Item }) {
  if (item.primaryImageUrl) {
    return (
      <img
        src={item.primaryImageUrl}
        alt=""
        width={48}
        height={48}
        className="size-12 rounded object-cover"
      />
    );
  }
  return (
    <span className="grid size-12 place-items-center rounded bg-gray-100 text-gray-500">
      {item.isPdf ? (
        <FileText aria-hidden="true" className="size-4" />
      ) : (
        <ImageOff aria-hidden="true" className="size-4" />
      )}
      <span className="sr-only">No image</span>
    </span>
  );
}

const TITLE = "Gallery Items";
const DESCRIPTION =
  "Projects and downloadable PDF resources shown on the Gallery page; drag rows to change their order.";

export default function AdminGalleryItems({ loaderData }: Route.ComponentProps) {
  const { items, categories, products } = loaderData;
  if (!items) {
    return (
      <>
        <AdminPageHeader title={TITLE} description={DESCRIPTION} />
        <LoadFailure message="Failed to load data" toastToo />
      </>
    );
  }
  return <GalleryItemsScreen items={items} categories={categories} products={products} />;
}

/** The table of gallery items with its dialogs, once the items and the form's choices are loaded. */
function GalleryItemsScreen({
  items,
  categories,
  products,
}: {
  items: Item[];
  categories: Choice[];
  products: ProductChoice[];
}) {
  const { refresh, refreshing } = useRefresh();
  const { reorder, bar: orderBar } = useSavedOrder(items);
  const statusFetcher = useFetcher<typeof action>();
  const deleteFetcher = useFetcher<typeof action>();
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  useActionToast(statusFetcher.data);
  useActionToast(deleteFetcher.data, () => setDeleting(null));

  const categoryNames = new Map(categories.map((category) => [category.id, category.name]));
  const columns: DataTableColumn<Item>[] = [
    {
      id: "image",
      header: "Image",
      value: (item) => item.primaryImageUrl,
      sortable: false,
      className: "w-20",
      cell: (item) => <Thumbnail item={item} />,
    },
    {
      id: "name",
      header: "Name",
      value: (item) => item.name,
      cell: (item) => (
        <span className="font-medium">
          <Truncated text={item.name} />
        </span>
      ),
    },
    { id: "slug", header: "Slug", value: (item) => item.slug },
    {
      id: "type",
      header: "Type",
      value: (item) => (item.isPdf ? "PDF" : "Project"),
      className: "w-24",
      cell: (item) =>
        item.isPdf ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900 text-xs">
            <FileText aria-hidden="true" className="size-3" />
            PDF
          </span>
        ) : (
          <span className="flex flex-col whitespace-nowrap text-sm">
            Project
            {item.images.length > 0 && (
              <span className="text-gray-600 text-xs">{item.images.length} media</span>
            )}
          </span>
        ),
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
    {
      id: "status",
      header: "Status",
      value: (item) => item.status,
      cell: (item) => <StatusBadge status={item.status} />,
    },
    {
      id: "displayOrder",
      header: "Order",
      value: (item) => item.displayOrder,
      kind: "number",
      className: "w-20 tabular-nums",
    },
  ];

  const editingItem = typeof editing === "number" ? items.find((item) => item.id === editing) : undefined;

  return (
    <>
      <AdminPageHeader
        title={TITLE}
        description={DESCRIPTION}
        actions={
          <Button variant="primary" onClick={() => setEditing("new")}>
            <Plus aria-hidden="true" className="size-4" />
            New Item
          </Button>
        }
      />
      <DataTable
        label="Gallery items"
        rows={items}
        columns={columns}
        searchColumn="name"
        searchPlaceholder="Search by name..."
        filter={{
          columnId: "status",
          label: "Filter by status",
          allLabel: "All Status",
          options: STATUSES.map((status) => ({ value: status, label: status })),
        }}
        onRefresh={refresh}
        loading={refreshing}
        loadingText="Loading gallery items..."
        emptyText="No gallery items found"
        reorder={reorder}
        rowLabel={(item) => item.name}
        toolbar={orderBar}
        actions={(item) => (
          <RowActions
            name={item.name}
            previewHref={item.previewHref}
            toggle={{
              active: item.status === "Active",
              busy: statusFetcher.state !== "idle",
              onToggle: () =>
                statusFetcher.submit(
                  { intent: "status", id: item.id, status: item.status === "Active" ? "Inactive" : "Active" },
                  { method: "post" },
                ),
            }}
            onEdit={() => setEditing(item.id)}
            onDelete={() => setDeleting(item)}
          />
        )}
      />
      {(editing === "new" || editingItem) && (
        <GalleryItemDialog
          key={editing}
          item={editingItem ?? null}
          categories={categories}
          products={products}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Confirm Deletion"
        description={
          <>
            <p>
              Are you sure you want to delete this gallery item? <strong>{deleting?.name}</strong>
            </p>
            <p className="mt-2">
              Its images, videos and category links are deleted with it. This action cannot be undone.
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

const INPUT =
  "mt-1 h-10 w-full rounded-md border border-gray-300 px-3 text-sm aria-[invalid=true]:border-red-700";
const MEDIA_EXTENSIONS = /\.(jpe?g|png|webp|gif|mp4|webm|ogg|ogv|mov|avi)$/i;
const VIDEO_FILE = /^video\/|\.(mp4|webm|ogg|ogv|mov|avi)$/i;

/** Gallery media accepts images and videos (mp4, webm, ogg, mov, avi); the server checks the bytes. */
function galleryMediaProblem(file: File): string | null {
  return file.type.startsWith("image/") || VIDEO_FILE.test(file.type) || MEDIA_EXTENSIONS.test(file.name)
    ? null
    : `File "${file.name}" must be an image or video`;
}

/** Videos go to the gallery-videos folder, images to gallery-items. */
const mediaFolder = (file: File) =>
  VIDEO_FILE.test(file.type) || VIDEO_FILE.test(file.name) ? "gallery-videos" : "gallery-items";

/** The Create New Gallery Item / Edit Gallery Item dialog. */
function GalleryItemDialog({
  item,
  categories,
  products,
  onClose,
}: {
  item: Item | null;
  categories: Choice[];
  products: ProductChoice[];
  onClose: () => void;
}) {
  const fetcher = useFetcher<typeof action>();
  const imageFetcher = useFetcher<typeof action>();
  const ids = {
    name: useId(),
    slug: useId(),
    slugHint: useId(),
    description: useId(),
    order: useId(),
    status: useId(),
    pdf: useId(),
    productFilter: useId(),
  };
  const [name, setName] = useState(item?.name ?? "");
  const [slug, setSlug] = useState(item?.slug ?? "");
  const [slugEdited, setSlugEdited] = useState(Boolean(item));
  const [isPdf, setIsPdf] = useState(item?.isPdf ?? false);
  const uploads = useUploads();
  const [productFilter, setProductFilter] = useState("");
  const [removing, setRemoving] = useState<MediaFile | null>(null);
  useActionToast(fetcher.data, onClose);
  useActionToast(imageFetcher.data, () => setRemoving(null));

  const result = fetcher.data;
  const fieldErrors: Record<string, string> = result && !result.ok ? { ...result.fieldErrors } : {};

  const busyLabel = uploads.busy ? "Uploading..." : fetcher.state !== "idle" ? "Saving..." : null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (uploads.busy) event.preventDefault();
  };

  const errorText = (field: string, id: string) =>
    fieldErrors[field] ? (
      <p id={`${id}-error`} className="mt-1 text-red-700 text-sm">
        {fieldErrors[field]}
      </p>
    ) : null;
  const invalid = (field: string, id: string, describedBy?: string) =>
    fieldErrors[field]
      ? {
          "aria-invalid": true as const,
          "aria-describedby": `${id}-error${describedBy ? ` ${describedBy}` : ""}`,
        }
      : { "aria-describedby": describedBy };

  const needle = productFilter.trim().toLowerCase();
  const saved: MediaFile[] = (item?.images ?? []).map((image) => ({
    id: image.id,
    url: image.imageUrl,
    kind: image.mediaType,
    posterUrl: image.posterUrl,
  }));

  return (
    <>
      <Dialog
        open
        size="lg"
        onClose={onClose}
        title={item ? "Edit Gallery Item" : "Create New Gallery Item"}
        footer={
          <>
            <Button onClick={onClose} disabled={busyLabel !== null}>
              Cancel
            </Button>
            <Button variant="primary" type="submit" form="gallery-item-form" disabled={busyLabel !== null}>
              {busyLabel ?? (item ? "Update Gallery Item" : "Create Gallery Item")}
            </Button>
          </>
        }
      >
        <fetcher.Form
          id="gallery-item-form"
          method="post"
          noValidate
          onSubmit={onSubmit}
          className="space-y-6"
        >
          <input type="hidden" name="intent" value={item ? "update" : "create"} />
          {item && <input type="hidden" name="id" value={item.id} />}
          <input type="hidden" name="isPdf" value={isPdf ? "true" : "false"} />

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
                {...invalid("name", ids.name)}
              />
              {errorText("name", ids.name)}
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
                  setSlugEdited(event.target.value !== "");
                }}
                className={INPUT}
                {...invalid("slug", ids.slug, ids.slugHint)}
              />
              {errorText("slug", ids.slug)}
              <p id={ids.slugHint} className="mt-1 text-gray-600 text-xs">
                URL-friendly version of the name: /resources/{slug || "your-slug"}
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
              defaultValue={item?.description}
              className="mt-1 w-full rounded-md border border-gray-300 px-3 py-2 text-sm"
            />
          </div>
          <RichTextEditor
            name="detailedDescription"
            label="Detailed Description"
            defaultValue={item?.detailedDescription}
          />
          <RichTextEditor name="projectDetails" label="Project Details" defaultValue={item?.projectDetails} />

          <div className="grid gap-4 sm:grid-cols-3">
            <div>
              <label htmlFor={ids.order} className="block font-medium text-sm">
                Display Order
              </label>
              <input
                id={ids.order}
                name="displayOrder"
                type="number"
                min={0}
                step={1}
                defaultValue={item?.displayOrder ?? undefined}
                className={INPUT}
                {...invalid("displayOrder", ids.order)}
              />
              {errorText("displayOrder", ids.order)}
            </div>
            <div>
              <label htmlFor={ids.status} className="block font-medium text-sm">
                Status
              </label>
              <select
                id={ids.status}
                name="status"
                defaultValue={item?.status ?? "Active"}
                className={clsx(INPUT, "bg-surface px-2")}
              >
                {STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {status}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <span id={ids.pdf} className="block font-medium text-sm">
                PDF Resource
              </span>
              <div className="mt-1 flex h-10 items-center gap-3">
                <Switch checked={isPdf} label="PDF Resource" onChange={setIsPdf} />
                <span aria-hidden="true" className="text-gray-700 text-sm">
                  {isPdf ? "Yes: a downloadable PDF" : "No: a project page"}
                </span>
              </div>
            </div>
          </div>

          <UploadsScope uploads={uploads}>
            <div className="grid gap-4 sm:grid-cols-2">
              <MediaField
                name="primaryImageUrl"
                label="Primary Image"
                folder="gallery-items"
                accept="image"
                defaultValue={item?.primaryImageUrl}
              />
              {isPdf && (
                <MediaField
                  name="pdfUrl"
                  label="PDF File"
                  hint="A .pdf file, up to 50 MB. Visitors download it from the Gallery page."
                  folder="pdf"
                  accept="pdf"
                  defaultValue={item?.pdfUrl}
                />
              )}
            </div>
          </UploadsScope>

          <div className="grid gap-4 sm:grid-cols-2">
            <fieldset>
              <legend className="font-medium text-sm">Categories</legend>
              {categories.length === 0 ? (
                <p className="mt-1 text-gray-600 text-sm">No gallery categories yet.</p>
              ) : (
                <div className="mt-2 max-h-48 space-y-1.5 overflow-y-auto rounded-md border border-gray-200 p-3">
                  {categories.map((category) => (
                    <label key={category.id} className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        name="categoryIds"
                        value={category.id}
                        defaultChecked={item?.categoryIds.includes(category.id)}
                        className="size-4 accent-gold-dark"
                      />
                      {category.name}
                    </label>
                  ))}
                </div>
              )}
            </fieldset>
            <fieldset>
              <legend className="font-medium text-sm">Related Products</legend>
              <label htmlFor={ids.productFilter} className="sr-only">
                Filter products
              </label>
              <input
                id={ids.productFilter}
                type="search"
                value={productFilter}
                onChange={(event) => setProductFilter(event.target.value)}
                placeholder="Filter products..."
                className="mt-2 h-9 w-full rounded-md border border-gray-300 px-3 text-sm"
              />
              <div className="mt-2 max-h-48 space-y-1.5 overflow-y-auto rounded-md border border-gray-200 p-3">
                {products.map((product) => (
                  <label
                    key={product.id}
                    hidden={needle !== "" && !product.name.toLowerCase().includes(needle)}
                    className="flex items-center gap-2 text-sm"
                  >
                    <input
                      type="checkbox"
                      name="productIds"
                      value={product.id}
                      defaultChecked={item?.productIds.includes(product.id)}
                      className="size-4 accent-gold-dark"
                    />
                    <span className="min-w-0 truncate">{product.name}</span>
                    {product.status !== "Active" && <span className="text-gray-600 text-xs">(Inactive)</span>}
                  </label>
                ))}
              </div>
            </fieldset>
          </div>

          <UploadsScope uploads={uploads}>
            {!isPdf && (
              <MediaField
                name="mediaUrls"
                kindName="mediaTypes"
                posterName="mediaPosters"
                label="Additional Images and Videos"
                folder={mediaFolder}
                accept="media"
                multiple
                hint="Images (JPEG, PNG, WebP, GIF) or videos (MP4, WebM, OGG). A poster frame is taken from the middle of each video."
                defaultValue={saved}
                check={galleryMediaProblem}
                onRemoveSaved={setRemoving}
              />
            )}
          </UploadsScope>
        </fetcher.Form>
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        title="Remove Image"
        description={`Are you sure you want to remove this ${removing?.kind ?? "image"} from the gallery item? This action cannot be undone.`}
        confirmLabel="Remove"
        busy={imageFetcher.state !== "idle"}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing?.id !== undefined &&
          imageFetcher.submit({ intent: "removeImage", id: removing.id }, { method: "post" })
        }
      />
    </>
  );
}
