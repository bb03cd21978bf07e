import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { newsItems, newsletterSubscription } from "#server/db/schema";
import type { RequestContext } from "#server/request-context";
import { effectiveLimit, hitPolicy } from "#server/security/limits";
import { sameSitePath } from "#server/security/redirect-target";
import * as contactRoute from "~/routes/contact";
import * as contactSendRoute from "~/routes/contact_.send";
import { action as likeAction } from "~/routes/news.$slug_.like";
import * as newsletterRoute from "~/routes/newsletter";
import { setupTestDatabase } from "../support/database";
import { actionAnswer as answer, routeRequestHandler } from "../support/route-handler";

const database = setupTestDatabase();

const ORIGIN = "http://localhost:3000";
const ZH_ORIGIN = "http://zh.localhost:3000";

function context(clientIp: string): RequestContext {
  const languages = [
    { code: "en", name: "English", locale: "en", direction: "ltr" as const, origin: ORIGIN },
    { code: "zh", name: "中文", locale: "zh-Hant", direction: "ltr" as const, origin: ZH_ORIGIN },
  ];
  return { language: languages[0]!, languages, origin: ORIGIN, clientIp, nonce: "n", cacheTags: new Set() };
}

/** A post whose body is an endless stream of 1 MB chunks that counts every chunk pulled from it. */
function bottomlessPost(url: string, headers: Record<string, string> = {}) {
  const pulled = { chunks: 0 };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        pulled.chunks += 1;
        controller.enqueue(new TextEncoder().encode(`email=${"a".repeat(1024 * 1024)}`));
      },
    },
    { highWaterMark: 0 },
  );
  const request = new Request(url, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    duplex: "half",
  } as RequestInit);
  return { request, pulled };
}

/** Uses up a client's limit of a public form. */
async function exhaust(name: "contact" | "newsletter", clientIp: string) {
  for (let i = 0; i < effectiveLimit(name); i += 1) await hitPolicy(name, clientIp);
}

describe("refused public posts are answered without reading the body", () => {
  it("contact: over the limit, 429 and Retry-After with the body left unread", async () => {
    await exhaust("contact", "10.3.0.1");
    const { request, pulled } = bottomlessPost(`${ORIGIN}/contact`);
    const refused = await answer(() =>
      contactRoute.action({ request, context: context("10.3.0.1"), params: {} } as never),
    );
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(pulled.chunks).toBe(0);
    expect(request.bodyUsed).toBe(false);
  });

  it("newsletter: over the limit, 429 to a fetcher and a redirect back to a plain post, the body left unread", async () => {
    await exhaust("newsletter", "10.3.0.2");
    const fetcher = bottomlessPost(`${ORIGIN}/newsletter?enhanced=1`);
    const refused = await answer(() =>
      newsletterRoute.action({ request: fetcher.request, context: context("10.3.0.2"), params: {} } as never),
    );
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ outcome: "limited" });
    const plain = bottomlessPost(`${ORIGIN}/newsletter`, { Referer: `${ZH_ORIGIN}/products?page=2` });
    const back = await answer(() =>
      newsletterRoute.action({ request: plain.request, context: context("10.3.0.2"), params: {} } as never),
    );
    expect(back.status).toBe(303);
    expect(back.headers.get("Location")).toBe("/products?page=2&newsletter=limited#newsletter");
    expect(back.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(fetcher.pulled.chunks + plain.pulled.chunks).toBe(0);
    expect(await database.handle.db.select({ n: count() }).from(newsletterSubscription)).toEqual([{ n: 0 }]);
  });

  it("a post from another site is refused with 403 before its body is read (contact, newsletter, like)", async () => {
    const runs = [
      (request: Request) =>
        contactRoute.action({ request, context: context("10.3.0.3"), params: {} } as never),
      (request: Request) =>
        contactSendRoute.action({ request, context: context("10.3.0.3"), params: {} } as never),
      (request: Request) =>
        newsletterRoute.action({ request, context: context("10.3.0.3"), params: {} } as never),
      (request: Request) =>
        likeAction({ request, context: context("10.3.0.3"), params: { slug: "x" } } as never),
    ];
    for (const run of runs) {
      const { request, pulled } = bottomlessPost(`${ORIGIN}/any`, { Origin: "https://evil.example" });
      expect((await answer(() => run(request))).status).toBe(403);
      expect(pulled.chunks).toBe(0);
    }
  });

  it("a real 429 response carries Retry-After: contact page post, the islands' JSON requests", async () => {
    await exhaust("contact", "10.3.0.4");
    await exhaust("newsletter", "10.3.0.4");
    const contact = routeRequestHandler("routes/contact", "contact", contactRoute);
    const contactSend = routeRequestHandler("routes/contact_.send", "contact/send", contactSendRoute);
    const newsletter = routeRequestHandler("routes/newsletter", "newsletter", newsletterRoute);
    const headers = {
      Origin: ORIGIN,
      Host: "localhost:3000",
      "Content-Type": "application/x-www-form-urlencoded",
    };
    const page = await contact(
      new Request(`${ORIGIN}/contact`, { method: "POST", headers, body: "name=A" }),
      context("10.3.0.4"),
    );
    const island = await contactSend(
      new Request(`${ORIGIN}/contact/send`, { method: "POST", headers, body: "name=A" }),
      context("10.3.0.4"),
    );
    const fetch = await newsletter(
      new Request(`${ORIGIN}/newsletter?enhanced=1`, { method: "POST", headers, body: "email=a%40b.c" }),
      context("10.3.0.4"),
    );
    for (const response of [page, island, fetch]) {
      expect(response.status).toBe(429);
      expect(response.headers.get("Retry-After")).toMatch(/^[1-9]\d*$/);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
    }
    expect(await island.json()).toMatchObject({ status: "limited" });
    expect(await fetch.json()).toEqual({ outcome: "limited" });
  });
});

