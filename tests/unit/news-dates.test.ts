import { describe, expect, it } from "vitest";
import { formatNewsDate, rfc822 } from "#server/news/dates";

describe("news dates", () => {
  it("formats like Mar 05, 2024 in English", () => {
    expect(formatNewsDate(new Date("2024-03-05T04:00:00Z"), "en")).toBe("Mar 05, 2024");
  });

  it("uses the Hong Kong date near midnight UTC", () => {
    expect(formatNewsDate(new Date("2024-03-04T20:00:00Z"), "en")).toBe("Mar 05, 2024");
  });

  it("formats in Traditional Chinese on the zh host", () => {
    expect(formatNewsDate(new Date("2024-03-05T04:00:00Z"), "zh-Hant")).toMatch(/^2024年3月0?5日$/);
  });

  it("gives RFC 822 dates for RSS", () => {
    expect(rfc822(new Date("2024-03-05T04:00:00Z"))).toBe("Tue, 05 Mar 2024 04:00:00 GMT");
  });
});
