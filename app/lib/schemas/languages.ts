import { z } from "zod";
import { checkbox } from "~/lib/schemas/form";
import { LANGUAGE_CODE_PATTERN } from "~/lib/schemas/translations";

export const TEXT_DIRECTIONS = ["ltr", "rtl"] as const;

/** The canonical spelling of a BCP 47 tag ("zh-hant" → "zh-Hant"), or null when it is not one. */
export function canonicalLocale(tag: string): string | null {
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? null;
  } catch {
    return null;
  }
}

const CODE_MESSAGE = "Code must be a language code such as ja or pt-br (lower-case letters)";
const LOCALE_MESSAGE = "Locale must be a language tag such as ja or zh-Hant";

/**
 * The Add/Edit Language form. The code names the language's host (`{code}.{host}`) and never changes
 * once created (an edit posts it unchanged); the locale is the BCP 47 tag of hreflang and <html lang>.
 */
export const languageFormSchema = z.object({
  code: z
    .string({ error: CODE_MESSAGE })
    .trim()
    .regex(LANGUAGE_CODE_PATTERN, CODE_MESSAGE)
    .refine((code) => code !== "www", "www is the site's own host name, not a language"),
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(60, "Name must be at most 60 characters"),
  locale: z
    .string({ error: LOCALE_MESSAGE })
    .trim()
    .min(2, LOCALE_MESSAGE)
    .max(35, LOCALE_MESSAGE)
    .refine((tag) => canonicalLocale(tag) !== null, LOCALE_MESSAGE)
    .transform((tag) => canonicalLocale(tag) ?? tag),
  direction: z.enum(TEXT_DIRECTIONS, { error: "Direction must be left to right or right to left" }),
  enabled: checkbox(),
});
export type LanguageForm = z.output<typeof languageFormSchema>;
