import { toast } from "~/components/ui/toast";
import { EMAIL_PARTS } from "~/lib/company";

/** The header turns white once the page is scrolled by more than this (pixels). */
export const HEADER_SCROLL_THRESHOLD = 20;
/** The scroll-to-top button appears once the page is scrolled by more than this. */
export const SCROLL_TOP_THRESHOLD = 300;

/**
 * The little the static public pages need from JavaScript at once (decision 022): the header's and the
 * scroll-to-top button's scroll state, the e-mail address assembled from its parts, the QR spinners, the
 * frames of other sites and the toasts a page asks for on load (LoadToast). Returns the clean-up.
 */
export function enhanceSite(): () => void {
  const header = document.querySelector<HTMLElement>("header[data-scrolled]");
  const top = document.querySelector<HTMLButtonElement>("[data-testid=scroll-to-top]");
  const onScroll = () => {
    if (header) header.dataset.scrolled = String(scrollY > HEADER_SCROLL_THRESHOLD);
    if (top) top.hidden = scrollY <= SCROLL_TOP_THRESHOLD;
  };
  onScroll();
  addEventListener("scroll", onScroll, { passive: true });
  if (top) top.onclick = () => scrollTo({ top: 0 });

  const address = `${EMAIL_PARTS.user}@${EMAIL_PARTS.domain}`;
  for (const pending of document.querySelectorAll("[data-email-pending]")) {
    const link = document.createElement("a");
    link.href = `mailto:${address}`;
    link.className = pending.className;
    link.dataset.email = "";
    link.textContent = address;
    pending.replaceWith(link);
  }

  for (const image of document.querySelectorAll<HTMLImageElement>("img[data-qr-image]")) {
    const done = () => image.parentElement?.querySelector("[data-qr-spinner]")?.remove();
    if (image.complete) done();
    image.addEventListener("load", done);
    image.addEventListener("error", done);
  }

  // Frames of other sites (the contact map) load after the first paint: see ContactMap.
  for (const frame of document.querySelectorAll<HTMLIFrameElement>("iframe[data-src]"))
    frame.src = frame.dataset.src!;

  for (const item of document.querySelectorAll<HTMLElement>("[data-load-toast]")) {
    toast.error(item.textContent ?? "", { title: item.dataset.title });
    const drop = item.dataset.dropParam;
    if (drop) {
      const url = new URL(location.href);
      url.searchParams.delete(drop);
      history.replaceState(history.state, "", url);
    }
  }
  return () => {
    removeEventListener("scroll", onScroll);
  };
}
