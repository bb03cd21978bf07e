import { z } from "zod";
import { idSchema } from "./ids";

/**
 * What can be in Trash, named as the audit log names their records (the back-office screen's path
 * segment, "carousel" for carousel images).
 */
export const TRASH_KINDS = [
  "products",
  "categories",
  "gallery-items",
  "gallery-categories",
  "news-items",
  "carousel",
] as const;
export type TrashKind = (typeof TRASH_KINDS)[number];

/** A record type as the Trash screen names it. */
export const TRASH_KIND_LABELS: Record<TrashKind, string> = {
  products: "Product",
  categories: "Product category",
  "gallery-items": "Gallery item",
  "gallery-categories": "Gallery category",
  "news-items": "News item",
  carousel: "Carousel image",
};

/** How long a record stays in Trash before housekeeping deletes it for good. */
export const TRASH_DAYS = 30;

/** A Trash row's form: which kind of record and its id (Restore, Delete permanently). */
export const trashEntrySchema = idSchema.extend({
  kind: z.enum(TRASH_KINDS, { message: "Unknown record type" }),
});
export type TrashEntry = z.infer<typeof trashEntrySchema>;

/** The days left before a record deleted at `deletedAt` is purged (0 on its last day and after). */
export function trashDaysLeft(deletedAt: Date | string, now: Date = new Date()): number {
  const elapsed = now.getTime() - new Date(deletedAt).getTime();
  return Math.max(0, TRASH_DAYS - Math.floor(elapsed / 86_400_000));
}
