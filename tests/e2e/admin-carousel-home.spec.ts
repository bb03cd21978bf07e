import {
  addCarouselImage,
  carouselTable,
  jpeg,
  openTab,
  purgeFromTrash,
  signIn,
  toast,
} from "./admin-support";
import { expect, type Page, test } from "./fixtures";

// Back-office carousel changes reach the public home page on the next request (the page cache is
// invalidated by every write). The shared demo database is restored by each test: images it adds are
// deleted with their files, images it switches off are switched on again, the interval is put back.

const DEFAULT_SLIDE = "/images/hero-default-1200.jpg";

/** The home page's carousel slides (alt texts in order), read from a fresh request. */
async function homeSlides(page: Page): Promise<string[]> {
  await page.goto("/");
  const slides = page.getByTestId("hero-carousel").locator("img[data-slide]");
  await expect(slides.first()).toBeAttached();
  return slides.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt") ?? ""));
}

/** Alt texts (title when empty) of the active carousel rows, in the back office's order. */
async function activeRowsInOrder(page: Page): Promise<string[]> {
  await openTab(page, "carousel", "Homepage Carousel");
  const rows = carouselTable(page).locator("tbody tr");
  await expect(rows.first()).toBeVisible();
  const out: string[] = [];
  for (const row of await rows.all()) {
    if ((await row.getByRole("switch").getAttribute("aria-checked")) !== "true") continue;
    const alt = (await row.locator("td:nth-child(3) img").getAttribute("alt")) ?? "";
    out.push(alt || ((await row.locator("td:nth-child(4)").textContent()) ?? "").trim());
  }
  return out;
}

/** Switches a carousel row on or off through its switch and waits for the toast. */
async function setActive(page: Page, name: string, active: boolean) {
  const toggle = page.getByRole("switch", { name: `Active: ${name}` });
  if ((await toggle.getAttribute("aria-checked")) === String(active)) return;
  // The switch turns at once; wait for the server's answer before the next change.
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" && response.url().includes("/admin/general-settings"),
  );
  await toggle.click();
  expect((await answered).ok()).toBe(true);
  await expect(toast(page, "Carousel image updated successfully")).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-checked", String(active));
}

