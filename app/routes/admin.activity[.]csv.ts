import { activityCsv, activityFiltersOf } from "#server/audit/activity";
import { requireStaff } from "#server/auth/session";
import { csvResponse } from "#server/http/csv";
import { readActivityQuery } from "~/lib/schemas/activity";
import type { Route } from "./+types/admin.activity[.]csv";

/** GET /admin/activity.csv?staff=&type=&from=&to=: the audit log as the Activity screen filters it (Administrators only). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const query = readActivityQuery(new URL(request.url).searchParams);
  return csvResponse("activity", await activityCsv(activityFiltersOf(query)));
}
