import { signIn } from "./admin-support";
import { test } from "./fixtures";

test("screenshots", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  for (const width of [375, 768, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [name, path] of [
      ["staff", "/admin/staff"],
      ["account", "/admin/account"],
      ["activity", "/admin/activity"],
    ] as const) {
      await page.goto(path);
      await page.screenshot({ path: `/tmp/staff-shots/${name}-${width}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/admin/account");
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  await page.locator("[data-secret]").waitFor();
  await page.screenshot({ path: "/tmp/staff-shots/account-2fa-1440.png", fullPage: true });
  await page.setViewportSize({ width: 375, height: 900 });
  await page.screenshot({ path: "/tmp/staff-shots/account-2fa-375.png", fullPage: true });
});
