/** A site language as the public pages need it. */
export type Language = {
  code: string;
  name: string;
  /** BCP 47 tag for hreflang and <html lang>. */
  locale: string;
};

export const DEFAULT_LANGUAGE: Language = { code: "en", name: "English", locale: "en" };

/** Languages written right to left, by primary language subtag. */
const RIGHT_TO_LEFT = new Set(["ar", "arc", "ckb", "dv", "fa", "he", "ps", "sd", "ug", "ur", "yi"]);

/** The `dir` of a language's pages: "rtl" for Arabic, Hebrew, Persian, Urdu…, else "ltr". */
export function textDirection(locale: string): "ltr" | "rtl" {
  return RIGHT_TO_LEFT.has(locale.split("-")[0]?.toLowerCase() ?? "") ? "rtl" : "ltr";
}
