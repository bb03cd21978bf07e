import { Link, NavLink } from "react-router";
import { useT } from "~/lib/i18n/use-t";

const NAV = [
  { to: "/", key: "nav.home" },
  { to: "/about", key: "nav.about" },
  { to: "/products", key: "nav.products" },
  { to: "/resources", key: "nav.gallery" },
  { to: "/news", key: "nav.news" },
  { to: "/contact", key: "nav.contact" },
] as const;

/** Public header, content and footer around every page outside /admin. */
export function SiteLayout({ children }: { children: React.ReactNode }) {
  const t = useT();
  return (
    <>
      <header className="fixed inset-x-0 top-0 z-40 h-18 bg-ink text-paper">
        <div className="container-page flex h-full items-center justify-between">
          <Link to="/" className="font-serif text-2xl tracking-wide">
            {t("site.name")}
          </Link>
          <nav aria-label="Main">
            <ul className="hidden gap-6 lg:flex">
              {NAV.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.to === "/"} className="aria-[current=page]:text-gold-light">
                    {t(item.key)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      {children}
    </>
  );
}
