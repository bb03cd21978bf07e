/** Languages written right to left, by primary language subtag. */
const RIGHT_TO_LEFT = new Set(["ar", "arc", "ckb", "dv", "fa", "he", "ps", "sd", "ug", "ur", "yi"]);

/** The usual `dir` of a locale: "rtl" for Arabic, Hebrew, Persian, Urdu…, else "ltr" (the Languages form's default). */
export function textDirection(locale: string): "ltr" | "rtl" {
  return RIGHT_TO_LEFT.has(locale.split("-")[0]?.toLowerCase() ?? "") ? "rtl" : "ltr";
}
