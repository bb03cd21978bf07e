import AxeBuilder from "@axe-core/playwright";
import { upsertStaffUser } from "../../server/auth/staff";
import { newsItems } from "../../server/db/schema";
import { ADMIN_EMAIL, ADMIN_PASSWORD, jpeg, signIn, toast } from "./admin-support";
import { expect, type Page, test } from "./fixtures";
import { type IsolatedServer, startIsolatedServer } from "./isolated-server";

// History and restore, drafts with preview (issue 24 items 1 and 2, decision 019). Each test makes the
// records it changes and deletes them at the end, so the seeded counts other specs read stay as they were.

const productDialog = (page: Page) => page.getByRole("dialog", { name: /^(Add|Edit) Product$/ });
const newsDialog = (page: Page) => page.getByRole("dialog", { name: /^(Add|Edit) News Item$/ });
const revisions = (page: Page) =>
  page.getByRole("list", { name: "Revisions, newest first" }).locator(":scope > li");

/** Creates a news item through Add News; returns its slug. */
async function addNews(page: Page, title: string): Promise<string> {
  await page.goto("/admin/news-items");
  await page.getByRole("button", { name: "Add News" }).click();
  const dialog = newsDialog(page);
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Description").fill("An open day at the Kyoto thread factory.");
  await dialog
    .getByRole("textbox", { name: "Article body" })
    .fill("Visitors watched gold thread being twisted by hand.");
  await dialog
    .getByLabel("Primary image")
    .setInputFiles({ name: "cover.jpg", mimeType: "image/jpeg", buffer: await jpeg(3) });
  await expect(dialog.locator('input[name="primaryImageUrl"]')).toHaveValue(/^\/media\/news\//);
  const slug = await dialog.getByLabel("Slug").inputValue();
  await dialog.getByRole("button", { name: "Create News Item" }).click();
  await expect(toast(page, "News item created successfully")).toBeVisible();
  await expect(dialog).toBeHidden();
  return slug;
}

/** Deletes a news item through its row's Delete. */
async function deleteNews(page: Page, title: string) {
  await page.goto("/admin/news-items");
  await page.getByRole("button", { name: `Delete ${title}` }).click();
  await page
    .getByRole("dialog", { name: "Confirm Deletion" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(toast(page, "News item deleted successfully")).toBeVisible();
}

test("edit a product twice, see both revisions with their diff, restore the first; no axe violations", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto("/admin/products");
  const name = `History Thread ${Date.now()}`;
  await page.getByRole("button", { name: "New Product" }).click();
  await productDialog(page).getByLabel("Name").fill(name);
  await productDialog(page).getByLabel("Description", { exact: true }).fill("Original text.");
  const slug = await productDialog(page).getByLabel("Slug").inputValue();
  await productDialog(page).getByRole("button", { name: "Create Product" }).click();
  await expect(toast(page, "Product created successfully")).toBeVisible();
  await expect(productDialog(page)).toBeHidden();

  for (const text of ["First edit.", "Second edit."]) {
    await page.getByRole("button", { name: `Edit ${name}` }).click();
    await productDialog(page).getByLabel("Description", { exact: true }).fill(text);
    await productDialog(page).getByRole("button", { name: "Update Product" }).click();
    await expect(productDialog(page)).toBeHidden();
  }

  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const dialog = productDialog(page);
  await dialog.getByRole("tab", { name: "History" }).click();
  await expect(revisions(page)).toHaveCount(3);
  await expect(revisions(page).nth(0)).toContainText("Updated by");
  await expect(revisions(page).nth(0).locator("del")).toHaveText("Removed: First edit.");
  await expect(revisions(page).nth(0).locator("ins")).toHaveText("Added: Second edit.");
  await expect(revisions(page).nth(1).locator("del")).toHaveText("Removed: Original text.");
  await expect(revisions(page).nth(1).locator("ins")).toHaveText("Added: First edit.");
  await expect(revisions(page).nth(2)).toContainText("Created by");
  await expect(revisions(page).nth(2)).toContainText(name);
  // The newest revision is the product as it is: nothing to restore there.
  await expect(
    revisions(page)
      .nth(0)
      .getByRole("button", { name: /^Restore/ }),
  ).toHaveCount(0);
  expect((await new AxeBuilder({ page }).include("dialog[open]").analyze()).violations).toEqual([]);

  await revisions(page)
    .nth(1)
    .getByRole("button", { name: /^Restore the version of/ })
    .click();
  const confirm = page.getByRole("dialog", { name: "Restore this version?" });
  await expect(confirm).toContainText("saved as a new change");
  await confirm.getByRole("button", { name: "Restore" }).click();
  await expect(toast(page, "Version restored")).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: `Edit ${name}` }).click();
  await expect(dialog.getByLabel("Description", { exact: true })).toHaveValue("First edit.");
  await dialog.getByRole("tab", { name: "History" }).click();
  await expect(revisions(page)).toHaveCount(4);
  await expect(revisions(page).nth(0)).toContainText("Restored (the version of");
  await expect(revisions(page).nth(0).locator("ins")).toHaveText("Added: First edit.");
  await dialog.getByRole("button", { name: "Close", exact: true }).click();
  const publicPage = await page.request.get(`/products/${slug}`);
  expect(await publicPage.text()).toContain("First edit.");

  page.once("dialog", (browserConfirm) => void browserConfirm.accept());
  await page.getByRole("button", { name: `Delete ${name}` }).click();
  await page
    .getByRole("dialog", { name: "Confirm Deletion" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(toast(page, "Product deleted successfully")).toBeVisible();
});

test("save a news item as a draft: the public page is unchanged, the preview shows it on both hosts and stops after sign-out; publish it; all in Activity", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const title = `Draft news ${Date.now()}`;
  const revised = `${title} revised`;
  const slug = await addNews(page, title);

  await page.getByRole("button", { name: `Edit ${title}` }).click();
  await newsDialog(page).getByLabel("Title").fill(revised);
  await newsDialog(page).getByRole("button", { name: "Save as draft" }).click();
  await expect(toast(page, "Draft saved: the public page is unchanged")).toBeVisible();
  await expect(newsDialog(page)).toBeHidden();
  const row = page.getByRole("table", { name: "News items" }).getByRole("row").filter({ hasText: slug });
  await expect(row).toContainText(`${title}Draft`);
  const published = await (await page.request.get(`/news/${slug}`)).text();
  expect(published).toContain(title);
  expect(published).not.toContain(revised);

  // Reopened on the draft, with a notice; Preview opens the public page with the draft, uncached, noindex.
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  const dialog = newsDialog(page);
  await expect(dialog.getByRole("region", { name: "Draft" })).toContainText("You are editing a draft");
  await expect(dialog.getByLabel("Title")).toHaveValue(revised);
  expect((await new AxeBuilder({ page }).include("dialog[open]").analyze()).violations).toEqual([]);
  const [preview] = await Promise.all([
    page.waitForEvent("popup"),
    dialog.getByRole("link", { name: "Preview (opens in a new tab)" }).click(),
  ]);
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(revised);
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  const link = preview.url();
  expect(link).toMatch(new RegExp(`/news/${slug}\\?preview=`));
  const answer = await context.request.get(link);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["cache-control"]).toBe("no-store, private");
  expect(answer.headers()["x-robots-tag"]).toBe("noindex");
  const [chinese] = await Promise.all([
    page.waitForEvent("popup"),
    dialog.getByRole("link", { name: "Preview in 繁體中文 (opens in a new tab)" }).click(),
  ]);
  expect(new URL(chinese.url()).hostname).toBe("zh.localhost");
  await expect(chinese.getByRole("heading", { level: 1 })).toHaveText(revised);
  await expect(chinese.locator("html")).toHaveAttribute("lang", "zh-Hant");
  await preview.close();
  await chinese.close();
  // A link that was tampered with shows nothing of the draft.
  const tampered = await context.request.get(link.replace(/.$/, (c) => (c === "A" ? "B" : "A")));
  expect(tampered.status()).toBe(403);
  expect(await tampered.text()).not.toContain(revised);
  // Nor does one spelled another way: the token's case, the parameter's name in another case.
  const token = new URL(link).searchParams.get("preview") ?? "";
  for (const [variant, status] of [
    [link.replace(token, token.toUpperCase()), 403],
    [link.replace(token, token.toLowerCase()), 403],
    [link.replace("?preview=", "?PREVIEW="), 200],
    [link.replace("?preview=", "?Preview="), 200],
  ] as const) {
    const answer = await context.request.get(variant);
    expect(answer.status(), variant).toBe(status);
    expect(await answer.text(), variant).not.toContain(revised);
  }

  // Signing out ends the links made in that session.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  const revoked = await context.request.get(link);
  expect(revoked.status()).toBe(403);
  expect(await revoked.text()).toContain("This preview link no longer works");

  // Publish: the public page changes, and a link to the draft is then refused.
  await signIn(page);
  await page.goto("/admin/news-items");
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  const [fresh] = await Promise.all([
    page.waitForEvent("popup"),
    dialog.getByRole("link", { name: "Preview (opens in a new tab)" }).click(),
  ]);
  await expect(fresh.getByRole("heading", { level: 1 })).toHaveText(revised);
  const freshLink = fresh.url();
  await fresh.close();
  await dialog.getByRole("button", { name: "Publish" }).click();
  await expect(toast(page, "Draft published")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText("Draft", { exact: true })).toHaveCount(0);
  expect(await (await page.request.get(`/news/${slug}`)).text()).toContain(revised);
  const gone = await context.request.get(freshLink);
  expect(gone.status()).toBe(410);
  expect(await gone.text()).toContain("This draft is no longer available");

  // The Activity screen lists each step under the news item.
  await page.goto("/admin/activity?type=news-items");
  const activity = page.getByRole("table", { name: "Activity" });
  for (const action of ["Created", "Draft saved", "Draft published"]) {
    await expect(activity.getByRole("row").filter({ hasText: action }).first()).toBeVisible();
  }
  await expect(activity.getByRole("row").filter({ hasText: "Draft published" }).first()).toContainText(
    revised,
  );

  await deleteNews(page, revised);
});

