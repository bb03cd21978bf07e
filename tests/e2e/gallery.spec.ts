import AxeBuilder from "@axe-core/playwright";
import { expect, holdRequests, type Page, test } from "./fixtures";
import { detailTitle } from "./titles";

// Depends on the demo seed: at least 8 Active gallery items in categories, 2 of them PDF colour books,
// and a project whose media include a YouTube link and a local video.

const cards = (page: Page) => page.locator("main article");

// Fail fast, with the reason, when the database has no gallery items (instead of one timeout per test).
test.beforeAll(async ({ request }) => {
  const html = await (await request.get("/resources")).text();
  if (!html.includes("<article"))
    throw new Error("These tests need the demo seed's gallery items: none found");
});

async function nonPdfSlugs(page: Page): Promise<string[]> {
  await page.goto("/resources?size=18");
  return cards(page).evaluateAll((articles) =>
    articles.filter((a) => !a.textContent?.includes("Download PDF")).map((a) => a.id),
  );
}

test("the gallery shows the hero, category buttons with All first, search, page size and cards @mobile", async ({
  page,
}) => {
  await page.goto("/resources");
  await expect(page).toHaveTitle("Gallery | Lumina Threads");
  await expect(page.getByRole("heading", { level: 1, name: "Explore Infinite Possibility" })).toBeVisible();
  const filters = page.getByRole("navigation", { name: "Filter by category" }).getByRole("link");
  await expect(filters.first()).toHaveText("All");
  await expect(filters.first()).toHaveAttribute("aria-current", "true");
  expect(await filters.count()).toBeGreaterThan(1);
  await expect(page.getByPlaceholder("Search resources...")).toBeVisible();
  await expect(page.getByLabel("Items per page").locator("option")).toHaveText(["6", "12", "18"]);
  await expect(cards(page)).toHaveCount(6);
  await expect(page.getByRole("navigation", { name: "Pagination" })).toBeVisible();
});

test("PDF cards download in a new tab and have no title link; projects link through the title and View details", async ({
  page,
}) => {
  await page.goto("/resources?size=18");
  const pdf = cards(page).filter({ hasText: "Download PDF" }).first();
  const download = pdf.getByRole("link", { name: /Download PDF/ });
  await expect(download).toHaveAttribute("target", "_blank");
  await expect(download).toHaveAttribute("href", /\.pdf$/);
  await expect(pdf.getByRole("heading").getByRole("link")).toHaveCount(0);
  const project = cards(page).filter({ hasNotText: "Download PDF" }).first();
  const slug = await project.getAttribute("id");
  await expect(project.getByRole("heading").getByRole("link")).toHaveAttribute("href", `/resources/${slug}`);
  await expect(project.getByRole("link", { name: /View details/ })).toHaveAttribute(
    "href",
    `/resources/${slug}`,
  );
  await expect(cards(page).first().locator("li").first()).not.toBeEmpty();
});

test("a PDF gallery slug, an unknown slug and an inactive slug redirect (302) to /resources", async ({
  page,
  request,
}) => {
  await page.goto("/resources?size=18");
  const pdfSlug = await cards(page).filter({ hasText: "Download PDF" }).first().getAttribute("id");
  for (const slug of [pdfSlug, "no-such-project"]) {
    const response = await request.get(`/resources/${slug}`, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toMatch(/\/resources$/);
  }
  await page.goto(`/resources/${pdfSlug}`);
  await expect(page).toHaveURL(/\/resources$/);
});

test("pages are shareable server-rendered links; Previous and Next are disabled at the ends; a page change scrolls to the top", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/resources?page=2")).text();
  expect(html).toContain('aria-current="page"');
  await page.goto("/resources");
  const pagination = page.getByRole("navigation", { name: "Pagination" });
  await expect(pagination.locator('[aria-disabled="true"]', { hasText: "Previous" })).toBeVisible();
  await page.mouse.wheel(0, 3000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await pagination.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const last = await pagination
    .getByRole("link", { name: /^Page \d+$/ })
    .last()
    .textContent();
  await page.goto(`/resources?page=${last}`);
  await expect(pagination.locator('[aria-disabled="true"]', { hasText: "Next" })).toBeVisible();
  await expect(pagination.getByRole("link", { name: "Previous" })).toBeVisible();
});

test("changing the category or the search resets to page 1 and filters the cards", async ({ page }) => {
  await page.goto("/resources?page=2");
  const category = page.getByRole("navigation", { name: "Filter by category" }).getByRole("link").nth(1);
  const name = (await category.textContent())!.trim();
  await category.click();
  await expect(page).toHaveURL(/category=\d+/);
  expect(page.url()).not.toContain("page=");
  await expect(category).toHaveAttribute("aria-current", "true");
  for (const card of await cards(page).all()) await expect(card.locator("ul")).toContainText(name);

  await page.goto("/resources?page=2");
  const word = "colour";
  await page.getByPlaceholder("Search resources...").fill(word.toUpperCase());
  await page.getByPlaceholder("Search resources...").press("Enter");
  await expect(page).toHaveURL(/q=COLOUR/);
  expect(page.url()).not.toContain("page=");
  for (const card of await cards(page).all()) await expect(card).toContainText(/colou?r/i);
});

test("a search without results shows No resources found", async ({ page }) => {
  await page.goto("/resources?q=zz-no-such-resource-qq");
  await expect(page.getByRole("heading", { name: "No resources found" })).toBeVisible();
  await expect(
    page.getByText("Try adjusting your search or filter to find what you're looking for."),
  ).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Pagination" })).toHaveCount(0);
});

test("the page-size select navigates on change with JavaScript", async ({ page }) => {
  await page.goto("/resources?page=2");
  await page.getByLabel("Items per page").selectOption("12");
  await expect(page).toHaveURL(/size=12/);
  expect(page.url()).not.toContain("page=");
  await expect.poll(() => cards(page).count()).toBeGreaterThan(6);
});

test("the page-size select works without JavaScript (GET form)", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/resources");
  await page.getByLabel("Items per page").selectOption("12");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/size=12/);
  expect(await cards(page).count()).toBeGreaterThan(6);
  await context.close();
});

