import { describe, expect, it } from "vitest";
import { chooseEncoding } from "#server/http/react-router-handler";

describe("chooseEncoding (a cached page's Content-Encoding)", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["br", "br"],
    ["gzip", "gzip"],
    ["*", "br"],
    ["", undefined],
    ["identity", undefined],
    ["deflate", undefined],
    // Quality values are read: zero refuses, a higher one is preferred.
    ["gzip, br;q=0", "gzip"],
    ["br;q=0", undefined],
    ["br;q=0.5, gzip", "gzip"],
    ["gzip;q=0.2, br;q=0.8", "br"],
    ["*, br;q=0", "gzip"],
    ["gzip;q=0, br;q=0, *;q=0", undefined],
    // Hostile or odd: no throw, nothing it did not ask for.
    ["br;q=abc, gzip", "gzip"],
    [";;;,,,", undefined],
    ["BR", "br"],
  ])("%j picks %s", (accepted, expected) => {
    expect(chooseEncoding(accepted, true)).toBe(expected);
  });

  it("never picks brotli for a page stored without it", () => {
    expect(chooseEncoding("br", false)).toBeUndefined();
    expect(chooseEncoding("br, gzip", false)).toBe("gzip");
    // The same header, asked again for a page with brotli, is answered for that page.
    expect(chooseEncoding("br, gzip", true)).toBe("br");
  });
});
