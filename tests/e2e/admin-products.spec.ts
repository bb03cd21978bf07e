import AxeBuilder from "@axe-core/playwright";
import sharp from "sharp";
import { discardChanges, signIn } from "./admin-support";
import { type CDPSession, expect, holdRequests, type Page, test } from "./fixtures";

const products = (page: Page) => page.getByRole("table", { name: "Products" });
const codes = (page: Page) => page.getByRole("table", { name: "Item codes" });
const toast = (page: Page, text: string) => page.locator("[data-toast]").filter({ hasText: text }).first();
const productDialog = (page: Page) => page.getByRole("dialog", { name: /^(Add|Edit) Product$/ });
const codeDialog = (page: Page) => page.getByRole("dialog", { name: /^(Add|Edit) Item Code$/ });

/** A small PNG of one colour, made on the spot. */
const png = (background: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .png()
    .toBuffer();
/** A JPEG of noise (large for its size in pixels), so a throttled upload takes a while. */
const noisyJpeg = (side: number) =>
  sharp({
    create: {
      width: side,
      height: side,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer();
/** A minimal valid PDF. */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);
const NOT_AN_IMAGE = {
  name: "fake.png",
  mimeType: "image/png",
  buffer: Buffer.from("plain text, not an image"),
};
const REFUSED = "Storage upload failed: Invalid file or request. Please check file format and size.";

async function throttle(cdp: CDPSession, on: boolean) {
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: on ? 1500 : 0,
    downloadThroughput: -1,
    uploadThroughput: on ? 64 * 1024 : -1,
  });
}

/** A stored image's URL without its extension (/media/products/123), which its variants share. */
const stem = (url: string) => url.replace(/(-w\d+)?\.[a-z]+$/i, "");

/** The src of each thumbnail of a public product page's gallery, in order. */
const thumbnailSources = (page: Page) =>
  page
    .getByRole("group", { name: "Choose an image" })
    .locator("img")
    .evaluateAll((images) => images.map((image) => image.getAttribute("src") ?? ""));

/** The stored images a public product page's thumbnails show, in order, as stems. */
async function publicImages(page: Page): Promise<string[]> {
  return (await thumbnailSources(page)).map(stem);
}

/** The spec's browser confirm before a product's Confirm Deletion dialog. */
const DELETE_CONFIRM = "confirm: Are you sure you want to delete this product?";

/** Accepts or dismisses the page's next browser dialog; resolves with its type and message ("confirm: …"). */
function answerBrowserDialog(page: Page, accept: boolean): Promise<string> {
  return new Promise((resolve) => {
    page.once("dialog", async (dialog) => {
      resolve(`${dialog.type()}: ${dialog.message()}`);
      await (accept ? dialog.accept() : dialog.dismiss());
    });
  });
}

/** Product names on /products, in the order shown. */
async function publicNames(page: Page): Promise<string[]> {
  await page.goto("/products");
  return (await page.locator("main article :is(h2, h3)").allInnerTexts()).map((name) => name.trim());
}

test.describe.configure({ mode: "serial" });

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test("product form validation, slug suggestion, upload errors and the slug conflict", async ({ page }) => {
  await page.goto("/admin/products");
  await expect(page.getByRole("heading", { name: "Products", level: 1 })).toBeVisible();
  const takenSlug =
    (await products(page).locator("tbody tr").first().locator("td").nth(3).textContent())?.trim() ?? "";
  const rowsBefore = await products(page).locator("tbody tr").count();

  await page.getByRole("button", { name: "New Product" }).click();
  const dialog = productDialog(page);
  await expect(dialog).toHaveAccessibleName("Add Product");
  await expect(dialog.getByLabel("Status")).toHaveValue("Active");
  await dialog.getByRole("button", { name: "Create Product" }).click();
  await expect(toast(page, "Product name and slug are required")).toBeVisible();
  await expect(dialog.getByRole("alert")).toContainText("Product name and slug are required");

  await dialog.getByLabel("Name").fill("Aurora Gold No. 7");
  await expect(dialog.getByLabel("Slug")).toHaveValue("aurora-gold-no-7");
  await expect(dialog.getByText("URL-friendly version of the name")).toBeVisible();

  await dialog.getByLabel("Primary Image", { exact: true }).setInputFiles(NOT_AN_IMAGE);
  await expect(toast(page, `Failed to upload product image: ${REFUSED}`)).toBeVisible();
  await expect(dialog.getByRole("alert").filter({ hasText: `Unexpected error: ${REFUSED}` })).toBeVisible();
  await dialog.getByLabel("Catalogue PDF", { exact: true }).setInputFiles(NOT_AN_IMAGE);
  await expect(toast(page, `Failed to upload catalogue PDF: ${REFUSED}`)).toBeVisible();

  await dialog.getByLabel("Slug").fill(takenSlug);
  await dialog.getByLabel("Name").fill("Aurora Gold No. 7 copy");
  await expect(dialog.getByLabel("Slug")).toHaveValue(takenSlug);
  await dialog.getByRole("button", { name: "Create Product" }).click();
  await expect(
    toast(page, "Failed to create product: This slug is already used by another product"),
  ).toBeVisible();
  await expect(
    dialog.getByText("This slug is already used by another product", { exact: true }),
  ).toBeVisible();
  await expect(dialog.getByRole("alert")).toContainText(
    "Unexpected error: Failed to create product: This slug is already used by another product",
  );
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(products(page).locator("tbody tr")).toHaveCount(rowsBefore);
});

test("a primary image upload shows a progress bar named after the file, then the stored image", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto("/admin/products");
  await page.getByRole("button", { name: "New Product" }).click();
  const dialog = productDialog(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await throttle(cdp, true);
  await dialog
    .getByLabel("Primary Image", { exact: true })
    .setInputFiles({ name: "progress.jpg", mimeType: "image/jpeg", buffer: await noisyJpeg(700) });
  const bar = dialog.getByRole("progressbar", { name: "Uploading progress.jpg" });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute("aria-valuenow", /^\d{1,3}$/);
  await expect(dialog.getByText(/^Uploading progress\.jpg\.\.\. \d{1,3}%$/)).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Uploading..." })).toBeDisabled();
  await throttle(cdp, false);
  await expect(bar).toBeHidden({ timeout: 30_000 });
  await expect(dialog.getByRole("link", { name: "progress.jpg", exact: true })).toHaveAttribute(
    "href",
    /^\/media\/products\/\d+\.jpg$/,
  );
  await dialog.getByRole("button", { name: "Cancel" }).click();
});

test("the submit button reads Saving... until the saved product list has reloaded", async ({ page }) => {
  test.setTimeout(90_000);
  const name = `Saving ${Date.now()}`;
  await page.goto("/admin/products");
  // The list's reload after the save is held until the busy text has been seen.
  const release = await holdRequests(page, /\/admin\/products\.data/, {
    when: (request) => request.method() === "GET",
  });
  await page.getByRole("button", { name: "New Product" }).click();
  const dialog = productDialog(page);
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByRole("button", { name: "Create Product" }).click();
  await expect(dialog.getByRole("button", { name: "Saving..." })).toBeDisabled();
  release();
  await expect(toast(page, "Product created successfully")).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(products(page).getByRole("row").filter({ hasText: name })).toBeVisible();
  await page.unroute(/\/admin\/products\.data/);

  const asked = answerBrowserDialog(page, true);
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  expect(await asked).toBe(DELETE_CONFIRM);
  await page
    .getByRole("dialog", { name: "Confirm Deletion" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(toast(page, "Product deleted successfully")).toBeVisible();
});

test("a product's whole life: create, publish, edit, item codes, deactivate, reorder, delete", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const name = `Lifecycle Gold ${Date.now()}`;
  const P = `LG${Date.now() % 100000}-`;
  const slug = name.toLowerCase().replace(/ /g, "-");
  await page.goto("/admin/products");
  const categoryNames = (await page.locator("tbody tr td:nth-child(5)").allInnerTexts())
    .flatMap((text) => text.split(", "))
    .filter(Boolean);
  const [first, second] = [...new Set(categoryNames)];
  expect(first && second).toBeTruthy();

  // Create with two categories, a primary image, two extra images and a PDF.
  await page.getByRole("button", { name: "New Product" }).click();
  const dialog = productDialog(page);
  await dialog.getByLabel("Name").fill(name);
  await expect(dialog.getByLabel("Slug")).toHaveValue(slug);
  await dialog.getByLabel("Description", { exact: true }).fill("A radiant gold thread for couture.");
  await dialog.getByRole("textbox", { name: "Detailed Description" }).fill("Made in Kyoto with care.");
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await throttle(cdp, true);
  const big = await noisyJpeg(900);
  await dialog
    .getByLabel("Primary Image", { exact: true })
    .setInputFiles({ name: "primary.jpg", mimeType: "image/jpeg", buffer: big });
  await expect(dialog.getByRole("button", { name: "Uploading..." })).toBeDisabled();
  await throttle(cdp, false);
  const primaryLink = dialog.getByRole("link", { name: "primary.jpg", exact: true });
  await expect(primaryLink).toHaveAttribute("href", /^\/media\/products\/\d+\.jpg$/, { timeout: 30_000 });
  await dialog
    .getByLabel("Catalogue PDF", { exact: true })
    .setInputFiles({ name: "catalogue.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(dialog.getByRole("link", { name: "catalogue.pdf", exact: true })).toHaveAttribute(
    "href",
    /^\/media\/pdf\/\d+\.pdf$/,
  );
  await dialog.getByLabel("Additional Images").setInputFiles([
    { name: "red.png", mimeType: "image/png", buffer: await png("#aa2222") },
    { name: "blue.png", mimeType: "image/png", buffer: await png("#2222aa") },
  ]);
  await expect(dialog.getByRole("img", { name: "Additional 2" })).toBeVisible();
  const primary = stem((await primaryLink.getAttribute("href")) ?? "");
  const [red, blue] = await Promise.all(
    ["Additional 1", "Additional 2"].map(async (alt) =>
      stem((await dialog.getByRole("img", { name: alt }).getAttribute("src")) ?? ""),
    ),
  );
  await dialog.getByLabel(first!, { exact: true }).check();
  await dialog.getByLabel(second!, { exact: true }).check();
  await dialog.getByRole("button", { name: "Create Product" }).click();
  await expect(toast(page, "Product created successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = products(page).getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Active");
  await expect(row).toContainText(first!);
  await expect(row).toContainText(second!);

  // Preview opens the public page in a new tab.
  const [preview] = await Promise.all([
    page.context().waitForEvent("page"),
    page.getByRole("link", { name: `Preview ${name} (opens in a new tab)` }).click(),
  ]);
  await expect(preview).toHaveURL(new RegExp(`/products/${slug}$`));
  await expect(preview.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(preview.getByText("Made in Kyoto with care.")).toBeVisible();
  await expect.poll(() => publicImages(preview)).toEqual([primary, red, blue]);
  expect(
    stem((await preview.getByRole("img", { name: `${name}, image 1 of 3` }).getAttribute("src")) ?? ""),
  ).toBe(primary);
  for (const src of await thumbnailSources(preview)) {
    expect((await preview.request.get(src)).headers()["content-type"]).toBe("image/webp");
  }
  await expect(preview.getByRole("link", { name: /Download full catalogue/ })).toHaveAttribute(
    "href",
    /\.pdf$/,
  );
  await preview.close();
  expect(await publicNames(page)).toContain(name);

  // Edit: new description, swap the extra images, shows Processing... while the action runs.
  await page.goto("/admin/products");
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  await expect(dialog).toHaveAccessibleName("Edit Product");
  await expect(dialog.getByLabel("Slug")).toHaveValue(slug);
  await expect(dialog.getByLabel(first!, { exact: true })).toBeChecked();
  await dialog.getByLabel("Description", { exact: true }).fill("Now also in rose gold.");
  await dialog.getByRole("button", { name: "Move image 2 up" }).click();
  await throttle(cdp, true);
  await dialog.getByRole("button", { name: "Update Product" }).click();
  await expect(dialog.getByRole("button", { name: "Processing..." })).toBeVisible();
  await throttle(cdp, false);
  await expect(toast(page, "Product updated successfully")).toBeVisible({ timeout: 15_000 });
  await page.goto(`/products/${slug}`);
  await expect(page.getByText("Now also in rose gold.").first()).toBeVisible();
  await expect.poll(() => publicImages(page)).toEqual([primary, blue, red]);

  // Removing an extra image removes it from the public page.
  await page.goto("/admin/products");
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  await expect(dialog.getByRole("img", { name: "Additional 2" })).toBeVisible();
  await dialog.getByRole("button", { name: "Remove image 1" }).click();
  await expect(dialog.getByRole("img", { name: "Additional 2" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Update Product" }).click();
  await expect(toast(page, "Product updated successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.goto(`/products/${slug}`);
  await expect.poll(() => publicImages(page)).toEqual([primary, red]);

  // Item codes: validation, image upload failure, two codes, a duplicate, edit.
  await page.goto("/admin/item-codes");
  await expect(page.getByRole("heading", { name: "Item Codes", level: 1 })).toBeVisible();
  await page.getByLabel("Filter by product").selectOption({ label: name });
  await expect(page).toHaveURL(/\?product=\d+$/);
  await expect(codes(page)).toContainText("No data found");
  await page.getByRole("button", { name: "Add Item Code" }).click();
  const codeForm = codeDialog(page);
  await expect(codeForm).toHaveAccessibleName("Add Item Code");
  await codeForm.getByLabel("Product").selectOption("");
  await codeForm.getByRole("button", { name: "Create Item Code" }).click();
  await expect(toast(page, "Please select a product")).toBeVisible();
  await codeForm.getByLabel("Product").selectOption({ label: name });
  await codeForm.getByRole("button", { name: "Create Item Code" }).click();
  await expect(toast(page, "Item code is required")).toBeVisible();
  await codeForm.getByLabel("Item Code").fill(`${P}200`);
  await codeForm.getByLabel("Composition").fill("Polyester 70%, metallic 30%");
  await codeForm.getByLabel("Other Information").fill("Line one\nLine two");
  await codeForm.getByLabel("Image (optional)").setInputFiles(NOT_AN_IMAGE);
  await codeForm.getByRole("button", { name: "Create Item Code" }).click();
  await expect(toast(page, `Image upload failed: ${REFUSED}`)).toBeVisible();
  await expect(codeForm).toBeVisible();
  await expect(codes(page)).toContainText("No data found");
  await codeForm
    .getByLabel("Image (optional)")
    .setInputFiles({ name: "code.png", mimeType: "image/png", buffer: await png("#c9a227") });
  await codeForm.getByRole("button", { name: "Create Item Code" }).click();
  await expect(toast(page, "Item code created successfully")).toBeVisible();
  await expect(codeForm).toBeHidden();
  for (const attempt of [1, 2]) {
    await page.getByRole("button", { name: "Add Item Code" }).click();
    await expect(codeForm.getByLabel("Product")).toHaveValue(/\d+/);
    await codeForm.getByLabel("Item Code").fill(`${P}100`);
    await codeForm.getByLabel("Denier").fill("150D");
    await codeForm.getByRole("button", { name: "Create Item Code" }).click();
    if (attempt === 1) await expect(codeForm).toBeHidden();
  }
  await expect(toast(page, "Item code already exists for this product")).toBeVisible();
  await expect(codeForm.getByRole("alert")).toHaveText("Item code already exists for this product");
  await codeForm.getByRole("button", { name: "Cancel" }).click();
  // What was typed is not saved: the dialog asks first.
  await discardChanges(page);
  await expect(codeForm).toBeHidden();
  await expect(codes(page).locator("tbody tr td:first-child")).toHaveText([`${P}100`, `${P}200`]);
  await expect(codes(page).locator("tbody tr").first()).toContainText(name);
  await page.getByRole("button", { name: `Edit ${P}200` }).click();
  await expect(codeForm).toHaveAccessibleName("Edit Item Code");
  await codeForm.getByLabel("Type").fill("Flat metallic");
  await codeForm.getByRole("button", { name: "Update Item Code" }).click();
  await expect(toast(page, "Item code updated successfully")).toBeVisible();
  // The dialog closes once the list has reloaded (the table then shows the change).
  await expect(codeForm).toBeHidden();
  await page.getByLabel("Search item codes...").fill(`${P}2`);
  await expect(codes(page).locator("tbody tr")).toHaveCount(1);
  await page.getByLabel("Search item codes...").fill("");
  await expect(codes(page).locator("tbody tr")).toHaveCount(2);
  await expect(codes(page).locator("tbody tr").filter({ hasNotText: name })).toHaveCount(0);
  await page.getByLabel("Filter by product").selectOption({ label: "All Products" });
  await expect(page).not.toHaveURL(/\?product=/);
  await expect(codes(page).locator("tbody tr").filter({ hasNotText: name }).first()).toBeVisible();
  await expect(codes(page).locator("tbody tr").filter({ hasText: name })).toHaveCount(2);

  await page.goto(`/products/${slug}`);
  expect(
    await page
      .locator('input[name="code"]')
      .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)),
  ).toEqual([`${P}100`, `${P}200`]);
  await page.getByTestId("swatch-grid").getByText(`${P}200`, { exact: true }).click();
  await expect(page.getByTestId("technical-data")).toContainText("Polyester 70%, metallic 30%");

  // Deactivate: gone from the public site at once; activate again.
  await page.goto("/admin/products");
  await page.getByRole("button", { name: `Deactivate ${name}` }).click();
  await expect(toast(page, "Product deactivated successfully")).toBeVisible();
  await expect(products(page).getByRole("row").filter({ hasText: name })).toContainText("Inactive");
  expect(await publicNames(page)).not.toContain(name);
  expect((await page.goto(`/products/${slug}`))?.status()).toBe(404);
  await page.goto("/admin/products");
  await page.getByLabel("Filter by status").selectOption("Inactive");
  await expect(products(page).getByRole("row").filter({ hasText: name })).toBeVisible();
  await expect(products(page).locator("tbody tr").filter({ hasText: "Active" })).toHaveCount(
    await products(page).locator("tbody tr").filter({ hasText: "Inactive" }).count(),
  );
  await page.getByRole("button", { name: `Activate ${name}` }).click();
  await expect(toast(page, "Product activated successfully")).toBeVisible();
  await page.getByLabel("Filter by status").selectOption("");

  // Reorder by keyboard one place up: Discard restores, Save Order changes the public order.
  const rows = products(page).locator("tbody tr");
  const moveUp = async () => {
    const count = await rows.count();
    await page.getByRole("button", { name: `Drag to reorder ${name}` }).focus();
    await page.keyboard.press("Space");
    const liveRegion = page.locator('[id^="DndLiveRegion"]');
    await expect(liveRegion).toContainText(name);
    await page.keyboard.press("ArrowUp");
    await expect(liveRegion).toContainText(`${name} is over position ${count - 1} of ${count}`);
    await page.keyboard.press("Space");
    await expect(liveRegion).toContainText(`Moved ${name} to position ${count - 1} of ${count}`);
    await expect(rows.nth(count - 2)).toContainText(name);
  };
  await page.getByLabel("Search products...").fill("");
  await expect(rows.last()).toContainText(name);
  const previous =
    (
      await rows
        .nth((await rows.count()) - 2)
        .locator("td")
        .nth(2)
        .textContent()
    )?.trim() ?? "";
  await moveUp();
  await page.getByRole("button", { name: "Discard" }).click();
  await expect(toast(page, "Display order changes discarded")).toBeVisible();
  await expect(rows.last()).toContainText(name);
  let shown = await publicNames(page);
  expect(shown.indexOf(name)).toBeGreaterThan(shown.indexOf(previous));
  await page.goto("/admin/products");
  await moveUp();
  await page.getByRole("button", { name: "Save Order" }).click();
  await expect(toast(page, "Product order updated")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save Order" })).toHaveCount(0);
  shown = await publicNames(page);
  expect(shown.indexOf(name)).toBeGreaterThanOrEqual(0);
  expect(shown.indexOf(name)).toBeLessThan(shown.indexOf(previous));

  // Delete one item code, then the product; its item codes go with it.
  await page.goto("/admin/item-codes");
  await page.getByRole("button", { name: `Delete ${P}100` }).click();
  const confirmCode = page.getByRole("dialog", { name: "Confirm Deletion" });
  await expect(confirmCode).toContainText("This action cannot be undone.");
  await confirmCode.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Item code deleted successfully")).toBeVisible();
  await page.goto("/admin/products");
  const confirm = page.getByRole("dialog", { name: "Confirm Deletion" });
  // Dismissing the browser confirm deletes nothing and opens no dialog.
  const dismissed = answerBrowserDialog(page, false);
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  expect(await dismissed).toBe(DELETE_CONFIRM);
  await expect(confirm).toBeHidden();
  await page.reload();
  await expect(products(page).getByRole("row").filter({ hasText: name })).toHaveCount(1);
  const accepted = answerBrowserDialog(page, true);
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  expect(await accepted).toBe(DELETE_CONFIRM);
  await expect(confirm).toContainText("Are you sure you want to delete this product?");
  await expect(confirm).toContainText("This action cannot be undone.");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Product deleted successfully")).toBeVisible();
  await expect(products(page).getByRole("row").filter({ hasText: name })).toHaveCount(0);
  expect(await publicNames(page)).not.toContain(name);
  await page.goto("/admin/item-codes");
  await page.getByLabel("Search item codes...").fill(`${P}`);
  await expect(codes(page)).toContainText("No data found");
});

test("stale screens get the failure messages and change nothing", async ({ page, context }) => {
  test.setTimeout(120_000);
  const name = `Stale ${Date.now()}`;
  await page.goto("/admin/products");
  await page.getByRole("button", { name: "New Product" }).click();
  await productDialog(page).getByLabel("Name").fill(name);
  await productDialog(page).getByRole("button", { name: "Create Product" }).click();
  await expect(toast(page, "Product created successfully")).toBeVisible();
  await page.goto("/admin/item-codes");
  await page.getByRole("button", { name: "Add Item Code" }).click();
  await codeDialog(page).getByLabel("Product").selectOption({ label: name });
  await codeDialog(page).getByLabel("Item Code").fill("ST-1");
  await codeDialog(page).getByRole("button", { name: "Create Item Code" }).click();
  await expect(toast(page, "Item code created successfully")).toBeVisible();

  const stale = await context.newPage();
  await stale.goto("/admin/item-codes");
  await expect(codes(stale).getByRole("row").filter({ hasText: "ST-1" })).toBeVisible();
  const staleProducts = await context.newPage();
  await staleProducts.goto("/admin/products");
  await expect(products(staleProducts).getByRole("row").filter({ hasText: name })).toBeVisible();

  await page.goto("/admin/products");
  const asked = answerBrowserDialog(page, true);
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  expect(await asked).toBe(DELETE_CONFIRM);
  await page
    .getByRole("dialog", { name: "Confirm Deletion" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(toast(page, "Product deleted successfully")).toBeVisible();

  await stale.getByRole("button", { name: "Edit ST-1" }).click();
  await codeDialog(stale).getByRole("button", { name: "Update Item Code" }).click();
  await expect(toast(stale, "Failed to update item code")).toBeVisible();
  await codeDialog(stale).getByRole("button", { name: "Cancel" }).click();
  await stale.getByRole("button", { name: "Delete ST-1" }).click();
  await stale
    .getByRole("dialog", { name: "Confirm Deletion" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(toast(stale, "Failed to delete item code")).toBeVisible();

  await staleProducts.getByRole("button", { name: `Deactivate ${name}` }).click();
  await expect(toast(staleProducts, "Failed to update product status")).toBeVisible();
  await staleProducts.getByRole("button", { name: `Edit ${name}` }).click();
  await productDialog(staleProducts).getByRole("button", { name: "Update Product" }).click();
  await expect(toast(staleProducts, "Failed to update product: The product no longer exists")).toBeVisible();
  await expect(productDialog(staleProducts).getByRole("alert")).toContainText(
    "Unexpected error: Failed to update product: The product no longer exists",
  );
  await productDialog(staleProducts).getByRole("button", { name: "Cancel" }).click();
  const liveRegion = staleProducts.locator('[id^="DndLiveRegion"]');
  const count = await products(staleProducts).locator("tbody tr").count();
  // dnd-kit measures in animation frames, which a background tab does not run.
  await staleProducts.bringToFront();
  await staleProducts.getByRole("button", { name: `Drag to reorder ${name}` }).focus();
  await staleProducts.keyboard.press("Space");
  await expect(liveRegion).toContainText(name);
  await staleProducts.keyboard.press("ArrowUp");
  await expect(liveRegion).toContainText(`${name} is over position ${count - 1} of ${count}`);
  await staleProducts.keyboard.press("Space");
  await expect(liveRegion).toContainText(`Moved ${name} to position ${count - 1} of ${count}`);
  await staleProducts.getByRole("button", { name: "Save Order" }).click();
  await expect(toast(staleProducts, "Failed to update product order")).toBeVisible();
  const staleAsked = answerBrowserDialog(staleProducts, true);
  await staleProducts.getByRole("button", { name: `Delete ${name}` }).click();
  expect(await staleAsked).toBe(DELETE_CONFIRM);
  await staleProducts
    .getByRole("dialog", { name: "Confirm Deletion" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(toast(staleProducts, "Failed to delete product")).toBeVisible();
});

test("the products and item codes screens and their dialogs have no axe violations @mobile", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Loader data requests (the Refresh button) are held until the loading text has been seen.
  const release = await holdRequests(page, /\.data(\?|$)/);
  await page.goto("/admin/products");
  await expect(products(page).locator("tbody tr").first()).toBeVisible();
  // Clicks again until hydration has attached the handler.
  await expect(async () => {
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(products(page)).toContainText("Loading products...", { timeout: 1000 });
  }).toPass();
  release();
  await expect(products(page)).not.toContainText("Loading products...", { timeout: 15_000 });
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByRole("button", { name: "New Product" }).click();
  await expect(productDialog(page)).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.unroute(/\.data(\?|$)/);
  const releaseCodes = await holdRequests(page, /\.data(\?|$)/);
  await page.goto("/admin/item-codes");
  await expect(codes(page).locator("tbody tr").first()).toBeVisible();
  // Clicks again until hydration has attached the handler.
  await expect(async () => {
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(codes(page)).toContainText("Loading item codes...", { timeout: 1000 });
  }).toPass();
  releaseCodes();
  await expect(codes(page)).not.toContainText("Loading item codes...", { timeout: 15_000 });
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByRole("button", { name: "Add Item Code" }).click();
  await expect(codeDialog(page)).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});
