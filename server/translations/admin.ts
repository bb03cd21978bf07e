import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { DEFAULT_LANGUAGE } from "~/lib/i18n/languages";
import {
  type AddTranslationInput,
  entityTypeSchema,
  isRichTextField,
  normaliseTranslation,
  TRANSLATABLE_FIELDS,
  type TranslationFilter,
  translationFilterSchema,
  translationProblem,
} from "~/lib/schemas/translations";
import { writeAndInvalidate } from "../cache/page-cache";
import { type PageTag, pageTag } from "../cache/tags";
import { live } from "../content/visibility";
import { db, type Executor } from "../db/client";
import {
  itemCodes,
  languages,
  products,
  TRANSLATABLE_ENTITY_TYPES,
  type TranslatableEntityType,
  translations,
} from "../db/schema";
import { isUniqueViolation, rowsOf } from "../db/sql";
import { AdminActionError } from "../errors";
import { sanitizeRichText, stripTags } from "../html/sanitize";
import { logger } from "../logger";
import { ENTITIES, fingerprint, originalValues, translationSources } from "./entities";
import { assertTranslatedSlugFree, SLUG_IN_USE } from "./slugs";

/** Friendly names of the translatable entity types, in the order of the type select. */
export const ENTITY_TYPE_LABELS: Record<TranslatableEntityType, string> = {
  products: "Products",
  product_categories: "Product Categories",
  item_codes: "Item Codes",
  gallery_items: "Gallery Items",
  gallery_categories: "Gallery Categories",
  news_items: "News & Events",
};

/** The entity types as the screens list them, in the type select's order. */
export const ENTITY_TYPE_OPTIONS = TRANSLATABLE_ENTITY_TYPES.map((value) => ({
  value,
  label: ENTITY_TYPE_LABELS[value],
}));

/** The stored form of a translated value: sanitised HTML for rich fields, a slug in NFC, trimmed text otherwise. */
export function cleanValue(fieldName: string, value: string): string {
  if (isRichTextField(fieldName)) return sanitizeRichText(value).trim();
  return normaliseTranslation(fieldName, value).trim();
}

/** One record of the left column: its label (name, title or item code) and optional secondary text. */
export type TranslatableRecord = { id: number; label: string; secondary: string | null };

/**
 * Records with at least one text missing (no translation in the language) or outdated (its original
 * changed since it was translated), as the Translations screen's filter asks; null: no filter.
 */
function filteredIds(entityType: TranslatableEntityType, filter: TranslationFilter | null) {
  if (!filter) return null;
  const entity = ENTITIES[entityType];
  const state =
    filter.show === "missing"
      ? sql`t.id is null`
      : sql`t.id is not null and t.source_fingerprint <> md5(s.value)`;
  return sql`${entity.id} in (
    select s.entity_id from (${translationSources(entityType)}) s
    left join ${translations} t on t.entity_type = s.entity_type and t.entity_id = s.entity_id
      and t.field_name = s.field_name and t.language_code = ${filter.language}
      and btrim(t.translated_value) <> ''
    where ${state})`;
}

/**
 * Records of an entity type for the left column, ordered by name or title ascending; item codes by
 * item_code with their product's name. With a filter, only those missing or with outdated texts in a language.
 */
export async function listTranslatableRecords(
  entityType: TranslatableEntityType,
  filter: TranslationFilter | null = null,
): Promise<TranslatableRecord[]> {
  const only = filteredIds(entityType, filter);
  if (entityType === "item_codes") {
    return db()
      .select({ id: itemCodes.id, label: itemCodes.itemCode, secondary: products.name })
      .from(itemCodes)
      .innerJoin(products, eq(products.id, itemCodes.productId))
      .where(and(live(products), only ?? undefined))
      .orderBy(asc(itemCodes.itemCode), asc(itemCodes.id));
  }
  const entity = ENTITIES[entityType];
  const rows = await db()
    .select({ id: entity.id, label: entity.label })
    .from(entity.table)
    .where(and(isNull(entity.table.deletedAt), only ?? undefined))
    .orderBy(asc(entity.label), asc(entity.id));
  return rows.map((row) => ({ id: Number(row.id), label: String(row.label), secondary: null }));
}

