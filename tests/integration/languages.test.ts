import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it, vi } from "vitest";
import { languages } from "#server/db/schema";
import { type LanguageResolution, resolveRequestLanguage } from "#server/i18n/host";
import { messagesFor } from "#server/i18n/messages";
import { en } from "~/lib/i18n/messages/en";
import { setupTestDatabase } from "../support/database";

const database = setupTestDatabase();

/** Resolves the language of one request sent with the given headers to a small Express app. */
async function resolve(
  headers: Record<string, string>,
  { trustProxy = false, path = "/products?q=gold" } = {},
): Promise<LanguageResolution> {
  const app = express();
  app.set("trust proxy", trustProxy);
  app.use(async (req, res) => {
    res.json(await resolveRequestLanguage(req));
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((done) => server.once("listening", done));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise((done, fail) => {
      http
        .get({ host: "127.0.0.1", port, path, headers }, (response) => {
          let body = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => {
            body += chunk;
          });
          response.on("end", () => done(JSON.parse(body) as LanguageResolution));
        })
        .on("error", fail);
    });
  } finally {
    server.close();
  }
}

afterEach(() => {
  vi.useRealTimers();
});

describe("language from the host", () => {
  it("serves each language from its subdomain, lists them by display order and redirects unknown codes", async () => {
    // The languages cache (five minutes) may hold another test's list: start after it has expired.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 10 * 60_000 });
    await database.handle.db.insert(languages).values([
      { code: "en", name: "English", locale: "en", displayOrder: 2 },
      { code: "zh", name: "繁體中文", locale: "zh-Hant", displayOrder: 3 },
      { code: "ja", name: "日本語", locale: "ja", displayOrder: 1 },
    ]);
    const zh = await resolve({ Host: "zh.localhost:3000" });
    expect(zh.context?.language).toEqual({
      code: "zh",
      name: "繁體中文",
      locale: "zh-Hant",
      direction: "ltr",
    });
    expect(zh.context?.origin).toBe("http://zh.localhost:3000");
    expect(zh.context?.languages.map((l) => [l.code, l.origin])).toEqual([
      ["ja", "http://ja.localhost:3000"],
      ["en", "http://localhost:3000"],
      ["zh", "http://zh.localhost:3000"],
    ]);
    for (const host of ["localhost:3000", "www.localhost:3000"]) {
      expect((await resolve({ Host: host })).context?.language.code).toBe("en");
    }
    expect(await resolve({ Host: "fr.localhost:3000" })).toEqual({
      redirectTo: "http://localhost:3000/products?q=gold",
    });
  });

  it("honours X-Forwarded-Host only when the proxy is trusted", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 20 * 60_000 });
    await database.handle.db.insert(languages).values([
      { code: "en", name: "English", locale: "en", displayOrder: 1 },
      { code: "zh", name: "繁體中文", locale: "zh-Hant", displayOrder: 2 },
    ]);
    const headers = {
      Host: "127.0.0.1:3000",
      "X-Forwarded-Host": "zh.localhost",
      "X-Forwarded-Proto": "https",
    };
    const trusted = await resolve(headers, { trustProxy: true });
    expect(trusted.context?.language.code).toBe("zh");
    expect(trusted.context?.origin).toBe("https://zh.localhost");
    const untrusted = await resolve(headers);
    expect(untrusted.context?.language.code).toBe("en");
  });

  it("a language added to the table is served, with the English interface, once the five-minute cache expires", async () => {
    const start = Date.now() + 30 * 60_000;
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    await database.handle.db.insert(languages).values([
      { code: "en", name: "English", locale: "en", displayOrder: 1 },
      { code: "zh", name: "繁體中文", locale: "zh-Hant", displayOrder: 2 },
    ]);
    expect((await resolve({ Host: "localhost:3000" })).context?.languages).toHaveLength(2);
    await database.handle.db
      .insert(languages)
      .values({ code: "fr", name: "Français", locale: "fr", displayOrder: 3 });
    vi.setSystemTime(start + 4 * 60_000);
    expect((await resolve({ Host: "fr.localhost:3000" })).redirectTo).toBe(
      "http://localhost:3000/products?q=gold",
    );
    vi.setSystemTime(start + 5 * 60_000 + 1_000);
    const fr = await resolve({ Host: "fr.localhost:3000" });
    expect(fr.context?.language).toEqual({ code: "fr", name: "Français", locale: "fr", direction: "ltr" });
    expect(fr.context?.languages.map((l) => l.code)).toEqual(["en", "zh", "fr"]);
    // No French catalogue: the interface falls back to English (the root loader sends this).
    expect(messagesFor("fr")).toBe(en);
  });

  it("serves English when the languages table is empty", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 60 * 60_000 });
    const bare = await resolve({ Host: "localhost:3000" });
    expect(bare.context?.language).toEqual({ code: "en", name: "English", locale: "en", direction: "ltr" });
    expect(bare.context?.languages.map((l) => l.code)).toEqual(["en"]);
  });
});
