import { en, type MessageKey, type Messages } from "./messages/en";
import { zh } from "./messages/zh";

/**
 * The interface catalogues. Only server-rendered code may import this module (loaders, meta functions,
 * components inside `<Static>` and islands' server render): a browser chunk that reached it would carry
 * every string of every language (a test reads the client chunks for them).
 */
const catalogues: Record<string, Messages> = { en, zh };

/** The interface catalogue of a language, English when the language has none. */
export function messagesFor(code: string): Messages {
  return catalogues[code] ?? en;
}

/** Language codes that have a complete interface catalogue. */
export const CATALOGUE_CODES = Object.keys(catalogues);

/** The strings a page's browser code needs (its islands and toasts), for that page's loader data. */
export function pickMessages(code: string, keys: readonly MessageKey[]): Partial<Messages> {
  const messages = messagesFor(code);
  return Object.fromEntries(keys.map((key) => [key, messages[key]]));
}
