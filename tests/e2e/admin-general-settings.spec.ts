import AxeBuilder from "@axe-core/playwright";
import {
  addCarouselImage,
  carouselTable,
  discardChanges,
  jpeg,
  openTab,
  signIn,
  toast,
} from "./admin-support";
import { expect, type Page, test } from "./fixtures";

const staleTable = (page: Page) => page.getByRole("table", { name: "Stale files" });

async function noAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(" | ")}`)).toEqual([]);
}

/** Titles of the carousel rows starting with a prefix, in the order shown. */
async function carouselTitles(page: Page, prefix: string) {
  const cells = carouselTable(page).locator("tbody tr td:nth-child(4)");
  return (await cells.allInnerTexts()).map((t) => t.trim()).filter((t) => t.startsWith(prefix));
}

test.beforeEach(async ({ page }) => {
  // Several axe runs and uploads per test on a shared 2-core machine.
  test.setTimeout(120_000);
  await signIn(page);
});

// The seed itself leaves no stale file (tests/integration/seed.test.ts); tests that ran before this one
// may have (removed images, deleted rows), so the empty state is reached by deleting those first.
test("with every unreferenced file deleted: No stale files found.", async ({ page }) => {
  await openTab(page, "stale-files", "Remove Stale Files");
  const empty = staleTable(page).getByText("No stale files found.");
  await expect(empty.or(staleTable(page).locator("tbody input[type=checkbox]").first())).toBeVisible({
    timeout: 20_000,
  });
  while (!(await empty.isVisible())) {
    await page.getByLabel("Select all files on this page").check();
    await page.getByRole("button", { name: /^Delete Selected \(\d+\)$/ }).click();
    await page
      .getByRole("dialog", { name: "Delete Stale Files" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expect(toast(page, "Failed: 0")).toBeVisible();
    await page.reload();
    await expect(empty.or(staleTable(page).locator("tbody input[type=checkbox]").first())).toBeVisible({
      timeout: 20_000,
    });
  }
  await expect(empty).toBeVisible();
  await expect(page.getByRole("button", { name: "Delete Selected (0)" })).toBeDisabled();
  await noAxeViolations(page);
});

test("tabs: the tab is in the URL, survives a reload, and arrow keys move between tabs", async ({ page }) => {
  await page.goto("/admin/general-settings");
  await expect(page.getByRole("tab", { name: "Homepage Carousel", selected: true })).toBeVisible();
  await page.getByRole("tab", { name: "Homepage Carousel" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Global Settings", selected: true })).toBeFocused();
  await expect(page).toHaveURL(/tab=global/);
  await page.keyboard.press("End");
  await expect(page.getByRole("tab", { name: "Remove Stale Files", selected: true })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Homepage Carousel", selected: true })).toBeFocused();
  await page.getByRole("tab", { name: "Subscribers" }).click();
  await expect(page).toHaveURL(/tab=subscribers/);
  await page.reload();
  await expect(page.getByRole("tab", { name: "Subscribers", selected: true })).toBeVisible();
  await expect(page.getByRole("tabpanel")).toContainText("Export Emails");
});

test("carousel: image required, add, edit, reorder 1..n, deactivate and delete @mobile", async ({ page }) => {
  await openTab(page, "carousel", "Homepage Carousel");
  await noAxeViolations(page);
  await page.getByRole("button", { name: "Add Image" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Carousel Image" });
  await expect(dialog.getByLabel("Display order")).toHaveValue("0");
  await expect(dialog.getByLabel("Active")).toBeChecked();
  await dialog.getByRole("button", { name: "Add Image" }).click();
  await expect(toast(page, "Please select an image to upload")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  const prefix = `Slide${Date.now()}`;
  await addCarouselImage(page, `${prefix} A`, 1);
  await addCarouselImage(page, `${prefix} B`, 2);
  await expect.poll(() => carouselTitles(page, prefix)).toEqual([`${prefix} A`, `${prefix} B`]);

  await page.getByRole("button", { name: `Edit ${prefix} A` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Carousel Image" });
  await edit.getByLabel("Title").fill(`${prefix} A2`);
  await edit.getByRole("button", { name: "Update Image" }).click();
  await expect(toast(page, "Carousel image updated successfully")).toBeVisible();
  await expect(
    carouselTable(page)
      .getByRole("row")
      .filter({ hasText: `${prefix} A2` }),
  ).toBeVisible();

  // Keyboard reorder: B above A2, then everything renumbered 1..n.
  await page.getByRole("button", { name: `Drag to reorder ${prefix} B` }).focus();
  const liveRegion = page.locator('[id^="DndLiveRegion"]');
  await page.keyboard.press("Space");
  await expect(liveRegion).toContainText(`${prefix} B is over position`);
  // B is second (both new slides have display order 0); one ArrowUp puts it first. The keyboard sensor
  // may take a frame to start listening, so press again until it is over position 1 (extra presses stay there).
  await expect(async () => {
    await page.keyboard.press("ArrowUp");
    await expect(liveRegion).toContainText(`${prefix} B is over position 1 of`, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press("Space");
  await expect(liveRegion).toContainText(`Moved ${prefix} B to position`);
  await expect.poll(() => carouselTitles(page, prefix)).toEqual([`${prefix} B`, `${prefix} A2`]);
  await page.getByRole("button", { name: "Save Order" }).click();
  await expect(toast(page, "Order updated")).toBeVisible();
  await page.reload();
  expect(await carouselTitles(page, prefix)).toEqual([`${prefix} B`, `${prefix} A2`]);
  const orders = (await carouselTable(page).locator("tbody tr td:nth-child(2)").allInnerTexts()).map(Number);
  expect(orders).toEqual(orders.map((_, i) => i + 1));

  const toggle = page.getByRole("switch", { name: `Active: ${prefix} B` });
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await toggle.click();
  await expect(toast(page, "Carousel image updated successfully")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("switch", { name: `Active: ${prefix} B` })).toHaveAttribute(
    "aria-checked",
    "false",
  );

  await page.getByRole("button", { name: `Delete ${prefix} A2` }).click();
  const confirm = page.getByRole("dialog", { name: "Delete Carousel Image" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Image deleted")).toBeVisible();
  await expect(
    carouselTable(page)
      .getByRole("row")
      .filter({ hasText: `${prefix} A2` }),
  ).toHaveCount(0);

  // Leave the shared carousel as it was: B goes too.
  await page.getByRole("button", { name: `Delete ${prefix} B` }).click();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(
    carouselTable(page)
      .getByRole("row")
      .filter({ hasText: `${prefix} B` }),
  ).toHaveCount(0);
});

test("global settings: interval validated and saved; contact e-mail validated and saved", async ({
  page,
}) => {
  await openTab(page, "global", "Global Settings");
  await expect(page.getByRole("heading", { name: "Carousel Settings" })).toBeVisible();
  const interval = page.getByLabel("Interval (milliseconds)");
  await expect(interval).toHaveValue("5000");
  await expect(interval).toHaveAttribute("min", "1000");
  await expect(interval).toHaveAttribute("step", "500");
  await noAxeViolations(page);
  let posts = 0;
  page.on("request", (request) => {
    if (request.method() === "POST") posts += 1;
  });
  // The field says why as staff leave it, before anything is posted, and the refused Save adds the toast.
  await interval.fill("500");
  await interval.blur();
  await expect(interval).toHaveAttribute("aria-invalid", "true");
  await expect(interval).toHaveAccessibleDescription("Interval must be at least 1000 milliseconds");
  // Checking a field is no submit: no toast yet.
  await expect(page.locator("[data-toast]")).toHaveCount(0);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Failed to update settings")).toBeVisible();
  await expect(page.getByText("Interval must be at least 1000 milliseconds")).toBeVisible();
  await expect(interval).toBeFocused();
  expect(posts).toBe(0);
  await interval.fill("1250");
  await expect(interval).toHaveAccessibleDescription("Interval must be a multiple of 500 milliseconds");
  await interval.fill("7500");
  await expect(page.getByText(/^Interval must be/)).toBeHidden();
  await expect(interval).not.toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Settings updated successfully")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Interval (milliseconds)")).toHaveValue("7500");
  // Back to the seeded interval, so the other specs (and a second run) find it as it was.
  await page.getByLabel("Interval (milliseconds)").fill("5000");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Settings updated successfully")).toBeVisible();

  await page.getByRole("tab", { name: "Contact Us Settings" }).click();
  await expect(page.getByRole("heading", { name: "Contact Email" })).toBeVisible();
  await noAxeViolations(page);
  const email = page.getByRole("textbox", { name: "Contact email" });
  await expect(email).toHaveAttribute("type", "email");
  const seededEmail = await email.inputValue();
  await email.fill("not-an-address");
  await email.blur();
  await expect(email).toHaveAccessibleDescription("Please enter a valid email address");
  const postsBefore = posts;
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Failed to update contact email")).toBeVisible();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  expect(posts).toBe(postsBefore);
  await email.fill("sales@lumina-threads.example");
  await expect(page.getByText("Please enter a valid email address")).toBeHidden();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Contact email updated successfully")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Contact email" })).toHaveValue(
    "sales@lumina-threads.example",
  );
  await page.getByRole("textbox", { name: "Contact email" }).fill(seededEmail);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Contact email updated successfully")).toBeVisible();
});

test("subscribers: search, toggle, edit, export, CSV and delete", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openTab(page, "subscribers", "Subscribers");
  const table = page.getByRole("table", { name: "Subscribers" });
  await expect(table.locator("tbody tr")).not.toHaveCount(0);
  await expect(table.locator("tbody tr").first()).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await noAxeViolations(page);

  const rows = await table.locator("tbody tr").all();
  const first = (await rows[0]!.locator("td").first().innerText()).trim();
  await page.getByPlaceholder("Search by email...").fill(first);
  await expect(table.locator("tbody tr")).toHaveCount(1);
  await page.getByPlaceholder("Search by email...").fill("");

  const csv = await page.request.get("/admin/subscribers.csv");
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const csvText = await csv.text();
  expect(csvText).toContain("Email,Status,Subscribed");
  expect(csvText).toContain(first);

  // Toggle the first subscriber off then on.
  const toggle = page.getByRole("switch", { name: `Subscription active: ${first}` });
  const wasActive = (await toggle.getAttribute("aria-checked")) === "true";
  await toggle.click();
  await expect(
    toast(page, wasActive ? "Subscription deactivated successfully" : "Subscription activated successfully"),
  ).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-checked", String(!wasActive));

  // Export: exactly the active e-mails, joined by semicolons.
  const active: string[] = [];
  for (const row of await table.locator("tbody tr").all()) {
    const checked = await row.getByRole("switch").getAttribute("aria-checked");
    if (checked === "true") active.push((await row.locator("td").first().innerText()).trim());
  }
  await page.getByRole("button", { name: "Export Emails" }).click();
  const exportDialog = page.getByRole("dialog", { name: "Export Emails" });
  const text = await exportDialog.getByLabel("Active emails").inputValue();
  expect(text.split(";").sort()).toEqual(active.sort());
  await exportDialog.getByRole("button", { name: "Copy to Clipboard" }).click();
  await expect(toast(page, "Active emails copied to clipboard!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
  await exportDialog.getByRole("button", { name: "Close", exact: true }).click();

  // Edit: invalid, duplicate, then a new address.
  const second = (await table.locator("tbody tr").nth(1).locator("td").first().innerText()).trim();
  await page.getByRole("button", { name: `Edit ${first}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Subscriber" });
  await edit.getByLabel("Email").fill("");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit.getByText("Email is required")).toBeVisible();
  await edit.getByLabel("Email").fill(second.toUpperCase());
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit.getByText("Another subscriber already uses this email address")).toBeVisible();
  const renamed = `renamed-${Date.now()}@example.com`;
  await edit.getByLabel("Email").fill(renamed);
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(toast(page, "Email address updated successfully")).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: renamed })).toBeVisible();

  await page.getByRole("button", { name: `Delete ${renamed}` }).click();
  await page
    .getByRole("dialog", { name: "Delete Subscription" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(toast(page, "Subscription deleted successfully")).toBeVisible();
  await expect(table.getByRole("row").filter({ hasText: renamed })).toHaveCount(0);
});