test.describe("a preview link past its time", () => {
  // A server of its own whose preview links last 3 seconds instead of an hour.
  let server: IsolatedServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    server = await startIsolatedServer(
      6,
      async (db) => {
        await upsertStaffUser(ADMIN_EMAIL, ADMIN_PASSWORD, db);
        await db.insert(newsItems).values({
          title: "Expiring news",
          slug: "expiring-news",
          description: "A news item whose draft is previewed.",
          articleBody: "<p>The body of a news item whose draft is previewed.</p>",
        });
      },
      { PREVIEW_LINK_TTL_SECONDS: "3" },
    );
  });
  test.afterAll(() => server?.stop());

  test("is refused with 410 and the page says it expired", async ({ page }) => {
    await signIn(page, server!.base);
    await page.goto(`${server!.base}/admin/news-items`);
    await page.getByRole("button", { name: "Edit Expiring news" }).click();
    await newsDialog(page).getByLabel("Title").fill("Expiring news, revised");
    await newsDialog(page).getByRole("button", { name: "Save as draft" }).click();
    await expect(toast(page, "Draft saved: the public page is unchanged")).toBeVisible();
    await page.getByRole("button", { name: "Edit Expiring news" }).click();
    const [preview] = await Promise.all([
      page.waitForEvent("popup"),
      newsDialog(page).getByRole("link", { name: "Preview (opens in a new tab)" }).click(),
    ]);
    await expect(preview.getByRole("heading", { level: 1 })).toHaveText("Expiring news, revised");
    const link = preview.url();
    await expect
      .poll(async () => (await page.request.get(link)).status(), { timeout: 15_000, intervals: [1000] })
      .toBe(410);
    await preview.reload();
    await expect(preview.getByRole("heading", { level: 1 })).toHaveText("This preview link has expired");
    await expect(preview.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });
});
