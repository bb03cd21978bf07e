import { and, asc, eq, isNull } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { DEFAULT_LANGUAGE } from "~/lib/i18n/languages";
import {
  type AddTranslationInput,
  entityTypeSchema,
  isRichTextField,
  TRANSLATABLE_FIELDS,
  translationProblem,
} from "~/lib/schemas/translations";
import { writeAndInvalidate } from "../cache/page-cache";
import { type PageTag, pageTag } from "../cache/tags";
import { live } from "../content/visibility";
import { db, type Executor } from "../db/client";
import {
  galleryCategories,
  galleryItems,
  itemCodes,
  languages,
  newsItems,
  productCategories,
  products,
  TRANSLATABLE_ENTITY_TYPES,
  type TranslatableEntityType,
  translations,
} from "../db/schema";
import { isUniqueViolation } from "../db/sql";
import { AdminActionError } from "../errors";
import { sanitizeRichText, stripTags } from "../html/sanitize";
import { logger } from "../logger";

/** Friendly names of the translatable entity types, in the order of the type select. */
export const ENTITY_TYPE_LABELS: Record<TranslatableEntityType, string> = {
  products: "Products",
  product_categories: "Product Categories",
  item_codes: "Item Codes",
  gallery_items: "Gallery Items",
  gallery_categories: "Gallery Categories",
  news_items: "News & Events",
};

/** The stored form of a translated value: sanitised HTML for rich fields, trimmed text for the others. */
function cleanValue(fieldName: string, value: string): string {
  return isRichTextField(fieldName) ? sanitizeRichText(value).trim() : value.trim();
}

/** Where each entity type lives: its table, the column it is listed by, and its translatable columns. */
const ENTITIES = {
  products: {
    table: products,
    id: products.id,
    label: products.name,
    fields: {
      name: products.name,
      description: products.description,
      detailed_description: products.detailedDescription,
    },
  },
  product_categories: {
    table: productCategories,
    id: productCategories.id,
    label: productCategories.name,
    fields: { name: productCategories.name, description: productCategories.description },
  },
  item_codes: {
    table: itemCodes,
    id: itemCodes.id,
    label: itemCodes.itemCode,
    fields: {
      colour_name: itemCodes.colourName,
      composition: itemCodes.composition,
      type: itemCodes.type,
      country_of_origin: itemCodes.countryOfOrigin,
      other_information: itemCodes.otherInformation,
      bleaching: itemCodes.bleaching,
      ironing: itemCodes.ironing,
      washing_temperature: itemCodes.washingTemperature,
      other_technical_info: itemCodes.otherTechnicalInfo,
    },
  },
  gallery_items: {
    table: galleryItems,
    id: galleryItems.id,
    label: galleryItems.name,
    fields: {
      name: galleryItems.name,
      description: galleryItems.description,
      detailed_description: galleryItems.detailedDescription,
      project_details: galleryItems.projectDetails,
    },
  },
  gallery_categories: {
    table: galleryCategories,
    id: galleryCategories.id,
    label: galleryCategories.name,
    fields: { name: galleryCategories.name },
  },
  news_items: {
    table: newsItems,
    id: newsItems.id,
    label: newsItems.title,
    fields: {
      title: newsItems.title,
      description: newsItems.description,
      article_body: newsItems.articleBody,
    },
  },
} as const satisfies Record<
  TranslatableEntityType,
  { table: PgTable; id: PgColumn; label: PgColumn; fields: Record<string, PgColumn> }
>;

/** One record of the left column: its label (name, title or item code) and optional secondary text. */
export type TranslatableRecord = { id: number; label: string; secondary: string | null };

/** Records of an entity type for the left column, ordered by name or title ascending; item codes by item_code with their product's name. */
export async function listTranslatableRecords(
  entityType: TranslatableEntityType,
): Promise<TranslatableRecord[]> {
  if (entityType === "item_codes") {
    return db()
      .select({ id: itemCodes.id, label: itemCodes.itemCode, secondary: products.name })
      .from(itemCodes)
      .innerJoin(products, eq(products.id, itemCodes.productId))
      .where(live(products))
      .orderBy(asc(itemCodes.itemCode), asc(itemCodes.id));
  }
  const entity = ENTITIES[entityType];
  const rows = await db()
    .select({ id: entity.id, label: entity.label })
    .from(entity.table)
    .where(isNull(entity.table.deletedAt))
    .orderBy(asc(entity.label), asc(entity.id));
  return rows.map((row) => ({ id: Number(row.id), label: String(row.label), secondary: null }));
}

/** A translatable field of one record for the middle column. */
export type TranslatableField = {
  name: string;
  kind: "required" | "short" | "long";
  richText: boolean;
  /** The original (English) value as plain text. */
  original: string;
  /** True once the field has at least one translation. */
  translated: boolean;
};

/** The original values of one record's translatable fields (snake_case keys), or undefined when it is gone. */
async function originalValues(
  entityType: TranslatableEntityType,
  entityId: number,
  executor: Executor = db(),
): Promise<Record<string, string | null> | undefined> {
  if (entityType === "item_codes") {
    const [row] = await executor
      .select(ENTITIES.item_codes.fields)
      .from(itemCodes)
      .innerJoin(products, eq(products.id, itemCodes.productId))
      .where(and(eq(itemCodes.id, entityId), live(products)))
      .limit(1);
    return row;
  }
  const entity = ENTITIES[entityType];
  const [row] = await executor
    .select(entity.fields as Record<string, PgColumn>)
    .from(entity.table)
    .where(and(eq(entity.id, entityId), isNull(entity.table.deletedAt)))
    .limit(1);
  return row as Record<string, string | null> | undefined;
}

