import {
  type Announcements,
  type AutoScrollOptions,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical } from "lucide-react";
import { type CSSProperties, type ReactNode, useEffect, useMemo, useState } from "react";
import { useFetcher } from "react-router";
import { useActionToast } from "~/components/admin/use-action-toast";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";

/**
 * Auto-scroll near the edges (spec: starts 25% from the edge, fastest at 5%, at most 28 px per step).
 * dnd-kit scales speed linearly from 0 at `threshold` to `acceleration` px per `interval` at the very
 * edge and has no separate cap, so acceleration 28 keeps every step at or under 28 px; the speed at 5%
 * from the edge is then 28 × 20/25 ≈ 22 px per step.
 */
export const AUTO_SCROLL: AutoScrollOptions = {
  threshold: { x: 0.25, y: 0.25 },
  acceleration: 28,
  interval: 5,
};

/** Pointer drag starts after 5 px; touch after a 120 ms press (moving 5 px first cancels); keyboard too. */
export function useReorderSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 120, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

/** Reorder state of a list loaded from the server: local order, whether it changed, discard. */
export type ReorderState<T> = {
  /** Rows in the current (possibly unsaved) order. */
  items: T[];
  /** Ids in the current order, for the save request. */
  orderedIds: number[];
  /** True after a drag changed the order; shows Save Order and Discard. */
  changed: boolean;
  /** Moves the row `activeId` to where `overId` is. */
  move: (activeId: number, overId: number) => void;
  /** Restores the last loaded order and toasts "Display order changes discarded". */
  discard: () => void;
};

/**
 * Keeps a local order of `rows` for drag and drop; resets whenever the loaded rows change
 * (after a save the loader revalidates and the new order becomes the baseline).
 */
export function useReorder<T extends { id: number }>(rows: T[]): ReorderState<T> {
  const [order, setOrder] = useState<number[] | null>(null);
  useEffect(() => setOrder(null), [rows]);
  const items = useMemo(() => {
    if (!order) return rows;
    const byId = new Map(rows.map((row) => [row.id, row]));
    return order.map((id) => byId.get(id)).filter((row): row is T => row !== undefined);
  }, [rows, order]);
  const changed = order?.some((id, index) => id !== rows[index]?.id) ?? false;
  return {
    items,
    orderedIds: items.map((row) => row.id),
    changed,
    move(activeId, overId) {
      const ids = items.map((row) => row.id);
      const from = ids.indexOf(activeId);
      const to = ids.indexOf(overId);
      if (from < 0 || to < 0 || from === to) return;
      setOrder(arrayMove(ids, from, to));
    },
    discard() {
      setOrder(null);
      toast.success("Display order changes discarded");
    },
  };
}

export type SortableListProps = {
  /** Ids of the sortable rows in their current order. */
  ids: number[];
  /** A row's name for screen-reader announcements ("Moved Gold Thread to position 2 of 5"). */
  labelOf: (id: number) => string;
  onMove: (activeId: number, overId: number) => void;
  children: ReactNode;
};

/**
 * Drag-and-drop context for a vertical list or table body: mouse, touch and keyboard (Space to lift,
 * arrows to move, Space to drop, Escape to cancel), with announcements for screen readers.
 */
export function SortableList({ ids, labelOf, onMove, children }: SortableListProps) {
  const sensors = useReorderSensors();
  const position = (id: unknown) => ids.indexOf(Number(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      `Picked up ${labelOf(Number(active.id))}, position ${position(active.id)} of ${ids.length}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `${labelOf(Number(active.id))} is over position ${position(over.id)} of ${ids.length}.`
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `Moved ${labelOf(Number(active.id))} to position ${position(over.id)} of ${ids.length}.`
        : `${labelOf(Number(active.id))} dropped.`,
    onDragCancel: ({ active }) =>
      `Reordering cancelled. ${labelOf(Number(active.id))} returned to its place.`,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(Number(active.id), Number(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      autoScroll={AUTO_SCROLL}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            "To reorder, press Space or Enter to pick up the row, use the arrow keys to move it, press Space or Enter again to drop it, or Escape to cancel.",
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/** Wires one row (any element) into the SortableList; spread `handleProps` on its DragHandle. */
export function useSortableRow(id: number, disabled = false) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id,
      disabled,
    });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    position: "relative",
    zIndex: isDragging ? 10 : undefined,
  };
  return {
    setNodeRef,
    style,
    isDragging,
    handleProps: { ...attributes, ...listeners, ref: setActivatorNodeRef },
  };
}

/** The grip a row is dragged by (also focusable for keyboard reordering). */
export function DragHandle({
  label,
  handleProps,
}: {
  label: string;
  handleProps: ReturnType<typeof useSortableRow>["handleProps"];
}) {
  return (
    <button
      type="button"
      aria-label={label}
      className="inline-flex size-8 cursor-grab touch-none items-center justify-center rounded text-gray-500 hover:bg-gray-100 hover:text-ink active:cursor-grabbing"
      {...handleProps}
    >
      <GripVertical aria-hidden="true" className="size-4" />
    </button>
  );
}

/** "Save Order" and "Discard", shown only after the order changed. */
export function ReorderBar({
  changed,
  saving,
  onSave,
  onDiscard,
}: {
  changed: boolean;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
}) {
  if (!changed) return null;
  return (
    <div className="flex items-center gap-2">
      <Button variant="primary" size="sm" onClick={onSave} disabled={saving}>
        {saving ? "Saving..." : "Save Order"}
      </Button>
      <Button size="sm" onClick={onDiscard} disabled={saving}>
        Discard
      </Button>
    </div>
  );
}

/** The form a Save Order posts: the intent and every id in its new order (display_order 1..n). */
export function reorderForm(orderedIds: number[], intentName = "reorder"): FormData {
  const form = new FormData();
  form.set("intent", intentName);
  for (const id of orderedIds) form.append("ids", String(id));
  return form;
}

/**
 * Drag order with its Save Order / Discard bar (put `bar` in the table's toolbar): Save posts every id
 * in the new order (reorderForm) to the route's action and toasts its answer.
 */
export function useSavedOrder<T extends { id: number }>(rows: T[], intentName = "reorder") {
  const reorder = useReorder(rows);
  const fetcher = useFetcher<{ ok: true; message: string } | { ok: false; error: string }>();
  useActionToast(fetcher.data);
  const bar = (
    <ReorderBar
      changed={reorder.changed}
      saving={fetcher.state !== "idle"}
      onSave={() => fetcher.submit(reorderForm(reorder.orderedIds, intentName), { method: "post" })}
      onDiscard={reorder.discard}
    />
  );
  return { reorder, bar };
}
