import { and, asc, eq } from "drizzle-orm";
import type { CarouselForm } from "~/lib/schemas/settings";
import { saveDisplayOrder } from "../admin/reorder";
import { writeAndInvalidate } from "../cache/page-cache";
import { db } from "../db/client";
import { generalSettings } from "../db/schema";
import { AdminActionError } from "../errors";

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
    .where(eq(generalSettings.type, CAROUSEL))
    .orderBy(asc(generalSettings.displayOrder), asc(generalSettings.id));
}

/** Adds a carousel image (type 'carousel'). */
export async function createCarouselImage(input: CarouselForm): Promise<number> {
  return writeAndInvalidate(async (tx, invalidate) => {
    const [row] = await tx
      .insert(generalSettings)
      .values({ ...input, type: CAROUSEL })
      .returning({ id: generalSettings.id });
    if (!row) throw new Error("Insert returned no row");
    invalidate(["settings"]);
    return row.id;
  });
}

const carouselRow = (id: number) => and(eq(generalSettings.id, id), eq(generalSettings.type, CAROUSEL));

/** Updates a carousel image; AdminActionError when it no longer exists. */
export async function updateCarouselImage(id: number, input: CarouselForm): Promise<void> {
  await writeAndInvalidate(async (tx, invalidate) => {
    const rows = await tx
      .update(generalSettings)
      .set(input)
      .where(carouselRow(id))
      .returning({ id: generalSettings.id });
    if (rows.length === 0) throw new AdminActionError("Failed to update carousel image", 404);
    invalidate(["settings"]);
  });
}

/** Sets is_active of a carousel image (the active switch). */
export async function setCarouselImageActive(id: number, isActive: boolean): Promise<void> {
  await writeAndInvalidate(async (tx, invalidate) => {
    const rows = await tx
      .update(generalSettings)
      .set({ isActive })
      .where(carouselRow(id))
      .returning({ id: generalSettings.id });
    if (rows.length === 0) throw new AdminActionError("Failed to update carousel image", 404);
    invalidate(["settings"]);
  });
}

/** Deletes a carousel image row (its file becomes a stale-file candidate). */
export async function deleteCarouselImage(id: number): Promise<void> {
  await writeAndInvalidate(async (tx, invalidate) => {
    const rows = await tx
      .delete(generalSettings)
      .where(carouselRow(id))
      .returning({ id: generalSettings.id });
    if (rows.length === 0) throw new AdminActionError("Failed to delete the carousel image.", 404);
    invalidate(["settings"]);
  });
}

/** Saves the dragged order (display_order 1..n, all or nothing). */
export async function reorderCarousel(orderedIds: number[]): Promise<void> {
  await writeAndInvalidate(async (tx, invalidate) => {
    await saveDisplayOrder("generalSettings", orderedIds, tx);
    invalidate(["settings"]);
  });
}
