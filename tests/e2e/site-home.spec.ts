import { sql } from "drizzle-orm";
import { generalSettings, globalSettings } from "../../server/db/schema";
import { expect, test } from "./fixtures";
import { type IsolatedServer, startIsolatedServer } from "./isolated-server";

test.describe("home page on the demo content", () => {
  test("shows the seeded carousel: the first image server-rendered and loaded with the page, with arrows and dots @mobile", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/")).text();
    expect(html).toMatch(
      /<img src="\/media\/carousel\/[^"]+" srcSet="\/media\/carousel\/\d+-w120\.webp 120w[^"]*" sizes="100vw"[^>]*loading="eager"[^>]*fetchPriority="low"/,
    );

    await page.goto("/");
    const carousel = page.getByTestId("hero-carousel");
    await expect(carousel).toHaveAttribute("data-slide-count", /^([2-9]|\d{2,})$/);
    // The duration setting (5000 in the seed; back-office tests may have changed it) in milliseconds.
    await expect(carousel).toHaveAttribute("data-interval", /^\d{4,}$/);
    const first = carousel.locator("img[data-slide='0']");
    await expect(first).toHaveAttribute("loading", "eager");
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const box = await carousel.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual((page.viewportSize()?.height ?? 0) - 1);
    await expect(page.getByTestId("carousel-next")).toHaveCount(1);
    await expect(page.getByTestId("carousel-previous")).toHaveCount(1);
    await expect(page.getByTestId("carousel-dots")).toHaveCount(1);
  });

  test("has the headline buttons, about teaser, featured products, three testimonials and the closing call to action @mobile", async ({
    page,
  }) => {
    await page.goto("/");
    const hero = page.getByTestId("hero-carousel");
    await expect(hero.getByRole("link", { name: "Explore Products" })).toHaveAttribute("href", "/products");
    await expect(hero.getByRole("link", { name: "Our Story" })).toHaveAttribute("href", "/about");
    await expect(page.getByRole("heading", { name: "Four decades of metallic craft" })).toBeVisible();
    const featured = page.getByTestId("featured-products").getByRole("listitem");
    const count = await featured.count();
    expect(count).toBeGreaterThanOrEqual(1);
    expect(count).toBeLessThanOrEqual(3);
    await expect(featured.first().getByRole("link", { name: /Learn more/ })).toHaveAttribute(
      "href",
      /^\/products\/[a-z0-9-]+$/,
    );
    await expect(page.getByTestId("testimonials").getByRole("listitem")).toHaveCount(3);
    const cta = page.locator("section").filter({ hasText: "Let's create something brilliant" });
    await expect(cta.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    await expect(cta.getByRole("link", { name: "Browse Products" })).toHaveAttribute("href", "/products");
  });
});

test.describe("home carousel with several images", () => {
  let server: IsolatedServer | undefined;
  let base = "";

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    server = await startIsolatedServer(1, async (db) => {
      await db.insert(globalSettings).values({ type: "duration", value: "1500" });
      await db.insert(generalSettings).values([
        { type: "carousel", imageUrl: "/images/about-yarn.webp", altText: "Second slide", displayOrder: 2 },
        { type: "carousel", imageUrl: "/images/about-history.webp", altText: "First slide", displayOrder: 1 },
        {
          type: "carousel",
          imageUrl: "/images/about-community.webp",
          altText: "Hidden slide",
          isActive: false,
        },
        {
          type: "carousel",
          imageUrl: "/images/about-sustainability.webp",
          altText: "Third slide",
          displayOrder: 3,
        },
      ]);
    });
    base = server.base;
  });

  test.afterAll(() => server?.stop());

  test("shows active images by display order, fades over 1000 ms and loops at the duration setting", async ({
    page,
  }) => {
    await page.goto(`${base}/`);
    const carousel = page.getByTestId("hero-carousel");
    await expect(carousel).toHaveAttribute("data-slide-count", "3");
    await expect(carousel).toHaveAttribute("data-interval", "1500");
    const slides = carousel.locator("img[data-slide]");
    await expect(slides).toHaveCount(3);
    expect(await slides.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")))).toEqual([
      "First slide",
      "Second slide",
      "Third slide",
    ]);
    await expect(slides.nth(0)).toHaveAttribute("loading", "eager");
    await expect(slides.nth(1)).toHaveAttribute("loading", "lazy");
    expect(await slides.nth(1).evaluate((img) => getComputedStyle(img).transitionDuration)).toBe("1s");
    await expect(page.getByTestId("carousel-dots").getByRole("button")).toHaveCount(3);

    await expect(carousel).toHaveAttribute("data-active-index", "1", { timeout: 4000 });
    await expect(slides.nth(1)).toHaveAttribute("data-active", "true");
    await expect(carousel).toHaveAttribute("data-active-index", "2", { timeout: 4000 });
    await expect(carousel).toHaveAttribute("data-active-index", "0", { timeout: 4000 });
  });

  test("arrows step and loop, dots jump to a slide", async ({ page }) => {
    await page.goto(`${base}/`);
    const carousel = page.getByTestId("hero-carousel");
    await expect(carousel).toHaveAttribute("data-active-index", "0");
    await page.getByTestId("carousel-previous").click();
    await expect(carousel).toHaveAttribute("data-active-index", "2");
    await page.getByTestId("carousel-next").click();
    await expect(carousel).toHaveAttribute("data-active-index", "0");
    await page.getByRole("button", { name: "Show slide 2" }).click();
    await expect(carousel).toHaveAttribute("data-active-index", "1");
    await expect(page.getByRole("button", { name: "Show slide 2" })).toHaveAttribute("aria-current", "true");
  });
});