/** A translatable field of one record for the middle column. */
export type TranslatableField = {
  name: string;
  kind: "required" | "short" | "long" | "slug";
  richText: boolean;
  /** The original (English) value as plain text. */
  original: string;
  /** True once the field has at least one translation. */
  translated: boolean;
  /** Names of the languages whose translation was made from an earlier original. */
  outdated: string[];
};

/** The translatable fields of one record with original value and Translated/Missing status; "Entity not found" when it is gone. */
export async function getTranslatableFields(
  entityType: TranslatableEntityType,
  entityId: number,
): Promise<TranslatableField[]> {
  const [original, stored] = await Promise.all([
    originalValues(entityType, entityId),
    db()
      .select({
        fieldName: translations.fieldName,
        fingerprint: translations.sourceFingerprint,
        languageName: languages.name,
      })
      .from(translations)
      // Translations kept for a removed language do not count (they come back with it).
      .innerJoin(languages, eq(languages.code, translations.languageCode))
      .where(and(eq(translations.entityType, entityType), eq(translations.entityId, entityId))),
  ]);
  if (!original) throw new AdminActionError("Entity not found", 404);
  return Object.entries(TRANSLATABLE_FIELDS[entityType]).map(([name, kind]) => {
    const current = fingerprint(original[name]);
    const own = stored.filter((row) => row.fieldName === name);
    return {
      name,
      kind,
      richText: isRichTextField(name),
      original: isRichTextField(name) ? stripTags(original[name]).trim() : (original[name] ?? "").trim(),
      translated: own.length > 0,
      outdated: own.filter((row) => row.fingerprint !== current).map((row) => row.languageName),
    };
  });
}

/** One translation of a field for the right column, with its language's name. */
export type FieldTranslation = {
  id: number;
  languageCode: string;
  languageName: string;
  value: string;
  updatedAt: Date;
  /** Its original changed after it was saved or confirmed. */
  outdated: boolean;
};

/** The translations of one record's field with their language names, ordered by language code. */
export async function listFieldTranslations(
  entityType: TranslatableEntityType,
  entityId: number,
  fieldName: string,
): Promise<FieldTranslation[]> {
  const [original, rows] = await Promise.all([
    originalValues(entityType, entityId),
    db()
      .select({
        id: translations.id,
        languageCode: translations.languageCode,
        languageName: languages.name,
        value: translations.translatedValue,
        updatedAt: translations.updatedAt,
        fingerprint: translations.sourceFingerprint,
      })
      .from(translations)
      .innerJoin(languages, eq(languages.code, translations.languageCode))
      .where(
        and(
          eq(translations.entityType, entityType),
          eq(translations.entityId, entityId),
          eq(translations.fieldName, fieldName),
        ),
      )
      .orderBy(asc(translations.languageCode)),
  ]);
  const current = fingerprint(original?.[fieldName]);
  return rows.map(({ fingerprint: stored, ...row }) => ({ ...row, outdated: stored !== current }));
}

/** Languages that may still be added to a field: every language but the default and those already used. */
export async function availableLanguages(
  entityType: TranslatableEntityType,
  entityId: number,
  fieldName: string,
): Promise<{ code: string; name: string }[]> {
  const [all, used] = await Promise.all([
    db()
      .select({ code: languages.code, name: languages.name })
      .from(languages)
      .orderBy(asc(languages.displayOrder), asc(languages.code)),
    listFieldTranslations(entityType, entityId, fieldName),
  ]);
  const taken = new Set(used.map((t) => t.languageCode));
  return all.filter((language) => language.code !== DEFAULT_LANGUAGE.code && !taken.has(language.code));
}

