import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { z } from "zod";
import { assertSameOrigin } from "#server/auth/origin";
import { getStaffFromRequest } from "#server/auth/session";
import { signIn } from "#server/auth/sign-in";
import { signInStepAnswer } from "#server/auth/sign-in-answer";
import { readForm } from "#server/http/form";
import { logger } from "#server/logger";
import { adminMeta } from "~/components/admin/meta";
import { SignInCard, StepField, StepForm, useSignInStep } from "~/components/admin/sign-in-card";
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
    return signInStepAnswer(result, INVALID);
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
  useSignInStep(actionData);
  return (
    <SignInCard title="Admin Panel sign-in">
      <StepForm action="/admin/login" answer={actionData} submit="Sign in" busyLabel="Signing in...">
        <StepField label="Email" name="email" type="email" autoComplete="username" />
        <StepField label="Password" name="password" type="password" autoComplete="current-password" />
      </StepForm>
    </SignInCard>
  );
}

/** The sign-in page's errors in the back office's own notice (the site's error page is the server's). */
export { ErrorBoundary } from "./admin";
