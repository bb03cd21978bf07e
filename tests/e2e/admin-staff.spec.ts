import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { Secret, TOTP } from "otpauth";
import { addStaffMember, firstSignIn, signIn, submitSignIn, toast } from "./admin-support";
import { expect, type Page, test } from "./fixtures";

/** The authenticator app: the code of the secret shown on the page, `stepsAhead` 30-s steps from now. */
const codeOf = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

async function logout(page: Page) {
  await page.goto("/admin");
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

async function codeStep(page: Page, email: string, password: string, code: string) {
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL(/\/admin\/login\/two-factor$/);
  await page.getByLabel("Authentication code").fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
}

async function expectAxeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
}

test("an Editor added by an Administrator signs in with two-factor and a recovery code (once), is kept out of Staff and restricted settings, and is signed out when deactivated; Activity shows and exports it all", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const email = `editor-${Date.now()}@example.com`;
  const password = "editor-own-password-1";
  await signIn(page);
  const temporary = await addStaffMember(page, {
    name: "Eda Editor",
    email,
    role: "Editor",
    method: "password",
  });
  expect(temporary.length).toBeGreaterThanOrEqual(16);
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Editor");
  await expect(row).toContainText("Not yet (temporary password)");
  await expectAxeClean(page);

  const editorContext = await browser.newContext({ baseURL });
  const editor = await editorContext.newPage();
  await firstSignIn(editor, email, temporary, password);

  // The menu shows only what an Editor may open; the server refuses the rest with a clear 403 page.
  const nav = editor.getByRole("navigation", { name: "Admin" });
  await expect(nav.getByRole("link", { name: "Products" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "General Settings" })).toBeVisible();
  for (const hidden of ["Staff", "Activity", "Messages"]) {
    await expect(nav.getByRole("link", { name: hidden, exact: true })).toHaveCount(0);
  }
  for (const path of ["/admin/staff", "/admin/activity", "/admin/general-settings?tab=subscribers"]) {
    const response = await editor.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(editor.getByRole("heading", { name: "You do not have access to this page" })).toBeVisible();
    await expect(editor.getByText("Your role does not give access to this page.")).toBeVisible();
  }
  await editor.goto("/admin/general-settings");
  await expect(editor.getByRole("tab")).toHaveText(["Homepage Carousel"]);

  // Two-factor on from the account page: the secret shown once, confirmed with a code.
  await editor.goto("/admin/account");
  await editor.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  const secret = ((await editor.locator("[data-secret]").textContent()) ?? "").replaceAll(" ", "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(editor.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  await editor.getByLabel("Authentication code").fill(codeOf(secret));
  // A stolen session must not turn it on with the thief's app: the password again.
  await editor.getByLabel("Your current password").fill(password);
  await editor.getByRole("button", { name: "Turn on", exact: true }).click();
  await expect(toast(editor, "Two-factor sign-in is on")).toBeVisible();
  const codes = await editor.locator("[data-recovery-code]").allTextContents();
  expect(codes).toHaveLength(10);
  await expectAxeClean(editor);
  await editor.getByRole("button", { name: "I have saved my codes" }).click();
  await expect(editor.getByText("10 of 10 recovery codes left.")).toBeVisible();

  // Signing in again asks for a code after the password (the next step's code: this one is spent).
  await logout(editor);
  await codeStep(editor, email, password, codeOf(secret, 1));
  await expect(editor).toHaveURL(/\/admin$/);
  await expect(toast(editor, "Login successful")).toBeVisible();

  // A recovery code signs in once; the second time it is refused.
  await logout(editor);
  await codeStep(editor, email, password, codes[0]!);
  await expect(editor).toHaveURL(/\/admin$/);
  await logout(editor);
  await codeStep(editor, email, password, codes[0]!);
  await expect(toast(editor, "Invalid authentication code")).toBeVisible();
  await expect(editor).toHaveURL(/\/admin\/login\/two-factor$/);
  await editor.getByLabel("Authentication code").fill(codes[1]!);
  await editor.getByRole("button", { name: "Verify" }).click();
  await expect(editor).toHaveURL(/\/admin$/);

  // Deactivating the Editor ends their session at once.
  await page.goto("/admin/staff");
  await page.getByRole("button", { name: "Deactivate Eda Editor" }).click();
  await expect(toast(page, "Staff member deactivated and signed out")).toBeVisible();
  await editor.goto("/admin/products");
  await expect(editor).toHaveURL(/\/admin\/login$/);
  await submitSignIn(editor, email, password);
  await expect(toast(editor, "Invalid email or password")).toBeVisible();
  await editorContext.close();

  // The Activity screen lists those events, filtered to the Editor, and exports them.
  await page.goto("/admin/activity");
  await page.getByLabel("Staff member").selectOption({ label: `Eda Editor (${email})` });
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/staff=\d+/);
  const table = page.getByRole("table", { name: "Activity" });
  for (const action of [
    "Password changed",
    "Two-factor sign-in turned on",
    "Two-factor code accepted",
    "Recovery code used",
    "Two-factor code refused",
    "Signed in",
    "Signed out",
    "Sign-in failed",
  ]) {
    await expect(table.getByRole("cell", { name: action, exact: true }).first(), action).toBeVisible();
  }
  await expectAxeClean(page);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const csv = fs.readFileSync((await (await download).path())!, "utf8");
  expect(csv.split("\r\n")[0]).toContain("Time (UTC),Staff member,Email,Action");
  expect(csv).toContain("Recovery code used");
  expect(csv).toContain(email);
  // Filtered to the Editor: the Administrator's own entries are not in it.
  expect(csv).not.toContain("Staff member deactivated");

  await page.goto("/admin/activity?type=staff");
  await expect(
    table.getByRole("cell", { name: "Staff member deactivated", exact: true }).first(),
  ).toBeVisible();
  await expect(table.getByRole("cell", { name: "Staff member added", exact: true }).first()).toBeVisible();
});

