import { asc } from "drizzle-orm";
import { DEFAULT_LANGUAGE, type Language } from "~/lib/i18n/languages";
import { onRemoteInvalidation } from "../cache/page-cache";
import { db } from "../db/client";
import { languages } from "../db/schema";
import { logger } from "../logger";

/** The longest the process serves a language list without reading it again (spec: languages cache 5 minutes). */
const MAX_AGE_MS = 5 * 60 * 1000;
/** After a failed read, how long the last list read serves before the next try. */
const RETRY_MS = 30 * 1000;

/** A row of the languages table as the back office sees it. */
export type LanguageRow = Language & { displayOrder: number; enabled: boolean };

/**
 * What this process knows of the languages: every row, and the enabled ones (the default language always
 * among them) with their codes as a set, so the request layer checks a host without a query.
 */
type Registry = { all: LanguageRow[]; enabled: Language[]; codes: ReadonlySet<string>; loadedAt: number };

type Global = typeof globalThis & { __languageRegistry?: { registry?: Registry; version: number } };
// On globalThis: the development server reloads modules, the registry stays.
(globalThis as Global).__languageRegistry ??= { version: 0 };
const state = (globalThis as Global).__languageRegistry as { registry?: Registry; version: number };

async function readRegistry(): Promise<Registry> {
  const rows = await db()
    .select({
      code: languages.code,
      name: languages.name,
      locale: languages.locale,
      direction: languages.direction,
      displayOrder: languages.displayOrder,
      enabled: languages.enabled,
    })
    .from(languages)
    .orderBy(asc(languages.displayOrder), asc(languages.code));
  const served = rows
    .filter((row) => row.enabled || row.code === DEFAULT_LANGUAGE.code)
    .map(({ code, name, locale, direction }) => ({ code, name, locale, direction }));
  const enabled = served.length > 0 ? served : [DEFAULT_LANGUAGE];
  return { all: rows, enabled, codes: new Set(enabled.map((l) => l.code)), loadedAt: Date.now() };
}

/**
 * Reads the languages again. Called by a process after its own language writes, and on another process's
 * notice; of two reloads running at once, the one started last wins.
 */
export async function reloadLanguages(): Promise<void> {
  const version = ++state.version;
  const next = await readRegistry();
  if (version === state.version) state.registry = next;
}

/** Reloads in the background (a stale list or a notice); a failure is logged and tried again later. */
function reloadSoon(reason: string): void {
  reloadLanguages().catch((error: unknown) => {
    logger.error({ err: error, reason }, "language list failed to load");
    retryLater();
  });
}

onRemoteInvalidation("languages", (tags) => {
  if (tags.includes("*")) reloadSoon("invalidation");
});

function retryLater(): void {
  if (state.registry) state.registry.loadedAt = Date.now() - MAX_AGE_MS + RETRY_MS;
}

function fresh(registry: Registry | undefined): boolean {
  return registry !== undefined && Date.now() - registry.loadedAt < MAX_AGE_MS;
}

/** Enabled languages by display order (never empty); read again after five minutes at most. */
export async function listLanguages(): Promise<Language[]> {
  if (!fresh(state.registry)) {
    try {
      await reloadLanguages();
    } catch (error) {
      // A list read before still serves; without one the caller falls back to English.
      if (!state.registry) throw error;
      retryLater();
      logger.error({ err: error }, "language list failed to reload; serving the last one read");
    }
  }
  return (state.registry as Registry).enabled;
}

/** Every language, enabled or not, by display order (the back office). */
export async function listAllLanguages(): Promise<LanguageRow[]> {
  await listLanguages();
  return (state.registry as Registry).all;
}

/**
 * Whether a language subdomain may be served, without a query: true for an enabled language, false for
 * any other label, undefined while no list has ever been read (the request goes on, and the page is served
 * in English uncached). A stale list answers and is read again in the background.
 */
export function isServedLanguage(code: string): boolean | undefined {
  const registry = state.registry;
  if (!registry) return undefined;
  if (!fresh(registry)) {
    registry.loadedAt = Date.now(); // one background reload per period, not one per request
    reloadSoon("stale");
  }
  return registry.codes.has(code);
}

/** Reads the language list at start-up; the server starts without it (pages are then served in English). */
export async function loadLanguagesAtStart(): Promise<void> {
  try {
    await reloadLanguages();
  } catch (error) {
    logger.error({ err: error }, "language list failed to load at start");
  }
}
