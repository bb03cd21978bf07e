import AxeBuilder from "@axe-core/playwright";
import sharp from "sharp";
import { signIn } from "./admin-support";
import { expect, type Locator, type Page, test } from "./fixtures";

const table = (page: Page) => page.getByRole("table", { name: "News items" });
const toast = (page: Page, text: string) => page.locator("[data-toast]").filter({ hasText: text }).first();
const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: "#b8912f" } })
    .png()
    .toBuffer();

/** The news cards on the public /news page, in order, with their pin. */
async function publicNews(site: Page, admin: Page): Promise<{ title: string; pinned: boolean }[]> {
  await site.goto("/news?size=18");
  const shown = await site.locator("main article").evaluateAll((articles) =>
    articles.map((article) => ({
      title: article.querySelector("h2")?.textContent?.trim() ?? "",
      pinned: article.querySelector("[data-pinned]") !== null,
    })),
  );
  // Back to the admin tab, as staff would be: Chromium hardly runs a tab in the background.
  await admin.bringToFront();
  return shown;
}

/** An article that is inactive or gone redirects to the list, which says it failed to load. */
async function expectNoArticle(site: Page, slug: string) {
  const response = await site.request.get(`/news/${slug}`, { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toMatch(/\/news\?error=not-found$/);
}

/**
 * Lifts a row by its drag handle with Space, moves it `steps` places with the arrow key and drops it,
 * reading the position from each screen-reader announcement ("… is over position 2 of 3."), so a slow
 * machine cannot drop a key and a fast move of two places at once still ends where it should.
 */
async function dragWithKeyboard(page: Page, handle: Locator, key: "ArrowUp" | "ArrowDown", steps: number) {
  await page.bringToFront();
  await handle.focus();
  await expect(handle).toBeFocused();
  const live = page.locator('[id^="DndLiveRegion"]');
  const position = async () => Number(/position (\d+) of \d+/.exec((await live.textContent()) ?? "")?.[1]);
  await page.keyboard.press("Space");
  await expect(live).toHaveText(/^(Picked up|.+ is over) .*position \d+ of \d+/);
  const target = (await position()) + (key === "ArrowDown" ? steps : -steps);
  for (let presses = 0; presses < steps + 3 && (await position()) !== target; presses++) {
    const before = await position();
    await page.keyboard.press(key);
    await expect.poll(position).not.toBe(before);
  }
  expect(await position()).toBe(target);
  await page.keyboard.press("Space");
  await expect(live).toContainText("Moved");
}

test.beforeEach(async ({ page }) => {
  await signIn(page);
  await page.goto("/admin/news-items");
  await expect(page.getByRole("heading", { name: "News & Events", level: 1 })).toBeVisible();
});

test("the screen: paged table, search, status filter, no axe violations", async ({ page }) => {
  await expect(page.getByRole("button", { name: "Add News" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Pinned Items \(\d\/3\)$/ })).toBeVisible();
  await expect(table(page).locator("tbody tr")).toHaveCount(10);
  await expect(page.getByText(/^Page 1 of 2 · 12 items$/)).toBeVisible();
  await expect(table(page).locator("tbody tr td:nth-child(4)").first()).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(table(page).locator("tbody tr")).toHaveCount(2);

  await page.getByLabel("Status").selectOption("Inactive");
  await expect(page).toHaveURL(/status=Inactive/);
  await expect(page).not.toHaveURL(/page=2/);
  const statuses = await table(page).locator("tbody tr td:nth-child(3)").allInnerTexts();
  expect(statuses.every((s) => s.trim() === "Inactive" || s.includes("No data found"))).toBe(true);

  await page.getByLabel("Status").selectOption("");
  // The table searches as staff type (there is no Search button any more).
  await page.getByLabel("Search by title").fill("zzz-nothing");
  await expect(table(page)).toContainText("No data found");
  await expect(page.getByText("Page 1 of 1 · 0 items")).toBeVisible();
});

/** A column's cells on the current page, as numbers. */
const numbers = async (page: Page, column: number) =>
  (await table(page).locator(`tbody tr td:nth-child(${column})`).allInnerTexts()).map(Number);

test("searches as staff type (replacing the URL), sorts every column on the server, pages keep the order", async ({
  page,
}) => {
  const history = await page.evaluate(() => window.history.length);
  await page.getByLabel("Search by title").pressSequentially("thread", { delay: 40 });
  await expect(page).toHaveURL(/[?&]q=thread(&|$)/);
  const titles = await table(page).locator("tbody tr td:nth-child(1)").allInnerTexts();
  expect(titles.length).toBeGreaterThan(0);
  expect(titles.length).toBeLessThan(10);
  expect(titles.every((title) => /thread/i.test(title))).toBe(true);
  expect(await page.evaluate(() => window.history.length)).toBe(history);
  await page.getByLabel("Search by title").fill("");
  await expect(page).not.toHaveURL(/[?&]q=/);
  await expect(table(page).locator("tbody tr")).toHaveCount(10);

  // Likes ascending, then descending: sorted in SQL across pages (page 2 goes on where page 1 ends).
  await page.goto("/admin/news-items?page=2");
  const likes = table(page).getByRole("columnheader", { name: "Likes" });
  await likes.getByRole("link", { name: "Likes" }).click();
  await expect(page).toHaveURL(/sort=likes&dir=asc/);
  await expect(page).not.toHaveURL(/page=2/);
  await expect(likes).toHaveAttribute("aria-sort", "ascending");
  const ascending = await numbers(page, 6);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/sort=likes&dir=asc&page=2/);
  const rest = await numbers(page, 6);
  expect(Math.min(...rest)).toBeGreaterThanOrEqual(Math.max(...ascending));
  await likes.getByRole("link", { name: "Likes" }).click();
  await expect(likes).toHaveAttribute("aria-sort", "descending");
  await expect(page).toHaveURL(/sort=likes&dir=desc$/);
  const descending = await numbers(page, 6);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
  expect(descending[0]).toBe(Math.max(...ascending, ...rest));

  // Created, newest first; a search keeps the sort.
  const created = table(page).getByRole("columnheader", { name: "Created" });
  await created.getByRole("link", { name: "Created" }).click();
  await expect(created).toHaveAttribute("aria-sort", "ascending");
  await created.getByRole("link", { name: "Created" }).click();
  await expect(created).toHaveAttribute("aria-sort", "descending");
  const dates = await table(page).locator("tbody tr td:nth-child(4)").allInnerTexts();
  expect(dates).toEqual([...dates].sort().reverse());
  await page.getByLabel("Search by title").fill("a");
  await expect(page).toHaveURL(/sort=createdAt&dir=desc&q=a$/);
  await expect(created).toHaveAttribute("aria-sort", "descending");
});

test("search, filter, sort and pages work without JavaScript", async ({ page, browser, baseURL }) => {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
  });
  const plain = await context.newPage();
  await plain.goto("/admin/news-items");
  await plain.getByRole("link", { name: "Next" }).click();
  await expect(plain).toHaveURL(/page=2/);
  await expect(table(plain).locator("tbody tr")).toHaveCount(2);
  await plain.getByLabel("Search by title").fill("thread");
  await plain.getByLabel("Search by title").press("Enter");
  await expect(plain).toHaveURL(/[?&]q=thread/);
  const titles = await table(plain).locator("tbody tr td:nth-child(1)").allInnerTexts();
  expect(titles.length).toBeGreaterThan(0);
  expect(titles.every((title) => /thread/i.test(title))).toBe(true);
  /** The address has these parameters (the GET form also sends the empty ones). */
  const query = (expected: Record<string, string>) => (url: URL) =>
    Object.entries(expected).every(([key, value]) => url.searchParams.get(key) === value);
  await table(plain).getByRole("link", { name: "Likes" }).click();
  await expect(plain).toHaveURL(query({ q: "thread", sort: "likes", dir: "asc" }));
  await expect(table(plain).getByRole("columnheader", { name: "Likes" })).toHaveAttribute(
    "aria-sort",
    "ascending",
  );
  await plain.getByLabel("Status").selectOption("Inactive");
  await plain.getByRole("button", { name: "Search", exact: true }).click();
  await expect(plain).toHaveURL(query({ q: "thread", sort: "likes", dir: "asc", status: "Inactive" }));
  const statuses = await table(plain).locator("tbody tr td:nth-child(3)").allInnerTexts();
  expect(statuses.every((s) => s.trim() === "Inactive" || s.includes("No data found"))).toBe(true);
  await context.close();
});

