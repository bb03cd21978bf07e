import { z } from "zod";
import { list } from "~/lib/schemas/form";

/** Largest value of a PostgreSQL integer column (ids, display orders): a bigger number is bad input. */
export const PG_INT_MAX = 2_147_483_647;

/** A posted row id: a positive whole number that fits the id column. */
export const rowId = () => z.coerce.number().int().positive().max(PG_INT_MAX);

/** The `id` field every row action posts (edit, delete, toggle…). */
export const idSchema = z.object({ id: rowId() });

/** Form field `ids` (repeated, in the new order) of a reorder request. */
export const orderedIdsSchema = z.object({
  ids: list(rowId()).refine((ids) => ids.length > 0, "Nothing to reorder"),
});
