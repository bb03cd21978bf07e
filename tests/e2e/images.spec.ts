import { detailPages, E2E_PORT, expect, type Page, test } from "./fixtures";

// Issue 20: images at the size they are shown. On every public page, at 1440 px (desktop project) and
// 375 px at DPR 2.625 (mobile project), in both languages: every <img> has width and height, its `sizes`
// is the width it is shown at, the candidate the browser took is at most 1.5× the device pixels it
// fills (and not smaller, beyond the browser's own rounding), the LCP element is never lazy, and the
// image the page marks as its LCP is preloaded with fetchpriority high.

const HOSTS = [
  { language: "English", origin: `http://localhost:${E2E_PORT}` },
  { language: "Chinese", origin: `http://zh.localhost:${E2E_PORT}` },
];
const LIST_PAGES = ["/", "/about", "/products", "/resources", "/news", "/contact", "/no-such-page"];

/** The largest candidate allowed, against the device pixels an image fills (variant widths are ≤ 1.5× apart). */
const LARGEST_RATIO = 1.5;

type ImageReport = {
  html: string;
  srcset: string | null;
  width: string | null;
  height: string | null;
  loading: string | null;
  shown: boolean;
  displayedWidth: number;
  sizesWidth: number | null;
  chosenWidth: number | null;
  fileWidth: number | null;
  largestWidth: number | null;
  sameOrigin: boolean;
  dueLater: boolean;
};

/** Records the page's largest-contentful-paint candidates from the first paint on. */
async function observeLcp(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: Element[] };
    w.__lcp = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element })[])
        if (entry.element) w.__lcp.push(entry.element);
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
}

/** The LCP element as the page finished loading: tag, loading, whether a high-priority preload names it. */
function lcpReport(page: Page) {
  return page.evaluate(() => {
    const element = (window as unknown as { __lcp: Element[] }).__lcp.at(-1);
    if (!(element instanceof HTMLImageElement)) return { tag: element?.tagName ?? null } as const;
    const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
    const matches = (img: HTMLImageElement, link: HTMLLinkElement) =>
      img.srcset
        ? link.getAttribute("imagesrcset") === img.getAttribute("srcset") &&
          link.getAttribute("imagesizes") === img.getAttribute("sizes")
        : link.getAttribute("href") === img.getAttribute("src");
    const preloadedHigh = (img: HTMLImageElement) =>
      preloads.some((link) => matches(img, link) && link.getAttribute("fetchpriority") === "high");
    // The image the page marks as its LCP (fetchpriority high): the LCP itself, or one of the same
    // rendered size beside it (equal cards in a row, where the first painted wins the tie).
    const declared = [...document.images].filter((img) => img.getAttribute("fetchpriority") === "high");
    const box = element.getBoundingClientRect();
    const tie = declared.find((img) => {
      const other = img.getBoundingClientRect();
      return (
        Math.abs(other.width - box.width) < 1 &&
        Math.abs(other.height - box.height) < 1 &&
        other.top === box.top
      );
    });
    return {
      tag: "IMG",
      html: element.outerHTML.slice(0, 200),
      loading: element.getAttribute("loading"),
      preloadedHigh: preloadedHigh(element),
      tiesWithPreloaded: tie ? preloadedHigh(tie) && tie.getAttribute("loading") !== "lazy" : false,
    } as const;
  });
}

/** Brings each lazy image that has not loaded into view and waits for it, then returns to the top. */
async function loadEveryImage(page: Page) {
  await page.evaluate(async () => {
    for (const img of [...document.images]) {
      if (img.complete && img.currentSrc) continue;
      if (!img.getAttribute("src") && !img.getAttribute("srcset")) continue;
      img.scrollIntoView({ block: "center" });
      await new Promise((resolve) => {
        if (img.complete && img.currentSrc) resolve(null);
        img.addEventListener("load", resolve, { once: true });
        img.addEventListener("error", resolve, { once: true });
        setTimeout(resolve, 5_000);
      });
    }
    scrollTo(0, 0);
  });
}

/** How each image fits: attributes, displayed width, the `sizes` slot it resolves to, and the file the browser took. */
function imageReports(page: Page): Promise<ImageReport[]> {
  return page.evaluate(async () => {
    /** Resolves a sizes attribute the way the browser does: the first entry whose media matches. */
    const sizesWidth = (sizes: string): number => {
      const entries = sizes.split(/,(?![^(]*\))/).map((entry) => {
        const conditional = /^(\([^)]*\))\s+(.+)$/.exec(entry.trim());
        return { condition: conditional?.[1], length: conditional?.[2] ?? entry.trim() };
      });
      const length =
        entries.find((entry) => !entry.condition || matchMedia(entry.condition).matches)?.length ?? "100vw";
      const probe = document.createElement("div");
      probe.style.cssText = `position:absolute;visibility:hidden;width:${length}`;
      document.body.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      return width;
    };
    const fileWidth = async (url: string) => {
      const bitmap = await createImageBitmap(await (await fetch(url)).blob());
      return bitmap.width;
    };
    return Promise.all(
      [...document.images].map(async (img) => {
        const rect = img.getBoundingClientRect();
        const shown = rect.width > 0 && rect.height > 0 && getComputedStyle(img).visibility !== "hidden";
        const candidates = (img.getAttribute("srcset") ?? "")
          .split(",")
          .map((part) => part.trim().split(/\s+/))
          .filter((part) => part.length === 2)
          .map(([url, descriptor]) => ({
            url: new URL(url!, location.href).href,
            width: Number.parseInt(descriptor!, 10),
          }));
        const chosen = candidates.find((candidate) => candidate.url === img.currentSrc);
        const sameOrigin = !img.currentSrc || new URL(img.currentSrc).origin === location.origin;
        return {
          html: img.outerHTML.slice(0, 180),
          srcset: img.getAttribute("srcset"),
          width: img.getAttribute("width"),
          height: img.getAttribute("height"),
          loading: img.getAttribute("loading"),
          shown,
          displayedWidth: rect.width,
          sizesWidth:
            img.getAttribute("sizes") && candidates.length ? sizesWidth(img.getAttribute("sizes")!) : null,
          chosenWidth: chosen?.width ?? null,
          fileWidth: img.currentSrc && sameOrigin && shown ? await fileWidth(img.currentSrc) : null,
          largestWidth: candidates.length
            ? Math.max(...candidates.map((candidate) => candidate.width))
            : null,
          sameOrigin,
          // A carousel slide gets its source once the page has loaded and the slide before it shows.
          dueLater: !img.currentSrc && img.dataset.slide !== undefined && img.dataset.active === "false",
        };
      }),
    );
  });
}

