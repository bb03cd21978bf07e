import AxeBuilder from "@axe-core/playwright";
import { sql } from "drizzle-orm";
import { ADMIN_EMAIL, ADMIN_PASSWORD, dashboardNumbers, signIn } from "./admin-support";
import { animationsSettled, expect, holdRequests, test } from "./fixtures";
import { type IsolatedServer, startIsolatedServer } from "./isolated-server";

test("without a session /admin redirects to /admin/login", async ({ page }) => {
  await page.goto("/admin/categories");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
});

test("a wrong password shows Invalid email or password and no session", async ({ page }) => {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(ADMIN_EMAIL);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Invalid email or password" }).first(),
  ).toBeVisible();
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("an unknown e-mail gets the same message as a wrong password", async ({ page }) => {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill("nobody@example.com");
  await page.getByLabel("Password").fill("whatever-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(
    page.locator("[data-toast=error]").filter({ hasText: "Invalid email or password" }),
  ).toBeVisible();
});

test("signing in shows Login successful and opens the dashboard; Logout ends the session @mobile", async ({
  page,
}) => {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(ADMIN_EMAIL);
  await page.getByLabel("Password").fill("e2e-password-123");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.locator("[data-toast=success]").filter({ hasText: "Login successful" })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === "admin_session");
  expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax" });

  // The menu button is React's: wait for hydration before using it.
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  const menu = page.getByRole("button", { name: "Open menu" });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test("the button reads Signing in... while the sign-in is under way", async ({ page }) => {
  await page.goto("/admin/login");
  // The form is React's: wait for hydration so the post goes through the router.
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  // The sign-in answer is held until the busy text has been seen.
  const release = await holdRequests(page, /\/admin\/login\.data/, {
    when: (request) => request.method() === "POST",
  });
  await page.getByLabel("Email").fill(ADMIN_EMAIL);
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: "Signing in..." })).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/admin$/, { timeout: 15_000 });
});

test.describe("when the server fails during sign-in", () => {
  // A server whose staff accounts cannot be read (the table is gone): the sign-in itself throws.
  let server: IsolatedServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    server = await startIsolatedServer(5, async (db) => {
      await db.execute(sql`drop table staff_users cascade`);
    });
  });
  test.afterAll(() => server?.stop());

  test("the toast says An error occurred during login and no session starts", async ({ page }) => {
    await page.goto(`${server!.base}/admin/login`);
    await page.waitForFunction(() => "__reactRouterRouteModules" in window);
    await page.getByLabel("Email").fill(ADMIN_EMAIL);
    await page.getByLabel("Password").fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(
      page.locator("[data-toast=error]").filter({ hasText: "An error occurred during login" }),
    ).toBeVisible();
    await expect(page.locator("[data-toast]").filter({ hasText: "Invalid email or password" })).toHaveCount(
      0,
    );
    await page.goto(`${server!.base}/admin`);
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});

test("the sidebar lists every screen an Administrator may open and highlights the current one", async ({
  page,
}) => {
  await signIn(page);
  const nav = page.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link")).toHaveText([
    "Dashboard",
    "Products",
    "Categories",
    "Item Codes",
    "Gallery Categories",
    "Gallery Items",
    "News & Events",
    "Translations",
    "Languages",
    "General Settings",
    "Trash",
    "Messages",
    "Sample Requests",
    "Staff",
    "Activity",
  ]);
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  await nav.getByRole("link", { name: "Categories", exact: true }).click();
  await expect(nav.getByRole("link", { name: "Categories", exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("heading", { name: "Product Categories" })).toBeVisible();
});

test("admin pages carry noindex and no canonical, alternates or public footer", async ({ page }) => {
  await signIn(page);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.locator('link[rel="canonical"], link[rel="alternate"]')).toHaveCount(0);
  await expect(page.locator("footer")).toHaveCount(0);
  await page.goto("/admin/login");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});

test("dashboard counts follow the database: categories equal the rows of the categories screen and grow by one", async ({
  page,
}) => {
  await signIn(page);
  const before = await dashboardNumbers(page);
  expect(Object.keys(before)).toEqual([
    "Categories",
    "Products",
    "Item Codes",
    "Gallery Categories",
    "Gallery Items",
    "News & Events",
    "New Sample Requests",
  ]);
  await page.goto("/admin/categories");
  await expect(page.getByRole("table", { name: "Product categories" }).locator("tbody tr")).toHaveCount(
    before.Categories!,
  );
  await page.getByRole("button", { name: "New Category" }).click();
  await page.getByRole("dialog").getByLabel("Name").fill(`Dashboard count ${Date.now()}`);
  await page.getByRole("button", { name: "Create Category" }).click();
  await expect(
    page.locator("[data-toast=success]").filter({ hasText: "Category created successfully" }),
  ).toBeVisible();
  const after = await dashboardNumbers(page);
  expect(after).toEqual({ ...before, Categories: before.Categories! + 1 });
  await page.locator('[data-card="Products"]').click();
  await expect(page).toHaveURL(/\/admin\/products$/);
});

test("the scroll-to-top button appears after 300 px", async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/ui-kit", { waitUntil: "networkidle" });
  // The button is React's: wait until the page has hydrated before scrolling.
  await page.waitForFunction(() => "__reactRouterRouteModules" in window);
  await expect(page.getByRole("button", { name: "Scroll to top" })).toHaveCount(0);
  // Scrolls again until the listener (attached by an effect after hydration) has seen it.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: "instant" }));
    await expect(page.getByRole("button", { name: "Scroll to top" })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.getByRole("button", { name: "Scroll to top" }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("login and dashboard have no axe violations @mobile", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/admin/login");
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await signIn(page);
  // The "Login successful" toast fades in: checked once drawn in its own colours.
  await animationsSettled(page);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});
