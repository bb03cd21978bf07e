import { sql } from "drizzle-orm";
import { E2E_PORT, expect, islandsArmed, type Locator, type Page, test } from "./fixtures";
import { type IsolatedServer, startIsolatedServer } from "./isolated-server";

const PORT = E2E_PORT;

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
}

/** A computed style of the first element a locator finds. */
function styleOf(locator: Locator, property: "backgroundColor" | "color" | "boxShadow" | "backdropFilter") {
  return locator.evaluate((element, name) => getComputedStyle(element)[name], property);
}

/** Whether the page behind the mobile menu scrolls (app.css locks it while the dialog is open). */
const rootOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow);

/** Whether focus is in the mobile menu, or out of the page (the browser's own controls, between rounds). */
const focusInMenu = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return !active || active === document.body || !!active.closest("[data-testid=mobile-menu]");
  });

test.describe("header", () => {
  test("is dark at the top and white once scrolled more than 20 px", async ({ page }) => {
    await page.goto("/about");
    const header = page.locator("header").first();
    const logo = page.getByTestId("logo").first();
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await expect.poll(() => styleOf(header, "backgroundColor")).toBe("rgb(15, 17, 21)");
    await expect.poll(() => styleOf(logo, "color")).toBe("rgb(250, 248, 244)");
    await scrollTo(page, 20);
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await scrollTo(page, 21);
    await expect(header).toHaveAttribute("data-scrolled", "true");
    // White and translucent (95%: AA for the active link over dark sections, issue 21), shadowed and blurred
    // behind; the logo turns ink (after the 300 ms transition).
    await expect
      .poll(() => styleOf(header, "backgroundColor"))
      .toMatch(/^(rgba\(255, 255, 255|oklab\(0\.99).* 0\.95\)$/);
    await expect.poll(() => styleOf(header, "boxShadow")).not.toBe("none");
    await expect.poll(() => styleOf(header, "backdropFilter")).toContain("blur");
    await expect.poll(() => styleOf(logo, "color")).toBe("rgb(15, 17, 21)");
    await scrollTo(page, 0);
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await expect.poll(() => styleOf(header, "backgroundColor")).toBe("rgb(15, 17, 21)");
  });

  test("shows the links from the large breakpoint with the active-link rule", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText([
      "Home",
      "About Us",
      "Products",
      "Colours",
      "Gallery",
      "News & Events",
      "Contact Us",
    ]);
    await expect(nav.getByRole("link", { name: "About Us" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
    await page.goto("/products/some-thread");
    await expect(nav.getByRole("link", { name: "Products" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
    await page.setViewportSize({ width: 1023, height: 800 });
    await expect(nav).toBeHidden();
    await expect(page.getByTestId("menu-button")).toBeVisible();
  });

  test("language chooser lists languages by display order and keeps the current path @mobile", async ({
    page,
  }) => {
    // The chooser keeps the current path (spec) and the query parameters the page reads; one it does not
    // read (from=test) never reaches the page, so a cached page is the same for every such address.
    await page.goto("/contact?from=test");
    const chooser = page.getByTestId("language-chooser");
    await chooser.getByRole("button", { name: "Languages" }).click();
    const links = chooser.getByRole("link");
    await expect(links).toHaveCount(2);
    await expect(links.nth(0)).toContainText("English");
    await expect(links.nth(1)).toContainText("繁體中文");
    await expect(links.nth(0)).toHaveAttribute("href", `http://localhost:${PORT}/contact`);
    await expect(links.nth(1)).toHaveAttribute("href", `http://zh.localhost:${PORT}/contact`);
    await page.keyboard.press("Escape");
    await expect(links.nth(1)).toBeHidden();
    await chooser.getByRole("button", { name: "Languages" }).click();
    await links.nth(1).click();
    await expect(page).toHaveURL(`http://zh.localhost:${PORT}/contact`);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("聯絡我們");
  });
});

test.describe("language chooser when the language list fails to load", () => {
  let server: IsolatedServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    // Reading the language list fails (a damaged table): start-up only counts its rows, so the
    // server starts, but every read of the list in display order raises an error.
    server = await startIsolatedServer(5, async (db) => {
      await db.execute(sql`alter table languages rename to languages_unreadable`);
      await db.execute(sql`create view languages as
        select code, name, locale, 1 / (length(code) - length(code)) as display_order
        from languages_unreadable`);
    });
  });

  test.afterAll(() => server?.stop());

  test("pages still answer 200 in English and the chooser shows only the globe icon @mobile", async ({
    page,
  }) => {
    const base = server!.base;
    for (const path of ["/", "/about", "/contact", "/products"]) {
      const response = await page.request.get(`${base}${path}`);
      expect(response.status(), path).toBe(200);
    }
    const zh = await page.goto(`${base.replace("localhost", "zh.localhost")}/about`);
    expect(zh?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");

    await page.goto(`${base}/about`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
    const chooser = page.getByTestId("language-chooser");
    await expect(chooser.locator("svg")).toBeVisible();
    await expect(chooser.getByRole("button")).toHaveCount(0);
    await expect(chooser.getByRole("link")).toHaveCount(0);
    await expect(page.locator("a[hreflang]")).toHaveCount(0);
    const menuButton = page.getByTestId("menu-button");
    if (await menuButton.isVisible()) {
      await menuButton.click();
      const menu = page.getByTestId("mobile-menu");
      await expect(menu.getByRole("link", { name: "About Us" })).toBeVisible();
      await expect(menu.locator("a[hreflang]")).toHaveCount(0);
    }
  });
});

test.describe("mobile menu", () => {
  test("locks scrolling, traps focus, closes on Escape and returns focus", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/about");
    await scrollTo(page, 400);
    const button = page.getByTestId("menu-button");
    await button.click();
    const menu = page.getByTestId("mobile-menu");
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link")).toContainText([
      "Home",
      "About Us",
      "Products",
      "Colours",
      "Gallery",
      "News & Events",
      "Contact Us",
    ]);
    await expect(menu.getByRole("link", { name: "繁體中文" })).toBeVisible();
    await expect(menu.getByRole("button", { name: "WeChat" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Facebook" })).toBeVisible();
    await expect.poll(() => rootOverflow(page)).toBe("hidden");
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);

    await expect(menu.getByRole("button", { name: "Close menu" })).toBeFocused();
    // A modal dialog: the page behind is inert, so Tab goes round the menu (and the browser's own controls).
    const focusable = await menu.locator("a[href], button").count();
    for (let i = 0; i < focusable + 2; i++) {
      await page.keyboard.press("Tab");
      expect(await focusInMenu(page)).toBe(true);
    }
    await menu.getByRole("button", { name: "Close menu" }).focus();
    await page.keyboard.press("Shift+Tab");
    expect(await focusInMenu(page)).toBe(true);

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect.poll(() => rootOverflow(page)).not.toBe("hidden");
  });

  test("following a link closes the menu, restores scrolling and shows the page at the top", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/about");
    await page.getByTestId("menu-button").click();
    await page.getByTestId("mobile-menu").getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByTestId("mobile-menu")).toBeHidden();
    await expect.poll(() => rootOverflow(page)).not.toBe("hidden");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByTestId("menu-button").click();
    await page.getByTestId("mobile-menu").getByRole("button", { name: "Close menu" }).click();
    await expect(page.getByTestId("mobile-menu")).toBeHidden();
    await expect.poll(() => rootOverflow(page)).not.toBe("hidden");
  });
});

test.describe("social links", () => {
  test("Facebook and Instagram links, WeChat popover on hover with a 192 px QR code @mobile", async ({
    page,
  }) => {
    await page.goto("/contact");
    await islandsArmed(page);
    const card = page.locator("main");
    await expect(card.getByRole("link", { name: "Facebook" })).toHaveAttribute("href", /facebook\.com/);
    await expect(card.getByRole("link", { name: "Instagram" })).toHaveAttribute("href", /instagram\.com/);
    const wechat = card.locator("[data-qr-popover=wechat]");
    await expect(wechat).toBeHidden();
    await card.getByRole("button", { name: "WeChat" }).hover();
    await expect(wechat).toBeVisible();
    await expect(wechat).toContainText("Scan to follow us on WeChat");
    const image = wechat.getByRole("img", { name: "WeChat QR code" });
    await expect(image).toHaveAttribute("width", "192");
    await expect(image).toHaveAttribute("height", "192");
    await expect(image).toHaveAttribute("src", "/qr/wechat");
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(wechat.locator("[data-qr-spinner]")).toHaveCount(0);
    await page.mouse.move(0, 0);
    await expect(wechat).toBeHidden();
  });

  test("WhatsApp popover opens by click and keyboard, with a Click Here chat link; Escape closes @mobile", async ({
    page,
  }) => {
    await page.goto("/contact");
    const main = page.locator("main");
    const button = main.getByRole("button", { name: "WhatsApp" });
    const popover = main.locator("[data-qr-popover=whatsapp]");
    await button.click();
    await expect(popover).toBeVisible();
    // A native popover: the browser tells assistive technology the button is expanded.
    expect(await popover.evaluate((element) => element.matches(":popover-open"))).toBe(true);
    await expect(popover).toContainText("Scan to WhatsApp / Click Here");
    const chat = popover.getByRole("link", { name: "Click Here" });
    await expect(chat).toHaveAttribute("href", /^https:\/\/wa\.me\/852\d+\?text=Hello/);
    // The pointer that clicked rests on the button: hovering shows interest 0.1 s after it came, which a
    // person's Escape never precedes, but the test's could (the popover then came back, and stayed).
    await page.waitForTimeout(300);
    await page.keyboard.press("Escape");
    await expect(popover).toBeHidden();
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(popover).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(popover).toBeHidden();
    // And it stays closed while the button keeps focus: keyboard focus shows interest at once, so no
    // interest delay is left to run out after Escape and open it again (the browser's default is 0.5 s).
    await page.waitForTimeout(1_000);
    await expect(popover).toBeHidden();
  });

  test("the fonts are not preloaded: their own stylesheet holds both faces, the main one their sized fallbacks, and every face swaps", async ({
    request,
  }) => {
    const response = await request.get("/about");
    const html = await response.text();
    // The Link header preloads the stylesheet only: a first visit asks for the fonts after its largest
    // paint (decision 027).
    const link = response.headers().link ?? "";
    expect(link).toMatch(/<\/assets\/app-[^>]+\.css>; rel=preload; as=style/);
    expect(link).not.toContain("as=font");
    const main = [...html.matchAll(/<link[^>]*rel="stylesheet" href="([^"]+\.css)"/g)].map((m) => m[1]!);
    // Without JavaScript, the faces' stylesheet is a plain link.
    const faces = /<noscript><link rel="stylesheet" href="(\/assets\/faces-[^"]+\.css)"\/><\/noscript>/.exec(
      html,
    )?.[1];
    expect(faces, "the faces' stylesheet for a browser without JavaScript").toBeDefined();
    // The main stylesheet is the only other one.
    expect(main.filter((href) => href !== faces)).toHaveLength(1);
    const mainCss = (
      await Promise.all(
        main.filter((href) => href !== faces).map(async (href) => (await request.get(href)).text()),
      )
    ).join("\n");
    const facesCss = await (await request.get(faces!)).text();
    // Two font files, both in the faces' stylesheet: the heading face and the body face (Inter, Latin only).
    expect(facesCss.match(/\.woff2/g)?.length, "the heading and the body font").toBe(2);
    expect(mainCss).not.toContain(".woff2");
    for (const family of ["Inter Fallback", "Cormorant Garamond Fallback"]) expect(mainCss).toContain(family);
    const fontFaces = [
      ...mainCss.matchAll(/@font-face\{[^}]*\}/g),
      ...facesCss.matchAll(/@font-face\{[^}]*\}/g),
    ];
    expect(fontFaces.length).toBe(4);
    for (const [face] of fontFaces) expect(face).toContain("font-display:swap");
  });

  test("a first visit asks for the fonts after its largest paint; the next page of the visit has them before its first paint", async ({
    page,
  }) => {
    await page.goto("/products", { waitUntil: "load" });
    await expect(page.locator("html")).toHaveAttribute("data-fonts", "loaded");
    const first = await page.evaluate(async () => {
      const largest = await new Promise<PerformanceEntry[]>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries())).observe({
          type: "largest-contentful-paint",
          buffered: true,
        }),
      );
      const image = document.querySelector('img[fetchpriority="high"]');
      const imagePaint = largest.find(
        (entry) => (entry as PerformanceEntry & { element: Element }).element === image,
      );
      const faces = performance
        .getEntriesByType("resource")
        .find((entry) => entry.name.includes("/assets/faces-"));
      const loaded = [...document.fonts]
        .filter((face) => face.status === "loaded")
        .map((face) => face.family);
      return {
        imagePaint: imagePaint?.startTime,
        facesStart: faces?.startTime,
        loaded,
        heading: getComputedStyle(document.querySelector("h1")!).fontFamily,
      };
    });
    expect(first.imagePaint, "the LCP image's paint").toBeDefined();
    expect(first.facesStart, "the faces' stylesheet").toBeDefined();
    expect(first.facesStart!).toBeGreaterThanOrEqual(first.imagePaint!);
    expect(first.loaded).toEqual(expect.arrayContaining(["Inter Variable", "Cormorant Garamond"]));
    expect(first.heading).toMatch(/^"?Cormorant Garamond"?, "?Cormorant Garamond Fallback"?/);

    // A document navigation within the site: the stylesheet is render-blocking and from the cache.
    await islandsArmed(page);
    await page.locator('header a[href="/about"]').first().click();
    await expect(page).toHaveURL(/\/about$/);
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
    const next = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0];
      const faces = performance
        .getEntriesByType("resource")
        .find((entry) => entry.name.includes("/assets/faces-"));
      return {
        blocking: document.querySelector('link[href*="/assets/faces-"]')?.getAttribute("blocking"),
        facesEnd: (faces as PerformanceResourceTiming | undefined)?.responseEnd,
        firstPaint: paint?.startTime,
      };
    });
    expect(next.blocking).toBe("render");
    expect(next.facesEnd!).toBeLessThanOrEqual(next.firstPaint!);
  });

  test("without JavaScript the faces' stylesheet and fonts load with the page", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto("/about", { waitUntil: "load" });
    await expect
      .poll(() => requested.filter((path) => /^\/assets\/faces-.+\.css$/.test(path)).length)
      .toBe(1);
    await expect.poll(() => requested.filter((path) => path.endsWith(".woff2")).length).toBe(2);
    await context.close();
  });

  test("QR images are in the first HTML (preloaded) and show a spinner until loaded", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/contact")).text();
    // At low priority: the first paint and the LCP come first.
    expect(html).toContain('<link rel="preload" href="/qr/wechat" as="image" fetchPriority="low"/>');
    expect(html).toContain('<link rel="preload" href="/qr/whatsapp" as="image" fetchPriority="low"/>');
    const svg = await request.get("/qr/whatsapp");
    expect(svg.headers()["content-type"]).toContain("image/svg+xml");
    expect(svg.headers()["cache-control"]).toContain("max-age");
    expect(await svg.text()).toContain('width="192" height="192"');
    expect((await request.get("/qr/telegram")).status()).toBe(404);

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/qr/wechat", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/contact", { waitUntil: "domcontentloaded" });
    const main = page.locator("main");
    const button = main.getByRole("button", { name: "WeChat" });
    const popover = main.locator("[data-qr-popover=wechat]");
    // A native popover: it opens before any JavaScript has run, with its spinner while the image loads.
    await button.click();
    await expect(popover.locator("[data-qr-spinner]")).toBeVisible();
    release();
    await expect(popover.locator("[data-qr-spinner]")).toHaveCount(0);
  });
});

