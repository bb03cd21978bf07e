import { inArray } from "drizzle-orm";
import type { Tx } from "../db/client";
import type { galleryCategories, productCategories, products } from "../db/schema";
import { AdminActionError } from "../errors";

/** Why a restore cannot apply, in words staff can act on (409). */
export function cannotRestore(reason: string): AdminActionError {
  return new AdminActionError(`This version cannot be restored: ${reason}`, 409);
}

/** Rows of linked records grouped by the record they belong to (`owner`), in their order. */
export function groupByOwner<T extends { owner: number }>(rows: T[]): (owner: number) => Omit<T, "owner">[] {
  const map = new Map<number, Omit<T, "owner">[]>();
  for (const { owner, ...row } of rows) map.set(owner, [...(map.get(owner) ?? []), row]);
  return (owner) => map.get(owner) ?? [];
}

/** A stored image or video as a revision lists it: its URL. */
export const mediaLine = (file: { url: string }) => file.url;

/**
 * The names of the linked records a snapshot lists that no longer exist, quoted ("Gold", "Silver"), or
 * null when all are there.
 */
export async function namesGone(
  tx: Tx,
  table: typeof products | typeof productCategories | typeof galleryCategories,
  linked: { id: number; name: string }[],
): Promise<string | null> {
  if (linked.length === 0) return null;
  const found = await tx
    .select({ id: table.id })
    .from(table)
    .where(
      inArray(
        table.id,
        linked.map((row) => row.id),
      ),
    );
  const gone = linked.filter((row) => !found.some((f) => f.id === row.id));
  return gone.length > 0 ? gone.map((row) => `"${row.name}"`).join(", ") : null;
}
