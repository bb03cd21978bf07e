import { redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { assertSameOrigin } from "#server/auth/origin";
import { getStaffFromRequest } from "#server/auth/session";
import { chooseNewPassword, pendingAt } from "#server/auth/sign-in";
import { signInStepAnswer, signInStepFailure, signInStepInvalid } from "#server/auth/sign-in-answer";
import { readForm } from "#server/http/form";
import { adminMeta } from "~/components/admin/meta";
import { NewPasswordFields, SignInCard, StepForm, useSignInStep } from "~/components/admin/sign-in-card";
import { formValues } from "~/lib/schemas/form";
import { choosePasswordSchema } from "~/lib/schemas/staff";
import type { Route } from "./+types/admin_.login_.password";

export const meta: Route.MetaFunction = () => adminMeta("Choose a new password");

/** Only a sign-in with a temporary password reaches this page. */
export async function loader({ request }: Route.LoaderArgs) {
  if (await getStaffFromRequest(request)) throw redirect("/admin");
  const pending = await pendingAt(request, "password");
  if (!pending) throw redirect("/admin/login");
  return { email: pending.email };
}

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  try {
    const input = choosePasswordSchema.safeParse(formValues(await readForm(request)));
    if (!input.success) {
      const issue = input.error.issues[0]!;
      return signInStepInvalid(issue.message, String(issue.path[0] ?? "password"));
    }
    return signInStepAnswer(await chooseNewPassword(request, input.data.password), "");
  } catch (error) {
    return signInStepFailure(error, "password");
  }
}

export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionResult?.ok ? false : defaultShouldRevalidate;
}

export default function ChooseNewPassword({ loaderData, actionData }: Route.ComponentProps) {
  useSignInStep(actionData);
  return (
    <SignInCard title="Choose a new password">
      <p className="mt-2 text-gray-600 text-sm">
        You signed in as {loaderData.email} with a temporary password. Choose your own to continue.
      </p>
      <StepForm
        action="/admin/login/password"
        answer={actionData}
        submit="Save password"
        busyLabel="Saving..."
      >
        <NewPasswordFields answer={actionData} email={loaderData.email} />
      </StepForm>
    </SignInCard>
  );
}
