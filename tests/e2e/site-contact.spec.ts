import { BASE_URL, E2E_PORT, expect, islandsArmed, type Page, test } from "./fixtures";

const VALID = {
  Name: "Ada Lovelace",
  Email: "ada@example.com",
  Subject: "Gold samples",
  Message: "Please send samples of your gold metallic thread.",
};

async function fill(page: Page, values: Record<string, string>) {
  const form = page.locator("form[action='/contact']");
  for (const [label, value] of Object.entries(values))
    await form.getByLabel(label, { exact: true }).fill(value);
  return form;
}

/** The form in each language: its labels with values to type, its button and toasts (the catalogues' words). */
const LANGUAGES = [
  {
    name: "English",
    base: BASE_URL,
    heading: "Contact Us",
    values: VALID,
    submit: "Send Message",
    failure: "Failed to send message. Please try again later.",
    success: "Message sent successfully! We'll get back to you soon.",
    dismiss: "Dismiss notification",
  },
  {
    name: "Chinese",
    base: `http://zh.localhost:${E2E_PORT}`,
    heading: "聯絡我們",
    values: {
      姓名: "陳大文",
      電郵: "chan@example.com",
      主題: "金線樣本",
      訊息: "請寄來金色金屬線的樣本，謝謝。",
    },
    submit: "發送訊息",
    failure: "訊息發送失敗，請稍後再試。",
    success: "訊息已成功發送！我們會盡快回覆你。",
    dismiss: "關閉通知",
  },
];

