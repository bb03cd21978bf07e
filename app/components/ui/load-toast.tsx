/**
 * A toast the page shows as it loads (a part that failed to load, say): rendered by the server into the
 * static page, shown by the site's script (enhance.ts), which also takes `dropParam` out of the address
 * (the ?error=… a redirect brought), so a reload does not show it again.
 */
export function LoadToast({
  message,
  title,
  dropParam,
}: {
  message: string;
  title?: string;
  dropParam?: string;
}) {
  return (
    <span hidden data-load-toast="" data-title={title} data-drop-param={dropParam}>
      {message}
    </span>
  );
}
