import { openTab, signIn } from "./admin-support";
import { expect, test } from "./fixtures";

const discard = (page: import("@playwright/test").Page) =>
  page.getByRole("dialog", { name: "Discard unsaved changes?" });

test("a dialog with unsaved changes asks before closing (Escape, Cancel, the close button, the backdrop); a clean one closes at once", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/admin/categories");
  const open = async () => {
    await page.getByRole("button", { name: "New Category" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Category" });
    await expect(dialog).toBeVisible();
    return dialog;
  };

  // Clean: closes without a question.
  let dialog = await open();
  await dialog.getByLabel("Name").click();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(discard(page)).toHaveCount(0);

  // Dirty: each way of closing asks; Keep editing keeps what was typed.
  dialog = await open();
  await dialog.getByLabel("Name").fill("Half-typed category");
  await page.keyboard.press("Escape");
  await expect(discard(page)).toBeVisible();
  await expect(discard(page).getByRole("button", { name: "Keep editing" })).toBeFocused();
  await discard(page).getByRole("button", { name: "Keep editing" }).click();
  await expect(discard(page)).toBeHidden();
  await expect(dialog.getByLabel("Name")).toHaveValue("Half-typed category");

  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(discard(page)).toBeVisible();
  await discard(page).getByRole("button", { name: "Keep editing" }).click();
  await dialog.getByRole("button", { name: "Close dialog" }).click();
  await expect(discard(page)).toBeVisible();
  await discard(page).getByRole("button", { name: "Keep editing" }).click();
  // The backdrop: a click outside the dialog's box.
  await page.mouse.click(5, 5);
  await expect(discard(page)).toBeVisible();
  await discard(page).getByRole("button", { name: "Discard" }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole("table", { name: "Product categories" }).getByText("Half-typed category"),
  ).toHaveCount(0);

  // Typing something and taking it back again is no change.
  dialog = await open();
  await dialog.getByLabel("Name").fill("x");
  await dialog.getByLabel("Name").fill("");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
});

test("a settings form with unsaved changes asks before a link or a reload leaves it", async ({ page }) => {
  await signIn(page);
  await openTab(page, "global", "Global Settings");
  const interval = page.getByLabel("Interval (milliseconds)");
  await interval.fill("6500");

  await page.getByRole("link", { name: "Products" }).first().click();
  await expect(discard(page)).toBeVisible();
  await discard(page).getByRole("button", { name: "Keep editing" }).click();
  await expect(page).toHaveURL(/general-settings/);
  await expect(interval).toHaveValue("6500");

  // Discard on leaving: the link goes on, and the change is gone.
  await page.getByRole("link", { name: "Products" }).first().click();
  await discard(page).getByRole("button", { name: "Discard" }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);

  // A reload or a closed tab: the browser's own beforeunload prompt.
  await openTab(page, "global", "Global Settings");
  await interval.fill("7000");
  const prompt = page.waitForEvent("dialog");
  const reload = page.reload();
  const beforeunload = await prompt;
  expect(beforeunload.type()).toBe("beforeunload");
  await beforeunload.accept();
  await reload;
  await expect(interval).not.toHaveValue("7000");
});
