import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import { formatTimestamp } from "~/lib/timestamp";
import type { Tx } from "../db/client";
import {
  type galleryCategories,
  type generalSettings,
  MEDIA_TYPES,
  type productCategories,
  type products,
} from "../db/schema";
import { AdminActionError } from "../errors";
import type { HistoryEntity, HistoryField } from "./revisions";

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
 * Why the linked records a snapshot lists cannot be linked again, in words staff can act on: those in
 * Trash (which Trash can bring back) first, then those deleted for good; null when all are live.
 * `noun` names one ("category").
 */
export async function linksGone(
  tx: Tx,
  table: typeof products | typeof productCategories | typeof galleryCategories,
  linked: { id: number; name: string }[],
  noun: string,
): Promise<string | null> {
  if (linked.length === 0) return null;
  const found = await tx
    .select({ id: table.id, deletedAt: table.deletedAt })
    .from(table)
    .where(
      inArray(
        table.id,
        linked.map((row) => row.id),
      ),
    );
  const names = (rows: { name: string }[]) => rows.map((row) => `"${row.name}"`).join(", ");
  const trashed = linked.filter((row) => found.some((f) => f.id === row.id && f.deletedAt !== null));
  if (trashed.length > 0)
    return `the ${noun} ${names(trashed)} ${trashed.length === 1 ? "is" : "are"} in Trash: restore ${trashed.length === 1 ? "it" : "them"} from Trash first.`;
  const deleted = linked.filter((row) => !found.some((f) => f.id === row.id));
  return deleted.length > 0 ? `the ${noun} ${names(deleted)} no longer exists.` : null;
}

/** A stored image or video of a record as its snapshot keeps it. */
export const mediaSnapshot = z.object({
  url: z.string(),
  mediaType: z.enum(MEDIA_TYPES),
  posterUrl: z.string().nullable(),
});

/** A linked record as a snapshot keeps it: its id to link it again, its name to read it. */
export const namedSnapshot = z.object({ id: z.number().int(), name: z.string() });

/**
 * A record's publish and unpublish times as its snapshots hold them (ISO instants, null when none).
 * Absent from revisions written before history recorded them: a restore of one of those leaves the
 * record's schedule as it is.
 */
export const scheduleSnapshot = {
  publishAt: z.string().nullable().optional(),
  unpublishAt: z.string().nullable().optional(),
};
type ScheduleSnapshot = { publishAt?: string | null; unpublishAt?: string | null };

/** A row read with its `publishAt` and `unpublishAt` columns, with those times as a snapshot holds them. */
export function withScheduleOf<R extends { publishAt: Date | null; unpublishAt: Date | null }>(row: R) {
  return {
    ...row,
    publishAt: row.publishAt?.toISOString() ?? null,
    unpublishAt: row.unpublishAt?.toISOString() ?? null,
  };
}

/** The History panel's lines for the schedule, in the back office's time format. */
export function scheduleFields<S extends ScheduleSnapshot>(): HistoryField<S>[] {
  const at = (value: string | null | undefined) => (value ? formatTimestamp(value) : null);
  return [
    { key: "publishAt", label: "Publish at", kind: "text", readable: (s) => at(s.publishAt) },
    { key: "unpublishAt", label: "Unpublish at", kind: "text", readable: (s) => at(s.unpublishAt) },
  ] as HistoryField<S>[];
}

/**
 * A snapshot's columns as a restore writes them back, its schedule included: a time still to come as it
 * was; one that has passed by now is dropped (the version's status is restored as it was, and a past
 * time would have the scheduler change it at once). A snapshot from before schedules were recorded
 * leaves the record's schedule as it is.
 */
export function withRestoredSchedule<S extends ScheduleSnapshot>(snapshot: S, now = new Date()) {
  const { publishAt, unpublishAt, ...fields } = snapshot;
  const upcoming = (value: string | null | undefined) =>
    value && new Date(value).getTime() > now.getTime() ? new Date(value) : null;
  return {
    ...fields,
    ...(publishAt !== undefined ? { publishAt: upcoming(publishAt) } : {}),
    ...(unpublishAt !== undefined ? { unpublishAt: upcoming(unpublishAt) } : {}),
  };
}

/** A table whose records are one row each, with an integer id. */
type FlatTable = typeof productCategories | typeof galleryCategories | typeof generalSettings;

/**
 * The history of records that are one row with no links (categories, carousel images): the snapshot is
 * the `columns` of the row (within `scope`), and a restore writes them back.
 */
export function flatHistory<S extends Record<string, unknown>>(
  entity: Omit<HistoryEntity<S>, "read" | "restore"> & {
    table: FlatTable;
    columns: { [K in keyof S]: AnyPgColumn };
    scope?: SQL;
  },
): HistoryEntity<S> {
  const { table, columns, scope, ...rest } = entity;
  return {
    ...rest,
    async read(executor, ids) {
      const rows = (await executor
        .select({ id: table.id, ...columns })
        .from(table)
        .where(and(scope, inArray(table.id, ids)))) as unknown as ({ id: number } & S)[];
      return new Map(rows.map(({ id, ...row }) => [id, row as unknown as S]));
    },
    async restore(tx, id, snapshot) {
      await tx
        .update(table)
        .set(snapshot as never)
        .where(and(scope, eq(table.id, id)));
    },
  };
}
