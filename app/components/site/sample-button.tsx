import { useT } from "~/lib/i18n/use-t";

/**
 * "Request a sample": posts the code to /samples, which adds it to the visitor's sample list and shows the
 * list (the same with or without JavaScript, and no script of its own on the product page). A plain form: it
 * sits in the product page's overview island, and a post through React Router would load /samples twice.
 */
export function SampleButton({ itemCodeId }: { itemCodeId: number }) {
  const t = useT();
  return (
    <form method="post" action="/samples">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="itemCodeId" value={itemCodeId} />
      <button type="submit" className="btn-primary">
        <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4">
          <path d="M8 3v10M3 8h10" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
        {t("samples.request")}
      </button>
    </form>
  );
}
