import type { APIRequestContext } from "@playwright/test";
import {
  ADMIN_ROUTE_ACCESS,
  requiredRole,
  roleAllows,
  routeAccess,
  type StaffRole,
} from "../../app/lib/staff/roles";
import { actionRoutes, adminRouteFiles } from "../security/routes";
import { ADMIN_EMAIL, addStaffMember, firstSignIn, signIn } from "./admin-support";
import { BASE_URL, expect, type Page, test } from "./fixtures";

// Every admin route and every intent of its action, read from the route files (as admin-guard.spec.ts
// and the security fuzz do), checked for anonymous requests, an Editor and an Administrator against the
// table in app/lib/staff/roles.ts: a refusal is 403 (or, anonymous, a redirect to sign-in / 401), never data.

const ROUTES = adminRouteFiles();
const ACTIONS = new Map(actionRoutes().map((route) => [route.path, route]));
/** Pattern of a route file's URL: its `$param` sample value back to `:param`. */
const patternOf = (file: string, path: string) =>
  file.includes("$") ? path.replace(/\/1(?=\/|$)/, "/:id") : path;

test("every admin route file has its role in the access table, and the table names no route that is gone", () => {
  const patterns = ROUTES.map((route) => patternOf(route.file, route.path));
  for (const pattern of patterns) expect(routeAccess(pattern), pattern).toBeDefined();
  expect(Object.keys(ADMIN_ROUTE_ACCESS).sort()).toEqual([...new Set(patterns)].sort());
});

type Role = StaffRole | "anonymous";

/** A signed-in request context of an Editor made for this file, or the seeded Administrator. */
async function contextFor(page: Page, role: StaffRole): Promise<APIRequestContext> {
  if (role === "administrator") {
    await signIn(page);
    return page.request;
  }
  await signIn(page);
  const email = `roles-editor-${Date.now()}@example.com`;
  const temporary = await addStaffMember(page, {
    name: "Role Editor",
    email,
    role: "Editor",
    method: "password",
  });
  await page.context().clearCookies();
  await firstSignIn(page, email, temporary, "role-editor-password-1");
  return page.request;
}

for (const role of ["anonymous", "editor", "administrator"] as Role[]) {
  test(`${role}: every admin page, data request and intent is allowed or refused as the role table says`, async ({
    page,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const request =
      role === "anonymous"
        ? await playwright.request.newContext({ baseURL: BASE_URL })
        : await contextFor(page, role);
    for (const route of ROUTES) {
      const pattern = patternOf(route.file, route.path);
      const allowed = role !== "anonymous" && roleAllows(role, requiredRole(pattern));
      const get = await request.get(route.path, { maxRedirects: 0 });
      const body = await get.text();
      if (role === "anonymous") {
        expect(get.status(), `GET ${route.path}`).toBe(302);
        expect(get.headers().location).toMatch(/\/admin\/login$/);
      } else if (allowed) {
        expect([401, 403], `GET ${route.path} as ${role}`).not.toContain(get.status());
        expect(get.headers().location ?? "", `GET ${route.path}`).not.toMatch(/\/admin\/login$/);
      } else {
        expect(get.status(), `GET ${route.path} as ${role}`).toBe(403);
        expect(body, `GET ${route.path}`).not.toContain(ADMIN_EMAIL);
      }
      if (!allowed) {
        const data = await request.get(`${route.path}.data`, { maxRedirects: 0 });
        expect([202, 204, 302, 403, 404], `GET ${route.path}.data as ${role}`).toContain(data.status());
        if (route.path !== "/admin") expect(await data.text()).not.toContain(ADMIN_EMAIL);
      }

      const action = ACTIONS.get(route.path);
      if (!action || route.path === "/admin/logout") continue;
      // An allowed intent posted empty is refused by its own schema (400), after the role check passed.
      for (const intent of action.intents.length ? action.intents : [""]) {
        const intentAllowed = role !== "anonymous" && roleAllows(role, requiredRole(pattern, intent));
        const post = await request.post(route.path, {
          form: intent ? { intent } : {},
          headers: { Origin: BASE_URL },
          maxRedirects: 0,
        });
        const label = `POST ${route.path} ${intent} as ${role}`;
        if (role === "anonymous") expect(post.status(), label).toBe(401);
        else if (intentAllowed) {
          // A sensitive change asks this session for the password first (403 saying so): allowed, not refused.
          const askedForPassword =
            post.status() === 403 && (await post.text()).includes("Please confirm your password to continue");
          if (!askedForPassword) expect([401, 403], label).not.toContain(post.status());
        } else expect(post.status(), label).toBe(403);
      }
    }
    if (role === "anonymous") await request.dispose();
  });
}
