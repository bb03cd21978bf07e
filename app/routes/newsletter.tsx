import { data, redirect } from "react-router";
import { subscribeToNewsletter } from "#server/newsletter/subscribe";
import { NEWSLETTER_PARAM } from "~/components/site/newsletter-form";
import type { Route } from "./+types/newsletter";

/** A same-site path to send the visitor back to, with the outcome in the query (no-JavaScript path). */
function returnAddress(value: FormDataEntryValue | null, outcome: string): string {
  const raw = typeof value === "string" && value.startsWith("/") && !value.startsWith("//") ? value : "/";
  const url = new URL(raw, "http://site.invalid");
  url.searchParams.set(NEWSLETTER_PARAM, outcome);
  return `${url.pathname}${url.search}#newsletter`;
}

/** Newsletter signup: answers fetchers with the outcome, plain form posts with a redirect back. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const outcome = await subscribeToNewsletter(form.get("email"));
  if (form.get("enhanced") === "1") {
    return data({ outcome });
  }
  return redirect(returnAddress(form.get("returnTo"), outcome), 303);
}

export function loader() {
  return redirect("/");
}
