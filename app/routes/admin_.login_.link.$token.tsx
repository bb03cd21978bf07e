import { redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { assertSameOrigin } from "#server/auth/origin";
import { getStaffFromRequest, hashToken } from "#server/auth/session";
import { signInLinkEmail, signInWithLink } from "#server/auth/sign-in";
import { signInStepAnswer, signInStepFailure, signInStepInvalid } from "#server/auth/sign-in-answer";
import { readForm } from "#server/http/form";
import { adminMeta } from "~/components/admin/meta";
import { NewPasswordFields, SignInCard, StepForm, useSignInStep } from "~/components/admin/sign-in-card";
import { formValues } from "~/lib/schemas/form";
import { choosePasswordSchema } from "~/lib/schemas/staff";
import type { Route } from "./+types/admin_.login_.link.$token";

export const meta: Route.MetaFunction = () => adminMeta("Sign in with a link");

const EXPIRED = "This sign-in link has expired or has already been used. Ask an Administrator for a new one.";
/** The token as links carry it (32 random bytes, hex); anything else is no link of ours. */
const tokenHash = (token: string | undefined) =>
  token && /^[0-9a-f]{64}$/.test(token) ? hashToken(token) : null;

/**
 * Opening the link shows the form and spends nothing (mail scanners open links too); choosing a password
 * spends it.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (await getStaffFromRequest(request)) throw redirect("/admin");
  const hash = tokenHash(params.token);
  return { email: hash ? await signInLinkEmail(hash) : null };
}

export async function action({ request, params }: Route.ActionArgs) {
  assertSameOrigin(request);
  try {
    const hash = tokenHash(params.token);
    if (!hash) return signInStepInvalid(EXPIRED);
    const input = choosePasswordSchema.safeParse(formValues(await readForm(request)));
    if (!input.success) {
      const issue = input.error.issues[0]!;
      return signInStepInvalid(issue.message, String(issue.path[0] ?? "password"));
    }
    const result = await signInWithLink(request, { tokenHash: hash, password: input.data.password });
    return result.ok || !result.restart ? signInStepAnswer(result, EXPIRED) : signInStepInvalid(EXPIRED);
  } catch (error) {
    return signInStepFailure(error, "link");
  }
}

export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionResult?.ok ? false : defaultShouldRevalidate;
}

export default function SignInLink({ loaderData, actionData, params }: Route.ComponentProps) {
  useSignInStep(actionData);
  if (!loaderData.email) {
    return (
      <SignInCard title="Sign-in link">
        <p role="alert" className="mt-4 text-gray-700 text-sm">
          {EXPIRED}
        </p>
      </SignInCard>
    );
  }
  return (
    <SignInCard title="Welcome to the Admin Panel">
      <p className="mt-2 text-gray-600 text-sm">Choose a password for {loaderData.email} to sign in.</p>
      <StepForm
        action={`/admin/login/link/${params.token}`}
        answer={actionData}
        submit="Save password and sign in"
        busyLabel="Signing in..."
      >
        <NewPasswordFields answer={actionData} email={loaderData.email} />
      </StepForm>
    </SignInCard>
  );
}
