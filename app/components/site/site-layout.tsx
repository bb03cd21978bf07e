import { useRef } from "react";
import { useLocation } from "react-router";
import { useT } from "~/lib/i18n/use-t";
import { Footer } from "./footer";
import { Header } from "./header";
import { ScrollToTop } from "./scroll-to-top";

/** Public header, content (with a 0.5 s page transition) and footer around every page outside /admin. */
export function SiteLayout({ children }: { children: React.ReactNode }) {
  const t = useT();
  const { pathname } = useLocation();
  // The first page paints at once (it holds the LCP image); later pages fade in.
  const firstPath = useRef(pathname);
  const navigated = useRef(false);
  if (pathname !== firstPath.current) navigated.current = true;
  return (
    <>
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded focus:bg-gold focus:px-4 focus:py-2 focus:text-ink"
      >
        {t("header.skip")}
      </a>
      <Header />
      <div id="content" key={pathname} className={navigated.current ? "page-transition" : undefined}>
        {children}
      </div>
      <Footer />
      <ScrollToTop />
    </>
  );
}
