import { describe, expect, it } from "vitest";
import { messagesFor, pickMessages } from "~/lib/i18n/catalogues";

describe("pickMessages", () => {
  it("picks each named key and every key under a prefix, in the page's language", () => {
    const picked = pickMessages("zh", ["toast.region", "product.itemCode."]);
    const zh = messagesFor("zh");
    const expected = Object.keys(zh).filter(
      (key) => key === "toast.region" || key.startsWith("product.itemCode."),
    );
    expect(expected.length).toBeGreaterThan(2);
    expect(Object.keys(picked).sort()).toEqual(expected.sort());
    for (const key of expected) expect(picked[key as keyof typeof picked]).toBe(zh[key as keyof typeof zh]);
    expect(pickMessages("en", ["toast.region"])).toEqual({
      "toast.region": messagesFor("en")["toast.region"],
    });
  });

  it("answers the same keys from memory, frozen, so no caller can change what another page gets", () => {
    const first = pickMessages("en", ["news."]);
    expect(pickMessages("en", ["news."])).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(pickMessages("zh", ["news."])).not.toBe(first);
    expect(pickMessages("en", ["news.", "toast.region"])).not.toBe(first);
  });
});