async function checkPage(page: Page, url: string) {
  await page.goto(url, { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  const lcp = await lcpReport(page);
  if (lcp.tag === "IMG") {
    expect(lcp.loading, `LCP image is lazy: ${lcp.html}`).not.toBe("lazy");
    expect(
      lcp.preloadedHigh || lcp.tiesWithPreloaded,
      `LCP image is not preloaded with fetchpriority high: ${lcp.html}`,
    ).toBe(true);
  }
  await loadEveryImage(page);
  const dpr = await page.evaluate(() => devicePixelRatio);
  const reports = await imageReports(page);
  for (const image of reports) {
    expect(image.width && image.height, `no width/height: ${image.html}`).toBeTruthy();
    if (!image.shown || !image.sameOrigin || image.dueLater) continue;
    expect(image.fileWidth, `image did not load: ${image.html}`).toBeGreaterThan(0);
    const device = image.displayedWidth * dpr;
    const file = image.fileWidth ?? 0;
    // A picture smaller than its frame is shown whole: there is nothing bigger to choose.
    const whole =
      image.largestWidth === null ||
      (image.chosenWidth ?? 0) > file ||
      image.chosenWidth === image.largestWidth;
    // A thumbnail of the picture on the stage may show a file the stage loaded: the browser takes a
    // larger candidate of the same srcset it holds rather than loading a smaller one (no byte is spent).
    const reused = reports.some(
      (other) =>
        other !== image && other.srcset === image.srcset && other.displayedWidth > image.displayedWidth,
    );
    if (!reused)
      expect(
        file,
        `candidate over ${LARGEST_RATIO}x the ${Math.round(device)} device px: ${image.html}`,
      ).toBeLessThanOrEqual(Math.max(device * LARGEST_RATIO + 1, 120));
    if (!whole)
      expect(
        file,
        `candidate under the ${Math.round(device)} device px: ${image.html}`,
      ).toBeGreaterThanOrEqual(device - 1);
    if (image.sizesWidth !== null) {
      expect(image.sizesWidth, `sizes below the shown width: ${image.html}`).toBeGreaterThanOrEqual(
        image.displayedWidth - 1,
      );
      expect(image.sizesWidth, `sizes over the shown width: ${image.html}`).toBeLessThanOrEqual(
        image.displayedWidth * 1.05 + 1,
      );
    }
  }
}

for (const { language, origin } of HOSTS) {
  test(`list pages show every image at its size, the LCP eager and preloaded, in ${language} @mobile`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await observeLcp(page);
    for (const path of LIST_PAGES) await test.step(path, () => checkPage(page, `${origin}${path}`));
  });

  test(`detail pages show every image at its size, the LCP eager and preloaded, in ${language} @mobile`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await observeLcp(page);
    for (const path of await detailPages(page))
      await test.step(path, () => checkPage(page, `${origin}${path}`));
  });
}

test("the home page loads only the first hero slide with the page, at low priority behind the headline's stylesheet; later slides load after it @mobile", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/media/carousel/")) requested.push(request.url());
  });
  const html = await (await page.request.get("/")).text();
  // The headline is the page's largest paint at every width, not the image behind it (decision 026).
  expect(html).not.toMatch(/<link rel="preload" as="image"[^>]*\/media\/carousel\//);
  const first = html.match(/<img src="\/media\/carousel\/[^>]*>/g) ?? [];
  expect(first).toHaveLength(1);
  expect(first[0]).toMatch(/loading="eager"/);
  expect(first[0]).toMatch(/fetchPriority="low"/);
  expect(first[0]).toMatch(/sizes="100vw"/);

  // The carousel's timer waits for the test's clock.
  await page.clock.install();
  await page.goto("/", { waitUntil: "load" });
  const carousel = page.getByTestId("hero-carousel");
  const count = Number(await carousel.getAttribute("data-slide-count"));
  test.skip(count < 3, "the demo carousel has fewer than three slides");
  const slide = (index: number) => carousel.locator(`img[data-slide='${index}']`);
  await expect(slide(1)).toHaveAttribute("src", /\/media\/carousel\//);
  // The third slide waits until the second shows; then it loads ahead of its turn.
  await expect(slide(2)).not.toHaveAttribute("src");
  await page.waitForLoadState("networkidle");
  expect(new Set(requested.map((url) => url.replace(/-w\d+\.webp$/, ""))).size).toBe(2);
  await page.clock.runFor(Number(await carousel.getAttribute("data-interval")));
  await expect(slide(1)).toHaveAttribute("data-active", "true");
  await expect(slide(2)).toHaveAttribute("src", /\/media\/carousel\//);
});
