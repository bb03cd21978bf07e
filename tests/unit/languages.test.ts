import { describe, expect, it } from "vitest";
import { textDirection } from "~/lib/i18n/text-direction";

describe("text direction of a language", () => {
  it("is left to right for English, Chinese and most languages", () => {
    for (const locale of ["en", "zh-Hant", "ja", "fr-CA"]) expect(textDirection(locale), locale).toBe("ltr");
  });

  it("is right to left for Arabic, Hebrew, Persian and Urdu, whatever the region", () => {
    for (const locale of ["ar", "ar-EG", "he", "fa-IR", "UR"])
      expect(textDirection(locale), locale).toBe("rtl");
  });
});
