/**
 * Public pages are the server's HTML, kept by the browser (decision 015): after a fetcher's post
 * (newsletter, contact) nothing on them would show refetched data, so their routes re-export this and
 * skip the refetch.
 */
export function shouldRevalidate(): boolean {
  return false;
}
