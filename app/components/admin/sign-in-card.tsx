import { type ReactNode, useEffect, useId } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import type { SignInStepAnswer } from "~/lib/schemas/sign-in";
import { PASSWORD_MIN } from "~/lib/schemas/staff";

/** The sign-in pages' frame: the brand, the step's heading and its form or message. */
export function SignInCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="grid min-h-dvh place-items-center bg-gray-100 px-4 py-8">
      <div className="w-full max-w-sm rounded-lg border border-gray-200 bg-surface p-8 shadow-sm">
        <p className="font-serif text-2xl text-ink">Lumina Threads</p>
        <h1 className="mt-1 font-sans font-semibold text-gray-700 text-lg">{title}</h1>
        {children}
      </div>
    </main>
  );
}

/**
 * Follows a step's answer: "Login successful" and the dashboard once signed in, the next step's page
 * otherwise, the sign-in page when it must start again; a refusal is toasted. An answer carrying
 * recovery codes stays, so the page can show them first.
 */
export function useSignInStep(answer: SignInStepAnswer | undefined): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!answer) return;
    if (!answer.ok) {
      toast.error(answer.error);
      if (answer.restart) navigate("/admin/login", { replace: true });
      return;
    }
    if (answer.recoveryCodes) return;
    if (answer.next === "/admin") toast.success("Login successful");
    navigate(answer.next, { replace: true });
  }, [answer, navigate]);
}

/** True while the form posting to `action` is submitting. */
export function useStepBusy(action: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formAction === action;
}

/** A labelled input of a sign-in step, with an optional hint and the message the action gave it. */
export function StepField({
  label,
  hint,
  error,
  ...input
}: { label: string; hint?: string; error?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-sm">
        {label}
      </label>
      <input
        id={id}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="mt-1 h-10 w-full rounded-md border border-gray-300 px-3"
        {...input}
      />
      {hint && (
        <p id={hintId} className="mt-1 text-gray-600 text-xs">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-red-700 text-sm">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A sign-in step's form: its fields, the refusal beside them and the submit button ("Verifying..." while
 * busy). Once the step went through (before hydration there is no script to move on), a link to the
 * next page takes its place.
 */
export function StepForm({
  action,
  answer,
  submit,
  busyLabel,
  children,
}: {
  action: string;
  answer: SignInStepAnswer | undefined;
  submit: string;
  busyLabel: string;
  children: ReactNode;
}) {
  const busy = useStepBusy(action);
  if (answer?.ok) {
    return (
      <p className="mt-6 text-sm">
        {answer.next === "/admin" ? "Login successful. " : ""}
        <Link to={answer.next} className="text-gold-dark underline">
          {answer.next === "/admin" ? "Continue to the dashboard" : "Continue"}
        </Link>
      </p>
    );
  }
  return (
    <Form method="post" action={action} className="mt-6 space-y-4">
      {children}
      {answer && !answer.ok && !answer.field && (
        <p role="alert" className="text-red-700 text-sm">
          {answer.error}
        </p>
      )}
      <button type="submit" disabled={busy} className={`${buttonClass("primary")} w-full`}>
        {busy ? busyLabel : submit}
      </button>
    </Form>
  );
}

/** The field error of a step's answer, when it names that field. */
export const fieldError = (answer: SignInStepAnswer | undefined, field: string) =>
  answer && !answer.ok && answer.field === field ? answer.error : undefined;

/** New password and its confirmation, as the first-sign-in and sign-in-link pages ask for them. */
export function NewPasswordFields({
  answer,
  email,
}: {
  answer: SignInStepAnswer | undefined;
  email: string;
}) {
  return (
    <>
      {/* Lets a password manager file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} hidden readOnly />
      <StepField
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={PASSWORD_MIN}
        hint={`At least ${PASSWORD_MIN} characters`}
        error={fieldError(answer, "password")}
      />
      <StepField
        label="Confirm new password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        error={fieldError(answer, "confirmPassword")}
      />
    </>
  );
}
