import { isRouteErrorResponse, Link, Outlet, useRouteError, useRouteLoaderData } from "react-router";
import { requireSession } from "#server/auth/session";
import { confirmedUntil } from "#server/auth/step-up";
import { siteTimeZone } from "#server/settings/global";
import { AdminShell } from "~/components/admin/admin-shell";
import { adminMeta } from "~/components/admin/meta";
import { UnsavedChangesProvider } from "~/components/admin/unsaved-changes";
import type { Route } from "./+types/admin";

export const meta: Route.MetaFunction = () => adminMeta("Dashboard");

/** The frame of every back-office page: any signed-in member; each screen's own loader checks the role. */
export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireSession(request);
  // Publish times are typed and shown in the site's time zone on every screen (ScheduleFields).
  return {
    staff: { email: staff.email, name: staff.name, role: staff.role },
    timeZone: await siteTimeZone(),
    // Until when sensitive changes need no password again (StepUpField hides itself until then).
    confirmedUntil: confirmedUntil(staff),
  };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell staff={loaderData.staff}>
      <UnsavedChangesProvider>
        <Outlet />
      </UnsavedChangesProvider>
    </AdminShell>
  );
}

const errorText = (error: unknown) =>
  isRouteErrorResponse(error) && typeof error.data === "string" && error.data.length < 300
    ? error.data
    : null;

/**
 * Errors inside the back office: an ended session offers sign-in again; a refused role (403) says why
 * inside the usual frame, so the menu still leads on; anything else a short notice.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const layout = useRouteLoaderData<typeof loader>("routes/admin");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 403 && layout) {
    return (
      <AdminShell staff={layout.staff}>
        <div className="mx-auto mt-12 max-w-md rounded-lg border border-gray-200 bg-surface p-8 text-center">
          <h1 className="font-sans font-semibold text-xl">You do not have access to this page</h1>
          <p className="mt-2 text-gray-600 text-sm">{errorText(error)}</p>
          <Link to="/admin" className="mt-6 inline-block text-gold-dark underline">
            Back to the dashboard
          </Link>
        </div>
      </AdminShell>
    );
  }
  const signedOut = status === 401;
  return (
    <main className="grid min-h-dvh place-items-center bg-gray-50 px-4 text-center">
      <div className="max-w-md rounded-lg border border-gray-200 bg-surface p-8">
        <h1 className="font-sans font-semibold text-xl">
          {signedOut
            ? "Your session has ended"
            : status === 403
              ? "You do not have access to this page"
              : status === 404
                ? "Page not found"
                : "Something went wrong"}
        </h1>
        <p className="mt-2 text-gray-600 text-sm">
          {signedOut
            ? "Please sign in again to continue."
            : status === 403
              ? errorText(error)
              : "Please go back to the dashboard and try again."}
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
