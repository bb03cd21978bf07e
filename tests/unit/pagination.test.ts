import { describe, expect, it } from "vitest";
import { pageQuery, pageWindow, parsePaging, totalPagesOf } from "~/lib/pagination";

describe("pagination window", () => {
  it("shows the first page, the last page and the pages within 1 of the current, with ellipses between", () => {
    expect(pageWindow(5, 10)).toEqual([1, "ellipsis", 4, 5, 6, "ellipsis", 10]);
  });

  it("needs no ellipsis at the start on the first pages", () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, "ellipsis", 10]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, "ellipsis", 10]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, "ellipsis", 10]);
  });

  it("needs no ellipsis at the end on the last pages", () => {
    expect(pageWindow(10, 10)).toEqual([1, "ellipsis", 9, 10]);
    expect(pageWindow(8, 10)).toEqual([1, "ellipsis", 7, 8, 9, 10]);
  });

  it("puts an ellipsis even where a single page is left out", () => {
    expect(pageWindow(4, 10)).toEqual([1, "ellipsis", 3, 4, 5, "ellipsis", 10]);
  });

  it("shows every page of a short list", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it("clamps a current page outside the range", () => {
    expect(pageWindow(99, 5)).toEqual([1, "ellipsis", 4, 5]);
  });
});

describe("paging parameters", () => {
  it("reads page and size from the URL, with 6 as the default size", () => {
    expect(parsePaging(new URLSearchParams("page=3&size=12"))).toEqual({ page: 3, size: 12 });
    expect(parsePaging(new URLSearchParams(""))).toEqual({ page: 1, size: 6 });
  });

  it("falls back for anything a visitor can type", () => {
    for (const query of ["page=0", "page=-2", "page=abc", "page=1.5", "page=1e400", "size=7", "size=x"]) {
      const { page, size } = parsePaging(new URLSearchParams(query));
      expect([1, 6, 12, 18]).toContain(size);
      expect(page).toBe(1);
    }
  });

  it("counts pages, one at least", () => {
    expect(totalPagesOf(0, 6)).toBe(1);
    expect(totalPagesOf(13, 6)).toBe(3);
    expect(totalPagesOf(12, 6)).toBe(2);
  });

  it("builds page links that keep the filters and drop defaults", () => {
    const params = new URLSearchParams("q=gold&category=2&page=3");
    expect(pageQuery(params, { page: 4 })).toBe("?q=gold&category=2&page=4");
    expect(pageQuery(params, { page: 1 })).toBe("?q=gold&category=2");
    expect(pageQuery(new URLSearchParams("size=6"), {})).toBe("");
    expect(pageQuery(params, { q: null, page: null })).toBe("?category=2");
  });
});