/** Public page-cache tags of a translated entity (item codes belong to their product's pages). */
export async function entityTags(
  entityType: TranslatableEntityType,
  entityId: number,
  executor: Executor,
): Promise<PageTag[]> {
  switch (entityType) {
    case "products":
      return [pageTag.product(entityId), "products"];
    case "product_categories":
      return ["product-categories", pageTag.category(entityId)];
    case "item_codes": {
      const [row] = await executor
        .select({ productId: itemCodes.productId })
        .from(itemCodes)
        .where(eq(itemCodes.id, entityId));
      return row ? [pageTag.product(row.productId), "item-codes"] : ["products", "item-codes"];
    }
    case "gallery_items":
      return [pageTag.galleryItem(entityId), "gallery"];
    case "gallery_categories":
      return ["gallery-categories", "gallery"];
    case "news_items":
      return [pageTag.news(entityId), "news"];
  }
}

/** A translated slug must name no other record of its type (checked in the writing transaction). */
async function checkSlug(
  executor: Executor,
  entityType: TranslatableEntityType,
  entityId: number,
  fieldName: string,
  value: string,
): Promise<void> {
  if (fieldName !== "slug") return;
  if (entityType !== "products" && entityType !== "gallery_items" && entityType !== "news_items") return;
  await assertTranslatedSlugFree(executor, entityType, entityId, value);
}

/** A unique violation of one of the translation keys, in the form's words. */
function conflict(error: unknown): never {
  if (isUniqueViolation(error)) {
    const constraint = (error as { cause?: { constraint?: string } }).cause?.constraint;
    if (constraint === "translations_slug_key")
      throw new AdminActionError(SLUG_IN_USE, 409, { field: "value" });
    throw new AdminActionError("This field already has a translation in that language; edit it instead", 409);
  }
  throw error;
}

/**
 * Adds a translation (one per entity, field and language), keeping the fingerprint of the original it
 * translates: "Entity not found" for a missing record, the default or an unknown language refused, a
 * duplicate language or a slug in use refused; then the entity's public pages are invalidated.
 */
export async function addTranslation(input: AddTranslationInput): Promise<number> {
  const { entityType, entityId, fieldName, languageCode } = input;
  const problem = translationProblem(entityType, fieldName, input.value);
  if (problem) throw new AdminActionError(problem, 400, { field: "value" });
  if (languageCode === DEFAULT_LANGUAGE.code) {
    throw new AdminActionError(
      `${DEFAULT_LANGUAGE.name} is the original language and cannot be a translation`,
    );
  }
  const value = cleanValue(fieldName, input.value);
  try {
    return await writeAndInvalidate(async (tx, invalidate) => {
      const original = await originalValues(entityType, entityId, tx);
      if (!original) throw new AdminActionError("Entity not found", 404);
      const [language] = await tx
        .select({ code: languages.code })
        .from(languages)
        .where(eq(languages.code, languageCode));
      if (!language) throw new AdminActionError("Language is required", 400, { field: "languageCode" });
      await checkSlug(tx, entityType, entityId, fieldName, value);
      const [row] = await tx
        .insert(translations)
        .values({
          entityType,
          entityId,
          fieldName,
          languageCode,
          translatedValue: value,
          sourceFingerprint: fingerprint(original[fieldName]),
        })
        .returning({ id: translations.id });
      if (!row) throw new Error("Insert returned no row");
      invalidate(await entityTags(entityType, entityId, tx));
      return row.id;
    });
  } catch (error) {
    conflict(error);
  }
}

/** The translation's record and field, or the failure message when it is gone. */
async function storedTranslation(tx: Executor, id: number, failure: string) {
  const [current] = await tx
    .select({
      entityType: translations.entityType,
      entityId: translations.entityId,
      fieldName: translations.fieldName,
    })
    .from(translations)
    .where(eq(translations.id, id))
    .for("update");
  if (!current) throw new AdminActionError(failure, 404);
  return current;
}