test.describe("contact page", () => {
  test("shows the hero, Get In Touch card, form and Our Location map @mobile", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByText("GET IN TOUCH", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    const card = page.locator("section").filter({ has: page.getByRole("heading", { name: "Get In Touch" }) });
    await expect(card).toContainText("San Po Kong, Kowloon, Hong Kong");
    await expect(card).toContainText("+852");
    await expect(card.getByRole("link", { name: "info@lumina-threads.example" })).toBeVisible();
    await expect(page.getByTestId("business-hours")).toHaveText(
      "Mon-Fri 9:00 AM-6:00 PM, Sat 9:00 AM-1:00 PM, Sun closed",
    );
    await expect(card.getByRole("link", { name: "Facebook" })).toBeVisible();
    await expect(card.getByRole("button", { name: "WeChat" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Send Us a Message" })).toBeVisible();
    await expect(page.getByLabel("Message", { exact: true })).toHaveAttribute("rows", "5");
    await expect(page.getByRole("heading", { name: "Our Location" })).toBeVisible();
    const map = page.locator("iframe");
    await expect(map).toHaveAttribute("loading", "lazy");
    await expect(map).toHaveAttribute("title", /San Po Kong/);
    await expect(map).toHaveAttribute("src", /openstreetmap\.org/);
  });

  test("validates on submit, focuses the first invalid field, then re-validates on change", async ({
    page,
  }) => {
    await page.goto("/contact");
    await islandsArmed(page);
    const form = await fill(page, {});
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form).toContainText("Name must be at least 2 characters.");
    await expect(form).toContainText("Please enter a valid email address.");
    await expect(form).toContainText("Subject must be at least 3 characters.");
    await expect(form).toContainText("Message must be at least 10 characters.");
    await expect(form.getByLabel("Name", { exact: true })).toBeFocused();

    await fill(page, { Name: "Ad", Email: "not-an-email" });
    await expect(form.locator("[data-error-for=name]")).toHaveCount(0);
    await expect(form.locator("[data-error-for=email]")).toHaveText("Please enter a valid email address.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByLabel("Email", { exact: true })).toBeFocused();
    await fill(page, { Email: "ad@example.com", Subject: "Hey", Message: "123456789" });
    await expect(form.locator("[data-error-for=subject]")).toHaveCount(0);
    await expect(form.locator("[data-error-for=message]")).toHaveText(
      "Message must be at least 10 characters.",
    );
    await fill(page, { Message: "1234567890" });
    await expect(form.locator("[data-error-for]")).toHaveCount(0);
  });

  test("sends: Sending... and disabled while busy, then the success toast and an empty form", async ({
    page,
  }) => {
    await page.goto("/contact");
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/contact/send", async (route) => {
      await held;
      await route.continue();
    });
    const form = await fill(page, VALID);
    await form.getByRole("button", { name: "Send Message" }).click();
    const busy = form.getByRole("button", { name: "Sending..." });
    await expect(busy).toBeDisabled();
    release();
    await expect(page.locator("[data-toast=success]")).toHaveText(
      /Message sent successfully! We'll get back to you soon\./,
    );
    for (const label of Object.keys(VALID))
      await expect(form.getByLabel(label, { exact: true })).toHaveValue("");
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  test("a failed send shows the failure toast and keeps the values", async ({ page }) => {
    await page.goto("/contact");
    // The server answers "failed" only when its outbox is down; make this request look like that answer.
    // The real request goes out with the honeypot filled, so nothing is stored.
    await page.route("**/contact/send", async (route) => {
      const body = (route.request().postData() ?? "").replace("website=", "website=bot");
      const response = await route.fetch({ postData: body });
      const text = (await response.text()).replace('"sent"', '"failed"');
      await route.fulfill({ response, body: text });
    });
    const form = await fill(page, VALID);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.locator("[data-toast=error]")).toHaveText(
      /Failed to send message\. Please try again later\./,
    );
    for (const [label, value] of Object.entries(VALID))
      await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
  });
});

test.describe("contact form on a failing network", () => {
  for (const language of LANGUAGES) {
    test(`${language.name}: a dropped connection or a 5xx answer shows the failure toast, keeps the page and every value; a retry sends`, async ({
      page,
    }) => {
      await page.goto(`${language.base}/contact`);
      const form = await fill(page, language.values);
      const send = form.getByRole("button", { name: language.submit });
      const failure = page.locator("[data-toast=error]").filter({ hasText: language.failure });
      const keptEverything = async () => {
        for (const [label, value] of Object.entries(language.values))
          await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(language.heading);
        await expect(send).toBeEnabled();
      };

      // The connection drops while sending (a flaky phone network).
      await page.route("**/contact/send", (route) => route.abort("connectionreset"));
      await send.click();
      await expect(failure).toHaveCount(1);
      await keptEverything();
      await failure.getByRole("button", { name: language.dismiss }).click();
      await expect(failure).toHaveCount(0);

      // The server (or a proxy before it) answers 500 with a page that is not the action's JSON.
      await page.unroute("**/contact/send");
      await page.route("**/contact/send", (route) =>
        route.fulfill({ status: 500, contentType: "text/html", body: "<h1>500 Internal Server Error</h1>" }),
      );
      await send.click();
      await expect(failure).toHaveCount(1);
      await keptEverything();

      // The network is back: the same form goes through.
      await page.unroute("**/contact/send");
      await send.click();
      await expect(page.locator("[data-toast=success]")).toContainText(language.success);
      for (const label of Object.keys(language.values))
        await expect(form.getByLabel(label, { exact: true })).toHaveValue("");
    });
  }
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("re-renders with the server's messages, then the success message", async ({ page }) => {
    await page.goto("/contact");
    const form = await fill(page, { Name: "A", Email: "bad", Subject: "Hello", Message: "short" });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Name must be at least 2 characters.")).toBeVisible();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(page.getByText("Message must be at least 10 characters.")).toBeVisible();
    await expect(page.getByText("Subject must be at least 3 characters.")).toHaveCount(0);
    await expect(page.getByLabel("Subject", { exact: true })).toHaveValue("Hello");
    await fill(page, VALID);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.locator("[data-contact-result=sent]")).toHaveText(
      "Message sent successfully! We'll get back to you soon.",
    );
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");
  });

  test("a filled honeypot is answered like a success", async ({ page }) => {
    await page.goto("/contact");
    await fill(page, VALID);
    await page.locator("#contact-website").fill("http://spam.example", { force: true });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.locator("[data-contact-result=sent]")).toBeVisible();
  });
});
