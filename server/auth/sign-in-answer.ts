import { data } from "react-router";
import type { SignInStepAnswer } from "~/lib/schemas/sign-in";
import { AdminActionError } from "../errors";
import { logger } from "../logger";
import type { SignInSuccess, StepRefusal } from "./sign-in";

const NO_STORE = { "Cache-Control": "no-store" };
export const SIGN_IN_EXPIRED = "Your sign-in has expired. Please sign in again.";

/**
 * The answer of a sign-in step's action: where to go next with its cookies, or why not (a refusal keeps
 * the step; an expired or abandoned sign-in sends the member back to the password; a lock answers 429
 * with Retry-After). `wrong` is the step's message for a refused code or password.
 */
export function signInStepAnswer(
  result: (SignInSuccess & { recoveryCodes?: string[] }) | StepRefusal,
  wrong: string,
) {
  if (result.ok) {
    const headers = new Headers(NO_STORE);
    headers.append("Set-Cookie", result.setCookie);
    if (result.clearCookie) headers.append("Set-Cookie", result.clearCookie);
    const answer: SignInStepAnswer = { ok: true, next: result.next, recoveryCodes: result.recoveryCodes };
    return data(answer, { headers });
  }
  if (result.retryAfterSeconds !== undefined) {
    const minutes = Math.ceil(result.retryAfterSeconds / 60);
    const answer: SignInStepAnswer = {
      ok: false,
      error: `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    };
    return data(answer, {
      status: 429,
      headers: { "Retry-After": String(result.retryAfterSeconds), ...NO_STORE },
    });
  }
  const answer: SignInStepAnswer = result.restart
    ? { ok: false, error: SIGN_IN_EXPIRED, restart: true }
    : { ok: false, error: wrong };
  return data(answer, { status: result.restart ? 410 : 401, headers: NO_STORE });
}

/**
 * The answer of a step whose own work threw: a refusal with its reason (a password the policy refuses)
 * on its field; anything else logged, and the sign-in page's generic failure.
 */
export function signInStepFailure(error: unknown, step: string) {
  if (error instanceof AdminActionError) return signInStepInvalid(error.message, error.field?.field);
  logger.error({ err: error, step }, "sign-in step failed");
  const answer: SignInStepAnswer = { ok: false, error: "An error occurred during login" };
  return data(answer, { status: 500, headers: NO_STORE });
}

/** The answer of a step's form that did not parse: its first message, nothing changed. */
export function signInStepInvalid(message: string, field?: string) {
  const answer: SignInStepAnswer = { ok: false, error: message, field };
  return data(answer, { status: 400, headers: NO_STORE });
}
