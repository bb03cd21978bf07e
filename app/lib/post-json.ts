/** A form's fields as a urlencoded body (what the browser posts without JavaScript; files have no place here). */
export function formBody(form: HTMLFormElement): URLSearchParams {
  return new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
}

/**
 * Posts a form body with a plain fetch, as the public islands do (the like button, the contact and
 * newsletter forms): the answer's status and JSON body (null when it is not JSON, a proxy's error page
 * say), or null when the request failed on the network. Never throws, so a dropped connection is the
 * island's to report (a toast, the form kept) rather than a route error replacing the page, as a
 * fetcher's failure would.
 */
export async function postForJson(
  url: string,
  body: URLSearchParams,
): Promise<{ status: number; body: unknown } | null> {
  try {
    const response = await fetch(url, { method: "POST", headers: { Accept: "application/json" }, body });
    return { status: response.status, body: await response.json().catch(() => null) };
  } catch {
    return null;
  }
}
