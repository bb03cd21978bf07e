import { describe, expect, it } from "vitest";
import { en } from "~/lib/i18n/messages/en";
import { zh } from "~/lib/i18n/messages/zh";
import { createTranslate } from "~/lib/i18n/translate";

describe("interface message catalogues", () => {
  it("has every English key in Traditional Chinese, each with a non-empty text", () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    for (const [key, value] of Object.entries(zh)) expect(value.trim(), key).not.toBe("");
  });

  it("keeps the same {placeholders} in every translation", () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(placeholders(zh[key]), key).toEqual(placeholders(en[key]));
    }
  });

  it("fills placeholders and leaves unknown ones visible", () => {
    const t = createTranslate({ ...en, "notFound.body": "Hello {name}, {missing}" });
    expect(t("notFound.body", { name: "Ada" })).toBe("Hello Ada, {missing}");
  });
});