test.describe("home carousel when its images cannot be read", () => {
  let server: IsolatedServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    // The carousel table is gone (a failed migration or restore): reading the carousel images fails.
    server = await startIsolatedServer(2, async (db) => {
      await db.execute(sql`drop table general_settings`);
    });
  });

  test.afterAll(() => server?.stop());

  test("shows the one default image, no arrows or dots, and the toast Failed to load carousel images", async ({
    page,
  }) => {
    const html = await (await page.request.get(`${server!.base}/`)).text();
    expect(html).toMatch(/<img src="\/images\/hero-default-1200\.jpg"[^>]*loading="eager"/);

    await page.goto(`${server!.base}/`);
    await expect(
      page.locator("[data-toast]").filter({ hasText: "Failed to load carousel images" }),
    ).toBeVisible();
    const carousel = page.getByTestId("hero-carousel");
    await expect(carousel).toHaveAttribute("data-slide-count", "1");
    const slide = carousel.locator("img[data-slide]");
    await expect(slide).toHaveCount(1);
    await expect(slide).toHaveAttribute("src", "/images/hero-default-1200.jpg");
    await expect(slide).toHaveAttribute(
      "alt",
      "Cones of antique gold, gold and silver metallic thread in soft studio light",
    );
    await expect.poll(() => slide.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByTestId("carousel-next")).toHaveCount(0);
    await expect(page.getByTestId("carousel-previous")).toHaveCount(0);
    await expect(page.getByTestId("carousel-dots")).toHaveCount(0);
    // The rest of the page still renders.
    await expect(carousel.getByRole("link", { name: "Explore Products" })).toBeVisible();
  });
});

test.describe("home carousel with exactly one active image", () => {
  let server: IsolatedServer | undefined;
  const INTERVAL = 1234;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    server = await startIsolatedServer(6, async (db) => {
      await db.insert(globalSettings).values({ type: "duration", value: String(INTERVAL) });
      await db.insert(generalSettings).values([
        { type: "carousel", imageUrl: "/images/about-yarn.webp", altText: "Only slide", displayOrder: 1 },
        {
          type: "carousel",
          imageUrl: "/images/about-community.webp",
          altText: "Hidden slide",
          displayOrder: 2,
          isActive: false,
        },
      ]);
    });
  });

  test.afterAll(() => server?.stop());

  test("shows that image with no auto-advance, no arrows and no dots", async ({ page }) => {
    // Records every timer the page schedules at the carousel interval (the slide timeout uses it).
    await page.addInitScript((interval) => {
      const scheduled: number[] = [];
      (window as unknown as { carouselTimers: number[] }).carouselTimers = scheduled;
      const original = window.setTimeout;
      window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
        if (delay === interval) scheduled.push(delay);
        return original(handler, delay, ...args);
      }) as typeof window.setTimeout;
    }, INTERVAL);
    await page.goto(`${server!.base}/`);
    const carousel = page.getByTestId("hero-carousel");
    await expect(carousel).toHaveAttribute("data-slide-count", "1");
    await expect(carousel).toHaveAttribute("data-interval", String(INTERVAL));
    const slide = carousel.locator("img[data-slide]");
    await expect(slide).toHaveCount(1);
    await expect(slide).toHaveAttribute("alt", "Only slide");
    await expect(slide).toHaveAttribute("loading", "eager");
    await expect.poll(() => slide.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByTestId("carousel-next")).toHaveCount(0);
    await expect(page.getByTestId("carousel-previous")).toHaveCount(0);
    await expect(page.getByTestId("carousel-dots")).toHaveCount(0);
    await expect(page.locator("[data-toast]")).toHaveCount(0);

    // Hydrated once the header reacts to scrolling: every effect of the first render has run by then.
    await page.evaluate(() => window.scrollTo({ top: 100, behavior: "instant" }));
    await expect(page.locator("header").first()).toHaveAttribute("data-scrolled", "true");
    // Proving that nothing happens takes waiting: three intervals without a slide change or a slide timer.
    await page.waitForTimeout(INTERVAL * 3);
    await expect(carousel).toHaveAttribute("data-active-index", "0");
    await expect(slide).toHaveAttribute("data-active", "true");
    expect(
      await page.evaluate(() => (window as unknown as { carouselTimers: number[] }).carouselTimers),
    ).toEqual([]);
  });
});
