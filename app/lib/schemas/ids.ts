import { z } from "zod";

/** Largest value of a PostgreSQL integer column (ids, display orders): a bigger number is bad input. */
export const PG_INT_MAX = 2_147_483_647;

/** A posted row id: a positive whole number that fits the id column. */
export const rowId = () => z.coerce.number().int().positive().max(PG_INT_MAX);