/** Return values an attacker might post, each meant to leave the site. */
const HOSTILE = [
  "//evil.com",
  "/.//evil.com",
  "/..//evil.com",
  "/./..//evil.com/x",
  "/%2e%2e//evil.com",
  "/%2E//evil.com",
  "/\\evil.com",
  "/\\\\evil.com",
  "\\/evil.com",
  "/%2F%2Fevil.com",
  "/%5C%5Cevil.com",
  "https://evil.com",
  "http:/evil.com",
  "https:evil.com",
  "//evil.com/%2F..",
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "/\t/evil.com",
  "/\n/evil.com",
  "/\r\n/evil.com",
  "\t//evil.com",
  " //evil.com",
  "/ /evil.com",
  "/\u0000/evil.com",
  "///evil.com",
  "////evil.com",
  "/news/..//evil.com",
  "/news/../..//evil.com",
  "/news/%2e%2e//evil.com",
  "/news/\\..\\/evil.com",
  "//localhost:3000@evil.com",
  "/@evil.com",
  "//evil.com\\@localhost:3000",
];

/** True when a browser on this site follows the Location to this site. */
function staysOnSite(location: string | null): boolean {
  if (!location) return false;
  const hasControlOrBackslash = [...location].some((c) => c.charCodeAt(0) < 0x20 || c === "\\");
  if (hasControlOrBackslash || location.startsWith("//")) return false;
  return new URL(location, `${ORIGIN}/news/open-day`).origin === ORIGIN;
}

describe("redirect targets taken from a form stay on this site", () => {
  it("sameSitePath keeps a path of this site and refuses every hostile value", () => {
    expect(sameSitePath("/about")).toBe("/about");
    expect(sameSitePath("/products?category=gold#list")).toBe("/products?category=gold#list");
    expect(sameSitePath("/news/./open-day")).toBe("/news/open-day");
    for (const value of HOSTILE) {
      const path = sameSitePath(value);
      if (path !== null) expect(staysOnSite(path), JSON.stringify(value)).toBe(true);
    }
    for (const value of [
      "//evil.com",
      "/.//evil.com",
      "/\\evil.com",
      "https://evil.com",
      "javascript:alert(1)",
    ]) {
      expect(sameSitePath(value)).toBeNull();
    }
  });

  it("newsletter: the Location after a plain post is on this site for every hostile returnTo", async () => {
    const locations: string[] = [];
    for (const [i, returnTo] of HOSTILE.entries()) {
      const response = await answer(() =>
        newsletterRoute.action({
          request: new Request(`${ORIGIN}/newsletter`, {
            method: "POST",
            body: new URLSearchParams({ email: `r${i}@example.com`, returnTo }),
          }),
          context: context(`10.4.${i}.1`),
          params: {},
        } as never),
      );
      expect(response.status).toBe(303);
      const location = response.headers.get("Location");
      expect(staysOnSite(location), `${JSON.stringify(returnTo)} → ${location}`).toBe(true);
      locations.push(location!);
    }
    // The classic escapes fall back to the home page.
    expect(locations[HOSTILE.indexOf("/.//evil.com")]).toBe("/?newsletter=subscribed#newsletter");
    expect(locations[HOSTILE.indexOf("//evil.com")]).toBe("/?newsletter=subscribed#newsletter");
  });

  it("like without JavaScript: the way back is a news page of this site for every hostile returnTo", async () => {
    const [item] = await database.handle.db
      .insert(newsItems)
      .values({ title: "Open day", slug: "open-day" })
      .returning();
    for (const [i, returnTo] of [...HOSTILE, "/news/open-day"].entries()) {
      const response = await answer(() =>
        likeAction({
          request: new Request(`${ORIGIN}/news/open-day/like`, {
            method: "POST",
            headers: { Origin: ORIGIN },
            body: new URLSearchParams({ id: String(item!.id), intent: "like", returnTo }),
          }),
          context: context(`10.5.${i}.1`),
          params: { slug: "open-day" },
        } as never),
      );
      const location = response.headers.get("Location");
      if (location !== null) {
        expect(staysOnSite(location), `${JSON.stringify(returnTo)} → ${location}`).toBe(true);
        expect(location).toMatch(/^\/news(?:[/?#]|$)/);
      } else expect(response.status).toBe(200);
    }
  });
});
