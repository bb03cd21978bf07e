import AxeBuilder from "@axe-core/playwright";
import { signIn } from "./admin-support";
import { expect, type Page, test } from "./fixtures";

const table = (page: Page) => page.getByRole("table", { name: "Gallery categories" });
const toast = (page: Page, text: string) => page.locator("[data-toast]").filter({ hasText: text }).first();

test.beforeEach(async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/gallery-categories");
  await expect(page.getByRole("heading", { name: "Gallery Categories", level: 1 })).toBeVisible();
});

test("create (name rule), edit, reorder and delete a gallery category; no axe violations", async ({
  page,
}) => {
  test.setTimeout(60_000);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByRole("button", { name: "New Category" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Category" });
  await dialog.getByLabel("Name").fill("A");
  await dialog.getByRole("button", { name: "Create Category" }).click();
  await expect(dialog.getByText("Name must be at least 2 characters")).toBeVisible();
  const name = `Stagewear ${Date.now()}`;
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByRole("button", { name: "Create Category" }).click();
  await expect(toast(page, "Category created successfully")).toBeVisible();
  const row = table(page).getByRole("row").filter({ hasText: name });
  await expect(row).toBeVisible();

  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Category" });
  await edit.getByLabel("Name").fill(`${name} II`);
  await edit.getByRole("button", { name: "Update Category" }).click();
  await expect(toast(page, "Category updated successfully")).toBeVisible();

  // Keyboard drag the new (last) category to the top, then Save Order.
  const handle = page.getByRole("button", { name: `Drag to reorder ${name} II` });
  const count = await table(page).locator("tbody tr").count();
  // Each key waits for dnd-kit's screen-reader announcement of the one before, not for a fixed while.
  const liveRegion = page.locator('[id^="DndLiveRegion"]');
  await handle.focus();
  await page.keyboard.press("Space");
  // Picked up: "Picked up …" is at once replaced by where the row is.
  await expect(liveRegion).toContainText(`${name} II is over position ${count} of ${count}.`);
  for (let position = count - 1; position >= 1; position--) {
    await page.keyboard.press("ArrowUp");
    await expect(liveRegion).toContainText(`${name} II is over position ${position} of ${count}.`);
  }
  await page.keyboard.press("Space");
  await expect(liveRegion).toContainText(`Moved ${name} II to position 1 of ${count}.`);
  await expect(table(page).locator("tbody tr").first()).toContainText(`${name} II`);
  await page.getByRole("button", { name: "Save Order" }).click();
  await expect(toast(page, "Category order updated successfully")).toBeVisible();
  await page.reload();
  await expect(table(page).locator("tbody tr").first()).toContainText(`${name} II`);

  await page.getByLabel("Search by name...").fill("no-such-category");
  await expect(table(page)).toContainText("No data found");
  await page.getByLabel("Search by name...").fill("");

  await page.getByRole("button", { name: `Delete ${name} II` }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm Deletion" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Category deleted successfully")).toBeVisible();
  await expect(table(page).getByRole("row").filter({ hasText: name })).toHaveCount(0);
});
