import { utcToZonedInput } from "~/lib/time-zone";
import { signIn, toast } from "./admin-support";
import { expect, test } from "./fixtures";

test("a gallery item scheduled a minute ahead appears on the public site by itself, and the Activity screen shows the system published it", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const name = `Scheduled Project ${Date.now()}`;
  const slug = name.toLowerCase().replaceAll(" ", "-");
  await signIn(page);

  await page.goto("/admin/gallery-items");
  await page.getByRole("button", { name: "New Item" }).click();
  const dialog = page.getByRole("dialog", { name: "Create New Gallery Item" });
  await dialog.getByLabel("Name").fill(name);
  await expect(dialog.getByRole("group", { name: "Schedule (Asia/Hong_Kong)" })).toBeVisible();
  // The next whole minute at least 30 s away, typed on Hong Kong's clock (the site's default zone).
  const due = new Date(Math.ceil((Date.now() + 30_000) / 60_000) * 60_000);
  await dialog.getByLabel("Publish at", { exact: true }).fill(utcToZonedInput(due, "Asia/Hong_Kong"));
  await dialog.getByRole("button", { name: "Create Gallery Item" }).click();
  await expect(toast(page, "Gallery item created successfully")).toBeVisible();

  // The list shows it as scheduled, and the Scheduled filter finds it.
  const table = page.getByRole("table", { name: "Gallery items" });
  const row = table.getByRole("row").filter({ hasText: name });
  await expect(row.getByText(/^Publishes \d+ \w+ \d{4}, \d\d:\d\d$/)).toBeVisible();
  await page.getByLabel("Filter by status").selectOption("Scheduled");
  await expect(row).toBeVisible();
  await page.getByLabel("Filter by status").selectOption("Inactive");
  await expect(row).toHaveCount(0);

  // Active, but its publish time has not come: not on the public site.
  const detail = () => page.request.get(`/resources/${slug}`, { maxRedirects: 0 });
  expect((await detail()).status()).toBe(302);
  const search = async () => (await page.request.get(`/resources?q=${encodeURIComponent(name)}`)).text();
  expect(await search()).toContain("No resources found");

  // The real scheduler (ticking every 2 s in e2e) publishes it once the time has come.
  await expect
    .poll(async () => (await detail()).status(), {
      timeout: due.getTime() - Date.now() + 30_000,
      intervals: [1_000],
    })
    .toBe(200);
  expect(Date.now()).toBeGreaterThanOrEqual(due.getTime());
  // The list pages it was left out of are dropped by the scheduler right after its commit.
  await expect.poll(search).toContain(`>${name}<`);

  // Public reads follow the publish time itself; the scheduler then makes the status say so (a tick of
  // 2 s here) and records it as done by the system.
  const entry = page
    .getByRole("table", { name: "Activity" })
    .getByRole("row")
    .filter({ hasText: name })
    .filter({ hasText: "Published on schedule" });
  await expect(async () => {
    await page.goto("/admin/activity?type=gallery-items");
    await expect(entry).toContainText("System", { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await page.goto("/admin/gallery-items");
  await expect(
    page.getByRole("table", { name: "Gallery items" }).getByRole("row").filter({ hasText: name }),
  ).not.toContainText("Publishes");
});
