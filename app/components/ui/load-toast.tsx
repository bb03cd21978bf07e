/**
 * A toast the page shows as it loads (a part that failed to load, say): rendered by the server into the
 * static page, shown by the site's script (enhance.ts).
 */
export function LoadToast({
  message,
  title,
  variant = "error",
}: {
  message: string;
  title?: string;
  variant?: "error" | "success";
}) {
  return (
    <span hidden data-load-toast={variant} data-title={title}>
      {message}
    </span>
  );
}
