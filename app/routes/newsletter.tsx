import { redirect } from "react-router";
import { readForm } from "#server/http/form";
import { NEWSLETTER_HONEYPOT, subscribeToNewsletter } from "#server/newsletter/subscribe";
import { guardPublicPost, retryAfter } from "#server/security/limits";
import { refererPath, sameSitePath } from "#server/security/redirect-target";
import { NEWSLETTER_ENHANCED, NEWSLETTER_PARAM } from "~/components/site/newsletter-keys";
import type { Route } from "./+types/newsletter";

/** The page to send the visitor back to (a checked path of this site, else "/"), with the outcome in the query. */
function returnAddress(path: string | null, outcome: string): string {
  const url = new URL(path ?? "/", "http://site.invalid");
  url.searchParams.set(NEWSLETTER_PARAM, outcome);
  return `${url.pathname}${url.search}#newsletter`;
}

/**
 * Newsletter signup: answers the island's request (?enhanced=1) with the outcome in JSON, plain form
 * posts with a redirect back. A post from another site is refused (403); a filled honeypot is reported as
 * subscribed and stores nothing; over the per-client limit the outcome is "limited" (429 to the island),
 * answered without reading the body.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const limit = await guardPublicPost(request, context, "newsletter");
  // The address says whether the island posts, so a refusal needs nothing from the body.
  const enhanced = new URL(request.url).searchParams.get(NEWSLETTER_ENHANCED) === "1";
  if (!limit.allowed) {
    const headers = retryAfter(limit);
    if (enhanced) return Response.json({ outcome: "limited" }, { status: 429, headers });
    const origins = context.languages.map((language) => language.origin);
    return redirect(returnAddress(refererPath(request, origins), "limited"), { status: 303, headers });
  }
  const form = await readForm(request);
  const outcome = form.get(NEWSLETTER_HONEYPOT)
    ? "subscribed"
    : await subscribeToNewsletter(form.get("email"));
  if (enhanced) return Response.json({ outcome });
  return redirect(returnAddress(sameSitePath(form.get("returnTo")), outcome), 303);
}

export function loader() {
  return redirect("/");
}