/** Deletes a carousel row through its confirmation dialog. */
async function deleteRow(page: Page, name: string) {
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  await page
    .getByRole("dialog", { name: "Delete Carousel Image" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(toast(page, "Image deleted")).toBeVisible();
  await expect(carouselTable(page).getByRole("row").filter({ hasText: name })).toHaveCount(0);
}

/** Removes uploaded files no row refers to any more (POST /admin/stale-files), so no stale file is left behind. */
async function removeFiles(page: Page, urls: string[]) {
  const filePaths = urls.filter(Boolean).map((url) => url.replace(/^\/media\//, ""));
  if (filePaths.length === 0) return;
  const response = await page.request.post("/admin/stale-files", {
    data: { filePaths },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(await response.json()).toEqual({ successful: filePaths.length, failed: 0 });
}

test.beforeEach(async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
});

test("the home page follows the carousel: added, reordered, switched off and deleted images", async ({
  page,
}) => {
  const prefix = `Home${Date.now()}`;
  const first = `${prefix} First`;
  const second = `${prefix} Second`;
  const urls: string[] = [];
  try {
    await openTab(page, "carousel", "Homepage Carousel");
    urls.push(await addCarouselImage(page, first, 3));
    urls.push(await addCarouselImage(page, second, 4));

    // Added: shown on the home page in the back office's order (display order, then age).
    let home = await homeSlides(page);
    expect(home.filter((alt) => alt.startsWith(prefix))).toEqual([`${first} alt`, `${second} alt`]);
    expect(home).toEqual(await activeRowsInOrder(page));

    // Reordered: Second above First with the keyboard, then Save Order.
    await page.getByRole("button", { name: `Drag to reorder ${second}` }).focus();
    const liveRegion = page.locator('[id^="DndLiveRegion"]');
    await page.keyboard.press("Space");
    await expect(liveRegion).toContainText(`${second} is over position`);
    await expect(async () => {
      await page.keyboard.press("ArrowUp");
      await expect(liveRegion).toContainText(`${second} is over position 1 of`, { timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await page.keyboard.press("Space");
    await expect(liveRegion).toContainText(`Moved ${second} to position`);
    await page.getByRole("button", { name: "Save Order" }).click();
    await expect(toast(page, "Order updated")).toBeVisible();
    home = await homeSlides(page);
    expect(home[0]).toBe(`${second} alt`);
    expect(home.filter((alt) => alt.startsWith(prefix))).toEqual([`${second} alt`, `${first} alt`]);
    expect(home).toEqual(await activeRowsInOrder(page));

    // Switched off: hidden from the home page; the other stays.
    await setActive(page, first, false);
    home = await homeSlides(page);
    expect(home).not.toContain(`${first} alt`);
    expect(home).toContain(`${second} alt`);
    // The server-rendered first slide (the LCP image) is the new first image.
    const html = await (await page.request.get("/")).text();
    expect(html).toContain(`alt="${second} alt"`);

    // Deleted: gone from the home page.
    await openTab(page, "carousel", "Homepage Carousel");
    await deleteRow(page, second);
    home = await homeSlides(page);
    expect(home).not.toContain(`${second} alt`);
    expect(home).toEqual(await activeRowsInOrder(page));
  } finally {
    await openTab(page, "carousel", "Homepage Carousel");
    for (const name of [first, second]) {
      if ((await carouselTable(page).getByRole("row").filter({ hasText: name }).count()) > 0) {
        await deleteRow(page, name);
      }
    }
    // A deleted image waits in Trash with its file; deleted for good, its file is a stale file.
    await purgeFromTrash(page, [first, second]);
    await removeFiles(page, urls);
  }
});

test("with every carousel image switched off the home page shows the one default image, without a toast", async ({
  page,
}) => {
  await openTab(page, "carousel", "Homepage Carousel");
  const switches = carouselTable(page).getByRole("switch", { checked: true });
  await expect(switches.first()).toBeVisible();
  const active = (
    await switches.evaluateAll((els) => els.map((el) => el.getAttribute("aria-label") ?? ""))
  ).map((label) => label.replace(/^Active: /, ""));
  try {
    for (const name of active) await setActive(page, name, false);
    await page.goto("/");
    const carousel = page.getByTestId("hero-carousel");
    await expect(carousel).toHaveAttribute("data-slide-count", "1");
    await expect(carousel.locator("img[data-slide]")).toHaveAttribute("src", DEFAULT_SLIDE);
    await expect(page.getByTestId("carousel-next")).toHaveCount(0);
    await expect(page.getByTestId("carousel-dots")).toHaveCount(0);
    // One image does not rotate, and nothing failed.
    await page.waitForTimeout(1500);
    await expect(carousel).toHaveAttribute("data-active-index", "0");
    await expect(page.locator("[data-toast]")).toHaveCount(0);
  } finally {
    await openTab(page, "carousel", "Homepage Carousel");
    for (const name of active) await setActive(page, name, true);
  }
  const home = await homeSlides(page);
  expect(home).not.toContain("Cones of antique gold, gold and silver metallic thread in soft studio light");
  expect(home).toHaveLength(active.length);
});

test("the dialog's 'Please select an image to upload' goes as soon as an image is chosen, and comes back when it is removed", async ({
  page,
}) => {
  await openTab(page, "carousel", "Homepage Carousel");
  await page.getByRole("button", { name: "Add Image" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Carousel Image" });
  const message = dialog.getByText("Please select an image to upload");
  await dialog.getByRole("button", { name: "Add Image" }).click();
  await expect(toast(page, "Please select an image to upload")).toBeVisible();
  await expect(message).toBeVisible();
  let url = "";
  try {
    await dialog
      .getByLabel("Image", { exact: true })
      .setInputFiles({ name: "chosen.jpg", mimeType: "image/jpeg", buffer: await jpeg(11) });
    const link = dialog.getByRole("link", { name: /\.jpg$/ });
    await expect(link).toBeVisible({ timeout: 15_000 });
    url = (await link.getAttribute("href")) ?? "";
    await expect(message).toBeHidden();
    await dialog.getByRole("button", { name: "Remove Image" }).click();
    await expect(message).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
  } finally {
    await removeFiles(page, [url]);
  }
});

test("a new carousel interval is used by the home page on the next request", async ({ page }) => {
  await openTab(page, "global", "Global Settings");
  const interval = page.getByLabel("Interval (milliseconds)");
  const previous = await interval.inputValue();
  const save = async (value: string) => {
    await openTab(page, "global", "Global Settings");
    await interval.fill(value);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Settings updated successfully")).toBeVisible();
  };
  try {
    await save("1500");
    await page.goto("/");
    const carousel = page.getByTestId("hero-carousel");
    await expect(carousel).toHaveAttribute("data-interval", "1500");
    // The demo carousel has several images: time two slide changes in the page itself.
    const gap = await carousel.evaluate(
      (element) =>
        new Promise<number>((resolve) => {
          const times: number[] = [];
          new MutationObserver(() => {
            times.push(performance.now());
            if (times.length === 2) resolve(times[1]! - times[0]!);
          }).observe(element, { attributes: true, attributeFilter: ["data-active-index"] });
        }),
    );
    expect(gap).toBeGreaterThan(1300);
    expect(gap).toBeLessThan(2300);
  } finally {
    await save(previous);
  }
  await page.goto("/");
  await expect(page.getByTestId("hero-carousel")).toHaveAttribute("data-interval", previous);
});
