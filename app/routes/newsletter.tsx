import { data, redirect } from "react-router";
import { readForm } from "#server/http/form";
import { NEWSLETTER_HONEYPOT, subscribeToNewsletter } from "#server/newsletter/subscribe";
import { guardPublicPost, retryAfter } from "#server/security/limits";
import { NEWSLETTER_PARAM } from "~/components/site/newsletter-form";
import type { Route } from "./+types/newsletter";

/** A same-site path to send the visitor back to, with the outcome in the query (no-JavaScript path). */
function returnAddress(value: FormDataEntryValue | null, outcome: string): string {
  const raw = typeof value === "string" && value.startsWith("/") && !value.startsWith("//") ? value : "/";
  const url = new URL(raw, "http://site.invalid");
  url.searchParams.set(NEWSLETTER_PARAM, outcome);
  return `${url.pathname}${url.search}#newsletter`;
}

/**
 * Newsletter signup: answers fetchers with the outcome, plain form posts with a redirect back. A post
 * from another site is refused (403); a filled honeypot is reported as subscribed and stores nothing; over the per-client limit the outcome is "limited" (429 to fetchers).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const limit = await guardPublicPost(request, context, "newsletter");
  const form = await readForm(request);
  const outcome = !limit.allowed
    ? "limited"
    : form.get(NEWSLETTER_HONEYPOT)
      ? "subscribed"
      : await subscribeToNewsletter(form.get("email"));
  if (form.get("enhanced") === "1") {
    return limit.allowed ? data({ outcome }) : data({ outcome }, { status: 429, headers: retryAfter(limit) });
  }
  return redirect(returnAddress(form.get("returnTo"), outcome), {
    status: 303,
    headers: limit.allowed ? undefined : retryAfter(limit),
  });
}

export function loader() {
  return redirect("/");
}
