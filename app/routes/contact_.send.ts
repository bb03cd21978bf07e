import { redirect } from "react-router";
import { answerContactPost } from "#server/contact/submit";
import type { Route } from "./+types/contact_.send";

/**
 * POST /contact/send: the contact form island's request, answered in JSON with the same result and status
 * as the page's action (routes/contact.tsx, which the form posts to without JavaScript). A plain fetch,
 * so a dropped connection or a 5xx leaves the page and what was typed in place (the island shows the
 * failure toast) instead of reaching the route's error screen as a fetcher's failure does.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { result, init } = await answerContactPost(request, context);
  return Response.json(result, init);
}

export function loader() {
  return redirect("/contact");
}