/** The translatable fields of one record with original value and Translated/Missing status; "Entity not found" when it is gone. */
export async function getTranslatableFields(
  entityType: TranslatableEntityType,
  entityId: number,
): Promise<TranslatableField[]> {
  const [original, used] = await Promise.all([
    originalValues(entityType, entityId),
    db()
      .selectDistinct({ fieldName: translations.fieldName })
      .from(translations)
      .where(and(eq(translations.entityType, entityType), eq(translations.entityId, entityId))),
  ]);
  if (!original) throw new AdminActionError("Entity not found", 404);
  const translatedFields = new Set(used.map((row) => row.fieldName));
  return Object.entries(TRANSLATABLE_FIELDS[entityType]).map(([name, kind]) => ({
    name,
    kind,
    richText: isRichTextField(name),
    original: isRichTextField(name) ? stripTags(original[name]).trim() : (original[name] ?? "").trim(),
    translated: translatedFields.has(name),
  }));
}

/** One translation of a field for the right column, with its language's name. */
export type FieldTranslation = {
  id: number;
  languageCode: string;
  languageName: string;
  value: string;
  updatedAt: Date;
};

/** The translations of one record's field with their language names, ordered by language code. */
export async function listFieldTranslations(
  entityType: TranslatableEntityType,
  entityId: number,
  fieldName: string,
): Promise<FieldTranslation[]> {
  return db()
    .select({
      id: translations.id,
      languageCode: translations.languageCode,
      languageName: languages.name,
      value: translations.translatedValue,
      updatedAt: translations.updatedAt,
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
    .orderBy(asc(translations.languageCode));
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
async function entityTags(
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

/**
 * Adds a translation (one per entity, field and language): "Entity not found" for a missing record, the
 * default or an unknown language refused, a duplicate language refused; then the entity's public pages are invalidated.
 */
export async function addTranslation(input: AddTranslationInput): Promise<number> {
  const { entityType, entityId, fieldName, languageCode } = input;
  const problem = translationProblem(entityType, fieldName, input.value);
  if (problem) throw new AdminActionError(problem);
  if (languageCode === DEFAULT_LANGUAGE.code) {
    throw new AdminActionError(
      `${DEFAULT_LANGUAGE.name} is the original language and cannot be a translation`,
    );
  }
  try {
    return await writeAndInvalidate(async (tx, invalidate) => {
      if (!(await originalValues(entityType, entityId, tx)))
        throw new AdminActionError("Entity not found", 404);
      const [language] = await tx
        .select({ code: languages.code })
        .from(languages)
        .where(eq(languages.code, languageCode));
      if (!language) throw new AdminActionError("Language is required");
      const [row] = await tx
        .insert(translations)
        .values({
          entityType,
          entityId,
          fieldName,
          languageCode,
          translatedValue: cleanValue(fieldName, input.value),
        })
        .returning({ id: translations.id });
      if (!row) throw new Error("Insert returned no row");
      invalidate(await entityTags(entityType, entityId, tx));
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AdminActionError(
        "This field already has a translation in that language; edit it instead",
        409,
      );
    }
    throw error;
  }
}

/** Changes a translation's value (same rules as adding) and invalidates the entity's public pages. */
export async function updateTranslation(id: number, value: string): Promise<void> {
  await writeAndInvalidate(async (tx, invalidate) => {
    const [current] = await tx
      .select({
        entityType: translations.entityType,
        entityId: translations.entityId,
        fieldName: translations.fieldName,
      })
      .from(translations)
      .where(eq(translations.id, id));
    if (!current) throw new AdminActionError("Failed to update translation", 404);
    const problem = translationProblem(current.entityType, current.fieldName, value);
    if (problem) throw new AdminActionError(problem);
    await tx
      .update(translations)
      .set({ translatedValue: cleanValue(current.fieldName, value), updatedAt: new Date() })
      .where(eq(translations.id, id));
    invalidate(await entityTags(current.entityType, current.entityId, tx));
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

/** What the Translations screen shows for a selection (?type=&id=&field=), with the spec's message for each part that failed. */
export async function loadTranslationsScreen(search: URLSearchParams) {
  const typeParam = search.get("type") ?? "";
  const entityType: TranslatableEntityType = entityTypeSchema.safeParse(typeParam).success
    ? (typeParam as TranslatableEntityType)
    : "products";
  const idParam = Number(search.get("id"));
  const entityId = Number.isSafeInteger(idParam) && idParam > 0 ? idParam : null;
  const fieldParam = search.get("field") ?? "";
  const errors: string[] = [];

  let records: TranslatableRecord[] = [];
  try {
    records = await listTranslatableRecords(entityType);
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
    entityTypes: TRANSLATABLE_ENTITY_TYPES.map((value) => ({ value, label: ENTITY_TYPE_LABELS[value] })),
    entityType,
    records,
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
