import { useMemo, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { FieldMeta } from "~/components/ui/field";
import { TextField } from "~/components/ui/field";
import { LIST_STATUS_FILTERS } from "~/lib/schemas/news";
import { DEFAULT_TIME_ZONE, formatInTimeZone, utcToZonedInput } from "~/lib/time-zone";
import type { DataTableColumn, DataTableFilter } from "./data-table";

/** A row's schedule as the loaders send it: UTC instants, or null. */
export type ScheduledRow = { publishAt: Date | string | null; unpublishAt: Date | string | null };

/** The site's time zone (General Settings), as the back-office layout's loader read it. */
export function useSiteTimeZone(): string {
  const layout = useRouteLoaderData<{ timeZone?: string }>("routes/admin");
  return layout?.timeZone ?? DEFAULT_TIME_ZONE;
}

/** A value the form wrote (a draft's): a wall-clock time as typed, in no zone. */
const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * A dialog's starting publish and unpublish values: the row's times on the site's wall clock. A draft
 * opened over the row keeps the wall-clock times it was saved with (read as an instant, they moved by
 * the browser's offset from UTC).
 */
export function scheduleDefaults(row: ScheduledRow | null | undefined, timeZone: string) {
  const shown = (value: Date | string | null | undefined) => {
    if (!value) return "";
    if (typeof value === "string" && WALL_CLOCK.test(value)) return value;
    return utcToZonedInput(value, timeZone);
  };
  return { publishAt: shown(row?.publishAt), unpublishAt: shown(row?.unpublishAt) };
}

/**
 * Publish at and Unpublish at, to the minute, in the site's time zone (named beside them): the
 * scheduler sets the record Active, then Inactive, at those times.
 */
export function ScheduleFields({ publishAt, unpublishAt }: { publishAt: FieldMeta; unpublishAt: FieldMeta }) {
  const timeZone = useSiteTimeZone();
  return (
    <fieldset className="rounded-md border border-gray-200 p-4">
      <legend className="px-1 font-medium text-sm">Schedule ({timeZone})</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          meta={publishAt}
          label="Publish at"
          type="datetime-local"
          hint={`Made Active at this time (${timeZone}). Until then the public site does not show it.`}
        />
        <TextField
          meta={unpublishAt}
          label="Unpublish at"
          type="datetime-local"
          hint={`Made Inactive at this time (${timeZone}). Leave both empty for no schedule.`}
        />
      </div>
    </fieldset>
  );
}

/** What a row's schedule says in the list: "Publishes 1 Mar 2026, 09:30", "Unpublishes …". */
function scheduleTexts(row: ScheduledRow, timeZone: string): string[] {
  return [
    row.publishAt ? `Publishes ${formatInTimeZone(row.publishAt, timeZone)}` : null,
    row.unpublishAt ? `Unpublishes ${formatInTimeZone(row.unpublishAt, timeZone)}` : null,
  ].filter((text): text is string => text !== null);
}

/** A Schedule column: a badge with each time still to apply, in the site's time zone. */
export function scheduleColumn<T extends ScheduledRow>(timeZone: string): DataTableColumn<T> {
  return {
    id: "schedule",
    header: "Schedule",
    value: (row) => scheduleTexts(row, timeZone).join("; "),
    cell: (row) => (
      <span className="flex flex-col items-start gap-1">
        {scheduleTexts(row, timeZone).map((text) => (
          <span
            key={text}
            className="inline-flex whitespace-nowrap rounded-full bg-sky-100 px-2 py-0.5 font-medium text-sky-900 text-xs"
          >
            {text}
          </span>
        ))}
      </span>
    ),
  };
}

const isScheduled = (row: ScheduledRow) => Boolean(row.publishAt || row.unpublishAt);

/** The status filter's choices: Active, Inactive and Scheduled. */
export const SCHEDULE_STATUS_OPTIONS = LIST_STATUS_FILTERS.map((value) => ({ value, label: value }));

/**
 * The All Status filter with Scheduled beside Active and Inactive, for a list filtered in the browser:
 * the rows it lets through and the filter to give the table.
 */
export function useStatusScheduleFilter<T extends ScheduledRow & { status: string }>(rows: T[]) {
  const [value, setValue] = useState("");
  const shown = useMemo(
    () =>
      value === ""
        ? rows
        : rows.filter((row) => (value === "Scheduled" ? isScheduled(row) : row.status === value)),
    [rows, value],
  );
  const filter: DataTableFilter = {
    label: "Filter by status",
    allLabel: "All Status",
    options: SCHEDULE_STATUS_OPTIONS,
    value,
    onChange: setValue,
  };
  return { rows: shown, filter };
}
