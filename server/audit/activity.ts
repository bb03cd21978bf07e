import { and, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { ActivityQuery } from "~/lib/schemas/activity";
import { type ActivityAction, activityActionLabel } from "~/lib/staff/activity";
import { db, type Executor } from "../db/client";
import { auditLog, staffUsers } from "../db/schema";
import { csvDocument } from "../http/csv";
import { logger } from "../logger";
import { requestScope } from "../request-scope";

/** One audit entry: what was done to which record, with a label and link for the Activity screen. */
export type ActivityEntry = {
  action: ActivityAction | (string & {});
  recordType?: string | null;
  recordId?: string | number | null;
  label?: string | null;
  link?: string | null;
  details?: Record<string, unknown> | null;
  /** Who did it; by default the signed-in member of the request being handled. */
  staff?: { id: number; email: string } | null;
  /** By default the request's client address. */
  clientIp?: string | null;
};

const clip = (value: string | null | undefined, max: number) =>
  value == null ? null : value.length > max ? value.slice(0, max) : value;

/**
 * Details as PostgreSQL's jsonb takes them: a lone surrogate (a half of an emoji a client cut, or sent on
 * purpose) is written by JSON.stringify as an escape jsonb refuses, so it becomes U+FFFD like text does.
 */
const wellFormedDetails = (details: Record<string, unknown>): Record<string, unknown> =>
  JSON.parse(
    JSON.stringify(details, (_key, value) =>
      typeof value === "string" ? value.replace(/\p{Surrogate}/gu, "\uFFFD") : value,
    ),
  );

/**
 * Records one staff write or sign-in event: the one place the audit log is written. Call it with the
 * writer's transaction, so the entry and the change commit or roll back together.
 */
export async function recordActivity(entry: ActivityEntry, executor: Executor = db()): Promise<void> {
  const scope = requestScope();
  const staff = entry.staff === undefined ? scope?.staff : entry.staff;
  await executor.insert(auditLog).values({
    staffId: staff?.id ?? null,
    staffEmail: staff?.email ?? null,
    action: entry.action.slice(0, 60),
    recordType: clip(entry.recordType, 60),
    recordId: entry.recordId == null ? null : String(entry.recordId).slice(0, 60),
    label: clip(entry.label, 200),
    link: clip(entry.link, 300),
    details: entry.details ? wellFormedDetails(entry.details) : null,
    clientIp: clip(entry.clientIp === undefined ? (scope?.clientIp ?? null) : entry.clientIp, 100),
  });
}

/** Records an entry after the fact (its write has committed): a failure is logged, never thrown. */
export async function recordActivitySafely(entry: ActivityEntry): Promise<void> {
  try {
    await recordActivity(entry);
  } catch (error) {
    logger.error({ err: error, action: entry.action, recordType: entry.recordType }, "audit entry failed");
  }
}

const SECRET_KEY = /password|secret|token|code$|^code/i;

/**
 * A form's fields as an audit entry's details: secrets left out, long text and lists cut short, so an
 * entry says what was sent without growing with a rich-text body.
 */
export function summarizeInput(input: unknown): Record<string, unknown> {
  if (!input || typeof input !== "object") return {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (SECRET_KEY.test(key) && key !== "itemCode") continue;
    if (typeof value === "string") out[key] = value.length > 200 ? `${value.slice(0, 200)}…` : value;
    else if (Array.isArray(value)) out[key] = value.slice(0, 50);
    else if (value === null || ["number", "boolean"].includes(typeof value)) out[key] = value;
  }
  return out;
}

export type ActivityFilters = {
  staffId?: number;
  recordType?: string;
  /** Inclusive start and exclusive end, as instants. */
  from?: Date;
  to?: Date;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** The filters of the Activity screen's query: whole UTC days, the `to` day included. */
export function activityFiltersOf(query: ActivityQuery): ActivityFilters {
  return {
    staffId: query.staff,
    recordType: query.type,
    from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
    to: query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS) : undefined,
  };
}

/** The audit log as CSV: the filtered entries, newest first, every cell guarded against formula injection. */
export async function activityCsv(filters: ActivityFilters): Promise<string> {
  const rows = await activityForExport(filters);
  return csvDocument(
    [
      "Time (UTC)",
      "Staff member",
      "Email",
      "Action",
      "Record type",
      "Record id",
      "Record",
      "Link",
      "Client address",
      "Details",
    ],
    rows.map((row) => [
      row.at.toISOString(),
      row.staffName ?? "",
      row.staffEmail ?? "",
      activityActionLabel(row.action),
      row.recordType ?? "",
      row.recordId ?? "",
      row.label ?? "",
      row.link ?? "",
      row.clientIp ?? "",
      row.details ? JSON.stringify(row.details) : "",
    ]),
  );
}

function whereOf(filters: ActivityFilters): SQL | undefined {
  return and(
    filters.staffId === undefined ? undefined : eq(auditLog.staffId, filters.staffId),
    filters.recordType === undefined ? undefined : eq(auditLog.recordType, filters.recordType),
    filters.from === undefined ? undefined : gte(auditLog.at, filters.from),
    filters.to === undefined ? undefined : lt(auditLog.at, filters.to),
  );
}

const ENTRY_COLUMNS = {
  id: auditLog.id,
  at: auditLog.at,
  staffId: auditLog.staffId,
  staffEmail: auditLog.staffEmail,
  staffName: staffUsers.name,
  action: auditLog.action,
  recordType: auditLog.recordType,
  recordId: auditLog.recordId,
  label: auditLog.label,
  link: auditLog.link,
  details: auditLog.details,
  clientIp: auditLog.clientIp,
};

/** One page of the audit log, newest first, filtered and paged in SQL. */
export async function listActivity(filters: ActivityFilters, page: number, pageSize: number) {
  const where = whereOf(filters);
  const [rows, [count]] = await Promise.all([
    db()
      .select(ENTRY_COLUMNS)
      .from(auditLog)
      .leftJoin(staffUsers, eq(staffUsers.id, auditLog.staffId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db().select({ total: sql<number>`count(*)::int` }).from(auditLog).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export type ActivityRow = Awaited<ReturnType<typeof listActivity>>["rows"][number];

/** The most entries one CSV export holds (newest first), so an export cannot exhaust the server. */
export const ACTIVITY_EXPORT_LIMIT = 50_000;

/** The entries an export holds: the filtered log, newest first, at most ACTIVITY_EXPORT_LIMIT. */
export async function activityForExport(filters: ActivityFilters): Promise<ActivityRow[]> {
  return db()
    .select(ENTRY_COLUMNS)
    .from(auditLog)
    .leftJoin(staffUsers, eq(staffUsers.id, auditLog.staffId))
    .where(whereOf(filters))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(ACTIVITY_EXPORT_LIMIT);
}

/** The choices of the Activity filters: every staff member and every record type in the log. */
export async function activityFilterChoices() {
  const [staff, types] = await Promise.all([
    db()
      .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email })
      .from(staffUsers)
      .orderBy(staffUsers.name, staffUsers.id),
    db()
      .selectDistinct({ recordType: auditLog.recordType })
      .from(auditLog)
      .where(sql`${auditLog.recordType} is not null`)
      .orderBy(auditLog.recordType),
  ]);
  return { staff, recordTypes: types.map((t) => t.recordType ?? "").filter(Boolean) };
}
