import AxeBuilder from "@axe-core/playwright";
import { sql } from "drizzle-orm";
import type { Db } from "../../server/db/client";
import { itemCodes, productCategories, productCategoryMappings, products } from "../../server/db/schema";
import { E2E_PORT, expect, islandsArmed, type Page, test } from "./fixtures";
import { type IsolatedServer, startIsolatedServer } from "./isolated-server";

// Most tests run against whatever the demo seed holds: they discover products from /products instead of
// assuming names. What depends on particular rows (item codes with missing values, related products, a PDF,
// failing tables) runs on isolated servers with arranged rows.

const PORT = E2E_PORT;

type JsonLd = Record<string, unknown> & { "@type"?: string };

async function jsonLdBlocks(page: Page): Promise<JsonLd[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as JsonLd);
}

/** Slugs of the products on the first page of /products, in order. */
async function productSlugs(page: Page): Promise<string[]> {
  await page.goto("/products");
  const hrefs = await page
    .locator("main article a[href^='/products/']")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return hrefs.map((href) => href.replace("/products/", ""));
}

/** The arranged catalogue: an embroidery range with a PDF and item codes, a knitting range, an uncategorised product. */
async function arrangeCatalogue(db: Db) {
  const [embroidery, knitting] = await db
    .insert(productCategories)
    .values([
      {
        name: "Embroidery",
        description: "Fine metallic threads for hand and machine embroidery.",
        displayOrder: 1,
      },
      { name: "Knitting", description: "Soft metallic yarns for knitting machines.", displayOrder: 2 },
      { name: "Unexplained", description: "", displayOrder: 3 },
    ])
    .returning({ id: productCategories.id });
  const rows = await db
    .insert(products)
    .values([
      {
        name: "Aurum Classic",
        slug: "aurum-classic",
        description: "A bright gold thread for fine embroidery.",
        detailedDescription: "<p>Spun around a <strong>polyester core</strong> for strength.</p>",
        imageUrl: "/images/about-history.webp",
        cataloguePdf: "/documents/aurum-classic-catalogue.pdf",
        displayOrder: 0,
      },
      { name: "Hidden Gold", slug: "hidden-gold", status: "Inactive" as const, displayOrder: 0 },
      ...[1, 2, 3, 4, 5].map((n) => ({
        name: `Embroidery Thread ${n}`,
        slug: `embroidery-thread-${n}`,
        description: `Embroidery thread number ${n}.`,
        displayOrder: n,
      })),
      { name: "Knitting Yarn", slug: "knitting-yarn", description: "A soft yarn.", displayOrder: 6 },
      { name: "Plain Lame", slug: "plain-lame", description: "A thread in no category.", displayOrder: 7 },
    ])
    .returning({ id: products.id, slug: products.slug });
  const id = (slug: string) => rows.find((row) => row.slug === slug)!.id;
  await db.insert(productCategoryMappings).values([
    { productId: id("aurum-classic"), categoryId: embroidery!.id },
    { productId: id("hidden-gold"), categoryId: embroidery!.id },
    ...[1, 2, 3, 4, 5].map((n) => ({
      productId: id(`embroidery-thread-${n}`),
      categoryId: embroidery!.id,
    })),
    { productId: id("knitting-yarn"), categoryId: knitting!.id },
  ]);
  const full = {
    composition: "Polyester and metallic film",
    type: "Embroidery thread",
    denier: "150D",
    length: "5000 m",
    netWeight: "100 g",
    grossWeight: "120 g",
    countryOfOrigin: "Hong Kong",
    otherInformation: "Colourfast",
    bleaching: "Do not bleach",
    ironing: "Low heat",
    washingTemperature: "40 °C",
    otherTechnicalInfo: "For machine embroidery",
  };
  await db.insert(itemCodes).values([
    // Inserted out of order: the page lists them by item code.
    { productId: id("aurum-classic"), itemCode: "AC-300", ...full },
    {
      productId: id("aurum-classic"),
      itemCode: "AC-200",
      ...full,
      denier: null,
      countryOfOrigin: "",
      imageUrl: "/images/about-yarn.webp",
    },
    { productId: id("aurum-classic"), itemCode: "AC-100", ...full },
  ]);
}