test("the page never gets wider than a 375 px screen: the table scrolls inside its card @mobile", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/admin/news-items");
  await expect(table(page).locator("tbody tr")).toHaveCount(10);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const region = table(page).locator("xpath=..");
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
});

test("every validation message of the news form", async ({ page }) => {
  test.setTimeout(60_000);
  await page.getByRole("button", { name: "Add News" }).click();
  const dialog = page.getByRole("dialog", { name: "Add News Item" });
  await dialog.getByRole("button", { name: "Create News Item" }).click();
  await expect(dialog.getByText("Title must be at least 2 characters")).toBeVisible();
  await expect(dialog.getByText("Description must be at least 10 characters")).toBeVisible();
  await expect(dialog.getByText("Article body must be at least 20 characters")).toBeVisible();
  await expect(dialog.getByText("Primary image is required")).toBeVisible();

  await dialog.getByLabel("Title").fill("Hi");
  await dialog.getByLabel("Slug").fill("a");
  await dialog.getByRole("button", { name: "Create News Item" }).click();
  await expect(dialog.getByText("Slug must be at least 2 characters")).toBeVisible();
  await dialog.getByLabel("Slug").fill("Not A Slug");
  await dialog.getByRole("button", { name: "Create News Item" }).click();
  await expect(dialog.getByText("Slug must be lowercase and hyphen-separated")).toBeVisible();
  await expect(dialog.getByText("Title must be at least 2 characters")).toBeHidden();
  await dialog.getByLabel("Likes").fill("-1");
  await dialog.getByRole("button", { name: "Create News Item" }).click();
  await expect(dialog.getByText("Likes must be at least 0")).toBeVisible();

  const primary = dialog.getByLabel("Primary image");
  await primary.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(dialog.getByText("File must be an image (JPEG, PNG, WebP, GIF)")).toBeVisible();
  await primary.setInputFiles({
    name: "big.png",
    mimeType: "image/png",
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(dialog.getByText("Image must be less than 5MB")).toBeVisible();

  const media = dialog.getByLabel("Additional media");
  await media.setInputFiles([
    { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") },
    { name: "long.mp4", mimeType: "video/mp4", buffer: Buffer.alloc(5 * 1024 * 1024 + 1) },
  ]);
  await expect(dialog.getByText('File "notes.txt" must be an image or video')).toBeVisible();
  await expect(dialog.getByText('File "long.mp4" must be less than 5MB')).toBeVisible();
  expect((await new AxeBuilder({ page }).include("dialog").analyze()).violations).toEqual([]);

  // The server applies the same schema: a hand-made post gets the message and creates nothing.
  const answer = await page.evaluate(async () => {
    const body = new FormData();
    body.set("intent", "save");
    body.set("title", "Valid title");
    body.set("slug", "Bad Slug");
    body.set("description", "A long enough description");
    body.set("articleBody", "<p>A long enough article body text.</p>");
    const response = await fetch("/admin/news-items.data", { method: "POST", body });
    return { status: response.status, text: await response.text() };
  });
  expect(answer.status).toBe(400);
  expect(answer.text).toContain("Slug must be lowercase and hyphen-separated");
});

test("the primary image shows an upload progress bar named after the file", async ({ page }) => {
  test.setTimeout(60_000);
  await page.getByRole("button", { name: "Add News" }).click();
  const dialog = page.getByRole("dialog", { name: "Add News Item" });
  const image = await sharp({
    create: {
      width: 600,
      height: 600,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const uploadThroughput = (bytesPerSecond: number) =>
    cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: bytesPerSecond,
    });
  await uploadThroughput(64 * 1024);
  await dialog
    .getByLabel("Primary image")
    .setInputFiles({ name: "cover.jpg", mimeType: "image/jpeg", buffer: image });
  const bar = dialog.getByRole("progressbar", { name: "Uploading cover.jpg" });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute("aria-valuenow", /^\d{1,3}$/);
  await uploadThroughput(-1);
  await expect(bar).toBeHidden({ timeout: 30_000 });
  await expect(dialog.locator('img[src^="/media/news/"]')).toBeVisible();
});

test("create, pin, reorder pinned, unpin, deactivate and delete a news item", async ({ page }) => {
  test.setTimeout(90_000);
  const title = `Studio day ${Date.now()}`;
  await page.getByRole("button", { name: "Add News" }).click();
  const dialog = page.getByRole("dialog", { name: "Add News Item" });
  await dialog.getByLabel("Title").fill(title);
  await expect(dialog.getByLabel("Slug")).toHaveValue(/^studio-day-\d+$/);
  const slug = await dialog.getByLabel("Slug").inputValue();
  await dialog.getByLabel("Description").fill("An open day at the Kyoto thread factory.");
  await dialog
    .getByRole("textbox", { name: "Article body" })
    .fill("Visitors watched gold thread being twisted by hand.");
  await dialog
    .getByLabel("Primary image")
    .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: await png() });
  await expect(dialog.locator('input[name="primaryImageUrl"]')).toHaveValue(/^\/media\/news\/\d+\.png$/);
  await dialog
    .getByLabel("Additional media")
    .setInputFiles({ name: "extra.png", mimeType: "image/png", buffer: await png() });
  await expect(dialog.getByText("Image 1")).toBeVisible();
  await dialog.getByRole("button", { name: "Create News Item" }).click();
  await expect(toast(page, "News item created successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = table(page).getByRole("row").filter({ hasText: slug });
  await expect(row).toContainText("Active");
  // The public /news follows every step (its page cache is invalidated), checked in a second tab.
  const site = await page.context().newPage();
  expect(await publicNews(site, page)).toContainEqual({ title, pinned: false });

  // Edit loads the full item (media included).
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit News Item" });
  await expect(edit.getByLabel("Title")).toHaveValue(title);
  await expect(edit.getByText("Image 1")).toBeVisible();
  await expect(edit.getByLabel("Likes")).toHaveValue("0");
  await edit.getByLabel("Likes").fill("25");
  await edit.getByRole("button", { name: "Update News Item" }).click();
  await expect(toast(page, "News item updated successfully")).toBeVisible();
  // Title, Slug, Status, Created, Pinned, Likes.
  await expect(row.getByRole("cell").nth(5)).toHaveText("25");

  // Pin: the seed has 2 pinned, this makes 3, and the other Pin buttons disappear.
  await expect(page.getByRole("heading", { name: "Pinned Items (2/3)" })).toBeVisible();
  await page.getByRole("button", { name: `Pin ${title}` }).click();
  await expect(page.getByRole("heading", { name: "Pinned Items (3/3)" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Pin / })).toHaveCount(0);
  const pinnedList = page.getByRole("list", { name: "Pinned items" });
  await expect(pinnedList).toContainText(title);
  let shown = await publicNews(site, page);
  expect(shown.slice(0, 3).map((n) => n.pinned)).toEqual([true, true, true]);
  expect(shown.slice(0, 3).map((n) => n.title)).toContain(title);
  expect(shown[3]?.pinned).toBe(false);

  // The server refuses a 4th pin even when the button is bypassed.
  await table(page)
    .locator("tbody tr")
    .last()
    .getByRole("button", { name: /^Edit / })
    .click();
  const other = page.getByRole("dialog", { name: "Edit News Item" });
  const otherId = await other.locator('input[name="id"]').inputValue();
  await other.getByRole("button", { name: "Cancel" }).click();
  const refused = await page.evaluate(async (id) => {
    const body = new FormData();
    body.set("intent", "pin");
    body.set("id", id);
    body.set("pinned", "true");
    const response = await fetch("/admin/news-items.data", { method: "POST", body });
    return response.text();
  }, otherId);
  expect(refused).toContain("Cannot pin more than 3 items");

  // Reorder the pinned items with the keyboard: the new item (newest, so first) moves to the top.
  await expect(pinnedList.locator("li").first()).toContainText(title);
  await page.getByRole("button", { name: "Reorder Items" }).click();
  const handle = page.getByRole("button", { name: `Drag to reorder ${title}` });
  await dragWithKeyboard(page, handle, "ArrowDown", 2);
  await expect(pinnedList.locator("li").last()).toContainText(title);
  await page.getByRole("button", { name: "Save Order" }).click();
  await expect(toast(page, "Display order updated successfully")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save Order" })).toBeHidden();
  await page.reload();
  await expect(pinnedList.locator("li").last()).toContainText(title);
  const pinnedOrder = await pinnedList
    .locator("li")
    .evaluateAll((items) => items.map((item) => (item as HTMLElement).dataset.pinnedItem));
  shown = await publicNews(site, page);
  expect(shown.slice(0, 3).map((n) => n.title)).toEqual(pinnedOrder);
  expect(shown[2]?.title).toBe(title);
  await expect(table(page).locator("tbody tr").nth(2)).toContainText(slug);

  // Discard restores the saved order.
  await page.getByRole("button", { name: "Reorder Items" }).click();
  await dragWithKeyboard(page, page.getByRole("button", { name: `Drag to reorder ${title}` }), "ArrowUp", 1);
  await expect(pinnedList.locator("li").last()).not.toContainText(title);
  await page.getByRole("button", { name: "Discard" }).click();
  await expect(toast(page, "Display order changes discarded")).toBeVisible();
  await expect(pinnedList.locator("li").last()).toContainText(title);

  await page.getByRole("button", { name: `Unpin ${title}` }).click();
  // Its toast first: one toast is shown at a time, and a late one would replace the next action's.
  await expect(toast(page, "News item unpinned successfully")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Pinned Items (2/3)" })).toBeVisible();
  await expect(page.getByRole("button", { name: `Pin ${title}` })).toBeVisible();
  shown = await publicNews(site, page);
  expect(shown).toContainEqual({ title, pinned: false });
  expect(shown.filter((n) => n.pinned)).toHaveLength(2);

  await page.getByRole("button", { name: `Deactivate ${title}` }).click();
  await expect(toast(page, "News item deactivated successfully")).toBeVisible();
  await expect(row).toContainText("Inactive");
  expect((await publicNews(site, page)).map((n) => n.title)).not.toContain(title);
  await expectNoArticle(site, slug);
  // Active again, so the delete below is seen leaving the public list too.
  await page.getByRole("button", { name: `Activate ${title}` }).click();
  await expect(toast(page, "News item activated successfully")).toBeVisible();
  await expect(row).toContainText("Active");
  expect((await publicNews(site, page)).map((n) => n.title)).toContain(title);

  await expect(page.getByRole("link", { name: `Preview ${title}` })).toHaveAttribute("href", `/news/${slug}`);
  await expect(page.getByRole("link", { name: `Preview ${title}` })).toHaveAttribute("target", "_blank");

  await page.getByRole("button", { name: `Delete ${title}` }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm Deletion" });
  await expect(confirm).toContainText(
    "Are you sure you want to delete this news item? This action cannot be undone.",
  );
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "News item deleted successfully")).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await publicNews(site, page)).map((n) => n.title)).not.toContain(title);
  // In Trash now: its page goes back to the list as a missing one does (the specification's behaviour).
  const gone = await site.request.get(`/news/${slug}`, { maxRedirects: 0 });
  expect(gone.status()).toBe(302);
  expect(gone.headers().location).toMatch(/^\/news/);
  await site.close();
});

test("editing a news item that no longer exists says Failed to load news item details", async ({ page }) => {
  const lastRow = table(page).locator("tbody tr").last();
  const editButton = lastRow.getByRole("button", { name: /^Edit / });
  const title = ((await editButton.getAttribute("aria-label")) ?? "").replace(/^Edit /, "");
  // Someone else deletes it meanwhile (the id comes from the pinned ordering: read it from the form).
  await editButton.click();
  const edit = page.getByRole("dialog", { name: "Edit News Item" });
  const id = await edit.locator('input[name="id"]').inputValue();
  await edit.getByRole("button", { name: "Cancel" }).click();
  const status = await page.evaluate(async (newsId) => {
    const body = new FormData();
    body.set("intent", "delete");
    body.set("id", newsId);
    return (await fetch("/admin/news-items.data", { method: "POST", body })).status;
  }, id);
  expect(status).toBe(200);
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  await expect(toast(page, "Failed to load news item details")).toBeVisible();
  await expect(toast(page, "Failed to load news item details")).toContainText("Error");
});
