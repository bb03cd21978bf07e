import { expect, type Page } from "@playwright/test";

export const ADMIN_EMAIL = "e2e-admin@example.com";
export const ADMIN_PASSWORD = "e2e-password-123";

/** Signs in through the form and waits for the dashboard. */
export async function signIn(page: Page): Promise<void> {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(ADMIN_EMAIL);
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
}

/** The counts shown on the dashboard cards, by card label. */
export async function dashboardNumbers(page: Page): Promise<Record<string, number>> {
  await page.goto("/admin");
  const cards = page.locator("[data-card]");
  const out: Record<string, number> = {};
  for (const card of await cards.all()) {
    const label = (await card.getAttribute("data-card")) ?? "";
    out[label] = Number(await card.locator("[data-count]").textContent());
  }
  return out;
}