test("skeleton cards show while the next page loads", async ({ page }) => {
  await page.goto("/resources");
  const release = await holdRequests(page, "**/resources.data*");
  await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" }).click();
  await expect(page.locator("[data-skeleton]").first()).toBeVisible();
  release();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.locator("[data-skeleton]")).toHaveCount(0);
});

test("a failed client-side load shows the toast Failed to load gallery data", async ({ page }) => {
  await page.goto("/resources");
  // The gallery's own data request fails (the layout's data still loads).
  await page.route(/\/resources\.data\?.*_routes=routes%2Fresources\._index/, (route) => route.abort());
  await page.getByRole("navigation", { name: "Filter by category" }).getByRole("link").nth(1).click();
  await expect(page.getByRole("alert").filter({ hasText: "Failed to load gallery data" })).toBeVisible();
});

test("a project page shows name, media viewer, sanitised rich text, related products and the sales call to action @mobile", async ({
  page,
}) => {
  const [slug] = await nonPdfSlugs(page);
  await page.goto(`/resources/${slug}`);
  const name = (await page.getByRole("heading", { level: 1 }).textContent())!;
  await expect(page).toHaveTitle(detailTitle(name, "Gallery"));
  await expect(page.getByRole("link", { name: "Back to Gallery" })).toHaveAttribute("href", "/resources");
  await expect(page.locator("[data-media-stage]")).toBeVisible();
  await expect(page.getByText("Want to use these threads in your next project?")).toBeVisible();
  await expect(
    page.getByText("Contact our sales team for pricing and availability information"),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Contact Sales" })).toHaveAttribute("href", "/contact");
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const rich = page.locator(".prose-rich");
  await expect(
    rich.locator("script, [style], [onclick], [onerror], [onmouseover], a[href^='javascript']"),
  ).toHaveCount(0);
  const breadcrumb = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) =>
      nodes.map((n) => JSON.parse(n.textContent ?? "{}")).find((d) => d["@type"] === "BreadcrumbList"),
    );
  expect(breadcrumb.itemListElement.map((i: { name: string }) => i.name)).toEqual(["Home", "Gallery", name]);
});

test("related products link to active product pages", async ({ page }) => {
  for (const slug of await nonPdfSlugs(page)) {
    await page.goto(`/resources/${slug}`);
    const related = page.locator("section", { has: page.getByRole("heading", { name: "Related Products" }) });
    if ((await related.count()) === 0) continue;
    const href = await related.getByRole("link").first().getAttribute("href");
    expect(href).toMatch(/^\/products\/[\w-]+$/);
    return;
  }
  throw new Error("No gallery project with related products in the seed");
});

test("YouTube plays in a privacy-enhanced lazy frame; local videos play natively with download and the context menu disabled", async ({
  page,
}) => {
  let sawYoutube = false;
  let sawVideo = false;
  for (const slug of await nonPdfSlugs(page)) {
    await page.goto(`/resources/${slug}`);
    const thumbs = page.getByRole("group", { name: "Media thumbnails" }).getByRole("button");
    const count = await thumbs.count();
    for (let i = 0; i < count; i++) {
      await thumbs.nth(i).click();
      await expect(thumbs.nth(i)).toHaveAttribute("aria-current", "true");
      const frame = page.locator("[data-media-stage] iframe[src*='youtube']");
      if (await frame.count()) {
        await expect(frame).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
        await expect(frame).toHaveAttribute("loading", "lazy");
        await expect(frame).toHaveAttribute("title", /.+/);
        sawYoutube = true;
      }
      const video = page.locator("[data-media-stage] video");
      if (await video.count()) {
        await expect(video).toHaveAttribute("controlslist", "nodownload");
        const prevented = await video.evaluate((el) => {
          const event = new MouseEvent("contextmenu", { bubbles: true, cancelable: true });
          el.dispatchEvent(event);
          return event.defaultPrevented;
        });
        expect(prevented).toBe(true);
        sawVideo = true;
      }
    }
    if (sawYoutube && sawVideo) break;
  }
  expect(sawYoutube && sawVideo).toBe(true);
});

test("the gallery list and a project page have no axe violations", async ({ page }) => {
  await page.goto("/resources");
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  const [slug] = await nonPdfSlugs(page);
  await page.goto(`/resources/${slug}`);
  expect((await new AxeBuilder({ page }).exclude("iframe").analyze()).violations).toEqual([]);
});

test("a project that fails to load sends the visitor to /resources with the toast Failed to load gallery item", async ({
  page,
}) => {
  // Where the project's loader sends the visitor when it cannot read the item (see resources.$slug.tsx):
  // the list announces it once and takes the flag out of the address, so a reload does not repeat it.
  await page.goto("/resources?error=item");
  await expect(page.getByRole("alert").filter({ hasText: "Failed to load gallery item" })).toBeVisible();
  await expect(page).toHaveURL(/\/resources$/);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Failed to load gallery item" })).toHaveCount(0);
});
