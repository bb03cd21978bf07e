import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * Public pages are the server's HTML, kept by the browser (decision 022): after a fetcher's post
 * (newsletter, contact) nothing on them would show refetched data, so their routes re-export this and
 * refetch only when an island changes the address (a list's search or page).
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return !formMethod && defaultShouldRevalidate;
}
