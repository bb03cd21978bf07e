import { asc, count, eq, sql } from "drizzle-orm";
import { DEFAULT_LANGUAGE } from "~/lib/i18n/languages";
import type { LanguageForm } from "~/lib/schemas/languages";
import { saveDisplayOrder } from "../admin/reorder";
import { invalidatePages } from "../cache/page-cache";
import { db } from "../db/client";
import { languages, translations } from "../db/schema";
import { isUniqueViolation } from "../db/sql";
import { AdminActionError } from "../errors";
import { reloadLanguages } from "./languages";
import { messagesFor } from "./messages";

/** A row of the Languages screen. */
export type AdminLanguage = {
  id: number;
  code: string;
  name: string;
  locale: string;
  direction: "ltr" | "rtl";
  displayOrder: number;
  enabled: boolean;
  /** Translations stored in the language (content, not the interface). */
  translationCount: number;
  /** The interface has its own catalogue (else English for every string). */
  hasCatalogue: boolean;
};

/** Translations kept for a code that is not a language (removed): they come back with it. */
export type KeptTranslations = { code: string; count: number };

/** Every language by display order with its translation counts, and translations kept for removed codes. */
export async function listLanguagesForAdmin(): Promise<{
  languages: AdminLanguage[];
  kept: KeptTranslations[];
}> {
  const [rows, counts] = await Promise.all([
    db()
      .select({
        id: languages.id,
        code: languages.code,
        name: languages.name,
        locale: languages.locale,
        direction: languages.direction,
        displayOrder: languages.displayOrder,
        enabled: languages.enabled,
      })
      .from(languages)
      .orderBy(asc(languages.displayOrder), asc(languages.code)),
    db()
      .select({ code: translations.languageCode, count: count() })
      .from(translations)
      .groupBy(translations.languageCode)
      .orderBy(asc(translations.languageCode)),
  ]);
  const byCode = new Map(counts.map((row) => [row.code, row.count]));
  const english = messagesFor(DEFAULT_LANGUAGE.code);
  return {
    languages: rows.map((row) => ({
      ...row,
      translationCount: byCode.get(row.code) ?? 0,
      hasCatalogue: row.code === DEFAULT_LANGUAGE.code || messagesFor(row.code) !== english,
    })),
    kept: counts.filter((row) => !rows.some((language) => language.code === row.code)),
  };
}

/** Every process serves the change at once: this one reads the list again, the others on the notice. */
async function languagesChanged(): Promise<void> {
  await reloadLanguages();
  // Every page shows the chooser and hreflang: drop them all, here and (NOTIFY) in every other process.
  await invalidatePages(["*"]);
}

const TAKEN = "A language with this code already exists";

/** Adds a language at the end of the order; `{code}.{host}` serves it once enabled. Returns its id. */
export async function createLanguage(input: LanguageForm): Promise<number> {
  let id: number;
  try {
    const [row] = await db()
      .insert(languages)
      .values({
        code: input.code,
        name: input.name,
        locale: input.locale,
        direction: input.direction,
        enabled: input.enabled,
        displayOrder: sql`(select coalesce(max(${languages.displayOrder}), 0) + 1 from ${languages})`,
      })
      .returning({ id: languages.id });
    if (!row) throw new Error("Insert returned no row");
    id = row.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AdminActionError(TAKEN, 409, { field: "code" });
    throw error;
  }
  await languagesChanged();
  return id;
}

/** The language's code, or the failure when it is gone. */
async function codeOf(id: number, failure: string): Promise<string> {
  const [row] = await db().select({ code: languages.code }).from(languages).where(eq(languages.id, id));
  if (!row) throw new AdminActionError(failure, 404);
  return row.code;
}

/** Changes a language's name, locale, direction and state (its code, the host, stays). */
export async function updateLanguage(id: number, input: LanguageForm): Promise<void> {
  const code = await codeOf(id, "Failed to update language");
  if (code === DEFAULT_LANGUAGE.code && !input.enabled) {
    throw new AdminActionError(`${DEFAULT_LANGUAGE.name} is the original language and stays enabled`, 400, {
      field: "enabled",
    });
  }
  await db()
    .update(languages)
    .set({ name: input.name, locale: input.locale, direction: input.direction, enabled: input.enabled })
    .where(eq(languages.id, id));
  await languagesChanged();
}

/** Enables (served, listed) or disables (its host refused) a language; its translations stay either way. */
export async function setLanguageEnabled(id: number, enabled: boolean): Promise<void> {
  const code = await codeOf(id, "Failed to update language status");
  if (code === DEFAULT_LANGUAGE.code && !enabled) {
    throw new AdminActionError(`${DEFAULT_LANGUAGE.name} is the original language and stays enabled`);
  }
  await db().update(languages).set({ enabled }).where(eq(languages.id, id));
  await languagesChanged();
}

/** Removes a language; its translations are kept (decision 017) and come back if it is added again. */
export async function deleteLanguage(id: number): Promise<void> {
  const code = await codeOf(id, "Failed to delete language");
  if (code === DEFAULT_LANGUAGE.code) {
    throw new AdminActionError(`${DEFAULT_LANGUAGE.name} is the original language and cannot be removed`);
  }
  await db().delete(languages).where(eq(languages.id, id));
  await languagesChanged();
}

/** Saves the dragged order of the chooser, hreflang and sitemap. */
export async function reorderLanguages(ids: number[]): Promise<void> {
  await saveDisplayOrder("languages", ids);
  await languagesChanged();
}
