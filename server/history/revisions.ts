import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { z } from "zod";
import type { HistoryType } from "~/lib/schemas/history";
import { type ActivityEntry, recordActivity } from "../audit/activity";
import type { PageTag } from "../cache/tags";
import { db, type Executor, type Tx } from "../db/client";
import { drafts, type RevisionChange, type RevisionValue, revisions, staffUsers } from "../db/schema";
import { requestScope } from "../request-scope";

/** One field of a record as its History panel shows it. */
export type HistoryField<S> = {
  key: keyof S & string;
  label: string;
  kind: RevisionChange["kind"];
  /** The value as staff read it (category names rather than ids); the stored value by default. */
  readable?(snapshot: S): RevisionValue;
};

/**
 * What keeps the history of one kind of record: how to read its whole state (links and files
 * included), the fields a revision compares, and how to write a state back (a restore).
 */
export type HistoryEntity<S extends object> = {
  type: HistoryType;
  /** The back-office screen of these records (the audit log's link). */
  link: string;
  /** The shape of a snapshot: a restore refuses one that no longer parses. */
  schema: z.ZodType<S>;
  /** The record's name, for the audit log. */
  name(snapshot: S): string;
  fields: HistoryField<S>[];
  /** Reads the snapshots of these records (missing ones are absent from the map). */
  read(executor: Executor, ids: number[]): Promise<Map<number, S>>;
  /** Writes `snapshot` over the record, inside the caller's transaction; AdminActionError when it cannot apply. */
  restore(tx: Tx, id: number, snapshot: S, current: S): Promise<void>;
  /** The public pages to refresh after a restore (the record as it was and as it is). */
  pageTags(id: number, snapshots: S[]): PageTag[];
};

/** The value of one field as a revision stores it. */
function readableOf<S extends object>(field: HistoryField<S>, snapshot: S | null): RevisionValue {
  if (snapshot === null) return field.kind === "list" ? [] : null;
  if (field.readable) return field.readable(snapshot);
  const value = snapshot[field.key];
  return value === undefined ? null : (value as RevisionValue);
}

/** The fields that differ between two states of a record (from nothing, for a new one), with readable values. */
export function changesBetween<S extends object>(
  entity: HistoryEntity<S>,
  before: S | null,
  after: S,
): RevisionChange[] {
  const changes: RevisionChange[] = [];
  for (const field of entity.fields) {
    const old = readableOf(field, before);
    const now = readableOf(field, after);
    if (JSON.stringify(old) === JSON.stringify(now)) continue;
    changes.push({ field: field.key, label: field.label, kind: field.kind, old, new: now });
  }
  return changes;
}

/** Actions that write no baseline first: many records at once, where a baseline per record costs too much. */
const NO_BASELINE = new Set(["create", "reorder"]);

export type CommitOptions = {
  /** The records the write touched, when not the ones tracked (a create knows its id only afterwards). */
  ids?: number[];
  /** The revision a restore brought back. */
  restoredFrom?: number;
  /** Writes a revision even when no compared field changed (a record back from Trash: decision 020). */
  always?: boolean;
  /** The audit entry's fields that differ from the revision's own; false when the caller records it. */
  audit?: Partial<ActivityEntry> | false;
};

/** One record a write changed: its state after, and the fields that differ. */
type Changed<S> = { id: number; now: S; changes: RevisionChange[] };

/**
 * Tracks one write to records of `entity` inside its transaction: reads their state now, and on
 * `commit` reads it again and writes one revision per record that changed (who, when, the fields that
 * changed with old and new values, the whole new state) plus one audit entry, in the same transaction.
 * A record with no revision yet first gets a baseline revision holding its state before the write, so
 * what existed before history began can be restored too.
 */
