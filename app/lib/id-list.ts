/** Largest value of a PostgreSQL integer column (as PG_INT_MAX in ~/lib/schemas/ids, without zod). */
const ID_MAX = 2_147_483_647;

/**
 * Row ids kept in a cookie as "3.1.2" (the sample list, the liked news). Hostile input: only positive
 * integers that fit an id column count, without repeats, at most `limit`, read from no more than the
 * characters that many ids take; anything else is dropped.
 */
export function parseIdList(value: string | null | undefined, limit: number): number[] {
  if (!value) return [];
  const ids: number[] = [];
  for (const part of value.slice(0, limit * 11).split(".")) {
    if (!/^[1-9]\d{0,9}$/.test(part)) continue;
    const id = Number(part);
    if (id > ID_MAX || ids.includes(id)) continue;
    ids.push(id);
    if (ids.length === limit) break;
  }
  return ids;
}

/** The cookie value of an id list. */
export function formatIdList(ids: readonly number[]): string {
  return ids.join(".");
}
