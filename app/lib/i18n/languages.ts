/** A site language as the public pages need it. */
export type Language = {
  code: string;
  name: string;
  /** BCP 47 tag for hreflang and <html lang>. */
  locale: string;
  /** Writing direction of its pages. */
  direction: "ltr" | "rtl";
};

export const DEFAULT_LANGUAGE: Language = { code: "en", name: "English", locale: "en", direction: "ltr" };

/** Languages written right to left, by primary language subtag. */
const RIGHT_TO_LEFT = new Set(["ar", "arc", "ckb", "dv", "fa", "he", "ps", "sd", "ug", "ur", "yi"]);

/** The usual `dir` of a locale: "rtl" for Arabic, Hebrew, Persian, Urdu…, else "ltr" (the Languages form's default). */
export function textDirection(locale: string): "ltr" | "rtl" {
  return RIGHT_TO_LEFT.has(locale.split("-")[0]?.toLowerCase() ?? "") ? "rtl" : "ltr";
}

/**
 * The `lang` and `dir` attributes of a text shown in the original language on a translated page (a field
 * with no translation yet), so a screen reader reads it with the right rules (WCAG 3.1.2); nothing for a
 * translated field or on the original language's pages. Rows of the public reads list such fields in `fallback`.
 */
export function fallbackLang(
  row: { fallback?: readonly string[] } | null | undefined,
  field: string,
): { lang: string; dir: "ltr" | "rtl" } | undefined {
  return row?.fallback?.includes(field)
    ? { lang: DEFAULT_LANGUAGE.locale, dir: DEFAULT_LANGUAGE.direction }
    : undefined;
}
