import { and, eq, type SQL, sql } from "drizzle-orm";
import { live } from "../content/visibility";
import { db, type Executor } from "../db/client";
import {
  type galleryCategories,
  type galleryItems,
  generalSettings,
  newsItems,
  type productCategories,
  type products,
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

/** The name a row goes by in Trash and the audit log: its name, a news item's title, a carousel image's title or alt text. */
export function trashLabel(table: TrashTable): SQL<string> {
  if (table === newsItems) return sql<string>`${newsItems.title}`;
  if (table === generalSettings)
    return sql<string>`coalesce(nullif(${generalSettings.title}, ''), nullif(${generalSettings.altText}, ''), 'Carousel image')`;
  return sql<string>`${(table as typeof products).name}`;
}

/**
 * Moves one live row to Trash: deleted_at now, deleted_by the signed-in member of the request. Its
 * links, media and translations stay as they are, so Restore brings it back whole. Returns the row's
 * name (for the audit entry), or null when no live row has that id (deleted meanwhile, or in Trash).
 */
export async function moveToTrash(
  table: TrashTable,
  id: number,
  options: { where?: SQL; executor?: Executor } = {},
): Promise<string | null> {
  const staffId = requestScope()?.staff?.id ?? null;
  const [row] = await (options.executor ?? db())
    .update(table)
    .set({ deletedAt: sql`now()`, deletedBy: staffId })
    .where(and(eq(table.id, id), live(table), options.where))
    .returning({ label: trashLabel(table) });
  return row ? row.label : null;
}
