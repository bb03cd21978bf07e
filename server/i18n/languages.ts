import { asc } from "drizzle-orm";
import { DEFAULT_LANGUAGE, type Language } from "~/lib/i18n/languages";
import { db } from "../db/client";
import { languages } from "../db/schema";

const CACHE_MS = 5 * 60 * 1000;
let cache: { at: number; value: Language[] } | undefined;

/** Every language by display order (cached five minutes; never empty). */
export async function listLanguages(): Promise<Language[]> {
  if (cache && Date.now() - cache.at < CACHE_MS) return cache.value;
  const rows = await db()
    .select({ code: languages.code, name: languages.name, locale: languages.locale })
    .from(languages)
    .orderBy(asc(languages.displayOrder), asc(languages.code));
  const value = rows.length > 0 ? rows : [DEFAULT_LANGUAGE];
  cache = { at: Date.now(), value };
  return value;
}

/** Drops the cached language list (after a language is added or changed). */
export function forgetLanguages(): void {
  cache = undefined;
}
