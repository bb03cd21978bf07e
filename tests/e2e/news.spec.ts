import AxeBuilder from "@axe-core/playwright";
import { E2E_PORT, expect, holdRequests, islandsArmed, type Page, test } from "./fixtures";
import { detailTitle } from "./titles";

// Depends on the demo seed: at least 10 Active news items (2 pinned), one with a YouTube link and a
// local video among its media. The page window with ellipses is tested on a longer list in pagination.spec.ts.

const cards = (page: Page) => page.locator("main article");

// Fail fast, with the reason, when the database has no news items (instead of one timeout per test).
test.beforeAll(async ({ request }) => {
  const html = await (await request.get("/news")).text();
  if (!html.includes("<article")) throw new Error("These tests need the demo seed's news items: none found");
});
const likeButton = (page: Page) =>
  cards(page)
    .first()
    .getByRole("button", { name: /^Like / });

/** The liked news list this browser keeps (a cookie every language host reads: news-likes-hosts.spec.ts). */
const likedCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === "liked_news")?.value;

async function firstSlug(page: Page): Promise<string> {
  await page.goto("/news");
  const href = await cards(page).first().getByRole("heading").getByRole("link").getAttribute("href");
  return href!.replace("/news/", "");
}

test("the news list shows the hero, search, page size and cards with date, title, Read more and likes @mobile", async ({
  page,
}) => {
  await page.goto("/news");
  await expect(page).toHaveTitle("News & Events | Lumina Threads");
  await expect(page.getByRole("heading", { level: 1, name: "News & Events" })).toBeVisible();
  await expect(page.getByPlaceholder("Search news...")).toBeVisible();
  await expect(page.getByLabel("Items per page").locator("option")).toHaveText(["6", "12", "18"]);
  await expect(cards(page)).toHaveCount(6);
  const first = cards(page).first();
  await expect(first.locator("time")).toHaveText(/^[A-Z][a-z]{2} \d{2}, \d{4}$/);
  await expect(first.getByRole("link", { name: /^Read more/ })).toHaveAttribute("href", /^\/news\/[\w-]+$/);
  await expect(likeButton(page)).toBeVisible();
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    "href",
    /\/news\/rss\.xml$/,
  );
});

test("pinned news come first, each with a pin", async ({ page }) => {
  await page.goto("/news?size=18");
  const pinned = await cards(page).evaluateAll((articles) =>
    articles.map((a) => a.querySelector("[data-pinned]") !== null),
  );
  expect(pinned.slice(0, 2)).toEqual([true, true]);
  expect(pinned.indexOf(false)).toBeGreaterThan(0);
  expect(pinned.slice(pinned.indexOf(false))).not.toContain(true);
});

