import { Plus } from "lucide-react";
import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { DataTable, type DataTableColumn, Truncated } from "~/components/admin/data-table";
import { MediaField } from "~/components/admin/media-field";
import { RowActions } from "~/components/admin/row-actions";
import { useSavedOrder } from "~/components/admin/sortable";
import { Switch } from "~/components/admin/switch";
import { UploadsScope, useUploads } from "~/components/admin/uploads";
import { useActionToast } from "~/components/admin/use-action-toast";
import { useRefresh } from "~/components/admin/use-refresh";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Dialog } from "~/components/ui/dialog";
import type { AdminActionResult } from "~/lib/schemas/action";

/** A carousel image row as the loader sends it. */
export type CarouselRow = {
  id: number;
  imageUrl: string | null;
  altText: string;
  title: string;
  displayOrder: number;
  isActive: boolean;
};

const input = "mt-1 h-10 w-full rounded-md border border-gray-300 px-3 text-sm";

/** The Homepage Carousel tab: table with drag reorder, active switch, add/edit dialog, delete. */
export function CarouselTab({ rows }: { rows: CarouselRow[] }) {
  const { refresh, refreshing } = useRefresh();
  const { reorder, bar: orderBar } = useSavedOrder(rows, "carouselReorder");
  const deleteFetcher = useFetcher<AdminActionResult>();
  const activeFetcher = useFetcher<AdminActionResult>();
  const [editing, setEditing] = useState<CarouselRow | "new" | null>(null);
  const [deleting, setDeleting] = useState<CarouselRow | null>(null);
  useActionToast(activeFetcher.data);
  useActionToast(deleteFetcher.data, () => setDeleting(null));

  const pendingActive = activeFetcher.formData
    ? {
        id: Number(activeFetcher.formData.get("id")),
        active: activeFetcher.formData.get("active") === "true",
      }
    : null;
  const name = (row: CarouselRow) => row.title || row.altText || `Image ${row.id}`;

  const columns: DataTableColumn<CarouselRow>[] = [
    { id: "displayOrder", header: "Order", value: (r) => r.displayOrder, kind: "number", className: "w-20" },
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
    { id: "title", header: "Title", value: (r) => r.title, cell: (r) => <Truncated text={r.title} /> },
    {
      id: "status",
      header: "Status",
      value: (r) => (r.isActive ? "Active" : "Inactive"),
      cell: (r) => {
        const active = pendingActive?.id === r.id ? pendingActive.active : r.isActive;
        return (
          <span className="inline-flex items-center gap-2">
            <Switch
              checked={active}
              label={`Active: ${name(r)}`}
              onChange={(next) =>
                activeFetcher.submit(
                  { intent: "carouselActive", id: r.id, active: String(next) },
                  { method: "post" },
                )
              }
            />
            <span className="text-sm">{active ? "Active" : "Inactive"}</span>
          </span>
        );
      },
    },
  ];

  return (
    <section aria-labelledby="carousel-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="carousel-heading" className="font-semibold text-lg">
            Homepage Carousel
          </h2>
          <p className="text-gray-600 text-sm">
            Slides of the home page, in display order. Drag rows to reorder.
          </p>
        </div>
        <Button variant="primary" onClick={() => setEditing("new")}>
          <Plus aria-hidden="true" className="size-4" />
          Add Image
        </Button>
      </div>
      <DataTable
        label="Carousel images"
        rows={rows}
        columns={columns}
        onRefresh={refresh}
        loading={refreshing}
        loadingText="Loading carousel images..."
        reorder={reorder}
        rowLabel={name}
        toolbar={orderBar}
        actions={(row) => (
          <RowActions name={name(row)} onEdit={() => setEditing(row)} onDelete={() => setDeleting(row)} />
        )}
      />
      {editing && (
        <CarouselDialog image={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Carousel Image"
        description={
          <p>
            Are you sure you want to delete the carousel image{" "}
            <strong>{deleting ? name(deleting) : ""}</strong>? This action cannot be undone.
          </p>
        }
        busy={deleteFetcher.state !== "idle"}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting && deleteFetcher.submit({ intent: "carouselDelete", id: deleting.id }, { method: "post" })
        }
      />
    </section>
  );
}

/** The Add New Carousel Image / Edit Carousel Image dialog. */
function CarouselDialog({ image, onClose }: { image: CarouselRow | null; onClose: () => void }) {
  const fetcher = useFetcher<AdminActionResult>();
  const ids = { alt: useId(), title: useId(), order: useId(), active: useId(), error: useId() };
  useActionToast(fetcher.data, onClose);
  const errors = fetcher.data && !fetcher.data.ok ? (fetcher.data.fieldErrors ?? {}) : {};
  const uploads = useUploads();
  const busyLabel = uploads.busy ? "Uploading..." : fetcher.state !== "idle" ? "Saving..." : null;
  return (
    <Dialog
      open
      onClose={onClose}
      title={image ? "Edit Carousel Image" : "Add New Carousel Image"}
      footer={
        <>
          <Button onClick={onClose} disabled={busyLabel !== null}>
            Cancel
          </Button>
          <Button variant="primary" type="submit" form="carousel-form" disabled={busyLabel !== null}>
            {busyLabel ?? (image ? "Update Image" : "Add Image")}
          </Button>
        </>
      }
    >
      <fetcher.Form
        id="carousel-form"
        method="post"
        noValidate
        onSubmit={(event) => uploads.busy && event.preventDefault()}
        className="space-y-4"
      >
        <input type="hidden" name="intent" value={image ? "carouselUpdate" : "carouselCreate"} />
        {image && <input type="hidden" name="id" value={image.id} />}
        <UploadsScope uploads={uploads}>
          <MediaField
            name="imageUrl"
            label="Image"
            folder="carousel"
            accept="image"
            defaultValue={image?.imageUrl}
            hint="JPEG, PNG, WebP or GIF, up to 5 MB. Recommended size: 1920x1080"
            error={errors.imageUrl}
          />
        </UploadsScope>
        <div>
          <label htmlFor={ids.alt} className="block font-medium text-sm">
            Alt text
          </label>
          <input id={ids.alt} name="altText" defaultValue={image?.altText} className={input} />
        </div>
        <div>
          <label htmlFor={ids.title} className="block font-medium text-sm">
            Title
          </label>
          <input id={ids.title} name="title" defaultValue={image?.title} className={input} />
        </div>
        <div>
          <label htmlFor={ids.order} className="block font-medium text-sm">
            Display order
          </label>
          <input
            id={ids.order}
            name="displayOrder"
            type="number"
            min={0}
            step={1}
            defaultValue={image?.displayOrder ?? 0}
            aria-invalid={errors.displayOrder ? true : undefined}
            aria-describedby={errors.displayOrder ? ids.error : undefined}
            className={input}
          />
          {errors.displayOrder && (
            <p id={ids.error} className="mt-1 text-red-700 text-sm">
              {errors.displayOrder}
            </p>
          )}
        </div>
        <div className="flex items-center gap-2">
          <input
            id={ids.active}
            name="isActive"
            type="checkbox"
            defaultChecked={image?.isActive ?? true}
            className="size-4 accent-gold-dark"
          />
          <label htmlFor={ids.active} className="font-medium text-sm">
            Active
          </label>
        </div>
      </fetcher.Form>
    </Dialog>
  );
}
