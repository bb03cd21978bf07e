import { and, asc, eq } from "drizzle-orm";
import type { CarouselForm } from "~/lib/schemas/settings";
import { saveDisplayOrder } from "../admin/reorder";
import { writeAndInvalidate } from "../cache/page-cache";
import { live } from "../content/visibility";
import { db, type Tx } from "../db/client";
import { generalSettings } from "../db/schema";
import { AdminActionError } from "../errors";
import { trackChanges } from "../history/revisions";
import { moveToTrash } from "../trash/move";
import { CAROUSEL_HISTORY } from "./history";

const CAROUSEL = "carousel";

/** Every carousel image (active or not) by display_order then id. */
export async function listCarouselForAdmin() {
  return db()
    .select({
      id: generalSettings.id,
      imageUrl: generalSettings.imageUrl,
      altText: generalSettings.altText,
      title: generalSettings.title,
      displayOrder: generalSettings.displayOrder,
      isActive: generalSettings.isActive,
      createdAt: generalSettings.createdAt,
    })
    .from(generalSettings)
    .where(and(eq(generalSettings.type, CAROUSEL), live(generalSettings)))
    .orderBy(asc(generalSettings.displayOrder), asc(generalSettings.id));
}

/** Adds a carousel image (type 'carousel'). */
export async function createCarouselImage(input: CarouselForm): Promise<number> {
  return writeAndInvalidate(async (tx, invalidate) => {
    const history = await trackChanges(tx, CAROUSEL_HISTORY, []);
    const [row] = await tx
      .insert(generalSettings)
      .values({ ...input, type: CAROUSEL })
      .returning({ id: generalSettings.id });
    if (!row) throw new Error("Insert returned no row");
    await history.commit("create", { ids: [row.id], audit: { action: "carouselCreate" } });
    invalidate(["settings"]);
    return row.id;
  });
}

const carouselRow = (id: number) =>
  and(eq(generalSettings.id, id), eq(generalSettings.type, CAROUSEL), live(generalSettings));

/** Runs one write to carousel images with their revisions; the audit log names it by the screen's intent. */
async function withCarouselHistory(
  ids: number[],
  [action, intent]: [string, string],
  write: (tx: Tx) => Promise<void>,
) {
  await writeAndInvalidate(async (tx, invalidate) => {
    const history = await trackChanges(tx, CAROUSEL_HISTORY, ids);
    await write(tx);
    await history.commit(action, { audit: { action: intent } });
    invalidate(["settings"]);
  });
}

/** Updates a carousel image; AdminActionError when it no longer exists. */
export async function updateCarouselImage(id: number, input: CarouselForm): Promise<void> {
  await withCarouselHistory([id], ["update", "carouselUpdate"], async (tx) => {
    const rows = await tx
      .update(generalSettings)
      .set(input)
      .where(carouselRow(id))
      .returning({ id: generalSettings.id });
    if (rows.length === 0) throw new AdminActionError("Failed to update carousel image", 404);
  });
}

/** Sets is_active of a carousel image (the active switch). */
export async function setCarouselImageActive(id: number, isActive: boolean): Promise<void> {
  await withCarouselHistory([id], ["status", "carouselActive"], async (tx) => {
    const rows = await tx
      .update(generalSettings)
      .set({ isActive })
      .where(carouselRow(id))
      .returning({ id: generalSettings.id });
    if (rows.length === 0) throw new AdminActionError("Failed to update carousel image", 404);
  });
}

/** Moves a carousel image to Trash (decision 020); its file becomes stale once Trash is purged. */
export async function deleteCarouselImage(id: number): Promise<string> {
  return writeAndInvalidate(async (tx, invalidate) => {
    const label = await moveToTrash(generalSettings, id, {
      where: eq(generalSettings.type, CAROUSEL),
      executor: tx,
    });
    if (label === null) throw new AdminActionError("Failed to delete the carousel image.", 404);
    invalidate(["settings"]);
    return label;
  });
}

/** Deletes a carousel image row for good (Trash's purge): its file becomes a stale-file candidate. */
export async function purgeCarouselImage(tx: Tx, id: number): Promise<void> {
  await tx.delete(generalSettings).where(and(eq(generalSettings.id, id), eq(generalSettings.type, CAROUSEL)));
}

/** Saves the dragged order (display_order 1..n, all or nothing). */
export async function reorderCarousel(orderedIds: number[]): Promise<void> {
  await withCarouselHistory(orderedIds, ["reorder", "carouselReorder"], (tx) =>
    saveDisplayOrder("generalSettings", orderedIds, tx),
  );
}
