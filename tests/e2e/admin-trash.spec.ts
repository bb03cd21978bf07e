import AxeBuilder from "@axe-core/playwright";
import { signIn, toast } from "./admin-support";
import { E2E_PORT, expect, test } from "./fixtures";

const ZH = `http://zh.localhost:${E2E_PORT}`;

test("a deleted product goes to Trash (410 with Product Not Found in both languages meanwhile), comes back with Restore, and both are in the Activity screen", async ({
  page,
}) => {
  const name = `Trash Test ${Date.now()}`;
  const slug = name.toLowerCase().replaceAll(" ", "-");
  await signIn(page);

  await page.goto("/admin/products");
  await page.getByRole("button", { name: "New Product" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Product" });
  await dialog.getByLabel("Name").fill(name);
  await expect(dialog.getByLabel("Slug")).toHaveValue(slug);
  await dialog.getByRole("button", { name: "Create Product" }).click();
  await expect(toast(page, "Product created successfully")).toBeVisible();
  expect((await page.request.get(`/products/${slug}`)).status()).toBe(200);

  // The spec's confirmations and toast, word for word.
  page.once("dialog", (confirm) => {
    expect(confirm.message()).toBe("Are you sure you want to delete this product?");
    void confirm.accept();
  });
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  const confirmation = page.getByRole("dialog", { name: "Confirm Deletion" });
  await expect(confirmation).toContainText("This action cannot be undone.");
  await confirmation.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Product deleted successfully")).toBeVisible();
  await expect(page.getByRole("table", { name: "Products" }).getByText(name)).toHaveCount(0);

  // 410 Gone with the specification's Product Not Found screen, in the visitor's language, never stored.
  const gone = await page.request.get(`/products/${slug}`);
  expect(gone.status()).toBe(410);
  expect(gone.headers()["cache-control"]).toContain("no-store");
  const visitor = await page.context().browser()!.newContext();
  const public_ = await visitor.newPage();
  const english = await public_.goto(`http://localhost:${E2E_PORT}/products/${slug}`);
  expect(english?.status()).toBe(410);
  await expect(public_.getByRole("heading", { level: 1, name: "Product Not Found" })).toBeVisible();
  await expect(public_.getByText("Sorry, the product you're looking for doesn't exist.")).toBeVisible();
  await expect(public_.getByRole("link", { name: "Back to Products" })).toBeVisible();
  await expect(public_.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  const chinese = await public_.goto(`${ZH}/products/${slug}`);
  expect(chinese?.status()).toBe(410);
  await expect(public_.getByRole("heading", { level: 1, name: "找不到產品" })).toBeVisible();
  await expect(public_.getByRole("link", { name: "返回產品" })).toBeVisible();
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).not.toContain(`/products/${slug}<`);

  // Trash lists it with who deleted it and the days left; Restore brings it back.
  await page.goto("/admin/trash");
  const trash = page.getByRole("table", { name: "Trash" });
  const row = trash.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Product");
  // Deleted by: the member's name (the e2e Administrator is called Administrator).
  await expect(row.getByRole("cell", { name: "Administrator", exact: true })).toBeVisible();
  await expect(row.getByRole("cell", { name: "30", exact: true })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await row.getByRole("button", { name: `Restore ${name}` }).click();
  await expect(toast(page, "Product restored successfully")).toBeVisible();
  await expect(trash.getByText(name)).toHaveCount(0);
  expect((await public_.goto(`${ZH}/products/${slug}`))?.status()).toBe(200);
  expect((await public_.goto(`http://localhost:${E2E_PORT}/products/${slug}`))?.status()).toBe(200);
  await expect(public_.getByRole("heading", { level: 1, name })).toBeVisible();
  await visitor.close();

  await page.goto("/admin/activity?type=products");
  const activity = page.getByRole("table", { name: "Activity" });
  for (const action of ["Created", "Deleted", "Restored from Trash"]) {
    await expect(
      activity.getByRole("row").filter({ hasText: name }).filter({ hasText: action }).first(),
      action,
    ).toBeVisible();
  }
});

test("Delete permanently asks first, then removes the record from Trash for good", async ({ page }) => {
  const name = `Purge Test ${Date.now()}`;
  await signIn(page);
  await page.goto("/admin/categories");
  await page.getByRole("button", { name: "New Category" }).click();
  const dialog = page.getByRole("dialog", { name: /Category/ });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByRole("button", { name: /^Create/ }).click();
  await expect(toast(page, "Category created successfully")).toBeVisible();
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Category deleted successfully")).toBeVisible();

  await page.goto("/admin/trash");
  const row = page.getByRole("table", { name: "Trash" }).getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Product category");
  await row.getByRole("button", { name: `Delete ${name}` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete Permanently" });
  await expect(confirm).toContainText("It cannot be restored afterwards.");
  await confirm.getByRole("button", { name: "Delete permanently" }).click();
  await expect(toast(page, "Product category deleted permanently")).toBeVisible();
  await expect(row).toHaveCount(0);
  await page.goto("/admin/activity?type=categories");
  await expect(
    page.getByRole("table", { name: "Activity" }).getByRole("row").filter({ hasText: name }).filter({
      hasText: "Deleted permanently",
    }),
  ).toBeVisible();
});
