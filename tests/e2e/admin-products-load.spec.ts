import { sql } from "drizzle-orm";
import { upsertStaffUser } from "../../server/auth/staff";
import { products } from "../../server/db/schema";
import { ADMIN_EMAIL, ADMIN_PASSWORD, signIn, toast } from "./admin-support";
import { expect, test } from "./fixtures";
import { type IsolatedServer, startIsolatedServer } from "./isolated-server";

// A Products screen whose product images cannot be read (the table is gone, as after a failed
// restore): the screen says so with the spec's toast and lists nothing that could be saved half-read.
let server: IsolatedServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startIsolatedServer(4, async (db) => {
    await upsertStaffUser(ADMIN_EMAIL, ADMIN_PASSWORD, db);
    await db.insert(products).values({ name: "Gold Lamé No. 1", slug: "gold-lame-1" });
    await db.execute(sql`drop table product_images`);
  });
});

test.afterAll(() => server?.stop());

test("a failed read shows the toast Failed to load product images and an empty table", async ({ page }) => {
  await signIn(page, server!.base);
  await page.goto(`${server!.base}/admin/products`);
  await expect(page.getByRole("heading", { name: "Products", level: 1 })).toBeVisible();
  await expect(toast(page, "Failed to load product images")).toBeVisible();
  const table = page.getByRole("table", { name: "Products" });
  await expect(table).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: "Gold Lamé No. 1" })).toHaveCount(0);
  // The public catalogue does not read the back office's image list: the product is still there.
  await page.goto(`${server!.base}/products`);
  await expect(page.getByRole("heading", { name: "Gold Lamé No. 1" })).toBeVisible();
});
