import { describe, expect, it } from "vitest";
import { PageCache } from "#server/cache/page-cache";

const page = (body: string, tags: string[]) => ({
  status: 200,
  headers: [] as [string, string][],
  body,
  tags,
});

describe("page cache", () => {
  it("drops exactly the pages that show a changed entity, plus untagged ones", () => {
    const cache = new PageCache();
    cache.set("a/products/gold", page("gold", ["product:1"]), cache.generation);
    cache.set("a/products/silver", page("silver", ["product:2"]), cache.generation);
    cache.set("a/about", page("about", []), cache.generation);
    cache.invalidate(["product:1"]);
    expect(cache.get("a/products/gold")).toBeUndefined();
    expect(cache.get("a/products/silver")).toBeDefined();
    expect(cache.get("a/about")).toBeUndefined();
  });

  it("does not store a page rendered while an invalidation happened (it may be stale)", () => {
    const cache = new PageCache();
    const started = cache.generation;
    cache.invalidate(["product:1"]);
    expect(cache.set("a/products/gold", page("old", ["product:1"]), started)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("evicts the least recently used pages beyond its size limit", () => {
    const cache = new PageCache(100);
    cache.set("one", page("x".repeat(20), ["t"]), 0);
    cache.set("two", page("y".repeat(20), ["t"]), 0);
    cache.get("one");
    cache.set("three", page("z".repeat(20), ["t"]), 0);
    expect(cache.get("two")).toBeUndefined();
    expect(cache.get("one")).toBeDefined();
    expect(cache.get("three")).toBeDefined();
  });

  it("gives identical bodies the same ETag and clears everything on *", () => {
    const cache = new PageCache();
    const a = cache.set("a", page("same", ["x"]), 0)!;
    const b = cache.set("b", page("same", ["y"]), 0)!;
    expect(a.etag).toBe(b.etag);
    cache.invalidate(["*"]);
    expect(cache.size).toBe(0);
  });
});
