import { Link, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { assertSameOrigin } from "#server/auth/origin";
import { getStaffFromRequest } from "#server/auth/session";
import { confirmTwoFactorSetup, pendingAt, twoFactorSetupOffer } from "#server/auth/sign-in";
import { signInStepAnswer, signInStepFailure, signInStepInvalid } from "#server/auth/sign-in-answer";
import { readForm } from "#server/http/form";
import { adminMeta } from "~/components/admin/meta";
import { fieldError, SignInCard, StepField, StepForm, useSignInStep } from "~/components/admin/sign-in-card";
import { RecoveryCodes, TotpEnrolment } from "~/components/admin/two-factor";
import { authCodeSchema } from "~/lib/schemas/staff";
import type { Route } from "./+types/admin_.login_.two-factor-setup";

export const meta: Route.MetaFunction = () => adminMeta("Set up two-factor sign-in");

/** A member who must turn two-factor sign-in on before their first session gets its secret here. */
export async function loader({ request }: Route.LoaderArgs) {
  if (await getStaffFromRequest(request)) throw redirect("/admin");
  const pending = await pendingAt(request, "two-factor-setup");
  if (!pending) throw redirect("/admin/login");
  const { secret, qrSvg } = await twoFactorSetupOffer(pending);
  return { secret, qrSvg };
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  try {
    const input = authCodeSchema.safeParse({ code: (await readForm(request)).get("code") ?? undefined });
    if (!input.success) return signInStepInvalid(input.error.issues[0]!.message, "code");
    const result = await confirmTwoFactorSetup(request, {
      code: input.data.code,
      clientIp: context.clientIp,
    });
    return signInStepAnswer(result, "Invalid authentication code");
  } catch (error) {
    return signInStepFailure(error, "two-factor-setup");
  }
}

export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionResult?.ok ? false : defaultShouldRevalidate;
}

export default function TwoFactorSetup({ loaderData, actionData }: Route.ComponentProps) {
  useSignInStep(actionData);
  if (actionData?.ok && actionData.recoveryCodes) {
    return (
      <SignInCard title="Two-factor sign-in is on">
        <div className="mt-4 space-y-4">
          <RecoveryCodes codes={actionData.recoveryCodes} />
          <Link to={actionData.next} className="block text-gold-dark underline">
            I have saved my codes: continue to the dashboard
          </Link>
        </div>
      </SignInCard>
    );
  }
  return (
    <SignInCard title="Set up two-factor sign-in">
      <p className="mt-2 mb-4 text-gray-600 text-sm">
        Two-factor sign-in is required for every staff member. Set it up once to continue.
      </p>
      <TotpEnrolment qrSvg={loaderData.qrSvg} secret={loaderData.secret} />
      <StepForm
        action="/admin/login/two-factor-setup"
        answer={actionData}
        submit="Turn on"
        busyLabel="Verifying..."
      >
        <StepField
          label="Authentication code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          error={fieldError(actionData, "code")}
        />
      </StepForm>
    </SignInCard>
  );
}
