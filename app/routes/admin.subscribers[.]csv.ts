import { requireStaff } from "#server/auth/session";
import { csvResponse } from "#server/http/csv";
import { subscribersCsv } from "#server/newsletter/admin-subscribers";
import type { Route } from "./+types/admin.subscribers[.]csv";

/** GET /admin/subscribers.csv: every subscriber with status and date (Administrators only). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return csvResponse("subscribers", await subscribersCsv());
}
