import { and, eq, inArray } from "drizzle-orm";
import { DEFAULT_LANGUAGE } from "~/lib/i18n/languages";
import { db, type Executor } from "../db/client";
import { type TranslatableEntityType, translations } from "../db/schema";

/** The spec's field name (translations.field_name) of a camelCase row key: detailedDescription -> detailed_description. */
export function fieldNameOf(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/**
 * A row as a translated page shows it: `fallback` names the shown fields still in the original language
 * (rendered with their own `lang` and `dir`, `fallbackLang` in ~/lib/i18n/languages); absent when none.
 */
export type Overlaid<Row> = Row & { fallback?: string[] };

/**
 * Overlays translated field values on rows, falling back to the original where a translation is missing.
 * Fields are row keys (camelCase); translations store the spec's snake_case field names. A `slug` field
 * takes the language's own slug (an address, never listed in `fallback`).
 * One query for the whole list, whatever its length; nothing at all for the default language.
 */
export async function overlayTranslations<Row extends { id: number }, Field extends keyof Row & string>(
  entityType: TranslatableEntityType,
  rows: Row[],
  fields: readonly Field[],
  languageCode: string,
  executor: Executor = db(),
): Promise<Overlaid<Row>[]> {
  if (languageCode === DEFAULT_LANGUAGE.code || rows.length === 0 || fields.length === 0) return rows;
  const found = await executor
    .select({
      entityId: translations.entityId,
      fieldName: translations.fieldName,
      value: translations.translatedValue,
    })
    .from(translations)
    .where(
      and(
        eq(translations.entityType, entityType),
        eq(translations.languageCode, languageCode),
        inArray(
          translations.entityId,
          rows.map((row) => row.id),
        ),
        inArray(
          translations.fieldName,
          fields.map((field) => fieldNameOf(field)),
        ),
      ),
    );
  const byRow = new Map<number, Map<string, string>>();
  for (const t of found) {
    if (!t.value.trim()) continue;
    const fieldsOfRow = byRow.get(t.entityId) ?? new Map<string, string>();
    fieldsOfRow.set(t.fieldName, t.value);
    byRow.set(t.entityId, fieldsOfRow);
  }
  return rows.map((row) => {
    const values = byRow.get(row.id);
    const copy: Overlaid<Row> = { ...row };
    const fallback: string[] = [];
    for (const field of fields) {
      const value = values?.get(fieldNameOf(field));
      if (value !== undefined) (copy as Record<string, unknown>)[field] = value;
      else if (field !== "slug" && isShown(row[field])) fallback.push(field);
    }
    if (fallback.length > 0) copy.fallback = fallback;
    return copy;
  });
}

/** A value a page shows: text that is not empty (an empty original shows nothing, so nothing falls back). */
function isShown(value: unknown): boolean {
  return typeof value === "string" && value.trim() !== "";
}

/** Overlay for a single row (detail pages). */
export async function overlayTranslation<Row extends { id: number }, Field extends keyof Row & string>(
  entityType: TranslatableEntityType,
  row: Row,
  fields: readonly Field[],
  languageCode: string,
  executor: Executor = db(),
): Promise<Overlaid<Row>> {
  const [result] = await overlayTranslations(entityType, [row], fields, languageCode, executor);
  return result ?? row;
}
