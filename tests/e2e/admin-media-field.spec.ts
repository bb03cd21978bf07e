import AxeBuilder from "@axe-core/playwright";
import type { FileChooser } from "@playwright/test";
import sharp from "sharp";
import { carouselTable, jpeg, openTab, signIn, toast } from "./admin-support";
import { expect, holdRequests, type Page, test } from "./fixtures";

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

/** A small PNG of one colour. */
const png = (colour: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** The upload field labelled `label` (its label's parent). */
const field = (page: Page, label: string) => page.locator(`label:text-is("${label}")`).locator("..");

/** Drops files on a field's drop zone as a browser does at the end of a drag. */
async function drop(page: Page, label: string, files: { name: string; type: string; bytes: number[] }[]) {
  const dataTransfer = await page.evaluateHandle((list) => {
    const transfer = new DataTransfer();
    for (const file of list)
      transfer.items.add(new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
    return transfer;
  }, files);
  const zone = field(page, label).locator("[data-drop-zone]");
  await zone.dispatchEvent("dragover", { dataTransfer });
  await zone.dispatchEvent("drop", { dataTransfer });
}

test("the picker button opens the file chooser from the keyboard; the file shows by its own name", async ({
  page,
}) => {
  await page.goto("/admin/ui-kit");
  const image = field(page, "Image");
  const button = image.getByRole("button", { name: "Choose file" });
  await button.focus();
  await expect(button).toBeFocused();
  // Pressed again until hydration has attached the button's handler.
  let chooser: FileChooser | undefined;
  await expect(async () => {
    const opened = page.waitForEvent("filechooser", { timeout: 1_000 });
    await page.keyboard.press("Enter");
    chooser = await opened;
  }).toPass();
  if (!chooser) throw new Error("No file chooser opened");
  // The upload is held until the bar has been seen.
  const release = await holdRequests(page, /\/admin\/upload\?/);
  await chooser.setFiles({ name: "Spool close-up.jpg", mimeType: "image/jpeg", buffer: await jpeg(3) });
  const bar = image.getByRole("progressbar", { name: "Uploading Spool close-up.jpg" });
  await expect(bar).toHaveAttribute("aria-valuenow", /^\d{1,3}$/);
  await expect(image.getByText(/^Uploading Spool close-up\.jpg\.\.\. \d{1,3}%$/)).toBeVisible();
  await expect(button).toBeDisabled();
  release();
  await expect(bar).toBeHidden({ timeout: 20_000 });
  const link = image.getByRole("link", { name: "Spool close-up.jpg", exact: true });
  await expect(link).toHaveAttribute("href", /^\/media\/products\/\d+\.jpg$/);
  await expect(image.locator('input[name="image"]')).toHaveValue((await link.getAttribute("href")) ?? "");
  expect(
    (await new AxeBuilder({ page }).include('[aria-labelledby="kit-upload"]').analyze()).violations,
  ).toEqual([]);
});

test("a list takes dropped files, removes one, and reorders from the keyboard", async ({ page }) => {
  await page.goto("/admin/ui-kit");
  const list = field(page, "Image list");
  const bytes = async (colour: string) => Array.from(await png(colour));
  await drop(page, "Image list", [
    { name: "red.png", type: "image/png", bytes: await bytes("#aa2222") },
    { name: "green.png", type: "image/png", bytes: await bytes("#22aa22") },
    { name: "blue.png", type: "image/png", bytes: await bytes("#2222aa") },
  ]);
  const links = list.getByRole("link");
  await expect(links).toHaveText(["red.png", "green.png", "blue.png"], { timeout: 20_000 });
  const posted = () =>
    list
      .locator('input[name="images"]')
      .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  const [red, green, blue] = await posted();

  await list.getByRole("button", { name: "Remove image 2" }).click();
  await expect(links).toHaveText(["red.png", "blue.png"]);
  expect(await posted()).toEqual([red, blue]);

  // dnd-kit's keyboard sensor: Space lifts, an arrow moves, Space drops.
  await list.getByRole("button", { name: "Drag to reorder red.png" }).focus();
  // The page has two sortable lists, each with its own live region.
  const announced = (text: string) => page.locator('[id^="DndLiveRegion"]', { hasText: text });
  await page.keyboard.press("Space");
  await expect(list.getByRole("button", { name: "Drag to reorder red.png" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await page.keyboard.press("ArrowDown");
  await expect(announced("red.png is over position 2 of 2")).toHaveCount(1);
  await page.keyboard.press("Space");
  await expect(announced("Moved red.png to position 2 of 2")).toHaveCount(1);
  await expect(links).toHaveText(["blue.png", "red.png"]);
  expect(await posted()).toEqual([blue, red]);
  await list.getByRole("button", { name: "Move image 2 up" }).click();
  await expect(links).toHaveText(["red.png", "blue.png"]);
  expect(green).toMatch(/^\/media\/products\/\d+\.png$/);
});

test("a refused file is named under the field and in a toast", async ({ page }) => {
  await page.goto("/admin/ui-kit");
  await drop(page, "Image list", [{ name: "notes.png", type: "image/png", bytes: [104, 105] }]);
  const message =
    "notes.png: Storage upload failed: Invalid file or request. Please check file format and size.";
  await expect(field(page, "Image list").getByText(message)).toBeVisible();
  await expect(toast(page, message)).toBeVisible();
});

test("carousel: the required-image message goes once an image is chosen; the saved image keeps its own name", async ({
  page,
}) => {
  await openTab(page, "carousel", "Homepage Carousel");
  await page.getByRole("button", { name: "Add Image" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Carousel Image" });
  await dialog.getByRole("button", { name: "Add Image" }).click();
  await expect(toast(page, "Please select an image to upload")).toBeVisible();
  await expect(dialog.getByText("Please select an image to upload")).toBeVisible();

  // A name with markup and a path is stored as plain text, last part only, and shown escaped.
  const original = "<img src=x onerror=alert(1)> spool.jpg";
  await dialog
    .getByLabel("Image", { exact: true })
    .setInputFiles({ name: `C:\\photos\\${original}`, mimeType: "image/jpeg", buffer: await jpeg(21) });
  await expect(dialog.getByRole("link", { name: original, exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByText("Please select an image to upload")).toHaveCount(0);
  const title = `Named ${Date.now()}`;
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByRole("button", { name: "Add Image" }).click();
  await expect(toast(page, "Carousel image added successfully")).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.reload();
  await carouselTable(page)
    .getByRole("button", { name: `Edit ${title}` })
    .click();
  const edit = page.getByRole("dialog", { name: "Edit Carousel Image" });
  const link = edit.getByRole("link", { name: original, exact: true });
  await expect(link).toBeVisible();
  await expect(link.locator("img")).toHaveCount(0);
  expect((await new AxeBuilder({ page }).include("dialog[open]").analyze()).violations).toEqual([]);
});
