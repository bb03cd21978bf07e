import AxeBuilder from "@axe-core/playwright";
import { signIn } from "./admin-support";
import { expect, type Page, test } from "./fixtures";

const toast = (page: Page, text: string) => page.locator("[data-toast]").filter({ hasText: text }).first();

test.beforeEach(async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/ui-kit");
  await page.getByRole("button", { name: "Open form dialog" }).click();
});

test("one schema in the browser and the action: messages by field, the server's on its field, then saved", async ({
  page,
}) => {
  const dialog = page.getByRole("dialog", { name: "Form dialog" });
  await dialog.getByRole("button", { name: "Save" }).click();
  // Stopped in the browser: every wrong field says why, the first has the focus, the toast the first message.
  await expect(dialog.getByText("Name must be at least 2 characters")).toBeVisible();
  await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
  await expect(dialog.getByText("Choose at least one colour")).toBeVisible();
  await expect(dialog.getByLabel("Name")).toBeFocused();
  await expect(toast(page, "Name must be at least 2 characters")).toBeVisible();
  expect((await new AxeBuilder({ page }).include("dialog[open]").analyze()).violations).toEqual([]);

  // Corrected fields clear as staff type; the server's refusal lands on its field by name.
  await dialog.getByLabel("Name").fill("taken");
  await expect(dialog.getByText("Name must be at least 2 characters")).toBeHidden();
  await dialog.getByLabel("E-mail").fill("staff@example.com");
  await dialog.getByLabel("gold").check();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "That name is taken")).toBeVisible();
  await expect(dialog.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("Name")).toHaveAccessibleDescription(/That name is taken/);

  await dialog.getByLabel("Name").fill("Gold Thread");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Saved Gold Thread")).toBeVisible();
  await expect(dialog).toBeHidden();
});