test("search matches a case-insensitive title substring, resets to page 1, and Clear Search brings the list back", async ({
  page,
}) => {
  await page.goto("/news?page=2");
  const title = (await cards(page).first().getByRole("heading").textContent())!.trim();
  // Search trims its text, so the part must not end in a space.
  const part = title.slice(1, 6).toUpperCase().trim();
  await page.getByPlaceholder("Search news...").fill(part);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(part).replace(/%20/g, "\\+")}`));
  expect(page.url()).not.toContain("page=");
  await expect(cards(page).first()).toBeVisible();
  for (const heading of await cards(page).getByRole("heading").allTextContents()) {
    expect(heading.toUpperCase()).toContain(part);
  }
  await page.goto("/news?q=zzqq-nothing");
  await expect(
    page.getByRole("heading", { name: "No news items found matching “zzqq-nothing”" }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Clear Search" }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(cards(page)).toHaveCount(6);
});

test("changing the page size resets to page 1", async ({ page }) => {
  await page.goto("/news?page=2");
  await page.getByLabel("Items per page").selectOption("12");
  await expect(page).toHaveURL(/\/news\?size=12$/);
  await expect.poll(() => cards(page).count()).toBeGreaterThan(6);
});

test("a failed load shows Failed to load news items inline with an Error toast, and Try Again reloads", async ({
  page,
}) => {
  await page.goto("/news");
  // Before the islands are armed, Next is a plain link to the next page (no data request to fail).
  await islandsArmed(page);
  await page.route(/\/news\.data\?.*_routes=routes%2Fnews\._index/, (route) => route.abort());
  await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" }).click();
  await expect(page.locator("main").getByText("Failed to load news items")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Error" })).toContainText(
    "Failed to load news items",
  );
  await page.unroute(/\/news\.data/);
  await page.getByRole("link", { name: "Try Again" }).click();
  await expect(cards(page).first()).toBeVisible();
  await expect(page).toHaveURL(/page=2/);
});

test("a like counts at once, is remembered in this browser and survives a reload; unlike takes it back", async ({
  page,
}) => {
  await page.goto("/news");
  // The like button is an island: "at once" is its promise once armed (without it, a plain POST).
  await islandsArmed(page);
  const button = likeButton(page);
  const before = Number(await button.getAttribute("data-like-count"));
  await expect(button).toHaveAttribute("aria-pressed", "false");
  await button.click();
  await expect(button).toHaveAttribute("data-like-count", String(before + 1));
  await expect(button).toHaveAttribute("aria-pressed", "true");
  await expect(button).toBeEnabled();
  expect(await likedCookie(page)).toMatch(/^[1-9]\d*$/);
  await page.reload();
  await islandsArmed(page);
  await expect(button).toHaveAttribute("aria-pressed", "true");
  await expect(button).toHaveAttribute("data-like-count", String(before + 1));
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", "false");
  await expect(button).toHaveAttribute("data-like-count", String(before));
  await page.reload();
  await expect(button).toHaveAttribute("data-like-count", String(before));
});

test("a like is disabled while in flight and a failure is reverted with the Error toast", async ({
  page,
}) => {
  await page.goto("/news");
  const button = likeButton(page);
  const before = await button.getAttribute("data-like-count");
  const release = await holdRequests(page, "**/like", {
    answer: (route) => route.fulfill({ status: 500, body: "boom" }),
  });
  await button.click();
  await expect(button).toBeDisabled();
  await expect(button).toHaveAttribute("data-like-count", String(Number(before) + 1));
  release();
  const toast = page.getByRole("alert").filter({ hasText: "Failed to update like status" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("Error");
  await expect(button).toHaveAttribute("data-like-count", before!);
  await expect(button).toHaveAttribute("aria-pressed", "false");
  expect(await likedCookie(page)).toBeUndefined();
});

test("liking on the article turns the button into Liked (count) and updates the count beside the date", async ({
  page,
}) => {
  await page.goto(`/news/${await firstSlug(page)}`);
  const like = page.getByRole("button", { name: /^Like \(\d+\)$/ });
  const before = Number((await like.textContent())!.match(/\d+/)![0]);
  await expect(page.locator("[data-like-total]")).toHaveAttribute("data-like-total", String(before));
  await like.click();
  await expect(page.getByRole("button", { name: `Liked (${before + 1})` })).toBeVisible();
  await expect(page.locator("[data-like-total]")).toHaveAttribute("data-like-total", String(before + 1));
});

test("liking a missing item answers 404 News item not found", async ({ request }) => {
  const response = await request.post("/news/no-such-news/like", { form: { id: "987654", intent: "like" } });
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ error: "News item not found" });
});

test("a like works without JavaScript (form post and redirect back)", async ({ browser, page }) => {
  const slug = await firstSlug(page);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noJs = await context.newPage();
  await noJs.goto(`/news/${slug}`);
  const button = noJs.getByRole("button", { name: /^Like \(\d+\)$/ });
  const before = Number((await button.textContent())!.match(/\d+/)![0]);
  await button.click();
  await expect(noJs).toHaveURL(new RegExp(`/news/${slug}$`));
  await expect(noJs.getByRole("button", { name: /^Like \(\d+\)$/ })).toHaveText(`Like (${before + 1})`);
  await context.close();
});

test("a news article shows title, date, likes, media, sanitised body, Published on and the Like button @mobile", async ({
  page,
}) => {
  const slug = await firstSlug(page);
  await page.goto(`/news/${slug}`);
  const title = (await page.getByRole("heading", { level: 1 }).textContent())!;
  await expect(page).toHaveTitle(detailTitle(title, "News & Events"));
  await expect(page.getByRole("link", { name: "Back to News & Events" })).toHaveAttribute("href", "/news");
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const date = (await page.locator("main time").first().textContent())!;
  await expect(page.getByText(`Published on ${date}`)).toBeVisible();
  await expect(page.getByRole("button", { name: /^(Like|Liked) \(\d+\)$/ })).toBeVisible();
  const body = page.locator(".prose-rich");
  await expect(body.locator("script, [style], [onmouseover], [onclick], a[href^='javascript']")).toHaveCount(
    0,
  );
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? "{}")));
  const article = blocks.find((b) => b["@type"] === "Article");
  expect(article).toMatchObject({
    headline: title,
    author: { "@type": "Organization" },
    publisher: { "@type": "Organization" },
  });
  expect(article.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  expect(article.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  const crumbs = blocks.find((b) => b["@type"] === "BreadcrumbList");
  expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual([
    "Home",
    "News & Events",
    title,
  ]);
});

test("news media: YouTube thumbnails from img.youtube.com, embedded privacy-enhanced; local videos play natively", async ({
  page,
}) => {
  await page.goto("/news/rss.xml");
  const links = await page.evaluate(async () => {
    const xml = new DOMParser().parseFromString(
      await (await fetch("/news/rss.xml")).text(),
      "application/xml",
    );
    return [...xml.querySelectorAll("item > link")].map((l) => new URL(l.textContent ?? "").pathname);
  });
  // The seed spreads its media over several items: check YouTube where it is, local video where it is.
  let youtube = false;
  let video = false;
  for (const path of links) {
    await page.goto(path);
    const thumb = page.locator("img[src^='https://img.youtube.com/vi/']");
    if (!youtube && (await thumb.count()) > 0) {
      await expect(thumb.first()).toHaveAttribute("src", /\/hqdefault\.jpg$/);
      await thumb.first().click();
      await expect(page.locator("[data-media-stage] iframe")).toHaveAttribute(
        "src",
        /youtube-nocookie\.com\/embed\//,
      );
      youtube = true;
    }
    const buttons = page.getByRole("group", { name: "Media thumbnails" }).getByRole("button");
    for (let i = 0; !video && i < (await buttons.count()); i++) {
      await buttons.nth(i).click();
      if (await page.locator("[data-media-stage] video").count()) {
        await expect(page.locator("[data-media-stage] video")).toHaveAttribute("controlslist", "nodownload");
        video = true;
      }
    }
    if (youtube && video) break;
  }
  expect(youtube, "a news item with a YouTube video").toBe(true);
  expect(video, "a news item with a local video").toBe(true);
});

test("a missing news item redirects to /news with the toast Failed to load news item", async ({
  page,
  request,
}) => {
  const response = await request.get("/news/no-such-news", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  await page.goto("/news/no-such-news");
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole("alert").filter({ hasText: "Failed to load news item" })).toContainText(
    "Error",
  );
});

test("the RSS feed is well-formed RSS 2.0 with one item per active news item and absolute links", async ({
  page,
  request,
}) => {
  const response = await request.get("/news/rss.xml");
  expect(response.headers()["content-type"]).toContain("application/rss+xml");
  const xml = await response.text();
  await page.goto("/news?size=18");
  const result = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    return {
      error: doc.querySelector("parsererror")?.textContent ?? null,
      version: doc.documentElement.getAttribute("version"),
      links: [...doc.querySelectorAll("item > link")].map((l) => l.textContent ?? ""),
      dates: [...doc.querySelectorAll("item > pubDate")].map((l) => l.textContent ?? ""),
    };
  }, xml);
  expect(result.error).toBeNull();
  expect(result.version).toBe("2.0");
  for (const link of result.links) expect(link).toMatch(/^http:\/\/localhost:\d+\/news\/[\w-]+$/);
  for (const date of result.dates)
    expect(date).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/);
  // One item per active news item: the list's pages together.
  let total = 0;
  for (let n = 1; ; n++) {
    await page.goto(`/news?size=18&page=${n}`);
    total += await cards(page).count();
    if (
      (await page
        .getByRole("navigation", { name: "Pagination" })
        .getByRole("link", { name: "Next" })
        .count()) === 0
    )
      break;
  }
  expect(result.links).toHaveLength(total);
});

test("the news list and an article have no axe violations", async ({ page }) => {
  await page.goto("/news");
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  const slug = await firstSlug(page);
  await page.goto(`/news/${slug}`);
  expect((await new AxeBuilder({ page }).exclude("iframe").analyze()).violations).toEqual([]);
});

test("the Chinese host shows the news and gallery in Traditional Chinese with zh-Hant dates", async ({
  page,
}) => {
  const port = E2E_PORT;
  await page.goto(`http://zh.localhost:${port}/news`);
  await expect(page.getByRole("heading", { level: 1, name: "最新消息及活動" })).toBeVisible();
  await expect(page.getByPlaceholder("搜尋消息...")).toBeVisible();
  await expect(cards(page).first().locator("time")).toHaveText(/^\d{4}年\d{1,2}月\d{2}日$/);
  await page.goto(`http://zh.localhost:${port}/resources`);
  await expect(page.getByRole("heading", { level: 1, name: "探索無限可能" })).toBeVisible();
  await expect(page).toHaveTitle("作品集 | Lumina Threads");
});

// Last: it uses up this client's like budget for a minute.
test("likes are rate-limited per client: too many in a minute answer 429 with Retry-After", async ({
  request,
  page,
}) => {
  const slug = await firstSlug(page);
  const id = await page.locator("main form input[name=id]").first().inputValue();
  let limited = null;
  for (let i = 0; i < 70 && !limited; i++) {
    const response = await request.post(`/news/${slug}/like`, {
      form: { id, intent: i % 2 ? "unlike" : "like" },
    });
    if (response.status() === 429) limited = response;
  }
  expect(limited).not.toBeNull();
  expect(Number(limited!.headers()["retry-after"])).toBeGreaterThan(0);
});
