import { useLocation } from "react-router";
import { useT } from "~/lib/i18n/use-t";
import { MenuIcon } from "./icons";
import { LanguageChooser } from "./language-chooser";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { isActiveLink, NAV_LINKS } from "./nav-links";

/**
 * The fixed public header: dark at the top, white once scrolled (`data-scrolled`, set by the site's script;
 * the styles hang on it): 95% white and blurred, translucent as the spec asks yet near-opaque, so over the
 * dark sections the active link keeps AA contrast (gold-dark on #f3f3f3, 4.8:1) and nothing shows through. Server-rendered only: the menu button opens the mobile menu,
 * a native dialog, without JavaScript.
 */
export function Header() {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <>
      <header
        data-scrolled="false"
        className="group/header fixed inset-x-0 top-0 z-40 h-18 bg-ink text-paper transition-[background-color,box-shadow,color] duration-300 data-[scrolled=true]:bg-white/95 data-[scrolled=true]:text-ink data-[scrolled=true]:shadow-md data-[scrolled=true]:backdrop-blur-md"
      >
        <div className="container-page flex h-full items-center justify-between gap-6">
          <Logo />
          <nav aria-label={t("header.mainNav")} className="hidden lg:block">
            <ul className="flex items-center gap-7">
              {NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <a
                    href={link.to}
                    aria-current={isActiveLink(pathname, link.to, link.exact) ? "page" : undefined}
                    className="relative inline-flex min-h-11 items-center text-[0.92rem] font-medium tracking-wide text-paper/85 transition-colors after:absolute after:inset-x-0 after:bottom-2 after:h-px after:origin-left after:scale-x-0 after:bg-gold after:transition-transform hover:text-paper hover:after:scale-x-100 aria-[current=page]:text-gold-light aria-[current=page]:after:scale-x-100 group-data-[scrolled=true]/header:text-ink/80 group-data-[scrolled=true]/header:hover:text-ink group-data-[scrolled=true]/header:aria-[current=page]:text-gold-dark"
                  >
                    {t(link.key)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex items-center gap-1">
            <LanguageChooser />
            <button
              type="button"
              commandfor="mobile-menu"
              command="show-modal"
              aria-haspopup="dialog"
              className="inline-flex size-11 items-center justify-center rounded-md text-paper group-data-[scrolled=true]/header:text-ink lg:hidden"
              data-testid="menu-button"
            >
              <MenuIcon />
              <span className="sr-only">{t("header.menu")}</span>
            </button>
          </div>
        </div>
      </header>
      <MobileMenu />
    </>
  );
}