/**
 * Changes a translation's value (same rules as adding) and takes the original's fingerprint as it is now:
 * a saved translation is up to date. Invalidates the entity's public pages.
 */
export async function updateTranslation(id: number, input: string): Promise<void> {
  try {
    await writeAndInvalidate(async (tx, invalidate) => {
      const current = await storedTranslation(tx, id, "Failed to update translation");
      const problem = translationProblem(current.entityType, current.fieldName, input);
      if (problem) throw new AdminActionError(problem, 400, { field: "value" });
      const value = cleanValue(current.fieldName, input);
      await checkSlug(tx, current.entityType, current.entityId, current.fieldName, value);
      const original = await originalValues(current.entityType, current.entityId, tx);
      await tx
        .update(translations)
        .set({
          translatedValue: value,
          sourceFingerprint: fingerprint(original?.[current.fieldName]),
          updatedAt: new Date(),
        })
        .where(eq(translations.id, id));
      invalidate(await entityTags(current.entityType, current.entityId, tx));
    });
  } catch (error) {
    conflict(error);
  }
}

/** Confirms that a translation still fits its changed original: it takes the original's fingerprint, value unchanged. */
export async function confirmTranslation(id: number): Promise<void> {
  await db().transaction(async (tx) => {
    const current = await storedTranslation(tx, id, "Failed to update translation");
    const original = await originalValues(current.entityType, current.entityId, tx);
    await tx
      .update(translations)
      .set({ sourceFingerprint: fingerprint(original?.[current.fieldName]), updatedAt: new Date() })
      .where(eq(translations.id, id));
  });
}

/** Deletes a translation (the page falls back to the original) and invalidates the entity's public pages. */
export async function deleteTranslation(id: number): Promise<void> {
  await writeAndInvalidate(async (tx, invalidate) => {
    const [deleted] = await tx
      .delete(translations)
      .where(eq(translations.id, id))
      .returning({ entityType: translations.entityType, entityId: translations.entityId });
    if (!deleted) throw new AdminActionError("Failed to delete translation", 404);
    invalidate(await entityTags(deleted.entityType, deleted.entityId, tx));
  });
}

/** What the Translations screen shows for a selection (?type=&id=&field=&show=&language=), with the spec's message for each part that failed. */
export async function loadTranslationsScreen(search: URLSearchParams) {
  const typeParam = search.get("type") ?? "";
  const entityType: TranslatableEntityType = entityTypeSchema.safeParse(typeParam).success
    ? (typeParam as TranslatableEntityType)
    : "products";
  const idParam = Number(search.get("id"));
  const entityId = Number.isSafeInteger(idParam) && idParam > 0 ? idParam : null;
  const fieldParam = search.get("field") ?? "";
  const parsedFilter = translationFilterSchema.safeParse({
    show: search.get("show") ?? undefined,
    language: search.get("language") ?? undefined,
  });
  const errors: string[] = [];

  const filterLanguages = await db()
    .select({ code: languages.code, name: languages.name })
    .from(languages)
    .where(sql`${languages.code} <> ${DEFAULT_LANGUAGE.code}`)
    .orderBy(asc(languages.displayOrder), asc(languages.code))
    .catch((error: unknown) => {
      logger.error({ err: error }, "translations: languages failed");
      return [];
    });
  const filter =
    parsedFilter.success && filterLanguages.some((l) => l.code === parsedFilter.data.language)
      ? parsedFilter.data
      : null;

  let records: TranslatableRecord[] = [];
  try {
    records = await listTranslatableRecords(entityType, filter);
  } catch (error) {
    logger.error({ err: error, entityType }, "translations: records failed");
    errors.push("Failed to load items");
  }

  let fields: TranslatableField[] = [];
  let fieldsError: string | null = null;
  if (entityId !== null) {
    try {
      fields = await getTranslatableFields(entityType, entityId);
    } catch (error) {
      fieldsError = error instanceof AdminActionError ? error.message : "Failed to load translatable fields";
      if (!(error instanceof AdminActionError)) logger.error({ err: error }, "translations: fields failed");
      errors.push(fieldsError);
    }
  }
  const field = fields.find((f) => f.name === fieldParam) ?? null;

  let fieldTranslations: (FieldTranslation & { preview: string })[] = [];
  let languagesLeft: { code: string; name: string }[] = [];
  if (entityId !== null && field) {
    try {
      const [found, available] = await Promise.all([
        listFieldTranslations(entityType, entityId, field.name),
        availableLanguages(entityType, entityId, field.name),
      ]);
      fieldTranslations = found.map((t) => ({
        ...t,
        preview: field.richText ? stripTags(t.value).trim() : t.value,
      }));
      languagesLeft = available;
    } catch (error) {
      logger.error({ err: error }, "translations: field translations failed");
      errors.push("Failed to load translations");
    }
  }

  return {
    entityTypes: ENTITY_TYPE_OPTIONS,
    entityType,
    records,
    filter,
    filterLanguages,
    entityId,
    record: records.find((r) => r.id === entityId) ?? null,
    fields,
    fieldsError,
    field,
    translations: fieldTranslations,
    availableLanguages: languagesLeft,
    errors,
  };
}

