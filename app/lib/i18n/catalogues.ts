import { en, type MessageKey, type Messages } from "./messages/en";
import { ja } from "./messages/ja";
import { zh } from "./messages/zh";

/**
 * The interface catalogues. Only server-rendered code may import this module (loaders, meta functions,
 * components inside `<Static>` and islands' server render): a browser chunk that reached it would carry
 * every string of every language (a test reads the client chunks for them).
 */
// Japanese is partial: each key it lacks falls back to English.
const catalogues: Record<string, Messages> = { en, zh, ja: { ...en, ...ja } };

/** The interface catalogue of a language, English when the language has none. */
export function messagesFor(code: string): Messages {
  return catalogues[code] ?? en;
}

/** Language codes that have their own interface catalogue. */
export const CATALOGUE_CODES = Object.keys(catalogues);

/**
 * The strings some browser code needs (an island, the toasts): each key named, or every key under a
 * prefix ending in "." ("product." is every product string).
 */
export function pickMessages(code: string, keys: readonly (MessageKey | `${string}.`)[]): Partial<Messages> {
  const memo = `${code}\n${keys.join("\n")}`;
  let picked = pickedMessages.get(memo);
  if (!picked) {
    picked = Object.freeze(
      Object.fromEntries(
        Object.entries(messagesFor(code)).filter(([key]) =>
          keys.some((wanted) => key === wanted || (wanted.endsWith(".") && key.startsWith(wanted))),
        ),
      ),
    );
    pickedMessages.set(memo, picked);
  }
  return picked;
}

/**
 * What pickMessages picked, per language and keys: every uncached page picks its islands' strings from
 * the whole catalogue, which never changes while the server runs. The languages are the site's and the
 * key lists are the code's, so the map stays small.
 */
const pickedMessages = new Map<string, Partial<Messages>>();