test.describe("footer", () => {
  test("has the brand blurb, Quick Links, Contact Us and newsletter blocks @mobile", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/")).text();
    expect(html).not.toContain("info@lumina-threads.example");
    await page.goto("/");
    const footer = page.locator("footer");
    await expect(footer).toContainText("Premium metallic threads since 1985");
    await expect(footer).toContainText("beauty, durability and sustainability");
    await expect(footer.getByRole("button", { name: "WhatsApp" })).toBeVisible();
    await expect(footer.getByRole("navigation").getByRole("link")).toHaveText([
      "Home",
      "About Us",
      "Products",
      "Colours",
      "Gallery",
      "News & Events",
      "Contact Us",
    ]);
    await expect(footer).toContainText("San Po Kong, Kowloon, Hong Kong");
    await expect(footer.getByRole("link", { name: /^\+852/ })).toBeVisible();
    await expect(footer.getByRole("link", { name: "info@lumina-threads.example" })).toHaveAttribute(
      "href",
      "mailto:info@lumina-threads.example",
    );
    await expect(footer.getByRole("heading", { name: "Newsletter" })).toBeVisible();
    await expect(footer.getByRole("button", { name: "Subscribe" })).toBeVisible();
  });

  test("opens the Privacy Policy and Terms of Service in dialogs @mobile", async ({ page }) => {
    await page.goto("/about");
    const privacy = page.getByTestId("privacy");
    // An invoker button opens the native dialog, JavaScript or not.
    await page.getByRole("button", { name: "Privacy Policy" }).click();
    await expect(privacy).toBeVisible();
    await expect(privacy).toContainText("info@lumina-threads.example");
    await page.keyboard.press("Escape");
    await expect(privacy).toBeHidden();
    await page.getByRole("button", { name: "Terms of Service" }).click();
    const terms = page.getByTestId("terms");
    await expect(terms).toContainText("30 days' notice");
    await expect(terms).toContainText("laws of the Hong Kong Special Administrative Region");
    await terms.getByRole("button", { name: "Close" }).click();
    await expect(terms).toBeHidden();
  });

  test("is not shown on admin paths", async ({ page }) => {
    await page.goto("/admin/login");
    await expect(page.locator("footer")).toHaveCount(0);
  });
});

