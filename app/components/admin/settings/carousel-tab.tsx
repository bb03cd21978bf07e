import { nameColumn, orderColumn } from "~/components/admin/columns";
import type { DataTableColumn } from "~/components/admin/data-table";
import { EntityFormDialog } from "~/components/admin/entity-form";
import { EntityScreen } from "~/components/admin/entity-screen";
import { MediaField } from "~/components/admin/media-field";
import { CheckboxField, TextField } from "~/components/ui/field";
import { carouselFormSchema } from "~/lib/schemas/settings";

/** A carousel image row as the loader sends it. */
export type CarouselRow = {
  id: number;
  imageUrl: string | null;
  altText: string;
  title: string;
  displayOrder: number;
  isActive: boolean;
};

const name = (row: CarouselRow) => row.title || row.altText || `Image ${row.id}`;

const COLUMNS: DataTableColumn<CarouselRow>[] = [
  orderColumn(),
  {
    id: "image",
    header: "Image",
    value: (r) => r.imageUrl,
    sortable: false,
    cell: (r) =>
      r.imageUrl ? (
        <img
          src={r.imageUrl.replace(/\.[a-z0-9]+$/i, "-w400.webp")}
          alt={r.altText}
          width={96}
          height={54}
          loading="lazy"
          className="h-[54px] w-24 rounded object-cover"
          onError={(event) => {
            if (r.imageUrl && event.currentTarget.src !== r.imageUrl) event.currentTarget.src = r.imageUrl;
          }}
        />
      ) : null,
  },
  nameColumn((r) => r.title, { id: "title", header: "Title" }),
];

/** The Homepage Carousel tab: table with drag reorder, active switch, add/edit dialog, delete. */
export function CarouselTab({ rows }: { rows: CarouselRow[] }) {
  return (
    <EntityScreen
      title="Homepage Carousel"
      description="Slides of the home page, in display order. Drag rows to reorder."
      headingLevel={2}
      rows={rows}
      newLabel="Add Image"
      table={{ label: "Carousel images", columns: COLUMNS, loadingText: "Loading carousel images..." }}
      rowName={name}
      history={{ type: "carousel" }}
      reorder
      intents={{ delete: "carouselDelete", reorder: "carouselReorder" }}
      toggle={{
        active: (r) => r.isActive,
        post: (r) => ({ intent: "carouselActive", id: r.id, active: String(!r.isActive) }),
        switch: { label: (r) => `Active: ${name(r)}` },
      }}
      remove={{
        title: "Delete Carousel Image",
        description: (r) => (
          <p>
            Are you sure you want to delete the carousel image <strong>{name(r)}</strong>? This action cannot
            be undone.
          </p>
        ),
      }}
      dialog={(image, close) => <CarouselDialog image={image} onClose={close} />}
    />
  );
}

/** The Add New Carousel Image / Edit Carousel Image dialog. */
function CarouselDialog({ image, onClose }: { image: CarouselRow | null; onClose: () => void }) {
  return (
    <EntityFormDialog
      schema={carouselFormSchema}
      title={image ? "Edit Carousel Image" : "Add New Carousel Image"}
      submitLabel={image ? "Update Image" : "Add Image"}
      intent={image ? "carouselUpdate" : "carouselCreate"}
      id={image?.id}
      defaultValue={{
        altText: image?.altText,
        title: image?.title,
        displayOrder: image?.displayOrder ?? 0,
        isActive: image?.isActive ?? true,
      }}
      onClose={onClose}
    >
      {(fields) => (
        <>
          <MediaField
            name="imageUrl"
            label="Image"
            folder="carousel"
            accept="image"
            defaultValue={image?.imageUrl}
            hint="JPEG, PNG, WebP or GIF, up to 5 MB. Recommended size: 1920x1080"
            error={fields.imageUrl.errors?.[0]}
          />
          <TextField meta={fields.altText} label="Alt text" />
          <TextField meta={fields.title} label="Title" />
          <TextField meta={fields.displayOrder} label="Display order" type="number" min={0} step={1} />
          <CheckboxField meta={fields.isActive} label="Active" />
        </>
      )}
    </EntityFormDialog>
  );
}