test("stale files: an uploaded, unsaved image is listed with its size and deleted with its variants", async ({
  page,
}) => {
  // Upload through the carousel dialog and cancel: the stored file is referenced by nothing.
  await openTab(page, "carousel", "Homepage Carousel");
  await page.getByRole("button", { name: "Add Image" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Carousel Image" });
  // Through the picker, as staff do: the form notes its values before the file changes them.
  const chooser = page.waitForEvent("filechooser");
  await dialog.getByRole("button", { name: "Choose file" }).click();
  await (await chooser).setFiles({ name: "orphan.jpg", mimeType: "image/jpeg", buffer: await jpeg(9) });
  const link = dialog.getByRole("link", { name: /\.jpg$/ });
  await expect(link).toBeVisible({ timeout: 15_000 });
  const url = (await link.getAttribute("href")) ?? "";
  const key = url.replace("/media/", "");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  // The upload is an unsaved change: the dialog asks first (decision 020).
  await discardChanges(page);
  await expect(dialog).toBeHidden();

  await page.getByRole("tab", { name: "Remove Stale Files" }).click();
  const row = staleTable(page).getByRole("row").filter({ hasText: key });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText(/\d+\.\d{2} KB|\d+ Bytes/);
  await expect(row).toContainText("image");
  // Its -w400 variant is part of the original, not a row of its own.
  await expect(staleTable(page).getByRole("row").filter({ hasText: "-w400.webp" })).toHaveCount(0);
  await page.getByLabel("File type").selectOption("document");
  await expect(staleTable(page).getByRole("row").filter({ hasText: key })).toHaveCount(0);
  await page.getByLabel("File type").selectOption("image");
  await expect(row).toBeVisible();
  await noAxeViolations(page);

  await page.getByLabel("Select all files on this page").check();
  const count = await staleTable(page).locator("tbody input[type=checkbox]:checked").count();
  await page.getByRole("button", { name: `Delete Selected (${count})` }).click();
  await page
    .getByRole("dialog", { name: "Delete Stale Files" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(toast(page, `Successfully deleted ${count} files. Failed: 0`)).toBeVisible();
  await expect(staleTable(page).getByText("No stale files found.")).toBeVisible();
  expect((await page.request.get(url)).status()).toBe(404);
  expect((await page.request.get(url.replace(/\.jpg$/, "-w400.webp"))).status()).toBe(404);
});

test("messages screen: a contact message is listed first, read, retried and marked handled @mobile", async ({
  page,
}) => {
  const name = `Visitor ${Date.now()}`;
  const subject = `Samples ${Date.now()}`;
  await page.goto("/contact");
  const form = page.locator("form[action='/contact']");
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Email", { exact: true }).fill("visitor@example.com");
  await form.getByLabel("Subject", { exact: true }).fill(subject);
  await form
    .getByLabel("Message", { exact: true })
    .fill("Please send a card of your gold shades.\nThank you.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.locator("[data-toast=success]")).toBeVisible();

  await page.goto("/admin/messages");
  await expect(page.getByRole("heading", { name: "Messages", level: 1 })).toBeVisible();
  const table = page.getByRole("table", { name: "Contact messages" });
  await expect(table.locator("thead")).toContainText("Delivery");
  const first = table.locator("tbody tr").first();
  await expect(first).toContainText(subject);
  // No SMTP server in this run: the message waits in the outbox.
  await expect(first).toContainText("pending");
  await expect(first).toContainText("Open");
  await noAxeViolations(page);

  await first.getByRole("button", { name: `Read message from ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Contact Message" });
  await expect(dialog).toContainText("visitor@example.com");
  await expect(dialog.locator("[data-message-body]")).toHaveText(
    "Please send a card of your gold shades.\nThank you.",
  );
  await dialog.getByRole("button", { name: "Close" }).first().click();
  await expect(dialog).toBeHidden();

  await first.getByRole("button", { name: `Retry delivery of message from ${name}` }).click();
  await expect(toast(page, "Message queued for delivery")).toBeVisible();

  await first.getByRole("button", { name: `Mark as handled: message from ${name}` }).click();
  await expect(toast(page, "Message marked as handled")).toBeVisible();
  await expect(first).toContainText("Handled");
  await page.reload();
  await expect(table.locator("tbody tr").first()).toContainText("Handled");
});