declare global {
  interface Window {
    __reveal?: { transition: boolean; duration?: string };
  }
}

/** Records, as each page is revealed, whether it came with a view transition and how long it lasts. */
async function recordPageReveal(page: Page) {
  await page.addInitScript(() => {
    addEventListener("pagereveal", (event) => {
      const transition = (event as Event & { viewTransition?: unknown }).viewTransition;
      window.__reveal = transition
        ? {
            transition: true,
            duration: getComputedStyle(document.documentElement, "::view-transition-group(root)")
              .animationDuration,
          }
        : { transition: false };
    });
  });
}

test.describe("scrolling and transitions", () => {
  test("shows the scroll-to-top button past 300 px and scrolls to the top", async ({ page }) => {
    await page.goto("/about");
    const button = page.getByTestId("scroll-to-top");
    await scrollTo(page, 300);
    await page.waitForTimeout(150);
    await expect(button).toBeHidden();
    await scrollTo(page, 301);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toBeHidden();
  });

  test("a push navigation scrolls to the top and fades the page in over 0.5 s", async ({ page }) => {
    await recordPageReveal(page);
    await page.goto("/about");
    // The first page paints at once (no transition into a first visit)…
    expect(await page.evaluate(() => window.__reveal)).toEqual({ transition: false });
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
    await page.locator("footer").getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // …the next one fades in: a cross-document view transition of 0.5 s.
    expect(await page.evaluate(() => window.__reveal)).toEqual({ transition: true, duration: "0.5s" });
  });

  test("page transitions are off under prefers-reduced-motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await recordPageReveal(page);
    await page.goto("/about");
    await page.locator("footer").getByRole("link", { name: "Contact Us" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    // Either no transition at all or one that lasts no time.
    const reveal = await page.evaluate(() => window.__reveal);
    expect(reveal?.transition ? reveal.duration : "0s").toBe("0s");
  });
});

test.describe("about page", () => {
  test("tells the history, metallic yarn, core values, sustainability, community and education, with images @mobile", async ({
    page,
    request,
  }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
    for (const heading of [
      "Our history",
      "Metallic yarn",
      "Core values",
      "Sustainability",
      "Community and education",
    ]) {
      await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    }
    await expect(page.locator("main")).toContainText("1985");
    await expect(page.locator("main")).toContainText("Kyoto");
    const images = page.locator("main img");
    await expect(images).toHaveCount(4);
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    expect((await request.get("/og-default.jpg")).status()).toBe(200);
  });
});

test.describe("page not found", () => {
  test("answers 404 inside the public layout with a Return to Home link", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    await expect(page.getByText("Sorry, the page you're looking for doesn't exist.")).toBeVisible();
    await expect(page.locator("header")).toBeVisible();
    await expect(page.locator("footer")).toBeVisible();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(`http://localhost:${PORT}/`);
  });
});
