import { isRouteErrorResponse, Link, Outlet, useRouteError } from "react-router";
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

/** Errors inside the back office: an ended session offers sign-in again; anything else a short notice. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const signedOut = status === 401;
  return (
    <main className="grid min-h-dvh place-items-center bg-gray-50 px-4 text-center">
      <div className="max-w-md rounded-lg border border-gray-200 bg-surface p-8">
        <h1 className="font-sans font-semibold text-xl">
          {signedOut ? "Your session has ended" : status === 404 ? "Page not found" : "Something went wrong"}
        </h1>
        <p className="mt-2 text-gray-600 text-sm">
          {signedOut ? "Please sign in again to continue." : "Please go back to the dashboard and try again."}
        </p>
        <Link
          to={signedOut ? "/admin/login" : "/admin"}
          className="mt-6 inline-block text-gold-dark underline"
        >
          {signedOut ? "Sign in" : "Back to the dashboard"}
        </Link>
      </div>
    </main>
  );
}
