import { redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { assertSameOrigin } from "#server/auth/origin";
import { getStaffFromRequest } from "#server/auth/session";
import { pendingAt, submitTwoFactorCode } from "#server/auth/sign-in";
import { signInStepAnswer, signInStepFailure, signInStepInvalid } from "#server/auth/sign-in-answer";
import { readForm } from "#server/http/form";
import { adminMeta } from "~/components/admin/meta";
import { fieldError, SignInCard, StepField, StepForm, useSignInStep } from "~/components/admin/sign-in-card";
import { loaderAndActionHeaders } from "~/lib/route-headers";
import { authCodeSchema } from "~/lib/schemas/staff";
import type { Route } from "./+types/admin_.login_.two-factor";

export const meta: Route.MetaFunction = () => adminMeta("Two-factor sign-in");
export const headers = loaderAndActionHeaders;

/** Only a sign-in waiting for its code reaches this page; anyone else starts at the password. */
export async function loader({ request }: Route.LoaderArgs) {
  if (await getStaffFromRequest(request)) throw redirect("/admin");
  if (!(await pendingAt(request, "two-factor"))) throw redirect("/admin/login");
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  try {
    const input = authCodeSchema.safeParse({ code: (await readForm(request)).get("code") ?? undefined });
    if (!input.success) return signInStepInvalid(input.error.issues[0]!.message, "code");
    const result = await submitTwoFactorCode(request, { code: input.data.code, clientIp: context.clientIp });
    return signInStepAnswer(result, "Invalid authentication code");
  } catch (error) {
    return signInStepFailure(error, "two-factor");
  }
}

// Once signed in the component toasts and moves on; this loader would redirect first.
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionResult?.ok ? false : defaultShouldRevalidate;
}

export default function TwoFactorSignIn({ actionData }: Route.ComponentProps) {
  useSignInStep(actionData);
  return (
    <SignInCard title="Two-factor sign-in">
      <p className="mt-2 text-gray-600 text-sm">
        Enter the 6-digit code from your authenticator app. No phone? Enter one of your recovery codes
        instead.
      </p>
      <StepForm action="/admin/login/two-factor" answer={actionData} submit="Verify" busyLabel="Verifying...">
        <StepField
          label="Authentication code"
          name="code"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={40}
          hint="A 6-digit code, or a recovery code such as abcde-23456"
          error={fieldError(actionData, "code")}
        />
      </StepForm>
    </SignInCard>
  );
}
