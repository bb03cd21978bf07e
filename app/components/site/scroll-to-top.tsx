import { useT } from "~/lib/i18n/use-t";
import { ArrowUpIcon } from "./icons";

/**
 * Round gold button, bottom-right in the page's margin (toasts sit above it), that scrolls back to the top;
 * shown and wired by enhance.ts. Its focus ring is ink on a paper offset, visible on the gold and on any page.
 */
export function ScrollToTop() {
  const t = useT();
  return (
    <button
      type="button"
      hidden
      className="fixed right-4 bottom-4 z-30 inline-flex size-12 animate-fade-in items-center justify-center rounded-full bg-gold text-ink shadow-lg hover:bg-gold-light [&[hidden]]:hidden"
      data-testid="scroll-to-top"
    >
      <ArrowUpIcon />
      <span className="sr-only">{t("header.scrollTop")}</span>
    </button>
  );
}
