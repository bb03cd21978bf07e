import { describe, expect, it } from "vitest";
import { ogLocale } from "~/lib/seo";

describe("ogLocale", () => {
  it("gives Open Graph's language_TERRITORY form of a language's locale", () => {
    expect(ogLocale("en")).toBe("en_US");
    expect(ogLocale("zh-Hant")).toBe("zh_HK");
    expect(ogLocale("ja")).toBe("ja_JP");
    expect(ogLocale("fr")).toBe("fr_FR");
    expect(ogLocale("en-GB")).toBe("en_GB");
    expect(ogLocale("pt-BR")).toBe("pt_BR");
  });

  it("keeps the language part of a locale that is not a BCP 47 tag", () => {
    expect(ogLocale("not a locale")).toBe("not a locale");
    expect(ogLocale("")).toBe("");
  });

  it("answers a name an object has (constructor, __proto__) as any other text, the same each time", () => {
    expect(ogLocale("constructor")).toBe("constructor");
    expect(ogLocale("__proto__")).toBe("");
    expect(ogLocale("ja")).toBe("ja_JP");
  });
});
