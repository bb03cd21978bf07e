import { DEFAULT_LANGUAGE } from "./languages";

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
