import { type ScheduleForm, UNPUBLISH_BEFORE_PUBLISH } from "~/lib/schemas/schedule";
import { zonedTimeToUtc } from "~/lib/time-zone";
import { AdminActionError } from "../errors";
import { siteTimeZone } from "../settings/global";

/** A record's schedule as stored: UTC instants, or null for none. */
export type Schedule = { publishAt: Date | null; unpublishAt: Date | null };

/**
 * The form's publish and unpublish times (wall clock in the site's time zone) as UTC instants; an
 * unpublish time not after the publish time is refused on its field. A time already past applies at
 * the scheduler's next tick.
 */
export async function scheduleOf(form: ScheduleForm): Promise<Schedule> {
  if (!form.publishAt && !form.unpublishAt) return { publishAt: null, unpublishAt: null };
  const timeZone = await siteTimeZone();
  const publishAt = form.publishAt ? zonedTimeToUtc(form.publishAt, timeZone) : null;
  const unpublishAt = form.unpublishAt ? zonedTimeToUtc(form.unpublishAt, timeZone) : null;
  if (publishAt && unpublishAt && unpublishAt <= publishAt) {
    throw new AdminActionError(UNPUBLISH_BEFORE_PUBLISH, 400, { field: "unpublishAt" });
  }
  return { publishAt, unpublishAt };
}
