import fs from "node:fs";
import { copyTemplate, freePort, startServer, type TestServer } from "../security/support";
import { expect, type Page, test } from "./fixtures";

// The liked news are one list for every language host: a cookie on the site's base host. Chromium keeps a
// Domain=localhost cookie to localhost itself, so this server runs on a dotted local name
// (lumina.localhost, zh.lumina.localhost: Chromium resolves *.localhost to the loopback address).
let server: TestServer;
let base = "";
let zh = "";

test.beforeAll(async () => {
  const template = process.env.E2E_TEMPLATE_DIR;
  if (!template) throw new Error("E2E_TEMPLATE_DIR is not set");
  const port = await freePort();
  base = `http://lumina.localhost:${port}`;
  zh = base.replace("://", "://zh.");
  server = await startServer({
    dataDir: copyTemplate(template, "e2e-likes-"),
    port,
    env: { PUBLIC_ORIGIN: base },
    timeoutMs: 120_000,
  });
});

test.afterAll(async () => {
  await server?.stop();
  if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
});

/** The first card's like button on /news (the same item on every host: one order for all languages). */
const firstLike = (page: Page) => page.locator("main article").first().locator("button[aria-pressed]");

/**
 * /news with the first card's like button rendered by its island (mounted when the page is idle; until
 * then the server's button shows no like): a node React rendered carries React's own properties.
 */
async function openNews(page: Page, origin: string) {
  await page.goto(`${origin}/news`);
  await page.waitForFunction(() => {
    const button = document.querySelector("main article button[aria-pressed]");
    return !!button && Object.keys(button).some((key) => key.startsWith("__reactProps"));
  });
  return firstLike(page);
}

const likedCookie = async (page: Page) =>
  (await page.context().cookies(base)).find((cookie) => cookie.name === "liked_news");

test("a like on the English host is shown on the Chinese one, which cannot add a second; unliking there shows on English", async ({
  page,
}) => {
  const english = await openNews(page, base);
  await expect(english).toHaveAttribute("aria-pressed", "false");
  const before = Number(await english.getAttribute("data-like-count"));
  await english.click();
  await expect(english).toHaveAttribute("aria-pressed", "true");
  await expect(english).toHaveAttribute("data-like-count", String(before + 1));
  await expect(english).toBeEnabled();

  const cookie = await likedCookie(page);
  expect(cookie).toMatchObject({ domain: ".lumina.localhost", path: "/", sameSite: "Lax", secure: false });
  expect(cookie!.value).toMatch(/^[1-9]\d*$/);
  // A long life (400 days, the browser's longest), not a session cookie.
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(300 * 24 * 3600 * 1000);

  const chinese = await openNews(page, zh);
  await expect(chinese).toHaveAttribute("aria-pressed", "true");
  await expect(chinese).toHaveAttribute("data-like-count", String(before + 1));
  // Pressing it again takes the like back (the toggle): the count never reaches before + 2.
  await chinese.click();
  await expect(chinese).toHaveAttribute("aria-pressed", "false");
  await expect(chinese).toHaveAttribute("data-like-count", String(before));
  expect(await likedCookie(page)).toBeUndefined();

  const again = await openNews(page, base);
  await expect(again).toHaveAttribute("aria-pressed", "false");
  await expect(again).toHaveAttribute("data-like-count", String(before));
});

test("a host's old localStorage list moves into the shared cookie once, merged without repeats", async ({
  page,
}) => {
  await page.goto(`${zh}/news`);
  const id = Number(
    await page.locator("main article").first().locator("form input[name=id]").getAttribute("value"),
  );
  // Likes given before the cookie: this host's own list (with junk an old or tampered browser may hold).
  await page.evaluate(
    (liked) => localStorage.setItem("likedNews", JSON.stringify(liked)),
    [id, id, "x", 1.5, -3],
  );
  // And the shared list already holds another like (an item since removed), with junk.
  await page
    .context()
    .addCookies([{ name: "liked_news", value: "999999.999999.abc", domain: ".lumina.localhost", path: "/" }]);

  const chinese = await openNews(page, zh);
  await expect(chinese).toHaveAttribute("aria-pressed", "true");
  await expect.poll(async () => (await likedCookie(page))?.value).toBe(`${id}.999999`);
  expect(await page.evaluate(() => localStorage.getItem("likedNews"))).toBeNull();

  const english = await openNews(page, base);
  await expect(english).toHaveAttribute("aria-pressed", "true");
  await english.click();
  await expect(english).toHaveAttribute("aria-pressed", "false");
  await expect.poll(async () => (await likedCookie(page))?.value).toBe("999999");
});

test("a hostile liked_news cookie changes nothing on the server and only valid ids count in the browser", async ({
  page,
  request,
}) => {
  const hostile = `${"9".repeat(3000)}.0.-1.abc.<script>alert(1)</script>`;
  for (const path of ["/news", "/", "/contact"]) {
    // Node does not resolve *.localhost: the loopback address with the site's Host.
    const response = await request.get(`${server.url}${path}`, {
      headers: { Host: new URL(base).host, Cookie: `liked_news=${hostile}` },
    });
    expect(response.status()).toBe(200);
  }
  await page
    .context()
    .addCookies([
      { name: "liked_news", value: encodeURIComponent(hostile), domain: ".lumina.localhost", path: "/" },
    ]);
  expect((await likedCookie(page))?.value.length).toBeGreaterThan(3000);
  const english = await openNews(page, base);
  await expect(english).toHaveAttribute("aria-pressed", "false");
  const before = Number(await english.getAttribute("data-like-count"));
  await english.click();
  await expect(english).toHaveAttribute("data-like-count", String(before + 1));
  const id = await page.locator("main article").first().locator("form input[name=id]").getAttribute("value");
  await expect.poll(async () => (await likedCookie(page))?.value).toBe(id);
  await english.click();
  await expect(english).toHaveAttribute("data-like-count", String(before));
});
