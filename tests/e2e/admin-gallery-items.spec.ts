import AxeBuilder from "@axe-core/playwright";
import sharp from "sharp";
import { signIn } from "./admin-support";
import { expect, islandsArmed, type Locator, type Page, test } from "./fixtures";

// Depends on the demo seed: 8 gallery items (2 PDF colour books), gallery categories and products.

const table = (page: Page) => page.getByRole("table", { name: "Gallery items" });
const rows = (page: Page) => table(page).locator("tbody tr");
const toast = (page: Page, text: string) => page.locator("[data-toast]").filter({ hasText: text }).first();
const itemDialog = (page: Page) =>
  page.getByRole("dialog", { name: /^(Create New Gallery Item|Edit Gallery Item)$/ });
/** The card of a gallery item on /resources (the article's id is its slug). */
const card = (page: Page, slug: string) => page.locator(`main article[id="${slug}"]`);

/** A small PNG of one colour, made on the spot. */
const png = (background: string) =>
  sharp({ create: { width: 96, height: 64, channels: 3, background } })
    .png()
    .toBuffer();
/** A minimal valid PDF. */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

/** Records a short WebM in the page (no video fixtures in the repository) and returns its bytes. */
async function recordWebm(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement("canvas");
    canvas.width = 160;
    canvas.height = 90;
    const context = canvas.getContext("2d")!;
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: "video/webm" });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => {
      recorder.onstop = resolve;
    });
    recorder.start();
    for (let frame = 0; frame < 15; frame += 1) {
      context.fillStyle = `hsl(${frame * 24}, 70%, 50%)`;
      context.fillRect(0, 0, 160, 90);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let binary = "";
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, "base64");
}

/** Lifts a row by its drag handle with Space, moves it one place up and drops it. */
async function moveUpOnePlace(page: Page, name: string) {
  const count = await rows(page).count();
  await page.getByRole("button", { name: `Drag to reorder ${name}` }).focus();
  await page.keyboard.press("Space");
  const liveRegion = page.locator('[id^="DndLiveRegion"]');
  await expect(liveRegion).toContainText(name);
  await page.keyboard.press("ArrowUp");
  await expect(liveRegion).toContainText(`${name} is over position ${count - 1} of ${count}`);
  await page.keyboard.press("Space");
  await expect(liveRegion).toContainText(`Moved ${name} to position ${count - 1} of ${count}`);
  await expect(rows(page).nth(count - 2)).toContainText(name);
}

/** Slugs of the gallery cards on /resources, in the order shown. */
async function publicSlugs(page: Page): Promise<string[]> {
  await page.goto("/resources?size=18");
  return page.locator("main article").evaluateAll((articles) => articles.map((a) => a.id));
}

async function confirmDelete(page: Page, name: string) {
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm Deletion" });
  await expect(confirm).toContainText("Are you sure you want to delete this gallery item?");
  await expect(confirm).toContainText("This action cannot be undone.");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Gallery item deleted successfully")).toBeVisible();
  await expect(rows(page).filter({ hasText: name })).toHaveCount(0);
}

async function checkCategory(dialog: Locator): Promise<string> {
  const box = dialog.getByRole("group", { name: "Categories" }).getByRole("checkbox").first();
  const label = (await box.locator("xpath=..").textContent())!.trim();
  await box.check();
  return label;
}

test.describe.configure({ mode: "serial" });

test.beforeEach(async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/gallery-items");
  await expect(page.getByRole("heading", { name: "Gallery Items", level: 1 })).toBeVisible();
});

test("the screen and its dialog: search, status filter, empty text, no axe violations @mobile", async ({
  page,
}) => {
  await expect(page.getByRole("button", { name: "New Item" })).toBeVisible();
  await expect(rows(page)).toHaveCount(8);
  await expect(page.getByLabel("Filter by status").locator("option")).toHaveText([
    "All Status",
    "Active",
    "Inactive",
    "Scheduled",
  ]);
  await expect(rows(page).filter({ hasText: "PDF" })).toHaveCount(2);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.getByLabel("Filter by status").selectOption("Inactive");
  await expect(table(page)).toContainText("No gallery items found");
  await page.getByLabel("Filter by status").selectOption("");
  await page.getByPlaceholder("Search by name...").fill("zz-no-such-item");
  await expect(table(page)).toContainText("No gallery items found");
  await page.getByPlaceholder("Search by name...").fill("");
  await expect(rows(page)).toHaveCount(8);

  await page.getByRole("button", { name: "New Item" }).click();
  const dialog = itemDialog(page);
  await expect(dialog).toHaveAccessibleName("Create New Gallery Item");
  await expect(dialog.getByLabel("Status")).toHaveValue("Active");
  await expect(dialog.getByRole("switch", { name: "PDF Resource" })).toHaveAttribute("aria-checked", "false");
  await expect(dialog.getByLabel("Additional Images and Videos")).toBeVisible();
  await expect(dialog.getByLabel("PDF File")).toHaveCount(0);
  expect((await new AxeBuilder({ page }).include("dialog").analyze()).violations).toEqual([]);
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
});

