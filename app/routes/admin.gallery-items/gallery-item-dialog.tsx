import { useState } from "react";
import { useFetcher } from "react-router";
import { CheckboxListField } from "~/components/admin/checkbox-list";
import { type EntityActionResult, EntityFormDialog } from "~/components/admin/entity-form";
import { draftMedia, useEntityHistory } from "~/components/admin/entity-history";
import { MediaField, type MediaFile } from "~/components/admin/media-field";
import { MediaListField } from "~/components/admin/media-list-field";
import { NameSlugFields } from "~/components/admin/name-slug-fields";
import { RichTextEditor } from "~/components/admin/rich-text-editor";
import { ScheduleFields, scheduleDefaults, useSiteTimeZone } from "~/components/admin/schedule";
import { SwitchField } from "~/components/admin/switch-field";
import { useActionToast } from "~/components/admin/use-action-toast";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { galleryItemFormSchema } from "~/lib/schemas/gallery";
import { STATUSES } from "~/lib/schemas/status";
import type { Route } from "./+types/route";

type Data = Route.ComponentProps["loaderData"];
export type GalleryItemRow = NonNullable<Data["items"]>[number];
/** The form's choices: gallery categories and products. */
export type GalleryChoices = Pick<Data, "categories" | "products">;

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

/** The Create New Gallery Item / Edit Gallery Item dialog, and the confirmation that removes saved media at once. */
export function GalleryItemDialog({
  item: row,
  choices,
  onClose,
}: {
  item: GalleryItemRow | null;
  choices: GalleryChoices;
  onClose: () => void;
}) {
  // The row is read from the list again (see the screen): a draft's values go over it here.
  const draft = useEntityHistory()?.draft;
  const item = row && draft ? ({ ...row, ...draft.values } as GalleryItemRow) : row;
  const [isPdf, setIsPdf] = useState(item?.isPdf ?? false);
  const [removing, setRemoving] = useState<MediaFile | null>(null);
  const timeZone = useSiteTimeZone();
  const [values] = useState(() => ({
    ...scheduleDefaults(item, timeZone),
    name: item?.name,
    slug: item?.slug,
    description: item?.description,
    displayOrder: item?.displayOrder,
    status: item?.status ?? "Active",
    categoryIds: item?.categoryIds,
    productIds: item?.productIds,
  }));
  const imageFetcher = useFetcher<EntityActionResult>();
  useActionToast(imageFetcher.data, () => setRemoving(null));

  return (
    <>
      <EntityFormDialog
        schema={galleryItemFormSchema}
        size="lg"
        title={item ? "Edit Gallery Item" : "Create New Gallery Item"}
        submitLabel={item ? "Update Gallery Item" : "Create Gallery Item"}
        intent={item ? "update" : "create"}
        id={item?.id}
        defaultValue={values}
        onClose={onClose}
      >
        {(fields) => (
          <>
            <NameSlugFields
              name={fields.name}
              slug={fields.slug}
              hint={(slug) => `URL-friendly version of the name: /resources/${slug || "your-slug"}`}
            />
            <TextAreaField meta={fields.description} label="Description" />
            <RichTextEditor
              name="detailedDescription"
              label="Detailed Description"
              defaultValue={item?.detailedDescription}
            />
            <RichTextEditor
              name="projectDetails"
              label="Project Details"
              defaultValue={item?.projectDetails}
            />
            <div className="grid gap-4 sm:grid-cols-3">
              <TextField meta={fields.displayOrder} label="Display Order" type="number" min={0} step={1} />
              <SelectField meta={fields.status} label="Status" options={STATUSES} />
              <SwitchField
                meta={fields.isPdf}
                label="PDF Resource"
                checked={isPdf}
                onChange={setIsPdf}
                states={["No: a project page", "Yes: a downloadable PDF"]}
              />
            </div>
            <ScheduleFields publishAt={fields.publishAt} unpublishAt={fields.unpublishAt} />
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
            <div className="grid gap-4 sm:grid-cols-2">
              <CheckboxListField
                meta={fields.categoryIds}
                label="Categories"
                choices={choices.categories}
                emptyText="No gallery categories yet."
              />
              <CheckboxListField
                meta={fields.productIds}
                label="Related Products"
                choices={choices.products.map((product) => ({
                  ...product,
                  note: product.status === "Active" ? undefined : "(Inactive)",
                }))}
                emptyText="No products yet."
                filterLabel="Filter products"
              />
            </div>
            {!isPdf && (
              <MediaListField
                label="Additional Images and Videos"
                folder={mediaFolder}
                hint="Images (JPEG, PNG, WebP, GIF) or videos (MP4, WebM, OGG). A poster frame is taken from the middle of each video."
                saved={(item?.images ?? []).map((image) => ({ ...image, url: image.imageUrl }))}
                pending={item ? draftMedia(item) : []}
                check={galleryMediaProblem}
                onRemoveSaved={setRemoving}
              />
            )}
          </>
        )}
      </EntityFormDialog>
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
