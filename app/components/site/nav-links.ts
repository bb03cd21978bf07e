import type { MessageKey } from "~/lib/i18n/messages/en";

/** The public links, in the header, the mobile menu and the footer. */
export const NAV_LINKS: readonly { to: string; key: MessageKey; exact?: boolean }[] = [
  { to: "/", key: "nav.home", exact: true },
  { to: "/about", key: "nav.about" },
  { to: "/products", key: "nav.products" },
  { to: "/colours", key: "nav.colours" },
  { to: "/resources", key: "nav.gallery" },
  { to: "/news", key: "nav.news" },
  { to: "/contact", key: "nav.contact" },
];

/** Active when the path equals the target or starts with the target and a slash (unless exact). */
export function isActiveLink(pathname: string, target: string, exact = false): boolean {
  if (pathname === target) return true;
  if (exact) return false;
  return pathname.startsWith(`${target}/`);
}