test("validation: Name is required, Slug is required, a taken slug, a file that is no image or video", async ({
  page,
}) => {
  const takenSlug = ((await rows(page).first().locator("td").nth(3).textContent()) ?? "").trim();
  await page.getByRole("button", { name: "New Item" }).click();
  const dialog = itemDialog(page);
  await dialog.getByRole("button", { name: "Create Gallery Item" }).click();
  await expect(dialog.getByText("Name is required")).toBeVisible();
  await expect(dialog.getByText("Slug is required")).toBeVisible();
  await expect(dialog.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");

  await dialog.getByLabel("Name").fill("Évening Gown — Gold & Silver");
  await expect(dialog.getByLabel("Slug")).toHaveValue("evening-gown-gold-silver");
  await dialog.getByLabel("Slug").fill(takenSlug);
  await dialog.getByRole("button", { name: "Create Gallery Item" }).click();
  await expect(dialog.getByText("Slug is already in use")).toBeVisible();
  await expect(toast(page, "Slug is already in use")).toBeVisible();
  await expect(dialog.getByText("Name is required")).toBeHidden();

  await dialog
    .getByLabel("Additional Images and Videos")
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(dialog.getByText('File "notes.txt" must be an image or video')).toBeVisible();
  // A file named like an image whose bytes are not one is refused by the server's byte check.
  await dialog
    .getByLabel("Additional Images and Videos")
    .setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("plain text") });
  await expect(
    dialog.getByText(
      "fake.png: Storage upload failed: Invalid file or request. Please check file format and size.",
    ),
  ).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(rows(page)).toHaveCount(8);
});

