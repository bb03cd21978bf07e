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

test("the form checks a field as staff leave it, before anything is posted, and focuses the first wrong field", async ({
  page,
}) => {
  let posts = 0;
  page.on("request", (request) => {
    if (request.method() === "POST") posts += 1;
  });
  await page.getByRole("button", { name: "New Category" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Category" });
  const name = dialog.getByLabel("Name");
  const order = dialog.getByLabel("Display order (optional)");
  await name.fill("A");
  await order.focus();
  await expect(dialog.getByText("Name must be at least 2 characters")).toBeVisible();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await name.fill("Ab");
  await expect(dialog.getByText("Name must be at least 2 characters")).toBeHidden();
  await name.fill("");
  await order.fill("1.5");
  await dialog.getByRole("button", { name: "Create Category" }).click();
  await expect(dialog.getByText("Display order must be a whole number")).toBeVisible();
  await expect(name).toBeFocused();
  await expect(toast(page, "Name must be at least 2 characters")).toBeVisible();
  expect(posts).toBe(0);
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
