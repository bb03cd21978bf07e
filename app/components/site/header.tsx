import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { useT } from "~/lib/i18n/use-t";
import { MenuIcon } from "./icons";
import { LanguageChooser } from "./language-chooser";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { isActiveLink, NAV_LINKS } from "./nav-links";

/** Header turns white once the page is scrolled by more than this. */
export const HEADER_SCROLL_THRESHOLD = 20;

/** True once the window is scrolled past the threshold (pixels). */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return past;
}

/** The fixed public header: dark at the top, white and translucent once scrolled. */
export function Header() {
  const t = useT();
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    menuButton.current?.focus();
  }, []);

  // Any navigation (including back/forward) closes the menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  const tone = scrolled ? "dark" : "light";
  return (
    <>
      <header
        data-scrolled={scrolled ? "true" : "false"}
        className={`fixed inset-x-0 top-0 z-40 h-18 transition-[background-color,box-shadow,color] duration-300 ${
          scrolled ? "bg-white/85 text-ink shadow-md backdrop-blur-md" : "bg-ink text-paper"
        }`}
      >
        <div className="container-page flex h-full items-center justify-between gap-6">
          <Logo tone={tone} />
          <nav aria-label={t("header.mainNav")} className="hidden lg:block">
            <ul className="flex items-center gap-7">
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    aria-current={isActiveLink(pathname, link.to, link.exact) ? "page" : undefined}
                    className={`relative inline-flex min-h-11 items-center text-[0.92rem] font-medium tracking-wide transition-colors after:absolute after:inset-x-0 after:bottom-2 after:h-px after:origin-left after:scale-x-0 after:bg-gold after:transition-transform hover:after:scale-x-100 aria-[current=page]:after:scale-x-100 ${
                      scrolled
                        ? "text-ink/80 hover:text-ink aria-[current=page]:text-gold-dark"
                        : "text-paper/85 hover:text-paper aria-[current=page]:text-gold-light"
                    }`}
                  >
                    {t(link.key)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex items-center gap-1">
            <LanguageChooser tone={tone} />
            <button
              ref={menuButton}
              type="button"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              onClick={() => setMenuOpen(true)}
              className={`inline-flex size-11 items-center justify-center rounded-md lg:hidden ${scrolled ? "text-ink" : "text-paper"}`}
              data-testid="menu-button"
            >
              <MenuIcon />
              <span className="sr-only">{t("header.menu")}</span>
            </button>
          </div>
        </div>
      </header>
      {menuOpen && <MobileMenu onClose={closeMenu} />}
    </>
  );
}
