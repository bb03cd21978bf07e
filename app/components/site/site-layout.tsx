import { useT } from "~/lib/i18n/use-t";
import { Footer } from "./footer";
import { Header } from "./header";
import { ScrollToTop } from "./scroll-to-top";

/**
 * The skip link targets each page's `<main id="main" tabIndex={-1}>`: focus moves into it, so the next Tab
 * reaches the first link of the content (a target that cannot take focus left it on the body).
 *
 * Public header, content and footer around every page outside /admin, rendered by the server only
 * (decision 022). Pages are document navigations: the 0.5 s fade between them is a cross-document view
 * transition (app.css).
 */
export function SiteLayout({ children }: { children: React.ReactNode }) {
  const t = useT();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded focus:bg-gold focus:px-4 focus:py-2 focus:text-ink"
      >
        {t("header.skip")}
      </a>
      <Header />
      <div id="content">{children}</div>
      <Footer />
      <ScrollToTop />
    </>
  );
}
