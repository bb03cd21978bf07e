import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { useT } from "~/lib/i18n/use-t";
import { CloseIcon } from "./icons";
import { LanguageList } from "./language-chooser";
import { Logo } from "./logo";
import { isActiveLink, NAV_LINKS } from "./nav-links";
import { SocialLinks } from "./social-links";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Locks page scrolling while mounted; restores the previous value when unmounted. */
function useScrollLock() {
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      root.style.overflow = previous;
    };
  }, []);
}

/** Full-screen slide-in menu below the large breakpoint: focus stays inside, Escape closes. */
export function MobileMenu({ onClose }: { onClose: () => void }) {
  const t = useT();
  const { pathname } = useLocation();
  const panel = useRef<HTMLDivElement>(null);
  useScrollLock();

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>("[data-menu-close]")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        onClose();
        return;
      }
      if (event.key !== "Tab" || !panel.current) return;
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (element) => !element.closest("[hidden]"),
      );
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !panel.current.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panel.current.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onClose]);

  return (
    <div
      ref={panel}
      id="mobile-menu"
      role="dialog"
      aria-modal="true"
      aria-label={t("header.mobileNav")}
      className="fixed inset-0 z-50 flex animate-[menu-in_300ms_ease-out] flex-col overflow-y-auto bg-ink text-paper lg:hidden"
      data-testid="mobile-menu"
    >
      <div className="container-page flex h-18 shrink-0 items-center justify-between">
        <Logo onNavigate={onClose} />
        <button
          type="button"
          data-menu-close=""
          onClick={onClose}
          className="inline-flex size-11 items-center justify-center rounded-md text-paper hover:text-gold-light"
        >
          <CloseIcon />
          <span className="sr-only">{t("header.closeMenu")}</span>
        </button>
      </div>
      <nav aria-label={t("header.mobileNav")} className="container-page mt-6">
        <ul className="divide-y divide-paper/10 border-y border-paper/10">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                onClick={onClose}
                aria-current={isActiveLink(pathname, link.to, link.exact) ? "page" : undefined}
                className="flex min-h-14 items-center font-serif text-2xl text-paper hover:text-gold-light aria-[current=page]:text-gold-light"
              >
                {t(link.key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="container-page mt-8 space-y-8 pb-10">
        <LanguageList />
        <SocialLinks tone="light" placement="top" />
      </div>
    </div>
  );
}
