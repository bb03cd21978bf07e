import { E2E_PORT, expect, test } from "./fixtures";

test("home page shows seeded products in the first server response", async ({ request }) => {
  const response = await request.get("/");
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain("Learn more");
  expect(html).toMatch(/<html lang="en"/);
});

test("health check answers ok when the database answers", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
});

test("the Chinese host serves the page in Traditional Chinese", async ({ page }) => {
  await page.goto(`http://zh.localhost:${E2E_PORT}/`);
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant");
});
