import { getTableName, sql } from "drizzle-orm";
import { db, type Executor } from "../db/client";
import {
  galleryCategories,
  galleryItems,
  generalSettings,
  languages,
  newsItems,
  productCategories,
  products,
} from "../db/schema";
import { affectedRowsOf } from "../db/sql";

/** Tables whose rows staff order by drag and drop (each has id and display_order). */
export const ORDERABLE_TABLES = {
  products,
  productCategories,
  galleryCategories,
  galleryItems,
  generalSettings,
  newsItems,
  languages,
} as const;
export type OrderableTable = keyof typeof ORDERABLE_TABLES;

/** Thrown when the ids do not all name live rows (not in Trash), or repeat: nothing was changed. */
export class ReorderError extends Error {}

/**
 * Sets display_order = position (1..n) for every id, in the order given, with ONE
 * `update … from (values …)` statement inside a transaction: all rows change or none.
 */
export async function saveDisplayOrder(
  table: OrderableTable,
  orderedIds: number[],
  executor: Executor = db(),
): Promise<void> {
  if (orderedIds.length === 0) return;
  if (
    new Set(orderedIds).size !== orderedIds.length ||
    !orderedIds.every((id) => Number.isSafeInteger(id) && id > 0)
  ) {
    throw new ReorderError("The order must list distinct row ids");
  }
  const name = getTableName(ORDERABLE_TABLES[table]);
  // Rows in Trash keep their place but take none (languages have no Trash).
  const live = "deletedAt" in ORDERABLE_TABLES[table] ? sql`and t.deleted_at is null` : sql``;
  const values = sql.join(
    orderedIds.map((id, index) => sql`(${id}::int, ${index + 1}::int)`),
    sql`, `,
  );
  await executor.transaction(async (tx) => {
    const result = await tx.execute(
      sql`update ${sql.identifier(name)} as t set display_order = v.position
          from (values ${values}) as v(id, position) where t.id = v.id ${live}`,
    );
    if (affectedRowsOf(result) !== orderedIds.length)
      throw new ReorderError("One or more rows no longer exist");
  });
}
