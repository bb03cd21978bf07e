import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mailOutbox, newsItems, newsletterSubscription } from "#server/db/schema";
import type { RequestContext } from "#server/request-context";
import { effectiveLimit, hitPolicy, RATE_LIMITS } from "#server/security/limits";
import { en } from "~/lib/i18n/messages/en";
import { zh } from "~/lib/i18n/messages/zh";
import { action as contactAction } from "~/routes/contact";
import { action as likeAction } from "~/routes/news.$slug_.like";
import { action as newsletterAction } from "~/routes/newsletter";
import { setupTestDatabase } from "../support/database";
import { actionAnswer as answer } from "../support/route-handler";

const database = setupTestDatabase();

const EN_ORIGIN = "http://localhost:3000";
const ZH_ORIGIN = "http://zh.localhost:3000";

function context(clientIp: string, language: "en" | "zh" = "en"): RequestContext {
  const languages = [
    { code: "en", name: "English", locale: "en", direction: "ltr" as const, origin: EN_ORIGIN },
    { code: "zh", name: "中文", locale: "zh-Hant", direction: "ltr" as const, origin: ZH_ORIGIN },
  ];
  return {
    language: languages.find((l) => l.code === language)!,
    languages,
    origin: language === "en" ? EN_ORIGIN : ZH_ORIGIN,
    clientIp,
    nonce: "n",
    cacheTags: new Set(),
  };
}

function post(url: string, fields: Record<string, string>, headers: Record<string, string> = {}): Request {
  return new Request(url, { method: "POST", body: new URLSearchParams(fields), headers });
}

async function rows(table: typeof mailOutbox | typeof newsletterSubscription): Promise<number> {
  const [row] = await database.handle.db.select({ n: count() }).from(table);
  return row!.n;
}

const CONTACT = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  subject: "Thread",
  message: "A long enough message.",
};

