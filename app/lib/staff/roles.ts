/** Staff roles: an Administrator may do everything an Editor may, and more. */
export const STAFF_ROLES = ["administrator", "editor"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = { administrator: "Administrator", editor: "Editor" };

/** True when a member of `role` may do what needs `required`. */
export function roleAllows(role: StaffRole, required: StaffRole): boolean {
  return role === "administrator" || required === "editor";
}

/**
 * Who may use a back-office route: one role for the page and all its intents, or a role for the page
 * with the intents an Editor may post listed (every other intent is for Administrators).
 */
export type RouteAccess = StaffRole | { page: StaffRole; editorIntents: readonly string[] };

const CAROUSEL_INTENTS = [
  "carouselCreate",
  "carouselUpdate",
  "carouselActive",
  "carouselDelete",
  "carouselReorder",
] as const;

/**
 * The role every back-office route needs, by URL pattern (`:param` for a dynamic segment). The guard
 * (`requireStaff`) refuses a route missing here, and tests/e2e/admin-roles.spec.ts checks that every
 * route file has its entry, so a new screen cannot be forgotten.
 */
export const ADMIN_ROUTE_ACCESS = {
  "/admin": "editor",
  "/admin/account": "editor",
  "/admin/activity": "administrator",
  "/admin/activity.csv": "administrator",
  "/admin/categories": "editor",
  "/admin/gallery-categories": "editor",
  "/admin/gallery-items": "editor",
  // A record's revisions and draft, and its preview link: whoever may edit it (every history record is the Editors').
  "/admin/history": "editor",
  // The carousel tab is the Editors'; global settings, contact e-mail and subscribers are not.
  "/admin/general-settings": { page: "editor", editorIntents: CAROUSEL_INTENTS },
  "/admin/item-codes": "editor",
  "/admin/languages": "administrator",
  "/admin/logout": "editor",
  "/admin/media-names": "editor",
  "/admin/messages": "administrator",
  "/admin/news-items": "editor",
  "/admin/news-items/:id": "editor",
  "/admin/preview": "editor",
  "/admin/products": "editor",
  "/admin/sample-requests": "administrator",
  "/admin/sample-requests.csv": "administrator",
  "/admin/staff": "administrator",
  "/admin/stale-files": "administrator",
  "/admin/style": "editor",
  "/admin/subscribers.csv": "administrator",
  "/admin/translations": "editor",
  "/admin/translations/export": "editor",
  "/admin/translations/overview": "editor",
  // Editors restore what they may edit; deleting for good is for Administrators.
  "/admin/trash": { page: "editor", editorIntents: ["restore"] },
  "/admin/ui-kit": "editor",
  "/admin/upload": "editor",
} as const satisfies Record<string, RouteAccess>;

/** The General Settings tabs an Editor may open (the others are for Administrators). */
export const EDITOR_SETTINGS_TABS: readonly string[] = ["carousel"];

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split("/");
  const got = pathname.replace(/\/+$/, "").split("/");
  return want.length === got.length && want.every((part, i) => part.startsWith(":") || part === got[i]);
}

/** The access rule of a back-office path, or undefined for a path no route declares. */
export function routeAccess(pathname: string): RouteAccess | undefined {
  const path = pathname === "/admin/" ? "/admin" : pathname;
  const exact = (ADMIN_ROUTE_ACCESS as Record<string, RouteAccess>)[path];
  if (exact) return exact;
  const found = Object.entries(ADMIN_ROUTE_ACCESS).find(([pattern]) => matches(pattern, path));
  return found?.[1];
}

/** The role a path (and, for a post, its intent) needs; Administrator for anything undeclared. */
export function requiredRole(pathname: string, intent?: string): StaffRole {
  const access = routeAccess(pathname);
  if (!access) return "administrator";
  if (typeof access === "string") return access;
  if (intent === undefined) return access.page;
  return access.editorIntents.includes(intent) ? "editor" : "administrator";
}

/** True when a member of `role` may open the page at `pathname` (the menu shows only those). */
export function mayOpen(role: StaffRole, pathname: string): boolean {
  return routeAccess(pathname) !== undefined && roleAllows(role, requiredRole(pathname));
}

/** The spec-less words of a refusal: what a 403 page and a refused action say. */
export const FORBIDDEN_MESSAGE =
  "You do not have permission to do this. Ask an Administrator if you need it.";
export const FORBIDDEN_PAGE_MESSAGE =
  "Your role does not give access to this page. Ask an Administrator if you need it.";