test("a project's life: create with images and a video, public page, edit, remove an image, deactivate, reorder, delete", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const name = `Kyoto Kimono ${stamp}`;
  const slug = `kyoto-kimono-${stamp}`;

  await page.getByRole("button", { name: "New Item" }).click();
  const dialog = itemDialog(page);
  await dialog.getByLabel("Name").fill(name);
  await expect(dialog.getByLabel("Slug")).toHaveValue(slug);
  await dialog.getByLabel("Description", { exact: true }).fill("A kimono embroidered with gold thread.");
  await dialog.getByRole("textbox", { name: "Detailed Description" }).fill("Couched by hand over six weeks.");
  await dialog.getByRole("textbox", { name: "Project Details" }).fill("Client: a Kyoto kimono house.");
  const category = await checkCategory(dialog);
  const products = dialog.getByRole("group", { name: "Related Products" });
  const product = (await products
    .locator("label:has(input)")
    .filter({ hasNotText: "(Inactive)" })
    .first()
    .textContent())!.trim();
  await dialog.getByLabel("Filter products").fill(product);
  await products.getByRole("checkbox", { name: product, exact: true }).check();
  await dialog
    .getByLabel("Primary Image", { exact: true })
    .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: await png("#b8912f") });
  await expect(dialog.locator('input[name="primaryImageUrl"]')).toHaveValue(
    /^\/media\/gallery-items\/\d+\.png$/,
  );
  await dialog.getByLabel("Additional Images and Videos").setInputFiles([
    { name: "red.png", mimeType: "image/png", buffer: await png("#aa2222") },
    { name: "blue.png", mimeType: "image/png", buffer: await png("#2222aa") },
    { name: "clip.webm", mimeType: "video/webm", buffer: await recordWebm(page) },
  ]);
  await expect(dialog.getByText("Video 3")).toBeVisible({ timeout: 20_000 });
  await expect(dialog.locator('input[name="mediaTypes"]')).toHaveCount(3);
  expect(
    await dialog
      .locator('input[name="mediaTypes"]')
      .evaluateAll((i) => i.map((e) => (e as HTMLInputElement).value)),
  ).toEqual(["image", "image", "video"]);
  await expect(dialog.locator('input[name="mediaUrls"]').last()).toHaveValue(
    /^\/media\/gallery-videos\/\d+\.webm$/,
  );
  await expect(dialog.locator('input[name="mediaPosters"]').last()).toHaveValue(
    /^\/media\/gallery-videos\/\d+\.jpg$/,
  );
  await dialog.getByRole("button", { name: "Create Gallery Item" }).click();
  await expect(toast(page, "Gallery item created successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = rows(page).filter({ hasText: name });
  await expect(row).toContainText("Active");
  await expect(row).toContainText(category);
  await expect(row).toContainText("3 media");
  const preview = page.getByRole("link", { name: `Preview ${name} (opens in a new tab)` });
  await expect(preview).toHaveAttribute("href", `/resources/${slug}`);
  await expect(preview).toHaveAttribute("target", "_blank");

  // The public gallery and the project page follow at once (the page cache was invalidated).
  await page.goto(`/resources?q=${encodeURIComponent(name)}`);
  await expect(card(page, slug)).toBeVisible();
  await expect(card(page, slug)).toContainText(category);
  await page.goto(`/resources/${slug}`);
  // The media viewer is an island: its thumbnails switch the stage once armed.
  await islandsArmed(page);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("Couched by hand over six weeks.")).toBeVisible();
  await expect(page.getByText("Client: a Kyoto kimono house.")).toBeVisible();
  await expect(page.locator("[data-media-stage]")).toBeVisible();
  const thumbs = page.getByRole("group", { name: "Media thumbnails" }).getByRole("button");
  await expect(thumbs).toHaveCount(4);
  await thumbs.nth(3).click();
  const video = page.locator("[data-media-stage] video");
  await expect(video).toHaveAttribute("src", /\/media\/gallery-videos\/\d+\.webm$/);
  await expect(video).toHaveAttribute("poster", /\/media\/gallery-videos\/\d+-w\d+\.webp$/);
  await expect(page.getByRole("link", { name: product }).first()).toBeVisible();

  // Edit: saved media are listed; one is removed at once (after a confirmation); the name changes.
  await page.goto("/admin/gallery-items");
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  await expect(dialog).toHaveAccessibleName("Edit Gallery Item");
  await expect(dialog.getByLabel("Slug")).toHaveValue(slug);
  await expect(dialog.getByRole("checkbox", { name: category })).toBeChecked();
  await expect(dialog.getByText("Video 3")).toBeVisible();
  await dialog.getByRole("button", { name: "Remove image 1" }).click();
  const removeConfirm = page.getByRole("dialog", { name: "Remove Image" });
  await expect(removeConfirm).toContainText("This action cannot be undone.");
  await removeConfirm.getByRole("button", { name: "Remove" }).click();
  await expect(toast(page, "Image removed successfully")).toBeVisible();
  await expect(removeConfirm).toBeHidden();
  await expect(dialog.getByText("Video 2")).toBeVisible();
  await expect(dialog.getByText("Image 3")).toHaveCount(0);
  const renamed = `${name} Revisited`;
  await dialog.getByLabel("Name").fill(renamed);
  await expect(dialog.getByLabel("Slug")).toHaveValue(slug);
  await dialog.getByRole("button", { name: "Update Gallery Item" }).click();
  await expect(toast(page, "Gallery item updated successfully")).toBeVisible();
  await expect(rows(page).filter({ hasText: renamed })).toContainText("2 media");
  await page.goto(`/resources/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
  await expect(page.getByRole("group", { name: "Media thumbnails" }).getByRole("button")).toHaveCount(3);

  // Deactivate: gone from the public gallery and its page; activate again.
  await page.goto("/admin/gallery-items");
  await page.getByRole("button", { name: `Deactivate ${renamed}` }).click();
  await expect(toast(page, "Gallery item deactivated successfully")).toBeVisible();
  await expect(rows(page).filter({ hasText: renamed })).toContainText("Inactive");
  expect(await publicSlugs(page)).not.toContain(slug);
  await page.goto(`/resources/${slug}`);
  await expect(page).toHaveURL(/\/resources$/);
  await page.goto("/admin/gallery-items");
  await page.getByLabel("Filter by status").selectOption("Inactive");
  await expect(rows(page)).toHaveCount(1);
  await page.getByRole("button", { name: `Activate ${renamed}` }).click();
  await expect(toast(page, "Gallery item activated successfully")).toBeVisible();
  await expect(table(page)).toContainText("No gallery items found");
  await page.getByLabel("Filter by status").selectOption("");

  // Reorder: without an order it comes last; one place up, Discard restores, Save Order publishes.
  await expect(rows(page).last()).toContainText(renamed);
  const before = await publicSlugs(page);
  expect(before.at(-1)).toBe(slug);
  const previous = before.at(-2)!;
  await page.goto("/admin/gallery-items");
  await moveUpOnePlace(page, renamed);
  await page.getByRole("button", { name: "Discard" }).click();
  await expect(toast(page, "Display order changes discarded")).toBeVisible();
  await expect(rows(page).last()).toContainText(renamed);
  await moveUpOnePlace(page, renamed);
  await page.getByRole("button", { name: "Save Order" }).click();
  await expect(toast(page, "Display order updated successfully")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save Order" })).toHaveCount(0);
  const after = await publicSlugs(page);
  expect(after.indexOf(slug)).toBe(after.indexOf(previous) - 1);

  // Delete: gone from the table and the public site; in Trash, its page goes back to the gallery as a
  // missing one does (the specification's behaviour).
  await page.goto("/admin/gallery-items");
  await confirmDelete(page, renamed);
  expect(await publicSlugs(page)).not.toContain(slug);
  const gone = await page.request.get(`/resources/${slug}`, { maxRedirects: 0 });
  expect(gone.status()).toBe(302);
  expect(gone.headers().location).toBe("/resources");
});

test("a PDF resource: the PDF field replaces the media section; /resources shows Download PDF and no title link", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const name = `Colour Card ${stamp}`;
  const slug = `colour-card-${stamp}`;
  await page.getByRole("button", { name: "New Item" }).click();
  const dialog = itemDialog(page);
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Description", { exact: true }).fill("Every shade of the metallic range.");
  await dialog.getByRole("switch", { name: "PDF Resource" }).click();
  await expect(dialog.getByRole("switch", { name: "PDF Resource" })).toHaveAttribute("aria-checked", "true");
  await expect(dialog.getByLabel("Additional Images and Videos")).toHaveCount(0);
  await dialog
    .getByLabel("Primary Image", { exact: true })
    .setInputFiles({ name: "card.png", mimeType: "image/png", buffer: await png("#c0c0c0") });
  await expect(dialog.locator('input[name="primaryImageUrl"]')).toHaveValue(/\.png$/);
  await dialog
    .getByLabel("PDF File", { exact: true })
    .setInputFiles({ name: "card.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(dialog.locator('input[name="pdfUrl"]')).toHaveValue(/^\/media\/pdf\/\d+\.pdf$/);
  const pdfUrl = await dialog.locator('input[name="pdfUrl"]').inputValue();
  await dialog.getByRole("button", { name: "Create Gallery Item" }).click();
  await expect(toast(page, "Gallery item created successfully")).toBeVisible();
  const row = rows(page).filter({ hasText: name });
  await expect(row).toContainText("PDF");
  await expect(page.getByRole("link", { name: `Preview ${name} (opens in a new tab)` })).toHaveAttribute(
    "href",
    pdfUrl,
  );

  await page.goto(`/resources?q=${encodeURIComponent(name)}`);
  const pdfCard = card(page, slug);
  await expect(pdfCard).toBeVisible();
  const download = pdfCard.getByRole("link", { name: /Download PDF/ });
  await expect(download).toHaveAttribute("href", pdfUrl);
  await expect(download).toHaveAttribute("target", "_blank");
  await expect(pdfCard.getByRole("heading").getByRole("link")).toHaveCount(0);
  const response = await page.request.get(`/resources/${slug}`, { maxRedirects: 0 });
  expect(response.status()).toBe(302);

  await page.goto("/admin/gallery-items");
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  await expect(dialog.getByRole("switch", { name: "PDF Resource" })).toHaveAttribute("aria-checked", "true");
  await expect(dialog.getByRole("link", { name: "card.pdf", exact: true })).toHaveAttribute("href", pdfUrl);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await confirmDelete(page, name);
  await page.goto(`/resources?q=${encodeURIComponent(name)}`);
  await expect(card(page, slug)).toHaveCount(0);
});
