import { chromium } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newsItems } from "#server/db/schema";
import type { RequestContext } from "#server/request-context";
import { loader } from "~/routes/news.rss[.]xml";
import { setupTestDatabase } from "../support/database";

const database = setupTestDatabase();

const context: RequestContext = {
  language: { code: "en", name: "English", locale: "en", direction: "ltr" },
  languages: [],
  origin: "https://lumina.example",
  clientIp: "127.0.0.1",
  nonce: "test-nonce",
  cacheTags: new Set(),
};

async function feed(): Promise<{ response: Response; text: string }> {
  const response = (await loader({
    context,
    request: new Request("https://lumina.example/news/rss.xml"),
    params: {},
  } as Parameters<typeof loader>[0])) as Response;
  return { response, text: await response.text() };
}

describe("the news RSS feed", () => {
  it("has one escaped item per Active news item with absolute links and RFC 822 dates", async () => {
    await database.handle.db.insert(newsItems).values([
      {
        title: 'Gold & Silver <Fair> "2024"',
        slug: "gold-silver",
        description: "Stands A & B",
        createdAt: new Date("2024-03-05T04:00:00Z"),
      },
      { title: "Open day", slug: "open-day" },
      { title: "Draft", slug: "draft", status: "Inactive" },
    ]);
    const { response, text } = await feed();
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(text).toContain("<title>Gold &amp; Silver &lt;Fair&gt; &quot;2024&quot;</title>");
    expect(text).toContain("<pubDate>Tue, 05 Mar 2024 04:00:00 GMT</pubDate>");
    // Strict XML parsing happens in Chromium in the end-to-end test; here: one <item> per Active item.
    const links = [...text.matchAll(/<item>.*?<link>(.*?)<\/link>.*?<\/item>/g)].map((m) => m[1]);
    expect(links.sort()).toEqual([
      "https://lumina.example/news/gold-silver",
      "https://lumina.example/news/open-day",
    ]);
    expect(text).not.toContain("draft");
  });

  it("is a valid empty channel when there is no news", async () => {
    const { text } = await feed();
    expect(text).toContain('<rss version="2.0"');
    expect(text).not.toContain("<item>");
  });

  it("drops control characters XML cannot carry, so the feed still parses as well-formed XML", async () => {
    await database.handle.db.insert(newsItems).values({
      title: "Gold\u0001 thread\u0008 fair\u000B\u000C\u001F 2025",
      slug: "gold-thread-fair",
      description: "Tabs\tand\nnew lines stay;\u0002 bells\u0007 do not.",
    });
    const { text } = await feed();
    expect(text).toContain("<title>Gold thread fair 2025</title>");
    expect(text).toContain("<description>Tabs\tand\nnew lines stay; bells do not.</description>");

    // A strict XML parser (Chromium's) accepts the feed, and refuses the same text with a control character.
    const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
    try {
      const page = await browser.newPage();
      const parse = (source: string) =>
        page.evaluate((xmlText) => {
          const doc = new DOMParser().parseFromString(xmlText, "application/xml");
          return {
            error: doc.getElementsByTagName("parsererror").length > 0,
            titles: [...doc.querySelectorAll("item > title")].map((node) => node.textContent),
          };
        }, source);
      expect(await parse(text)).toEqual({ error: false, titles: ["Gold thread fair 2025"] });
      expect((await parse(text.replace("Gold thread", "Gold\u0001 thread"))).error).toBe(true);
    } finally {
      await browser.close();
    }
  });
});