test("an Administrator cannot demote or deactivate themselves on Staff, with a clear message, and has no reset buttons there", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/admin/staff");
  const self = page.getByRole("row").filter({ hasText: "e2e-admin@example.com" });
  await self.getByRole("button", { name: /^Edit / }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Staff Member" });
  await dialog.getByLabel("Role").selectOption({ label: "Editor" });
  await dialog.getByRole("button", { name: "Update Staff Member" }).click();
  await expect(toast(page, "Your own account is changed in My account, not here")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await self.getByRole("button", { name: /^Deactivate / }).click();
  await expect(toast(page, "Your own account is changed in My account, not here").last()).toBeVisible();
  await expect(self.getByRole("button", { name: /^Reset password of / })).toHaveCount(0);
  await expect(self).toContainText("Administrator");
  await expect(self).toContainText("Active");
});

test("a one-time sign-in link lets a new member choose a password once", async ({
  page,
  browser,
  baseURL,
}) => {
  const email = `linked-${Date.now()}@example.com`;
  await signIn(page);
  const link = await addStaffMember(page, { name: "Lin Link", email, role: "Editor", method: "link" });
  const path = new URL(link).pathname;
  expect(path).toMatch(/^\/admin\/login\/link\/[0-9a-f]{64}$/);
  const context = await browser.newContext({ baseURL });
  const member = await context.newPage();
  await member.goto(path);
  await expect(member.getByText(`Choose a password for ${email} to sign in.`)).toBeVisible();
  await member.getByLabel("New password", { exact: true }).fill("linked-password-1");
  await member.getByLabel("Confirm new password").fill("linked-password-1");
  await member.getByRole("button", { name: "Save password and sign in" }).click();
  await expect(member).toHaveURL(/\/admin$/);
  await member.context().clearCookies();
  await member.goto(path);
  await expect(member.getByText("This sign-in link has expired or has already been used.")).toBeVisible();
  await context.close();
});