export async function trackChanges<S extends object>(tx: Tx, entity: HistoryEntity<S>, ids: number[]) {
  const before = ids.length > 0 ? await entity.read(tx, ids) : new Map<number, S>();
  const staff = requestScope()?.staff ?? null;
  return {
    before,
    async commit(action: string, options: CommitOptions = {}): Promise<number[]> {
      const touched = options.ids ?? ids;
      const after = touched.length > 0 ? await entity.read(tx, touched) : new Map<number, S>();
      const changed = touched.flatMap((id): Changed<S>[] => {
        const now = after.get(id);
        if (!now) return [];
        const changes = changesBetween(entity, before.get(id) ?? null, now);
        return changes.length > 0 || options.always ? [{ id, now, changes }] : [];
      });
      const baselines = NO_BASELINE.has(action)
        ? []
        : await unrecorded(
            tx,
            entity.type,
            changed.map((c) => c.id).filter((id) => before.has(id)),
          );
      const rows = [
        ...baselines.flatMap((id) => baselineRows(entity.type, id, before.get(id))),
        ...changed.map(({ id, now, changes }) => ({
          staffId: staff?.id ?? null,
          staffEmail: staff?.email ?? null,
          entityType: entity.type,
          entityId: id,
          action,
          changes,
          snapshot: now as Record<string, unknown>,
          restoredFrom: options.restoredFrom ?? null,
        })),
      ];
      const written = rows.length > 0 ? await tx.insert(revisions).values(rows).returning() : [];
      const revisionIds = written.filter((row) => row.action === action).map((row) => row.id);
      if (action === "publish") await forgetDrafts(tx, entity.type, touched);
      if (options.audit !== false) {
        const entry = auditEntry(entity, action, { touched, before, after, changed, revisionIds });
        await recordActivity({ ...entry, ...options.audit }, tx);
      }
      return revisionIds;
    },
  };
}

/**
 * The revision of a record as it was when history began: nobody's change, dated just before the
 * write's own revision so the panel lists it after that one.
 */
function baselineRows(type: HistoryType, id: number, snapshot: object | undefined) {
  if (!snapshot) return [];
  return [
    {
      staffId: null,
      staffEmail: null,
      entityType: type,
      entityId: id,
      action: "initial",
      changes: [],
      snapshot: snapshot as Record<string, unknown>,
      at: sql`now() - interval '1 millisecond'`,
    },
  ];
}

/** What one tracked write did: the records it touched, their states around it, and the revisions it wrote. */
type TrackedWrite<S> = {
  touched: number[];
  before: Map<number, S>;
  after: Map<number, S>;
  changed: Changed<S>[];
  revisionIds: number[];
};

/** The audit entry of a tracked write: the record (or the ids of several), its revisions and what changed. */
function auditEntry<S extends object>(
  entity: HistoryEntity<S>,
  action: string,
  write: TrackedWrite<S>,
): ActivityEntry {
  const { touched, before, after, changed, revisionIds } = write;
  const only = touched.length === 1 ? touched[0] : null;
  const state = only === null ? undefined : (after.get(only) ?? before.get(only));
  return {
    action,
    recordType: entity.type,
    recordId: only,
    label: state ? entity.name(state) : null,
    link: entity.link,
    details: {
      revisions: revisionIds,
      changed: [...new Set(changed.flatMap((c) => c.changes.map((change) => change.label)))],
      ...(touched.length > 1 ? { ids: touched } : {}),
    },
  };
}

/** The ids among these that have no revision yet. */
async function unrecorded(tx: Tx, type: HistoryType, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await tx
    .selectDistinct({ id: revisions.entityId })
    .from(revisions)
    .where(and(eq(revisions.entityType, type), inArray(revisions.entityId, ids)));
  const recorded = new Set(found.map((row) => row.id));
  return ids.filter((id) => !recorded.has(id));
}

/** Drops the drafts of these records (published, or the records deleted), inside the caller's transaction. */
export async function forgetDrafts(executor: Executor, type: HistoryType, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await executor.delete(drafts).where(and(eq(drafts.entityType, type), inArray(drafts.entityId, ids)));
}

/** The most revisions a History panel lists (newest first). */
export const HISTORY_PAGE_SIZE = 100;

/** A record's revisions, newest first, with the name of who made each. */
export async function listRevisions(type: HistoryType, id: number) {
  return db()
    .select({
      id: revisions.id,
      action: revisions.action,
      at: revisions.at,
      staffEmail: revisions.staffEmail,
      staffName: staffUsers.name,
      changes: revisions.changes,
      restoredFrom: revisions.restoredFrom,
    })
    .from(revisions)
    .leftJoin(staffUsers, eq(staffUsers.id, revisions.staffId))
    .where(and(eq(revisions.entityType, type), eq(revisions.entityId, id)))
    .orderBy(desc(revisions.at), desc(revisions.id))
    .limit(HISTORY_PAGE_SIZE);
}

/** One revision of a record, with its snapshot, or null. */
export async function findRevision(executor: Executor, type: HistoryType, id: number, revisionId: number) {
  const [row] = await executor
    .select()
    .from(revisions)
    .where(and(eq(revisions.id, revisionId), eq(revisions.entityType, type), eq(revisions.entityId, id)));
  return row ?? null;
}

/** Deletes revisions older than `days` days (housekeeping); returns how many. */
export async function purgeRevisions(days: number, now: Date, executor: Executor = db()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const rows = await executor
    .delete(revisions)
    .where(lt(revisions.at, cutoff))
    .returning({ id: revisions.id });
  return rows.length;
}
