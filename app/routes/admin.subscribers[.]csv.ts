import { requireStaff } from "#server/auth/session";
import { subscribersCsv } from "#server/newsletter/admin-subscribers";
import type { Route } from "./+types/admin.subscribers[.]csv";

/** GET /admin/subscribers.csv: every subscriber with status and date (staff only). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const date = new Date().toISOString().slice(0, 10);
  return new Response(`\uFEFF${await subscribersCsv()}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="subscribers-${date}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
