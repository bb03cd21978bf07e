import { en, type Messages } from "~/lib/i18n/messages/en";
import { ja } from "~/lib/i18n/messages/ja";
import { zh } from "~/lib/i18n/messages/zh";

// Japanese is partial: each key it lacks falls back to English.
const catalogues: Record<string, Messages> = { en, zh, ja: { ...en, ...ja } };

/** The interface catalogue of a language, English when the language has none. */
export function messagesFor(code: string): Messages {
  return catalogues[code] ?? en;
}

/** Language codes that have their own interface catalogue. */
export const CATALOGUE_CODES = Object.keys(catalogues);
