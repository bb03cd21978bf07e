import { useLocation } from "react-router";
import { useT } from "~/lib/i18n/use-t";
import { CloseIcon } from "./icons";
import { LanguageList } from "./language-chooser";
import { Logo } from "./logo";
import { isActiveLink, NAV_LINKS } from "./nav-links";
import { SocialLinks } from "./social-links";

/**
 * Full-screen slide-in menu below the large breakpoint: a native modal dialog, opened by the header's
 * menu button (an invoker, no JavaScript). The browser keeps focus inside, closes it on Escape and gives
 * focus back to the button; the page does not scroll while it is open (app.css); a link loads its page.
 */
export function MobileMenu() {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <dialog
      id="mobile-menu"
      aria-label={t("header.mobileNav")}
      className="mobile-menu m-0 h-dvh max-h-none w-full max-w-none flex-col overflow-y-auto bg-ink text-paper backdrop:bg-transparent open:flex lg:hidden"
      data-testid="mobile-menu"
    >
      <div className="container-page flex h-18 shrink-0 items-center justify-between">
        <Logo />
        <button
          type="button"
          commandfor="mobile-menu"
          command="close"
          // biome-ignore lint/a11y/noAutofocus: a dialog's autofocus is where showModal() puts focus (HTML spec)
          autoFocus
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
              <a
                href={link.to}
                aria-current={isActiveLink(pathname, link.to, link.exact) ? "page" : undefined}
                className="flex min-h-14 items-center font-serif text-2xl text-paper hover:text-gold-light aria-[current=page]:text-gold-light"
              >
                {t(link.key)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="container-page mt-8 space-y-8 pb-10">
        <LanguageList />
        <div>
          <h2 className="sr-only">{t("social.follow")}</h2>
          <SocialLinks tone="light" placement="top" />
        </div>
      </div>
    </dialog>
  );
}
