import { createHash } from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { hashInlineScripts } from "#server/cache/cached-html";
import { NONCE_PLACEHOLDER, PageCache } from "#server/cache/page-cache";
import { deferModuleScripts } from "~/lib/defer-scripts";

const P = NONCE_PLACEHOLDER;
const hash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

const MODULE = `;
import * as route0 from "/assets/root-B.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};
  window.__reactRouterRouteModules = {"root":route0};

import("/assets/entry.client-A.js");`;
const PAGE = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/root-B.js" nonce="${P}"/><link nonce="${P}" rel="stylesheet" href="/a.css"/><script type="application/ld+json">{"@type":"Organization"}</script></head><body><p>金 thread</p><script nonce="${P}">window.__reactRouterContext = {};</script><script nonce="${P}" type="module" async="">${MODULE}</script></body></html>`;

describe("a cached page allows its own scripts by their hashes", () => {
  it("hashes each script that carried the placeholder, and the module code added after the first paint", () => {
    const rendered = deferModuleScripts(PAGE);
    const starter = /<script nonce="[^"]+">(\/\*deferred[\s\S]*?)<\/script>/.exec(rendered)![1]!;
    const hashed = hashInlineScripts(rendered, P)!;
    expect(hashed.scriptHashes.sort()).toEqual(
      [hash("window.__reactRouterContext = {};"), hash(starter), hash(MODULE)].sort(),
    );
    expect(hashed.html).not.toContain(P);
    expect(hashed.html).not.toContain(' nonce="');
    expect(hashed.html).toContain('<link rel="stylesheet" href="/a.css"/>');
  });

  it("does not allow a script that did not carry the placeholder (markup that got in some other way)", () => {
    const injected = PAGE.replace("<p>金 thread</p>", "<p><script>alert(1)</script></p>");
    const hashed = hashInlineScripts(injected, P)!;
    expect(hashed.scriptHashes).not.toContain(hash("alert(1)"));
    // Nor a data block (never run), nor a script with a src (allowed as 'self', not by hash).
    expect(hashed.scriptHashes).not.toContain(hash('{"@type":"Organization"}'));
  });

  it("refuses a page where the placeholder is left outside a script's nonce", () => {
    expect(hashInlineScripts(`${PAGE}<p data-x="${P}"></p>`, P)).toBeUndefined();
  });

  it("is random per process: a constant in the source could be written into content", () => {
    expect(P).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(P).not.toBe("cAcHeDnOnCePlAcEhOlDeR0=");
  });
});

describe("the page cache stores what it serves", () => {
  it("keeps the page without nonces, gzipped once, then brotli, with a stable ETag", async () => {
    const cache = new PageCache();
    const body = deferModuleScripts(PAGE);
    const entry = cache.set("h/p", { status: 200, headers: [], body, tags: [] }, cache.generation)!;
    expect(entry.text.toString()).toBe(hashInlineScripts(body, P)!.html);
    expect(zlib.gunzipSync(entry.gzip).equals(entry.text)).toBe(true);
    await expect.poll(() => entry.br !== undefined).toBe(true);
    expect(zlib.brotliDecompressSync(entry.br!).equals(entry.text)).toBe(true);
    expect(entry.br!.length).toBeLessThan(entry.gzip.length);
    // The ETag is the served bytes' (not the process's placeholder): the same on every instance.
    expect(entry.etag).toBe(`W/"${createHash("sha1").update(entry.text).digest("base64url").slice(0, 22)}"`);
  });

  it("does not store a page whose placeholder it cannot account for", () => {
    const cache = new PageCache();
    const stored = cache.set("h/x", { status: 200, headers: [], body: `<p title="${P}"></p>`, tags: [] }, 0);
    expect(stored).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
