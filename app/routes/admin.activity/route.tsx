import { Download } from "lucide-react";
import { Form, Link } from "react-router";
import { activityFilterChoices, activityFiltersOf, listActivity } from "#server/audit/activity";
import { requireStaff } from "#server/auth/session";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { DataTable, type DataTableColumn, Truncated } from "~/components/admin/data-table";
import { adminMeta } from "~/components/admin/meta";
import { Pagination } from "~/components/admin/pagination";
import { Button, buttonClass } from "~/components/ui/button";
import { activitySearch, readActivityQuery } from "~/lib/schemas/activity";
import { activityActionLabel, recordTypeLabel } from "~/lib/staff/activity";
import { formatTimestamp } from "~/lib/timestamp";
import type { Route } from "./+types/route";

export const meta: Route.MetaFunction = () => adminMeta("Activity");

const PAGE_SIZE = 50;

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const query = readActivityQuery(new URL(request.url).searchParams);
  const [{ rows, total }, choices] = await Promise.all([
    listActivity(activityFiltersOf(query), query.page, PAGE_SIZE),
    activityFilterChoices(),
  ]);
  return {
    query,
    total,
    pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    choices,
    rows: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
  };
}

type Entry = Route.ComponentProps["loaderData"]["rows"][number];

const COLUMNS: DataTableColumn<Entry>[] = [
  {
    id: "at",
    header: "Time",
    value: (e) => e.at,
    cell: (e) => formatTimestamp(e.at),
    className: "whitespace-nowrap",
  },
  {
    id: "staff",
    header: "Staff member",
    value: (e) => e.staffName || e.staffEmail || systemOrUnknown(e),
    cell: (e) => (
      <span className="block max-w-[220px]">
        <span className="block truncate">{e.staffName || e.staffEmail || systemOrUnknown(e)}</span>
        {e.staffName && e.staffEmail && (
          <span className="block truncate text-gray-600 text-xs">{e.staffEmail}</span>
        )}
      </span>
    ),
  },
  { id: "action", header: "Action", value: (e) => activityActionLabel(e.action) },
  {
    id: "record",
    header: "Record",
    value: (e) => e.label ?? e.recordType ?? "",
    cell: (e) => {
      const text = [
        e.recordType ? recordTypeLabel(e.recordType) : null,
        e.label ?? (e.recordId ? `#${e.recordId}` : null),
      ]
        .filter(Boolean)
        .join(": ");
      return e.link?.startsWith("/admin") ? (
        <Link to={e.link} className="text-gold-dark underline">
          <Truncated text={text || "Open"} />
        </Link>
      ) : (
        <Truncated text={text} />
      );
    },
  },
  { id: "clientIp", header: "Address", value: (e) => e.clientIp ?? "" },
];

/** Who did what no member did: the system (scheduler, Trash purge: no member and no client address), else unknown. */
function systemOrUnknown(entry: { staffId: number | null; clientIp: string | null }): string {
  return entry.staffId === null && entry.clientIp === null ? "System" : "Unknown";
}

const SELECT = "mt-1 h-10 w-full rounded-md border border-gray-300 bg-surface px-2 text-sm";

export default function Activity({ loaderData }: Route.ComponentProps) {
  const { query, choices, rows, total, pageCount } = loaderData;
  const filters = { staff: query.staff, type: query.type, from: query.from, to: query.to };
  const filtered = Object.values(filters).some((value) => value !== undefined);
  return (
    <>
      <AdminPageHeader
        title="Activity"
        description="Every change staff made and every sign-in, newest first. Times are in UTC."
        actions={
          <a
            href={`/admin/activity.csv${activitySearch(filters)}`}
            className={buttonClass("secondary")}
            download
          >
            <Download aria-hidden="true" className="size-4" />
            Export CSV
          </a>
        }
      />
      <Form
        method="get"
        className="mb-4 grid gap-3 rounded-lg border border-gray-200 bg-surface p-4 sm:grid-cols-2 lg:grid-cols-5"
      >
        <label className="block font-medium text-sm">
          Staff member
          <select name="staff" defaultValue={query.staff ?? ""} className={SELECT}>
            <option value="">All staff</option>
            {choices.staff.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name ? `${member.name} (${member.email})` : member.email}
              </option>
            ))}
          </select>
        </label>
        <label className="block font-medium text-sm">
          Record type
          <select name="type" defaultValue={query.type ?? ""} className={SELECT}>
            <option value="">All records</option>
            {choices.recordTypes.map((type) => (
              <option key={type} value={type}>
                {recordTypeLabel(type)}
              </option>
            ))}
          </select>
        </label>
        <label className="block font-medium text-sm">
          From
          <input type="date" name="from" defaultValue={query.from ?? ""} className={SELECT} />
        </label>
        <label className="block font-medium text-sm">
          To
          <input type="date" name="to" defaultValue={query.to ?? ""} className={SELECT} />
        </label>
        <div className="flex items-end gap-2">
          <Button type="submit" variant="primary">
            Apply
          </Button>
          {filtered && (
            <Link to="/admin/activity" className={buttonClass("ghost")}>
              Clear
            </Link>
          )}
        </div>
      </Form>
      <DataTable
        label="Activity"
        rows={rows}
        columns={COLUMNS}
        emptyText="No activity matches these filters"
      />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 text-gray-700 text-sm">
        <p>
          Page {query.page} of {pageCount} · {total} {total === 1 ? "entry" : "entries"}
        </p>
        <Pagination
          page={query.page}
          totalPages={pageCount}
          href={(page) => `/admin/activity${activitySearch(filters, page)}`}
        />
      </div>
    </>
  );
}
