import { useEffect, useId } from "react";
import {
  data,
  Form,
  Link,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useNavigate,
  useNavigation,
} from "react-router";
import { z } from "zod";
import { assertSameOrigin } from "#server/auth/origin";
import { getStaffFromRequest } from "#server/auth/session";
import { signIn } from "#server/auth/sign-in";
import { readForm } from "#server/http/form";
import { logger } from "#server/logger";
import { adminMeta } from "~/components/admin/meta";
import { buttonClass } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { loaderAndActionHeaders } from "~/lib/route-headers";
import type { Route } from "./+types/admin_.login";

const INVALID = "Invalid email or password";
const FAILED = "An error occurred during login";
const NO_STORE = { "Cache-Control": "no-store" };
const credentials = z.object({
  email: z.string().trim().min(1).max(320),
  password: z.string().min(1).max(1000),
});

export const meta: Route.MetaFunction = () => adminMeta("Sign in");

// The action's Retry-After and Cache-Control reach the response only through this export.
export const headers = loaderAndActionHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  if (await getStaffFromRequest(request)) throw redirect("/admin");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  try {
    const form = await readForm(request);
    const input = credentials.safeParse({ email: form.get("email"), password: form.get("password") });
    if (!input.success) return data({ ok: false as const, error: INVALID }, { status: 400 });
    const result = await signIn(request, { ...input.data, clientIp: context.clientIp });
    // A lock answers 429 and when to try again, with the same text: it tells nothing about the e-mail.
    if (!result.ok && result.retryAfterSeconds !== undefined) {
      return data(
        { ok: false as const, error: INVALID },
        {
          status: 429,
          headers: { "Retry-After": String(result.retryAfterSeconds), ...NO_STORE },
        },
      );
    }
    if (!result.ok) {
      return data({ ok: false as const, error: INVALID }, { status: 401, headers: NO_STORE });
    }
    return data({ ok: true as const }, { headers: { "Set-Cookie": result.setCookie, ...NO_STORE } });
  } catch (error) {
    logger.error({ err: error }, "sign-in failed");
    return data({ ok: false as const, error: FAILED }, { status: 500 });
  }
}

// After a successful sign-in the component toasts and navigates itself; re-running this loader
// would redirect first and swallow "Login successful".
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionResult?.ok ? false : defaultShouldRevalidate;
}

export default function AdminLogin({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const busy = navigation.state !== "idle" && navigation.formAction === "/admin/login";
  const emailId = useId();
  const passwordId = useId();
  useEffect(() => {
    if (!actionData) return;
    if (actionData.ok) {
      toast.success("Login successful");
      navigate("/admin", { replace: true });
    } else {
      toast.error(actionData.error);
    }
  }, [actionData, navigate]);

  return (
    <main className="grid min-h-dvh place-items-center bg-gray-100 px-4">
      <div className="w-full max-w-sm rounded-lg border border-gray-200 bg-surface p-8 shadow-sm">
        <p className="font-serif text-2xl text-ink">Lumina Threads</p>
        <h1 className="mt-1 font-sans font-semibold text-gray-700 text-lg">Admin Panel sign-in</h1>
        {actionData?.ok ? (
          <p className="mt-6 text-sm">
            Login successful.{" "}
            <Link to="/admin" className="text-gold-dark underline">
              Continue to the dashboard
            </Link>
          </p>
        ) : (
          <Form method="post" className="mt-6 space-y-4">
            <div>
              <label htmlFor={emailId} className="block font-medium text-sm">
                Email
              </label>
              <input
                id={emailId}
                name="email"
                type="email"
                autoComplete="username"
                required
                className="mt-1 h-10 w-full rounded-md border border-gray-300 px-3"
              />
            </div>
            <div>
              <label htmlFor={passwordId} className="block font-medium text-sm">
                Password
              </label>
              <input
                id={passwordId}
                name="password"
                type="password"
                autoComplete="current-password"
                required
                className="mt-1 h-10 w-full rounded-md border border-gray-300 px-3"
              />
            </div>
            {actionData && !actionData.ok && (
              <p role="alert" className="text-red-700 text-sm">
                {actionData.error}
              </p>
            )}
            <button type="submit" disabled={busy} className={`${buttonClass("primary")} w-full`}>
              {busy ? "Signing in..." : "Sign in"}
            </button>
          </Form>
        )}
      </div>
    </main>
  );
}

/** The sign-in page's errors in the back office's own notice (the site's error page is the server's). */
export { ErrorBoundary } from "./admin";
