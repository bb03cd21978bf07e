import type { ComponentType } from "react";

/**
 * Every island of the public site: the browser loads its code the first time a visitor uses it (or at
 * once, see `when` in <Island>), and renders it over the server's HTML of it (decision 015).
 */
export const ISLANDS = {
  newsletter: () => import("~/components/site/newsletter-form"),
} satisfies Record<string, () => Promise<{ default: ComponentType<never> }>>;

export type IslandName = keyof typeof ISLANDS;
export type IslandProps<N extends IslandName> = React.ComponentProps<
  Awaited<ReturnType<(typeof ISLANDS)[N]>>["default"]
>;
