import { sql } from "drizzle-orm";
import { upsertStaffUser } from "../../server/auth/staff";
import { galleryCategories, galleryItems, newsItems } from "../../server/db/schema";
import { ADMIN_EMAIL, ADMIN_PASSWORD, signIn, toast } from "./admin-support";
import { expect, type Page, test } from "./fixtures";
import { type IsolatedServer, startIsolatedServer } from "./isolated-server";

// Back-office lists that cannot be read (a table or column gone, as after a failed restore): each
// screen says so in the spec's words instead of the generic error page, and offers Try Again.
let server: IsolatedServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startIsolatedServer(5, async (db) => {
    await upsertStaffUser(ADMIN_EMAIL, ADMIN_PASSWORD, db);
    await db.insert(galleryCategories).values({ name: "Couture Houses", displayOrder: 1 });
    await db.insert(galleryItems).values({ name: "Bridal Train Commission", slug: "bridal-train" });
    await db.insert(newsItems).values({ title: "Spring Fair Stand", slug: "spring-fair-stand" });
    // Both gallery screens read the category links; the news list reads the likes column.
    await db.execute(sql`drop table gallery_item_categories`);
    await db.execute(sql`alter table news_items drop column likes`);
  });
});

test.afterAll(() => server?.stop());

/** The screen's own error box (the toasts are alerts too). */
const inlineError = (page: Page, text: string) =>
  page.locator('[role="alert"]:not([data-toast])').filter({ hasText: text });

/** Waits for the next reload of the route's data (what Try Again asks for). */
const dataReload = (page: Page, path: string) =>
  page.waitForResponse((response) => response.url().includes(`${path}.data`));

test("Gallery Categories: a failed read shows Failed to load gallery categories inline and as a toast", async ({
  page,
}) => {
  await signIn(page, server!.base);
  await page.goto(`${server!.base}/admin/gallery-categories`);
  await expect(page.getByRole("heading", { name: "Gallery Categories", level: 1 })).toBeVisible();
  await expect(inlineError(page, "Failed to load gallery categories")).toBeVisible();
  await expect(toast(page, "Failed to load gallery categories")).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
  const reload = dataReload(page, "/admin/gallery-categories");
  await page.getByRole("button", { name: "Try Again" }).click();
  await reload;
  await expect(inlineError(page, "Failed to load gallery categories")).toBeVisible();
});

test("Gallery Items: a failed read shows Failed to load data inline and as a toast", async ({ page }) => {
  await signIn(page, server!.base);
  await page.goto(`${server!.base}/admin/gallery-items`);
  await expect(page.getByRole("heading", { name: "Gallery Items", level: 1 })).toBeVisible();
  await expect(inlineError(page, "Failed to load data")).toBeVisible();
  await expect(toast(page, "Failed to load data")).toBeVisible();
  await expect(page.getByText("Bridal Train Commission")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Try Again" })).toBeEnabled();
});

test("News & Events: a failed list read shows Error loading news items with Try Again", async ({ page }) => {
  await signIn(page, server!.base);
  await page.goto(`${server!.base}/admin/news-items`);
  await expect(page.getByRole("heading", { name: "News & Events", level: 1 })).toBeVisible();
  const failure = inlineError(page, "Error loading news items");
  await expect(failure).toBeVisible();
  await expect(page.getByText("Spring Fair Stand")).toHaveCount(0);
  // Try Again reads the list again (still failing here), and Add News stays available.
  const reload = dataReload(page, "/admin/news-items");
  await failure.getByRole("button", { name: "Try Again" }).click();
  expect((await reload).status()).toBe(200);
  await expect(failure).toBeVisible();
  await page.getByRole("button", { name: "Add News" }).click();
  await expect(page.getByRole("dialog", { name: "Add News Item" })).toBeVisible();
});