const hasItemCodes = async (page: Page) => (await page.locator('input[name="code"]').count()) > 0;
/** The item-code swatches (radio buttons) and a click on one by its code, as a visitor picks it. */
const codeRadios = (page: Page) => page.locator('[data-testid="swatch-grid"] input[name="code"]');
const chooseCode = (page: Page, code: string) =>
  page.getByTestId("swatch-grid").getByText(code, { exact: true }).click();

test.describe("products list", () => {
  test("shows the category filter bar, search box, product grid, categories and custom-orders call to action @mobile", async ({
    page,
  }) => {
    await page.goto("/products");
    await expect(page).toHaveTitle("Products | Lumina Threads");
    await expect(page.getByRole("heading", { level: 1, name: "Products" })).toBeVisible();
    const filters = page.getByRole("navigation", { name: "Filter by category" });
    await expect(filters.getByRole("link", { name: "All", exact: true })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(page.getByPlaceholder("Search products...")).toBeVisible();
    const cards = page.locator("main article");
    await expect(cards.first()).toBeVisible();
    const learnMore = cards.first().getByRole("link", { name: /Learn more/ });
    await expect(learnMore).toHaveAttribute("href", /^\/products\/[^/]+$/);
    await expect(page.getByRole("heading", { name: "Need a custom thread?" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Contact Us" }).last()).toHaveAttribute("href", "/contact");
  });

  test("a filtered URL opened directly is rendered on the server", async ({ request, page }) => {
    const [first] = await productSlugs(page);
    const name = (await page.locator("main article h3").first().textContent())?.trim() ?? "";
    expect(first).toBeTruthy();
    const term = name.slice(0, Math.max(3, Math.ceil(name.length / 2))).toUpperCase();
    const response = await request.get(`/products?q=${encodeURIComponent(term)}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`href="/products/${first}"`);
    const none = await request.get("/products?q=zz-no-such-thread-zz");
    expect(await none.text()).not.toContain('href="/products/');
    await page.goto("/products?q=zz-no-such-thread-zz");
    await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filter")).toBeVisible();
    await expect(page.getByPlaceholder("Search products...")).toHaveValue("zz-no-such-thread-zz");
  });

  test("filters by category and search without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/products");
    const name = (await page.locator("main article h3").first().textContent())?.trim() ?? "";
    await page.getByPlaceholder("Search products...").fill(name.toLowerCase());
    await page.getByPlaceholder("Search products...").press("Enter");
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(page.locator("main article h3").first()).toHaveText(name);
    await page.getByPlaceholder("Search products...").fill("zz-no-such-thread-zz");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
    await page.goto("/products");
    const category = page.getByRole("navigation", { name: "Filter by category" }).getByRole("link").nth(1);
    if ((await category.count()) > 0) {
      const label = (await category.textContent())?.trim() ?? "";
      await category.click();
      await expect(page).toHaveURL(/[?&]category=/);
      await expect(page.getByRole("link", { name: label, exact: true }).first()).toHaveAttribute(
        "aria-current",
        "true",
      );
      const tagsOrEmpty = page
        .locator("main article li", { hasText: label })
        .or(page.getByRole("heading", { name: "No products found" }));
      await expect(tagsOrEmpty.first()).toBeVisible();
    }
    await context.close();
  });

  test("typing updates the grid without a full reload and replaces the history entry", async ({ page }) => {
    await page.goto("/products");
    await expect(page.locator("main article").first()).toBeVisible();
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    const historyLength = await page.evaluate(() => history.length);
    await page.getByPlaceholder("Search products...").pressSequentially("zz-no-such", { delay: 30 });
    await expect(page.getByRole("heading", { name: "No products found" })).toBeVisible();
    await expect(page).toHaveURL(/\?q=zz-no-such$/);
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    await page.getByPlaceholder("Search products...").fill("");
    await expect(page.locator("main article").first()).toBeVisible();
  });

  test("a failed search load shows Failed to load products and keeps the previous grid", async ({ page }) => {
    await page.goto("/products");
    const first = page.locator("main article h3").first();
    const name = (await first.textContent())?.trim() ?? "";
    // The products query fails; the root layout data still loads.
    await page.route("**/products.data?*_routes=routes%2Fproducts._index*", (route) => route.abort());
    await page.getByPlaceholder("Search products...").fill("zz-no-such");
    await expect(page.getByRole("alert").filter({ hasText: "Failed to load products" })).toBeVisible();
    await expect(page.locator("main article h3").first()).toHaveText(name);
  });

  test("loads more products with Load more, and pages with ?page= without JavaScript", async ({
    page,
    browser,
  }) => {
    await page.goto("/products");
    const loadMore = page.getByRole("link", { name: "Load more" });
    test.skip((await loadMore.count()) === 0, "the demo seed has fewer products than one page");
    await expect(loadMore).toHaveAttribute("href", "/products?page=2");
    const cards = page.locator("main article");
    const firstPage = await cards.count();
    await loadMore.click();
    await expect(cards).toHaveCount(firstPage * 2);
    await expect(page).toHaveURL(/\/products$/);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noJs = await context.newPage();
    await noJs.goto("/products");
    const secondName = await page.locator("main article h3").nth(firstPage).textContent();
    await noJs.getByRole("link", { name: "Load more" }).click();
    await expect(noJs).toHaveURL(/\?page=2$/);
    await expect(noJs.locator("main article h3").first()).toHaveText(secondName ?? "");
    await expect(noJs.getByRole("link", { name: "Previous products" })).toHaveAttribute("href", "/products");
    await context.close();
  });

  test("has no axe violations", async ({ page }) => {
    await page.goto("/products");
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });

  test("is served in Traditional Chinese on the zh host", async ({ page }) => {
    await page.goto(`http://zh.localhost:${PORT}/products`);
    await expect(page.getByRole("heading", { level: 1, name: "產品" })).toBeVisible();
    await expect(page.getByPlaceholder("搜尋產品...")).toBeVisible();
    await expect(page).toHaveTitle("產品 | Lumina Threads");
  });

  test("sets breadcrumb structured data and responsive card images, lazy after the first row", async ({
    page,
  }) => {
    await page.goto("/products");
    const crumbs = (await jsonLdBlocks(page)).find((block) => block["@type"] === "BreadcrumbList");
    expect(JSON.stringify(crumbs)).toContain('"name":"Products"');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /metallic/i);
    const images = page.locator("main article img");
    if ((await images.count()) > 3) {
      // The first card's image is a phone's LCP: eager, high priority; the rest of the first row (a
      // desktop's LCP may be any of it) eager at low priority; the rest wait for the scroll.
      await expect(images.first()).toHaveAttribute("fetchpriority", "high");
      await expect(images.nth(1)).toHaveAttribute("loading", "eager");
      await expect(images.nth(1)).toHaveAttribute("fetchpriority", "low");
      const image = images.nth(3);
      await expect(image).toHaveAttribute("loading", "lazy");
      await expect(image).toHaveAttribute("width", /\d+/);
      await expect(image).toHaveAttribute("height", /\d+/);
      await expect(image).toHaveAttribute("sizes", /.+/);
    }
    const placeholders = page.locator('main article [role="img"]');
    expect((await images.count()) + (await placeholders.count())).toBeGreaterThan(0);
  });
});

test.describe("product detail", () => {
  test("opens from Learn more with header, back link, tabs, delivery and notes @mobile", async ({ page }) => {
    await page.goto("/products");
    const card = page.locator("main article").first();
    const name = (await card.locator("h3").textContent())?.trim() ?? "";
    await card.getByRole("link", { name: /Learn more/ }).click();
    await expect(page).toHaveURL(/\/products\/[^/]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page).toHaveTitle(`${name} | Lumina Threads`);
    await expect(page.getByRole("link", { name: "Back to Products" })).toHaveAttribute("href", "/products");
    await expect(page.getByRole("heading", { name: "Delivery & Shipping" })).toBeVisible();
    // Section 9's wording rules, word for word.
    for (const text of [
      "All cataloged items are kept in stock.",
      "If sold out the lead time is 3-4 weeks.",
      "Quoted prices exclude shipping.",
    ]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Important Notes" })).toBeVisible();
    for (const text of [
      "Gross weight is for reference only.",
      "Each spool is sold by meters per cone.",
      "Lot colours are consistent within a lot but mixing lots on one garment is not advised, and for repeat orders the customer should state the lot number.",
    ]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }

    const info = page.getByRole("tab", { name: "Product Information" });
    const technical = page.getByRole("tab", { name: "Technical Details" });
    await expect(info).toHaveAttribute("aria-selected", "true");
    // Arrow keys move between tabs once the tabs' island is armed.
    await islandsArmed(page);
    await info.focus();
    await page.keyboard.press("ArrowRight");
    await expect(technical).toHaveAttribute("aria-selected", "true");
    await expect(technical).toBeFocused();
    await expect(page.getByRole("tabpanel", { name: "Technical Details" })).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("tabpanel", { name: "Product Information" })).toBeVisible();
  });

  test("sets the product metadata and Product and BreadcrumbList structured data", async ({ page }) => {
    const [slug] = await productSlugs(page);
    await page.goto(`/products/${slug}`);
    const name = (await page.getByRole("heading", { level: 1 }).textContent())?.trim();
    const blocks = await jsonLdBlocks(page);
    const product = blocks.find((block) => block["@type"] === "Product");
    expect(product).toMatchObject({
      name,
      brand: { "@type": "Brand", name: "Lumina Threads" },
      offers: { price: 0, priceCurrency: "USD", availability: "https://schema.org/InStock" },
    });
    expect((product?.offers as { url?: string } | undefined)?.url).toMatch(
      new RegExp(`^http://localhost:${PORT}/products/${slug}$`),
    );
    if (await hasItemCodes(page)) {
      const firstCode = await codeRadios(page).first().getAttribute("value");
      expect(product?.sku).toBe(firstCode);
    }
    const crumbs = blocks.find((block) => block["@type"] === "BreadcrumbList");
    expect(((crumbs?.itemListElement ?? []) as { name: string }[]).map((crumb) => crumb.name)).toEqual([
      "Home",
      "Products",
      name,
    ]);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^http:\/\//);
    const mainImage = page.locator("main section[aria-label='Product images'] img").first();
    if ((await mainImage.count()) > 0) {
      await expect(mainImage).toHaveAttribute("fetchpriority", "high");
      await expect(mainImage).toHaveAttribute("width", /\d+/);
      // Exactly one preload of a product image (the layout also preloads its two QR codes).
      const productPreloads = page.locator('link[rel="preload"][as="image"]:not([href^="/qr/"])');
      expect(await productPreloads.count()).toBe(1);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/media\//);
    } else {
      await expect(page.locator("main section[aria-label='Product images'] [role='img']")).toBeVisible();
    }
  });

  test("shows Product Not Found with status 404 for an unknown product", async ({ page }) => {
    const response = await page.goto("/products/no-such-product-anywhere");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Product Not Found" })).toBeVisible();
    await expect(page.getByText("Sorry, the product you're looking for doesn't exist.")).toBeVisible();
    await page.getByRole("link", { name: "Back to Products" }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test("redirects a numeric product id to the slug URL with 301", async ({ request, page }) => {
    const slugs = new Set(await productSlugs(page));
    let found = false;
    for (let id = 1; id <= 30 && !found; id++) {
      const response = await request.get(`/products/${id}`, { maxRedirects: 0 });
      if (response.status() !== 301) continue;
      const location = response.headers().location ?? "";
      expect(location).toMatch(/\/products\/[^/]+$/);
      expect(slugs.has(location.replace(/^.*\/products\//, "")) || slugs.size >= 24).toBe(true);
      found = true;
    }
    expect(found).toBe(true);
  });

  test("has no axe violations", async ({ page }) => {
    const [slug] = await productSlugs(page);
    await page.goto(`/products/${slug}`);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
});

test.describe("catalogue with arranged products", () => {
  let server: IsolatedServer | undefined;
  let base = "";

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    server = await startIsolatedServer(1, arrangeCatalogue);
    base = server.base;
  });

  test.afterAll(() => server?.stop());

  test("preselects the first item code and shows its technical data, N/A for missing values @mobile", async ({
    page,
  }) => {
    await page.goto(`${base}/products/aurum-classic`);
    expect(
      await codeRadios(page).evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)),
    ).toEqual(["AC-100", "AC-200", "AC-300"]);
    await expect(page.getByRole("radio", { name: "AC-100" })).toBeChecked();
    await expect(page.getByRole("heading", { name: "Technical data for AC-100" })).toBeVisible();
    const data = page.getByTestId("technical-data");
    const shown = (label: string) =>
      data
        .locator("div")
        .filter({ has: page.getByText(label, { exact: true }) })
        .locator("dd");
    await expect(shown("Composition")).toHaveText("Polyester and metallic film");
    await expect(shown("Denier")).toHaveText("150D");
    await expect(shown("Country of origin")).toHaveText("Hong Kong");
    await expect(shown("Washing temperature")).toHaveText("40 °C");
    await expect(data.getByText("N/A", { exact: true })).toHaveCount(0);

    // AC-200 has no denier (null) and an empty country of origin.
    await chooseCode(page, "AC-200");
    await expect(page.getByRole("heading", { name: "Technical data for AC-200" })).toBeVisible();
    await expect(page.getByRole("radio", { name: "AC-200" })).toBeChecked();
    await expect(shown("Denier")).toHaveText("N/A");
    await expect(shown("Country of origin")).toHaveText("N/A");
    await expect(shown("Composition")).toHaveText("Polyester and metallic film");
    await expect(data.getByText("N/A", { exact: true })).toHaveCount(2);
  });

  test("choosing an item code with an image jumps to that image; one without keeps the current image", async ({
    page,
  }) => {
    await page.goto(`${base}/products/aurum-classic`);
    await islandsArmed(page);
    const mainImage = page.locator("main section[aria-label='Product images'] img").first();
    await expect(mainImage).toHaveAttribute("src", "/images/about-history.webp");
    await expect(page.getByRole("button", { name: /image 1 of 2/ })).toHaveAttribute("aria-pressed", "true");
    await chooseCode(page, "AC-200");
    await expect(mainImage).toHaveAttribute("src", "/images/about-yarn.webp");
    await expect(page.getByRole("button", { name: /image 2 of 2/ })).toHaveAttribute("aria-pressed", "true");
    await chooseCode(page, "AC-300");
    await expect(page.getByRole("heading", { name: "Technical data for AC-300" })).toBeVisible();
    await expect(mainImage).toHaveAttribute("src", "/images/about-yarn.webp");
  });

  test("choosing an item code works without JavaScript through ?code=", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noJs = await context.newPage();
    await noJs.goto(`${base}/products/aurum-classic`);
    await chooseCode(noJs, "AC-200");
    await noJs.getByRole("button", { name: "Show" }).click();
    await expect(noJs).toHaveURL(`${base}/products/aurum-classic?code=AC-200`);
    await expect(noJs.getByRole("heading", { name: "Technical data for AC-200" })).toBeVisible();
    await expect(noJs.locator("main section[aria-label='Product images'] img").first()).toHaveAttribute(
      "src",
      "/images/about-yarn.webp",
    );
    await context.close();
  });

  test("gallery thumbnails are buttons operable with the arrow keys", async ({ page }) => {
    await page.goto(`${base}/products/aurum-classic`);
    await islandsArmed(page);
    const firstThumb = page.getByRole("button", { name: /image 1 of 2/ });
    const secondThumb = page.getByRole("button", { name: /image 2 of 2/ });
    await expect(firstThumb).toHaveAttribute("aria-pressed", "true");
    // The image the page opens with is drawn at once (a fade from transparent is never the largest
    // paint); a chosen one fades in.
    const mainImage = page.locator("main section[aria-label='Product images'] img").first();
    await expect(mainImage).not.toHaveClass(/animate-fade-in/);
    await firstThumb.focus();
    await page.keyboard.press("ArrowRight");
    await expect(secondThumb).toHaveAttribute("aria-pressed", "true");
    await expect(secondThumb).toBeFocused();
    await expect(mainImage).toHaveAttribute("alt", /image 2 of 2/);
    await expect(mainImage).toHaveClass(/animate-fade-in/);
    await expect(mainImage).toHaveAttribute("src", "/images/about-yarn.webp");
    const box = await page.locator("main section[aria-label='Product images']").boundingBox();
    expect(box?.width).toBeLessThanOrEqual(575);
  });

  test("offers the catalogue PDF with the offline-colours note only when the product has one", async ({
    page,
  }) => {
    await page.goto(`${base}/products/aurum-classic`);
    const download = page.getByRole("link", { name: "Download full catalogue (PDF)" });
    await expect(download).toHaveAttribute("href", "/documents/aurum-classic-catalogue.pdf");
    await expect(page.getByText("More colours are available offline.")).toBeVisible();

    await page.goto(`${base}/products/plain-lame`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Plain Lame");
    await expect(page.getByRole("link", { name: "Download full catalogue (PDF)" })).toHaveCount(0);
    await expect(page.getByText("More colours are available offline.")).toHaveCount(0);
  });

  test("shows up to 4 related active products sharing a category, never the product itself", async ({
    page,
  }) => {
    const relatedHrefs = () =>
      page
        .getByRole("region", { name: "Related Products" })
        .getByRole("link", { name: /Learn more/ })
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    await page.goto(`${base}/products/aurum-classic`);
    // Hidden Gold shares the category and comes first by display order, but is inactive.
    expect(await relatedHrefs()).toEqual([
      "/products/embroidery-thread-1",
      "/products/embroidery-thread-2",
      "/products/embroidery-thread-3",
      "/products/embroidery-thread-4",
    ]);
    await page
      .getByRole("region", { name: "Related Products" })
      .getByRole("link", { name: "Learn more about Embroidery Thread 1" })
      .click();
    await expect(page).toHaveURL(`${base}/products/embroidery-thread-1`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Embroidery Thread 1");
    expect(await relatedHrefs()).toEqual([
      "/products/aurum-classic",
      "/products/embroidery-thread-2",
      "/products/embroidery-thread-3",
      "/products/embroidery-thread-4",
    ]);
  });

  test("shows no related products when the product has no category", async ({ page }) => {
    await page.goto(`${base}/products/plain-lame`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Plain Lame");
    await expect(page.getByRole("heading", { name: "Delivery & Shipping" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Related Products" })).toHaveCount(0);
  });

  test("the header shows the description and category chips linking to the filtered list", async ({
    page,
  }) => {
    await page.goto(`${base}/products/aurum-classic`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aurum Classic");
    await expect(page.getByText("A bright gold thread for fine embroidery.")).toBeVisible();
    // The chips are a plain list just above the product's name (issue 21: no aria-label on plain lists).
    const chip = page.locator("main ul:has(+ h1)").getByRole("link");
    await expect(chip).toHaveText(["Embroidery"]);
    await expect(chip).toHaveAttribute("href", "/products?category=Embroidery");
    await chip.click();
    await expect(page).toHaveURL(`${base}/products?category=Embroidery`);
    await expect(
      page.getByRole("navigation", { name: "Filter by category" }).getByRole("link", { name: "Embroidery" }),
    ).toHaveAttribute("aria-current", "true");
    await expect(page.locator("main article h3")).toHaveText([
      "Aurum Classic",
      "Embroidery Thread 1",
      "Embroidery Thread 2",
      "Embroidery Thread 3",
      "Embroidery Thread 4",
      "Embroidery Thread 5",
    ]);
  });

  test("shows the detailed description inside the Product Information tab", async ({ page }) => {
    await page.goto(`${base}/products/aurum-classic`);
    await islandsArmed(page);
    const panel = page.getByRole("tabpanel", { name: "Product Information" });
    await expect(panel).toContainText("Spun around a polyester core for strength.");
    await expect(panel.locator("strong")).toHaveText("polyester core");
    await page.getByRole("tab", { name: "Technical Details" }).click();
    await expect(page.getByRole("tabpanel", { name: "Technical Details" })).toContainText("AC-100");
    await expect(page.getByText("Spun around a polyester core for strength.")).toBeHidden();
  });

  test("/products has the category description section linking each described category to its list", async ({
    page,
  }) => {
    await page.goto(`${base}/products`);
    await expect(page.locator("main article h3")).toHaveCount(8);
    const section = page.getByRole("region", { name: "Our Categories" });
    await expect(section.getByText("Fine metallic threads for hand and machine embroidery.")).toBeVisible();
    await expect(section.getByText("Soft metallic yarns for knitting machines.")).toBeVisible();
    await expect(section.getByRole("link", { name: "Embroidery" })).toHaveAttribute(
      "href",
      "/products?category=Embroidery",
    );
    // A category without a description has a filter button but no entry in this section.
    await expect(
      page.getByRole("navigation", { name: "Filter by category" }).getByRole("link", { name: "Unexplained" }),
    ).toBeVisible();
    await expect(section.getByRole("link", { name: "Unexplained" })).toHaveCount(0);
    await section.getByRole("link", { name: "Knitting" }).click();
    await expect(page).toHaveURL(`${base}/products?category=Knitting`);
    await expect(page.locator("main article h3")).toHaveText(["Knitting Yarn"]);
  });
});

test.describe("catalogue when the categories cannot be read", () => {
  let server: IsolatedServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    server = await startIsolatedServer(2, async (db) => {
      await arrangeCatalogue(db);
      // Reading the category list fails; the products and their tags (which need no description) still load.
      await db.execute(sql`alter table product_categories rename column description to description_lost`);
    });
  });

  test.afterAll(() => server?.stop());

  test("shows the toast Failed to load categories and still lists the products", async ({ page }) => {
    await page.goto(`${server!.base}/products`);
    await expect(page.locator("[data-toast]").filter({ hasText: "Failed to load categories" })).toBeVisible();
    await expect(page.locator("main article h3")).toHaveCount(8);
    await expect(page.getByRole("navigation", { name: "Filter by category" }).getByRole("link")).toHaveText([
      "All",
    ]);
  });
});

test.describe("catalogue when the products cannot be read", () => {
  let server: IsolatedServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    server = await startIsolatedServer(3, async (db) => {
      await db.execute(sql`drop table products cascade`);
    });
  });

  test.afterAll(() => server?.stop());

  test("a server error on /products renders the error page, not a blank page or a stack trace", async ({
    page,
  }) => {
    const response = await page.goto(`${server!.base}/products`);
    expect(response?.status()).toBe(500);
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
    await expect(page.getByText("We could not show this page. Please try again in a moment.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    const html = (await response?.text()) ?? "";
    expect(html).not.toMatch(/relation "products"|Failed query|node_modules|\n\s+at /);
  });

  test("a server error on a product page renders Product Not Found with the toast Failed to load product details", async ({
    page,
  }) => {
    const response = await page.goto(`${server!.base}/products/aurum-classic`);
    expect(response?.status()).toBe(500);
    await expect(page.getByRole("heading", { name: "Product Not Found" })).toBeVisible();
    await expect(
      page.locator("[data-toast]").filter({ hasText: "Failed to load product details" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Products" })).toBeVisible();
    expect((await response?.text()) ?? "").not.toMatch(
      /relation "products"|Failed query|node_modules|\n\s+at /,
    );
  });
});
