import { ImageOff } from "lucide-react";
import type { ReactNode } from "react";
import { type DataTableColumn, Truncated } from "./data-table";
import type { EntityScreenProps } from "./entity-screen";
import { StatusBadge } from "./status-badge";

// Columns, filter and toggle that several back-office tables share, configured per screen.

/** A 48 px square of the row's image; without one, a grey square with `placeholder` (a crossed-out image by default). */
export function thumbnailColumn<T>(
  image: (row: T) => string | null | undefined,
  placeholder?: (row: T) => ReactNode,
): DataTableColumn<T> {
  return {
    id: "image",
    header: "Image",
    value: image,
    sortable: false,
    className: "w-20",
    cell: (row) => {
      const url = image(row);
      if (url)
        return <img src={url} alt="" width={48} height={48} className="size-12 rounded object-cover" />;
      return (
        <span className="grid size-12 place-items-center rounded bg-gray-100 text-gray-500">
          {placeholder?.(row) ?? <ImageOff aria-hidden="true" className="size-4" />}
          <span className="sr-only">No image</span>
        </span>
      );
    },
  };
}

/** The row's name in medium weight, truncated; `id` and `header` for another name ("title", "Title"). */
export function nameColumn<T>(
  name: (row: T) => string,
  { id = "name", header = "Name" }: { id?: string; header?: string } = {},
): DataTableColumn<T> {
  return {
    id,
    header,
    value: name,
    cell: (row) => (
      <span className="font-medium">
        <Truncated text={name(row)} />
      </span>
    ),
  };
}

/** The Active / Inactive badge, in the column the status filter reads. */
export function statusColumn<T extends { status: string }>(): DataTableColumn<T> {
  return {
    id: "status",
    header: "Status",
    value: (row) => row.status,
    cell: (row) => <StatusBadge status={row.status} />,
  };
}

/** The display order (empty sorts last). */
export function orderColumn<T extends { displayOrder: number | null }>(): DataTableColumn<T> {
  return {
    id: "displayOrder",
    header: "Order",
    value: (row) => row.displayOrder,
    kind: "number",
    className: "w-20 tabular-nums",
  };
}

/** Activate/Deactivate of a row with a status: posts the "status" intent with the other status. */
export function statusToggle<T extends { id: number; status: string }>(): NonNullable<
  EntityScreenProps<T>["toggle"]
> {
  return {
    active: (row) => row.status === "Active",
    post: (row) => ({
      intent: "status",
      id: row.id,
      status: row.status === "Active" ? "Inactive" : "Active",
    }),
  };
}