/** Counts of one entity type in one language: texts to translate, up to date, outdated; the rest are missing. */
export type CompletenessCell = {
  entityType: TranslatableEntityType;
  languageCode: string;
  total: number;
  translated: number;
  outdated: number;
  missing: number;
};

/**
 * The Translations overview: for every entity type and language but the original, how many texts (one
 * field of one record with an original) are translated and up to date, outdated, or missing. One query.
 */
export async function translationCompleteness(): Promise<CompletenessCell[]> {
  const result = await db().execute<{
    entity_type: TranslatableEntityType;
    language_code: string;
    total: number;
    translated: number;
    outdated: number;
  }>(sql`
    select s.entity_type, l.code as language_code, count(*)::int as total,
      (count(t.id) filter (where t.source_fingerprint = md5(s.value)))::int as translated,
      (count(t.id) filter (where t.source_fingerprint <> md5(s.value)))::int as outdated
    from (${translationSources()}) s
    cross join ${languages} l
    left join ${translations} t on t.entity_type = s.entity_type and t.entity_id = s.entity_id
      and t.field_name = s.field_name and t.language_code = l.code and btrim(t.translated_value) <> ''
    where l.code <> ${DEFAULT_LANGUAGE.code}
    group by s.entity_type, l.code
  `);
  return rowsOf<{
    entity_type: TranslatableEntityType;
    language_code: string;
    total: number;
    translated: number;
    outdated: number;
  }>(result).map((row) => ({
    entityType: row.entity_type,
    languageCode: row.language_code,
    total: row.total,
    translated: row.translated,
    outdated: row.outdated,
    missing: row.total - row.translated - row.outdated,
  }));
}

/** Each language's share of all texts translated and up to date (the dashboard), by display order. */
export async function languageCompleteness(): Promise<
  { code: string; name: string; enabled: boolean; total: number; translated: number }[]
> {
  const [cells, rows] = await Promise.all([
    translationCompleteness(),
    db()
      .select({ code: languages.code, name: languages.name, enabled: languages.enabled })
      .from(languages)
      .where(sql`${languages.code} <> ${DEFAULT_LANGUAGE.code}`)
      .orderBy(asc(languages.displayOrder), asc(languages.code)),
  ]);
  return rows.map((language) => {
    const own = cells.filter((cell) => cell.languageCode === language.code);
    return {
      ...language,
      total: own.reduce((sum, cell) => sum + cell.total, 0),
      translated: own.reduce((sum, cell) => sum + cell.translated, 0),
    };
  });
}
