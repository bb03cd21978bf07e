import type { RouteIslands } from "./island";

/** The layout's islands, in every public page (root's `handle`). */
export const LAYOUT_ISLANDS = {
  newsletter: () => import("~/components/site/newsletter-form"),
} satisfies RouteIslands["islands"];
