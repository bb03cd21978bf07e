import type http from "node:http";
import { expect, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { rawRequest } from "../security/support";
import { E2E_PORT } from "./fixtures";

export const ADMIN_EMAIL = "e2e-admin@example.com";
export const ADMIN_PASSWORD = "e2e-password-123";

/** Signs in through the form and waits for the dashboard (on another server when `base` is given). */
export async function signIn(page: Page, base = ""): Promise<void> {
  await page.goto(`${base}/admin/login`);
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

/** The toast showing this text. */
export const toast = (page: Page, text: string) =>
  page.locator("[data-toast]").filter({ hasText: text }).first();

/** The Homepage Carousel table of General Settings. */
export const carouselTable = (page: Page) => page.getByRole("table", { name: "Carousel images" });

/** Opens a General Settings tab by its URL value and waits for it to be selected. */
export async function openTab(page: Page, tab: string, name: string): Promise<void> {
  await page.goto(`/admin/general-settings?tab=${tab}`);
  await expect(page.getByRole("tab", { name, selected: true })).toBeVisible();
}

/** A small JPEG whose colour depends on the seed. */
export const jpeg = (seed: number) =>
  sharp({ create: { width: 480, height: 270, channels: 3, background: { r: 180, g: 140 + seed, b: 60 } } })
    .jpeg()
    .toBuffer();

/** Adds a carousel image (alt text "{title} alt") through the Add New Carousel Image dialog; returns its URL. */
export async function addCarouselImage(page: Page, title: string, seed: number): Promise<string> {
  await page.getByRole("button", { name: "Add Image" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Carousel Image" });
  await expect(dialog.getByText("Recommended size: 1920x1080")).toBeVisible();
  await dialog
    .getByLabel("Image", { exact: true })
    .setInputFiles({ name: `${seed}.jpg`, mimeType: "image/jpeg", buffer: await jpeg(seed) });
  const link = dialog.getByRole("link", { name: /\.jpg$/ });
  await expect(link).toBeVisible({ timeout: 15_000 });
  const url = (await link.getAttribute("href")) ?? "";
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Alt text").fill(`${title} alt`);
  await dialog.getByRole("button", { name: "Add Image" }).click();
  await expect(toast(page, "Carousel image added successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  return url;
}

/** Signs in with e-mail and password through the form, without waiting for where it leads. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/**
 * Adds a staff member on the Staff screen (signed in as an Administrator) with a temporary password
 * or a sign-in link; returns what the screen shows once.
 */
export async function addStaffMember(
  page: Page,
  member: { name: string; email: string; role: "Administrator" | "Editor"; method: "password" | "link" },
): Promise<string> {
  await page.goto("/admin/staff");
  await page.getByRole("button", { name: "Add Staff Member" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Staff Member" });
  await dialog.getByLabel("Name").fill(member.name);
  await dialog.getByLabel("Email").fill(member.email);
  await dialog.getByLabel("Role").selectOption({ label: member.role });
  await dialog.getByLabel("First sign-in").selectOption(member.method === "password" ? "password" : "link");
  await confirmIdentityIn(dialog);
  await dialog.getByRole("button", { name: "Add Staff Member" }).click();
  await expect(toast(page, "Staff member added successfully")).toBeVisible();
  const reveal = page.getByRole("dialog", {
    name: member.method === "password" ? "Temporary password" : "Sign-in link",
  });
  const value = ((await reveal.locator("[data-reveal]").textContent()) ?? "").trim();
  await reveal.getByRole("button", { name: "Done" }).click();
  return value;
}

/**
 * Types the Administrator's password where a sensitive change asks for it ("Your current password"),
 * which it does unless this session confirmed it in the last few minutes.
 */
export async function confirmIdentityIn(scope: Locator, password = ADMIN_PASSWORD): Promise<void> {
  const field = scope.getByLabel("Your current password");
  if (await field.count()) await field.fill(password);
}

/** First sign-in with a temporary password: the new-password step, then the dashboard. */
export async function firstSignIn(page: Page, email: string, temporary: string, password: string) {
  await submitSignIn(page, email, temporary);
  await expect(page).toHaveURL(/\/admin\/login\/password$/);
  await page.getByLabel("New password", { exact: true }).fill(password);
  await page.getByLabel("Confirm new password").fill(password);
  await page.getByRole("button", { name: "Save password" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(toast(page, "Login successful")).toBeVisible();
}

/** Deletes these records from Trash for good (as an Administrator), so their files become stale files. */
export async function purgeFromTrash(page: Page, names: string[]): Promise<void> {
  await page.goto("/admin/trash");
  const table = page.getByRole("table", { name: "Trash" });
  for (const name of names) {
    const row = table.getByRole("row").filter({ hasText: name });
    if ((await row.count()) === 0) continue;
    await row.getByRole("button", { name: `Delete ${name}` }).click();
    await page
      .getByRole("dialog", { name: "Delete Permanently" })
      .getByRole("button", { name: "Delete permanently" })
      .click();
    await expect(row).toHaveCount(0);
  }
}

/** Answers the unsaved-changes confirmation with Discard (decision 020), and waits for it to close. */
export async function discardChanges(page: Page): Promise<void> {
  const confirm = page.getByRole("dialog", { name: "Discard unsaved changes?" });
  await confirm.getByRole("button", { name: "Discard" }).click();
  await expect(confirm).toBeHidden();
}

/**
 * A GET to this worker's server with a chosen Host header (Node cannot resolve zh.localhost or
 * ja.localhost); redirects are not followed.
 */
export async function hostGet(
  path: string,
  host: string,
): Promise<{ status: number; location?: string; headers: http.IncomingHttpHeaders; body: string }> {
  const response = await rawRequest(E2E_PORT, { path, host });
  if (response.status === 0) throw new Error(`GET ${path} (Host ${host}): ${response.error ?? "no answer"}`);
  const { status, headers, body } = response;
  return { status, location: headers.location, headers, body };
}
