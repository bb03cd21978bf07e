import { z } from "zod";
import { LOCAL_DATE_TIME } from "~/lib/time-zone";

const INVALID = "Please enter a valid date and time";

/** A real calendar date and time to the minute ("2026-03-01T09:30"). */
function isLocalDateTime(value: string): boolean {
  const match = LOCAL_DATE_TIME.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as number[];
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  return date.getUTCMonth() === month! - 1 && date.getUTCDate() === day && hour! < 24 && minute! < 60;
}

/** A `datetime-local` field of a schedule: empty (no schedule) or a wall-clock time in the site's time zone. */
const localDateTime = () =>
  z
    .string({ error: INVALID })
    .trim()
    .default("")
    .refine((value) => value === "" || isLocalDateTime(value), INVALID);

/**
 * The publish and unpublish times of a product, gallery item or news item form, typed in the site's
 * time zone; the server turns them into UTC and checks that unpublish comes after publish.
 */
export const scheduleShape = { publishAt: localDateTime(), unpublishAt: localDateTime() };
export type ScheduleForm = { publishAt: string; unpublishAt: string };

export const UNPUBLISH_BEFORE_PUBLISH = "Unpublish time must be after the publish time";
