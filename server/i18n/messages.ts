import { en, type Messages } from "~/lib/i18n/messages/en";
import { zh } from "~/lib/i18n/messages/zh";

const catalogues: Record<string, Messages> = { en, zh };

/** The interface catalogue of a language, English when the language has none. */
export function messagesFor(code: string): Messages {
  return catalogues[code] ?? en;
}

/** Language codes that have a complete interface catalogue. */
export const CATALOGUE_CODES = Object.keys(catalogues);
