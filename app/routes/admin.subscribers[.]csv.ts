import { csvResponse } from "#server/admin/csv";
import { requireStaff } from "#server/auth/session";
import { subscribersCsv } from "#server/newsletter/admin-subscribers";
import type { Route } from "./+types/admin.subscribers[.]csv";

/** GET /admin/subscribers.csv: every subscriber with status and date (staff only). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return csvResponse("subscribers", await subscribersCsv());
}
