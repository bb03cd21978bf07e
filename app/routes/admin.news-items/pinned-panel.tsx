import clsx from "clsx";
import { Star } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import type { EntityActionResult } from "~/components/admin/entity-form";
import {
  DragHandle,
  ReorderBar,
  reorderForm,
  SortableList,
  useReorder,
  useSortableRow,
} from "~/components/admin/sortable";
import { StatusBadge } from "~/components/admin/status-badge";
import { useActionToast } from "~/components/admin/use-action-toast";
import { Button } from "~/components/ui/button";
import { MAX_PINNED_NEWS } from "~/lib/schemas/news";

/** What the panel shows of a pinned news item. */
export type PinnedRow = { id: number; title: string; status: string };

/** "Pinned Items (n/3)": Reorder Items, then drag, then Save Order or Discard. */
export function PinnedPanel({ pinned }: { pinned: PinnedRow[] }) {
  const reorder = useReorder(pinned);
  const fetcher = useFetcher<EntityActionResult>();
  const [reordering, setReordering] = useState(false);
  useActionToast(fetcher.data, () => setReordering(false), { errorTitle: "Error" });
  const rows = reordering ? reorder.items : pinned;
  return (
    <section
      aria-labelledby="pinned-heading"
      className="mb-6 rounded-lg border border-gray-200 bg-surface p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="pinned-heading" className="font-sans font-semibold text-base">
          Pinned Items ({pinned.length}/{MAX_PINNED_NEWS})
        </h2>
        {reordering ? (
          <ReorderBar
            changed
            saving={fetcher.state !== "idle"}
            onSave={() => fetcher.submit(reorderForm(reorder.orderedIds), { method: "post" })}
            onDiscard={() => {
              reorder.discard();
              setReordering(false);
            }}
          />
        ) : (
          pinned.length > 1 && (
            <Button size="sm" onClick={() => setReordering(true)}>
              Reorder Items
            </Button>
          )
        )}
      </div>
      {pinned.length === 0 ? (
        <p className="mt-2 text-gray-600 text-sm">
          No pinned items. Pin up to three news items to show them first.
        </p>
      ) : (
        <SortableList
          ids={rows.map((row) => row.id)}
          labelOf={(id) => rows.find((row) => row.id === id)?.title ?? `item ${id}`}
          onMove={reorder.move}
        >
          <ol aria-label="Pinned items" className="mt-3 space-y-2">
            {rows.map((row, index) => (
              <PinnedItem key={row.id} row={row} position={index + 1} draggable={reordering} />
            ))}
          </ol>
        </SortableList>
      )}
    </section>
  );
}

function PinnedItem({ row, position, draggable }: { row: PinnedRow; position: number; draggable: boolean }) {
  const { setNodeRef, style, isDragging, handleProps } = useSortableRow(row.id, !draggable);
  return (
    <li
      ref={setNodeRef}
      style={style}
      data-pinned-item={row.title}
      className={clsx(
        "flex items-center gap-3 rounded-md border border-gray-200 bg-white px-3 py-2 text-sm",
        isDragging && "shadow-lg",
      )}
    >
      {draggable ? (
        <DragHandle label={`Drag to reorder ${row.title}`} handleProps={handleProps} />
      ) : (
        <Star aria-hidden="true" className="size-4 fill-gold text-gold-dark" />
      )}
      <span className="w-6 text-gray-500 tabular-nums">{position}.</span>
      <span className="min-w-0 flex-1 truncate font-medium">{row.title}</span>
      <StatusBadge status={row.status} />
    </li>
  );
}