describe("per-client limits of the public forms", () => {
  it("contact: the 11th post in 10 minutes gets 429, Retry-After and the limited outcome; nothing stored", async () => {
    const limit = effectiveLimit("contact");
    expect(limit).toBe(RATE_LIMITS.contact.limit);
    for (let i = 0; i < limit; i++) {
      const response = await answer(() =>
        contactAction({
          request: post(`${EN_ORIGIN}/contact`, CONTACT),
          context: context("10.0.0.1"),
          params: {},
        } as never),
      );
      expect(response.status).toBe(200);
    }
    // A browser declares the length of a form post: a small one is read back, so nothing typed is lost.
    const declared = String(new URLSearchParams(CONTACT).toString().length);
    const refused = await answer(() =>
      contactAction({
        request: post(`${EN_ORIGIN}/contact`, CONTACT, { "Content-Length": declared }),
        context: context("10.0.0.1"),
        params: {},
      } as never),
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThanOrEqual(599);
    expect(await refused.json()).toEqual({ status: "limited", values: CONTACT });
    // A body of no declared length (or a large one) is not read at all: nothing comes back.
    const unread = await answer(() =>
      contactAction({
        request: post(`${EN_ORIGIN}/contact`, CONTACT),
        context: context("10.0.0.1"),
        params: {},
      } as never),
    );
    expect(await unread.json()).toEqual({
      status: "limited",
      values: { name: "", email: "", subject: "", message: "" },
    });
    expect(await rows(mailOutbox)).toBe(limit);
    // Another client is not affected.
    const other = await answer(() =>
      contactAction({
        request: post(`${EN_ORIGIN}/contact`, CONTACT),
        context: context("10.0.0.2"),
        params: {},
      } as never),
    );
    expect(other.status).toBe(200);
    expect(en["contact.limited"]).toMatch(/Too many/);
    expect(zh["contact.limited"]).not.toBe(en["contact.limited"]);
  });

  it("newsletter: over the limit fetchers get 429 'limited', plain posts a redirect with the outcome", async () => {
    const limit = effectiveLimit("newsletter");
    for (let i = 0; i < limit; i++) {
      const response = await answer(() =>
        newsletterAction({
          request: post(`${EN_ORIGIN}/newsletter?enhanced=1`, { email: `n${i}@example.com` }),
          context: context("10.0.0.3"),
          params: {},
        } as never),
      );
      expect(await response.json()).toEqual({ outcome: "subscribed" });
    }
    const refused = await answer(() =>
      newsletterAction({
        request: post(`${EN_ORIGIN}/newsletter?enhanced=1`, { email: "late@example.com" }),
        context: context("10.0.0.3"),
        params: {},
      } as never),
    );
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({ outcome: "limited" });
    const plain = await answer(() =>
      newsletterAction({
        // A refused post is not read: the way back is the page it came from (its Referer).
        request: post(
          `${EN_ORIGIN}/newsletter`,
          { email: "late@example.com", returnTo: "/news" },
          { Referer: `${EN_ORIGIN}/about` },
        ),
        context: context("10.0.0.3"),
        params: {},
      } as never),
    );
    expect(plain.status).toBe(303);
    expect(plain.headers.get("Location")).toBe("/about?newsletter=limited#newsletter");
    expect(await rows(newsletterSubscription)).toBe(limit);
  });

  it("newsletter: a filled honeypot is answered as subscribed and stores nothing", async () => {
    const response = await answer(() =>
      newsletterAction({
        request: post(`${EN_ORIGIN}/newsletter?enhanced=1`, {
          email: "bot@example.com",
          website: "http://spam",
        }),
        context: context("10.0.0.4"),
        params: {},
      } as never),
    );
    expect(await response.json()).toEqual({ outcome: "subscribed" });
    expect(await rows(newsletterSubscription)).toBe(0);
  });

  it("like: the 61st like in a minute gets 429 with the message in the visitor's language", async () => {
    const [item] = await database.handle.db
      .insert(newsItems)
      .values({ title: "Open day", slug: "open-day" })
      .returning();
    const like = () =>
      answer(() =>
        likeAction({
          request: post(
            `${ZH_ORIGIN}/news/open-day/like`,
            { id: String(item!.id), intent: "like" },
            { Origin: ZH_ORIGIN },
          ),
          context: context("10.0.0.5", "zh"),
          params: { slug: "open-day" },
        } as never),
      );
    for (let i = 0; i < effectiveLimit("like"); i++) expect((await like()).status).toBe(200);
    const refused = await like();
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await refused.json()).toEqual({ error: zh["news.like.limited"] });
  });

  it("upload: 200 uploads per staff member in 10 minutes, then refused", async () => {
    const limit = effectiveLimit("upload");
    const results = await Promise.all(
      Array.from({ length: limit + 1 }, () => hitPolicy("upload", "staff-1")),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(limit);
    expect((await hitPolicy("upload", "staff-2")).allowed).toBe(true);
  });
});

describe("cross-site posts to public actions", () => {
  const forged = { Origin: "https://evil.example" };

  it("refuses a contact, newsletter or like post from another site with 403 and counts nothing", async () => {
    const [item] = await database.handle.db
      .insert(newsItems)
      .values({ title: "Open day", slug: "open-day", likes: 4 })
      .returning();
    const attempts = [
      () =>
        contactAction({
          request: post(`${EN_ORIGIN}/contact`, CONTACT, forged),
          context: context("10.1.0.1"),
          params: {},
        } as never),
      () =>
        newsletterAction({
          request: post(
            `${EN_ORIGIN}/newsletter`,
            { email: "x@example.com" },
            { Referer: "https://evil.example/page" },
          ),
          context: context("10.1.0.1"),
          params: {},
        } as never),
      () =>
        likeAction({
          request: post(
            `${EN_ORIGIN}/news/open-day/like`,
            { id: String(item!.id), intent: "like" },
            { Origin: "null" },
          ),
          context: context("10.1.0.1"),
          params: { slug: "open-day" },
        } as never),
    ];
    for (const attempt of attempts) expect((await answer(attempt)).status).toBe(403);
    expect(await rows(mailOutbox)).toBe(0);
    expect(await rows(newsletterSubscription)).toBe(0);
    const [after] = await database.handle.db.select({ likes: newsItems.likes }).from(newsItems);
    expect(after!.likes).toBe(4);
  });

  it("accepts posts from this site's own hosts (English and Chinese) and from clients that send no Origin", async () => {
    const variants: Record<string, string>[] = [
      { Origin: EN_ORIGIN },
      { Origin: ZH_ORIGIN },
      { Referer: `${ZH_ORIGIN}/contact` },
      {},
    ];
    for (const headers of variants) {
      const response = await answer(() =>
        contactAction({
          request: post(`${EN_ORIGIN}/contact`, CONTACT, headers),
          context: context("10.2.0.1"),
          params: {},
        } as never),
      );
      expect(response.status).toBe(200);
    }
    expect(await rows(mailOutbox)).toBe(4);
  });
});
