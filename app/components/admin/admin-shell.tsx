import clsx from "clsx";
import {
  Activity,
  ArrowUp,
  FileText,
  FolderTree,
  Globe,
  Images,
  Languages,
  LayoutDashboard,
  LogOut,
  Mail,
  Menu,
  Newspaper,
  Package,
  PackageCheck,
  Settings,
  Tags,
  Trash2,
  UserRound,
  Users,
  X,
} from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { mayOpen, ROLE_LABELS, type StaffRole } from "~/lib/staff/roles";

/** The sidebar entries, in the spec's order (Messages lists contact messages from the outbox). */
export const ADMIN_NAV = [
  { to: "/admin", label: "Dashboard", icon: LayoutDashboard },
  { to: "/admin/products", label: "Products", icon: Package },
  { to: "/admin/categories", label: "Categories", icon: Tags },
  { to: "/admin/item-codes", label: "Item Codes", icon: FileText },
  { to: "/admin/gallery-categories", label: "Gallery Categories", icon: FolderTree },
  { to: "/admin/gallery-items", label: "Gallery Items", icon: Images },
  { to: "/admin/news-items", label: "News & Events", icon: Newspaper },
  { to: "/admin/translations", label: "Translations", icon: Languages },
  { to: "/admin/languages", label: "Languages", icon: Globe },
  { to: "/admin/general-settings", label: "General Settings", icon: Settings },
  { to: "/admin/trash", label: "Trash", icon: Trash2 },
  { to: "/admin/messages", label: "Messages", icon: Mail },
  { to: "/admin/sample-requests", label: "Sample Requests", icon: PackageCheck },
  { to: "/admin/staff", label: "Staff", icon: Users },
  { to: "/admin/activity", label: "Activity", icon: Activity },
] as const;

/** The signed-in member as the frame shows them. */
export type ShellStaff = { email: string; name: string; role: StaffRole };

/**
 * Back-office frame: gray sidebar "Admin Panel" with the entries the member's role may open (a menu
 * button below 1024 px), their account link and Logout, content, scroll-to-top.
 */
export function AdminShell({ staff, children }: { staff: ShellStaff; children: ReactNode }) {
  const nav = ADMIN_NAV.filter((entry) => mayOpen(staff.role, entry.to));
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  // Every navigation closes the menu and shows the new screen from its top (the site has no
  // ScrollRestoration: public pages are document navigations, decision 022).
  useEffect(() => {
    if (!pathname) return;
    setMenuOpen(false);
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className="admin-shell min-h-dvh bg-gray-50 text-ink lg:flex">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-surface focus:p-2"
      >
        Skip to content
      </a>
      <header className="flex h-14 items-center justify-between border-gray-200 border-b bg-gray-100 px-4 lg:hidden">
        <span className="font-semibold">Admin Panel</span>
        <button
          type="button"
          onClick={() => setMenuOpen((open) => !open)}
          aria-expanded={menuOpen}
          aria-controls="admin-sidebar"
          className="inline-flex size-10 items-center justify-center rounded-md hover:bg-gray-200"
        >
          {menuOpen ? (
            <X aria-hidden="true" className="size-5" />
          ) : (
            <Menu aria-hidden="true" className="size-5" />
          )}
          <span className="sr-only">{menuOpen ? "Close menu" : "Open menu"}</span>
        </button>
      </header>
      <aside
        id="admin-sidebar"
        className={clsx(
          "w-full shrink-0 border-gray-200 border-r bg-gray-100 lg:sticky lg:top-0 lg:flex lg:h-dvh lg:w-60 lg:flex-col",
          menuOpen ? "block" : "hidden",
        )}
      >
        <p className="hidden px-5 pt-6 pb-4 font-semibold text-lg lg:block">Admin Panel</p>
        <nav aria-label="Admin" className="flex-1 overflow-y-auto px-3 py-2">
          <ul className="space-y-0.5">
            {nav.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={to === "/admin"}
                  className={({ isActive }) =>
                    clsx(
                      "flex items-center gap-3 rounded-md px-3 py-2 text-sm",
                      isActive
                        ? "bg-gold font-medium text-ink"
                        : "text-gray-700 hover:bg-gray-200 hover:text-ink",
                    )
                  }
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="border-gray-200 border-t p-3">
          <Link
            to="/admin/account"
            className="flex items-center gap-3 rounded-md px-3 py-2 text-gray-700 text-sm hover:bg-gray-200 hover:text-ink"
          >
            <UserRound aria-hidden="true" className="size-4 shrink-0" />
            <span className="min-w-0">
              <span className="block truncate" title={staff.email}>
                {staff.email}
              </span>
              <span className="block text-gray-600 text-xs">{ROLE_LABELS[staff.role]} · My account</span>
            </span>
          </Link>
          <Form method="post" action="/admin/logout">
            <button
              type="submit"
              className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-gray-700 text-sm hover:bg-gray-200 hover:text-ink"
            >
              <LogOut aria-hidden="true" className="size-4" />
              Logout
            </button>
          </Form>
        </div>
      </aside>
      <main id="admin-main" className="min-w-0 flex-1 p-4 sm:p-6 lg:p-8">
        {children}
      </main>
      <ScrollToTop />
    </div>
  );
}

/** A button back to the top, shown once the page is scrolled more than 300 px. */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > 300);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })}
      aria-label="Scroll to top"
      className="fixed right-4 bottom-4 z-30 inline-flex size-11 items-center justify-center rounded-full border border-gray-300 bg-surface shadow-md hover:bg-gray-50"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}

/** Page heading with an optional description and actions on the right. */
export function AdminPageHeader({
  title,
  description,
  actions,
  level = 1,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  /** 2 for a section of a page (a tab's panel): an h2 under the page's h1. */
  level?: 1 | 2;
}) {
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <div className={clsx("flex flex-wrap items-end justify-between gap-4", level === 1 ? "mb-6" : "mb-4")}>
      <div>
        <Heading className={clsx("font-sans font-semibold", level === 1 ? "text-2xl" : "text-lg")}>
          {title}
        </Heading>
        {description && <p className="mt-1 text-gray-600 text-sm">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
