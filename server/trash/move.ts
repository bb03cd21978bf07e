import { and, eq, type SQL, sql } from "drizzle-orm";
import { live } from "../content/visibility";
import { db, type Executor } from "../db/client";
import type {
  galleryCategories,
  galleryItems,
  generalSettings,
  newsItems,
  productCategories,
  products,
} from "../db/schema";
import { requestScope } from "../request-scope";

/** A table whose rows go to Trash instead of being deleted. */
export type TrashTable =
  | typeof products
  | typeof productCategories
  | typeof galleryItems
  | typeof galleryCategories
  | typeof newsItems
  | typeof generalSettings;

/**
 * Moves one live row to Trash: deleted_at now, deleted_by the signed-in member of the request. Its
 * links, media and translations stay as they are, so Restore brings it back whole. False when no live
 * row has that id (deleted meanwhile, or already in Trash).
 */
export async function moveToTrash(
  table: TrashTable,
  id: number,
  options: { where?: SQL; executor?: Executor } = {},
): Promise<boolean> {
  const staffId = requestScope()?.staff?.id ?? null;
  const rows = await (options.executor ?? db())
    .update(table)
    .set({ deletedAt: sql`now()`, deletedBy: staffId })
    .where(and(eq(table.id, id), live(table), options.where))
    .returning({ id: table.id });
  return rows.length > 0;
}
