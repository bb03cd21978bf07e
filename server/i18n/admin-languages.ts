import { asc, count, eq, sql } from "drizzle-orm";
import { DEFAULT_LANGUAGE } from "~/lib/i18n/languages";
import type { LanguageForm } from "~/lib/schemas/languages";
import { saveDisplayOrder } from "../admin/reorder";
import { type Invalidate, writeAndInvalidate } from "../cache/page-cache";
import { db, type Tx } from "../db/client";
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

/**
 * Changes the languages in one transaction that drops every page (each shows the chooser and hreflang),
 * here and, by the notice sent with the commit, in every other process, which also reads the list again
 * (server/i18n/languages.ts); this process reads it again after the commit.
 */
async function changeLanguages<T>(run: (tx: Tx, invalidate: Invalidate) => Promise<T>): Promise<T> {
  const value = await writeAndInvalidate(async (tx, invalidate) => {
    const result = await run(tx, invalidate);
    invalidate(["*"]);
    return result;
  });
  await reloadLanguages();
  return value;
}

const TAKEN = "A language with this code already exists";

/** Adds a language at the end of the order; `{code}.{host}` serves it once enabled. Returns its id. */
export async function createLanguage(input: LanguageForm): Promise<number> {
  try {
    return await changeLanguages(async (tx) => {
      const [row] = await tx
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
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AdminActionError(TAKEN, 409, { field: "code" });
    throw error;
  }
}

/** The language's code (its row locked for the change), or the failure when it is gone. */
async function codeOf(tx: Tx, id: number, failure: string): Promise<string> {
  const [row] = await tx
    .select({ code: languages.code })
    .from(languages)
    .where(eq(languages.id, id))
    .for("update");
  if (!row) throw new AdminActionError(failure, 404);
  return row.code;
}

/** Changes a language's name, locale, direction and state (its code, the host, stays). */
export async function updateLanguage(id: number, input: LanguageForm): Promise<void> {
  await changeLanguages(async (tx) => {
    const code = await codeOf(tx, id, "Failed to update language");
    if (code === DEFAULT_LANGUAGE.code && !input.enabled) {
      throw new AdminActionError(`${DEFAULT_LANGUAGE.name} is the original language and stays enabled`, 400, {
        field: "enabled",
      });
    }
    await tx
      .update(languages)
      .set({ name: input.name, locale: input.locale, direction: input.direction, enabled: input.enabled })
      .where(eq(languages.id, id));
  });
}

/** Enables (served, listed) or disables (its host refused) a language; its translations stay either way. */
export async function setLanguageEnabled(id: number, enabled: boolean): Promise<void> {
  await changeLanguages(async (tx) => {
    const code = await codeOf(tx, id, "Failed to update language status");
    if (code === DEFAULT_LANGUAGE.code && !enabled) {
      throw new AdminActionError(`${DEFAULT_LANGUAGE.name} is the original language and stays enabled`);
    }
    await tx.update(languages).set({ enabled }).where(eq(languages.id, id));
  });
}

/** Removes a language; its translations are kept (decision 021) and come back if it is added again. */
export async function deleteLanguage(id: number): Promise<void> {
  await changeLanguages(async (tx) => {
    const code = await codeOf(tx, id, "Failed to delete language");
    if (code === DEFAULT_LANGUAGE.code) {
      throw new AdminActionError(`${DEFAULT_LANGUAGE.name} is the original language and cannot be removed`);
    }
    await tx.delete(languages).where(eq(languages.id, id));
  });
}

/** Saves the dragged order of the chooser, hreflang and sitemap. */
export async function reorderLanguages(ids: number[]): Promise<void> {
  await changeLanguages((tx) => saveDisplayOrder("languages", ids, tx));
}
