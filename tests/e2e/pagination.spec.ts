import { galleryItems, newsItems } from "../../server/db/schema";
import { expect, type Page, test } from "./fixtures";
import { type IsolatedServer, startIsolatedServer } from "./isolated-server";

// The page window (first, last and the pages within 1 of the current, with ellipses between) needs
// long lists: this spec runs its own server with 40 news items and 40 gallery items, so the shared
// demo seed (12 news, 8 gallery items) and the other specs' counts stay as they are.
const ITEMS = 40;
const DAY_MS = 86_400_000;
const two = (n: number) => String(n).padStart(2, "0");

let server: IsolatedServer | undefined;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  const now = Date.now();
  server = await startIsolatedServer(3, async (db) => {
    await db.insert(newsItems).values(
      Array.from({ length: ITEMS }, (_, i) => ({
        title: `Studio Journal ${two(i + 1)}`,
        slug: `studio-journal-${two(i + 1)}`,
        description: `Notes from the Kyoto winding room, entry ${i + 1}.`,
        // Newest first: entry 01 is the most recent.
        createdAt: new Date(now - (i + 1) * DAY_MS),
      })),
    );
    await db.insert(galleryItems).values(
      Array.from({ length: ITEMS }, (_, i) => ({
        name: `Commission ${two(i + 1)}`,
        slug: `commission-${two(i + 1)}`,
        description: `Goldwork commission number ${i + 1}.`,
        displayOrder: i + 1,
        // The last one is a PDF resource whose file was never attached.
        isPdf: i === ITEMS - 1,
      })),
    );
  });
});

test.afterAll(() => server?.stop());

const pagination = (page: Page) => page.getByRole("navigation", { name: "Pagination" });
const headings = (page: Page) => page.locator("main article h2");

/** The pagination entries as shown: Previous, page numbers and ellipses, Next. */
const entries = (page: Page) => pagination(page).locator("li");

for (const list of [
  { path: "/news", title: "Studio Journal" },
  { path: "/resources", title: "Commission" },
]) {
  test(`${list.path}: the first, last and neighbouring pages with ellipses between, on every page`, async ({
    page,
  }) => {
    const base = server!.base;
    // 40 items at 6 a page: 7 pages.
    await page.goto(`${base}${list.path}`);
    await expect(entries(page)).toHaveText(["Previous", "1", "2", "…", "7", "Next"]);
    await expect(pagination(page).locator('[aria-disabled="true"]')).toHaveText("Previous");
    await expect(headings(page)).toHaveCount(6);
    await expect(headings(page).first()).toHaveText(`${list.title} 01`);

    await page.goto(`${base}${list.path}?page=4`);
    await expect(entries(page)).toHaveText(["Previous", "1", "…", "3", "4", "5", "…", "7", "Next"]);
    await expect(pagination(page).getByRole("link", { name: "Page 4" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(headings(page).first()).toHaveText(`${list.title} 19`);

    await pagination(page).getByRole("link", { name: "Page 5" }).click();
    await expect(page).toHaveURL(new RegExp(`${list.path}\\?page=5$`));
    await expect(entries(page)).toHaveText(["Previous", "1", "…", "4", "5", "6", "7", "Next"]);
    await expect(headings(page).first()).toHaveText(`${list.title} 25`);

    await pagination(page).getByRole("link", { name: "Page 7" }).click();
    await expect(page).toHaveURL(new RegExp(`${list.path}\\?page=7$`));
    await expect(entries(page)).toHaveText(["Previous", "1", "…", "6", "7", "Next"]);
    await expect(pagination(page).locator('[aria-disabled="true"]')).toHaveText("Next");
    await expect(headings(page)).toHaveCount(4);
    await expect(headings(page).last()).toHaveText(`${list.title} 40`);

    // 18 a page: 3 pages, nothing left out.
    await page.goto(`${base}${list.path}?size=18&page=2`);
    await expect(entries(page)).toHaveText(["Previous", "1", "2", "3", "Next"]);
    await expect(headings(page)).toHaveCount(18);
  });

  test(`${list.path}: the page window is in the server-rendered HTML`, async ({ request }) => {
    const html = await (await request.get(`${server!.base}${list.path}?page=4`)).text();
    const nav = html.slice(html.indexOf('aria-label="Pagination"'));
    const shown = [...nav.slice(0, nav.indexOf("</nav>")).matchAll(/aria-label="Page (\d+)"|>…</g)].map(
      (match) => match[1] ?? "…",
    );
    expect(shown).toEqual(["1", "…", "3", "4", "5", "…", "7"]);
    expect(html).toContain(`${list.title} 19`);
  });
}

const card = (page: Page, name: string) =>
  page.locator("main article").filter({ has: page.getByRole("heading", { name, exact: true }) });

test("/resources: an item without category or image shows Uncategorized and the image placeholder", async ({
  page,
}) => {
  await page.goto(`${server!.base}/resources`);
  const first = card(page, "Commission 01");
  await expect(first.getByRole("listitem")).toHaveText(["Uncategorized"]);
  await expect(first.getByRole("img", { name: "Commission 01" })).toBeVisible();
  await expect(first.locator("img")).toHaveCount(0);
  await expect(first.getByRole("link", { name: "View details: Commission 01" })).toHaveAttribute(
    "href",
    "/resources/commission-01",
  );
});

test("/resources: a PDF resource without its file is a plain card with no link and no Download PDF", async ({
  page,
}) => {
  await page.goto(`${server!.base}/resources?page=7`);
  const pdf = card(page, "Commission 40");
  await expect(pdf.getByRole("heading", { name: "Commission 40" })).toBeVisible();
  await expect(pdf.getByRole("link")).toHaveCount(0);
  await expect(pdf.getByText("Download PDF")).toHaveCount(0);
  await expect(pdf.getByText("View details")).toHaveCount(0);
  // Its neighbour, a project, still links to its page.
  await expect(
    card(page, "Commission 39").getByRole("link", { name: "Commission 39", exact: true }),
  ).toHaveAttribute("href", "/resources/commission-39");
});
