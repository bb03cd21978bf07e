import { describe, expect, it } from "vitest";
import { messagesFor } from "#server/i18n/messages";
import { en } from "~/lib/i18n/messages/en";
import { ja } from "~/lib/i18n/messages/ja";
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

  it("keeps Japanese to English keys with non-empty texts and the same {placeholders}", () => {
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const [key, value] of Object.entries(ja) as [keyof typeof en, string][]) {
      expect(Object.hasOwn(en, key), key).toBe(true);
      expect(value.trim(), key).not.toBe("");
      expect(placeholders(value), key).toEqual(placeholders(en[key]));
    }
  });

  it("shows a key the Japanese catalogue lacks in English, and the rest in Japanese", () => {
    const messages = messagesFor("ja");
    expect(messages["nav.products"]).toBe("製品");
    for (const key of Object.keys(en) as (keyof typeof en)[])
      expect(messages[key], key).toBe(ja[key] ?? en[key]);
    // A language without a catalogue at all is English throughout.
    expect(messagesFor("fr")).toBe(en);
  });

  it("fills placeholders and leaves unknown ones visible", () => {
    const t = createTranslate({ ...en, "notFound.body": "Hello {name}, {missing}" });
    expect(t("notFound.body", { name: "Ada" })).toBe("Hello Ada, {missing}");
  });
});
