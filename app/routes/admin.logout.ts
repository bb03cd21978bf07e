import { redirect } from "react-router";
import { recordActivity } from "#server/audit/activity";
import { destroySession, requireStaff } from "#server/auth/session";
import type { Route } from "./+types/admin.logout";

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  throw redirect("/admin");
}

/** Signs out: deletes the session, clears the cookie, goes to /admin/login. */
export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request);
  const clear = await destroySession(request);
  await recordActivity({ action: "sign-out", recordType: "staff", recordId: staff.id, label: staff.email });
  throw redirect("/admin/login", { headers: { "Set-Cookie": clear } });
}
