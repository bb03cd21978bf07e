import { Outlet } from "react-router";
import { requireStaff } from "#server/auth/session";
import { AdminShell } from "~/components/admin/admin-shell";
import { adminMeta } from "~/components/admin/meta";
import type { Route } from "./+types/admin";

export const meta: Route.MetaFunction = () => adminMeta("Dashboard");

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  return { staff: { email: staff.email, name: staff.name } };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell staffEmail={loaderData.staff.email}>
      <Outlet />
    </AdminShell>
  );
}
