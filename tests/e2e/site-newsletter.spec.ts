import { BASE_URL, E2E_PORT, expect, type Page, test } from "./fixtures";

const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const footerForm = (page: Page) => page.locator("footer form#newsletter");
/** The island's request (a plain fetch answered in JSON). */
const ISLAND_POST = /\/newsletter\?enhanced=1$/;

test.describe("newsletter signup", () => {
  test("subscribes, then refuses the same address in another case", async ({ page }) => {
    const email = unique("reader");
    await page.goto("/about");
    const form = footerForm(page);
    await form.getByLabel("Email address").fill(`  ${email}  `);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.locator("#newsletter-message")).toHaveText(
      "Thank you for subscribing to our newsletter!",
    );
    // Said once, under the field (issue 21: it was said in a toast as well).
    await expect(page.locator("[data-toast]")).toHaveCount(0);
    await expect(form.getByLabel("Email address")).toHaveValue("");
    await form.getByLabel("Email address").fill(email.toUpperCase());
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.locator("#newsletter-message")).toHaveText(
      "This email is already subscribed to our newsletter.",
    );
  });

  test("refuses an invalid address with the spec's message", async ({ page }) => {
    await page.goto("/");
    const form = footerForm(page);
    await form.getByLabel("Email address").fill("not-an-email");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.locator("#newsletter-message")).toHaveText("Please enter a valid email address.");
    await form.getByLabel("Email address").fill("");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.locator("#newsletter-message")).toHaveText("Please enter a valid email address.");
  });

  test("reads Subscribing... with the input disabled while busy", async ({ page }) => {
    await page.goto("/");
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(ISLAND_POST, async (route) => {
      await held;
      await route.continue();
    });
    const form = footerForm(page);
    await form.getByLabel("Email address").fill(unique("busy"));
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByRole("button", { name: "Subscribing..." })).toBeDisabled();
    await expect(form.getByLabel("Email address")).toBeDisabled();
    release();
    await expect(form.locator("#newsletter-message")).toHaveText(
      "Thank you for subscribing to our newsletter!",
    );
    await expect(form.getByLabel("Email address")).toBeEnabled();
  });

  test("shows Failed to subscribe for any other server error", async ({ page }) => {
    await page.goto("/");
    // The server answers "failed" only when its database is down; an invalid address gets the same
    // response shape, so this request's answer is rewritten to the failure outcome.
    await page.route(ISLAND_POST, async (route) => {
      const body = (route.request().postData() ?? "").replace(/email=[^&]*/, "email=invalid");
      const response = await route.fetch({ postData: body });
      const text = (await response.text()).replace('"invalid"', '"failed"');
      expect(text).toBe('{"outcome":"failed"}');
      await route.fulfill({ response, body: text });
    });
    const form = footerForm(page);
    await form.getByLabel("Email address").fill(unique("failing"));
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.locator("#newsletter-message")).toHaveText(
      "Failed to subscribe. Please try again later.",
    );
  });
});

test.describe("newsletter on a failing network", () => {
  const LANGUAGES = [
    {
      name: "English",
      base: BASE_URL,
      label: "Email address",
      submit: "Subscribe",
      failure: "Failed to subscribe. Please try again later.",
      success: "Thank you for subscribing to our newsletter!",
    },
    {
      name: "Chinese",
      base: `http://zh.localhost:${E2E_PORT}`,
      label: "電郵地址",
      submit: "訂閱",
      failure: "訂閱失敗，請稍後再試。",
      success: "感謝你訂閱我們的電子報！",
    },
  ];
  for (const language of LANGUAGES) {
    test(`${language.name}: a dropped connection or a 5xx answer shows Failed to subscribe and keeps the page and the address; a retry subscribes`, async ({
      page,
    }) => {
      const email = unique("flaky");
      await page.goto(`${language.base}/about`);
      const heading = await page.getByRole("heading", { level: 1 }).textContent();
      const form = footerForm(page);
      const input = form.getByLabel(language.label);
      await input.fill(email);
      // Said under the field, as every newsletter outcome is (no toast).
      const failure = form.locator("#newsletter-message");
      const keptEverything = async () => {
        await expect(input).toHaveValue(email);
        await expect(input).toBeEnabled();
        await expect(form.locator("#newsletter-message")).toHaveText(language.failure);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading!);
      };

      await page.route(ISLAND_POST, (route) => route.abort("internetdisconnected"));
      await form.getByRole("button", { name: language.submit }).click();
      await keptEverything();
      await expect(page.locator("[data-toast]")).toHaveCount(0);

      await page.unroute(ISLAND_POST);
      await page.route(ISLAND_POST, (route) =>
        route.fulfill({ status: 500, contentType: "text/html", body: "<h1>500 Internal Server Error</h1>" }),
      );
      await form.getByRole("button", { name: language.submit }).click();
      await keptEverything();

      await page.unroute(ISLAND_POST);
      await form.getByRole("button", { name: language.submit }).click();
      await expect(form.locator("#newsletter-message")).toHaveText(language.success);
      await expect(page.locator("[data-toast]")).toHaveCount(0);
      await expect(input).toHaveValue("");
    });
  }
});

test.describe("newsletter without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("posts the form and comes back to the page with the message", async ({ page }) => {
    const email = unique("nojs");
    await page.goto("/about");
    await footerForm(page).getByLabel("Email address").fill(email);
    await footerForm(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/about\?newsletter=subscribed#newsletter$/);
    await expect(footerForm(page).locator("#newsletter-message")).toHaveText(
      "Thank you for subscribing to our newsletter!",
    );
    await footerForm(page).getByLabel("Email address").fill(email);
    await footerForm(page).getByRole("button", { name: "Subscribe" }).click();
    await expect(footerForm(page).locator("#newsletter-message")).toHaveText(
      "This email is already subscribed to our newsletter.",
    );
  });
});
