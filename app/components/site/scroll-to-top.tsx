import { useT } from "~/lib/i18n/use-t";
import { useScrolledPast } from "./header";
import { ArrowUpIcon } from "./icons";

/** The button appears once the page is scrolled by more than this. */
export const SCROLL_TOP_THRESHOLD = 300;

/** Round gold button, bottom-left, that scrolls back to the top. */
export function ScrollToTop() {
  const t = useT();
  const visible = useScrolledPast(SCROLL_TOP_THRESHOLD);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0 })}
      className="fixed bottom-5 left-5 z-30 inline-flex size-12 animate-fade-in items-center justify-center rounded-full bg-gold text-ink shadow-lg hover:bg-gold-light"
      data-testid="scroll-to-top"
    >
      <ArrowUpIcon />
      <span className="sr-only">{t("header.scrollTop")}</span>
    </button>
  );
}
