import { requireStaff } from "#server/auth/session";
import { csvResponse } from "#server/http/csv";
import { sampleRequestsCsv } from "#server/samples/admin";
import type { Route } from "./+types/admin.sample-requests[.]csv";

/** GET /admin/sample-requests.csv: every sample request with its codes, status and notes (staff only). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return csvResponse("sample-requests", await sampleRequestsCsv());
}
