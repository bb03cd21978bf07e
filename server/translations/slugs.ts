import { and, asc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { DEFAULT_LANGUAGE } from "~/lib/i18n/languages";
import type { Executor } from "../db/client";
import { type TranslatableEntityType, translations } from "../db/schema";
import { AdminActionError } from "../errors";
import { ENTITIES } from "./entities";

/** The entity types with a page of their own, whose slug may be translated. */
export type SluggedEntityType = "products" | "gallery_items" | "news_items";

export const SLUG_IN_USE = "Slug is already in use";

/** Serialises slug writes of one entity type, so two saves cannot both take a slug the other checked free. */
function lockSlugs(executor: Executor, entityType: TranslatableEntityType) {
  return executor.execute(sql`select pg_advisory_xact_lock(hashtext(${`slugs:${entityType}`}))`);
}

/**
 * Refuses a translated slug another record of the type already has, as its original slug or as a
 * translated slug in any language (one address, one record, on every host). The record may use one slug in
 * several languages. Call inside the writing transaction.
 */
export async function assertTranslatedSlugFree(
  executor: Executor,
  entityType: SluggedEntityType,
  entityId: number,
  slug: string,
): Promise<void> {
  await lockSlugs(executor, entityType);
  const entity = ENTITIES[entityType];
  const [original] = await executor
    .select({ id: entity.id })
    .from(entity.table)
    .where(and(eq(entity.fields.slug, slug), ne(entity.id, entityId)))
    .limit(1);
  const [translated] = await executor
    .select({ id: translations.id })
    .from(translations)
    .where(
      and(
        eq(translations.entityType, entityType),
        eq(translations.fieldName, "slug"),
        eq(translations.translatedValue, slug),
        ne(translations.entityId, entityId),
      ),
    )
    .limit(1);
  if (original || translated) throw new AdminActionError(SLUG_IN_USE, 409, { field: "value" });
}

/**
 * True when another record of the type has this slug as a translated slug: the writers of products,
 * gallery items and news items refuse it as an original slug, as they refuse one their own table has.
 * Call inside the writing transaction.
 */
export async function isSlugTranslatedElsewhere(
  executor: Executor,
  entityType: SluggedEntityType,
  slug: string,
  entityId: number | null,
): Promise<boolean> {
  await lockSlugs(executor, entityType);
  const conditions = [
    eq(translations.entityType, entityType),
    eq(translations.fieldName, "slug"),
    eq(translations.translatedValue, slug),
  ];
  if (entityId !== null) conditions.push(ne(translations.entityId, entityId));
  const [taken] = await executor
    .select({ id: translations.id })
    .from(translations)
    .where(and(...conditions))
    .limit(1);
  return taken !== undefined;
}

/**
 * How a public read finds a record by the slug in its URL, on any language's host: its condition (the
 * original slug, or a translated slug in any language) and an order that prefers the host language's
 * slug, then the original, then another language's (a slug names one record, so this only breaks ties
 * made before the rule). The caller redirects (301) to the host language's slug when another was used.
 */
export function slugLookup(
  entityType: SluggedEntityType,
  columns: { id: PgColumn; slug: PgColumn; deletedAt: PgColumn },
  slug: string,
  language: string,
): { where: SQL; order: SQL } {
  const translatedIds = (languageCode?: string) => {
    const conditions = [
      eq(translations.entityType, entityType),
      eq(translations.fieldName, "slug"),
      eq(translations.translatedValue, slug.normalize("NFC")),
    ];
    if (languageCode) conditions.push(eq(translations.languageCode, languageCode));
    return sql`select ${translations.entityId} from ${translations} where ${and(...conditions)}`;
  };
  const hostLanguage =
    language === DEFAULT_LANGUAGE.code ? sql`false` : sql`${columns.id} in (${translatedIds(language)})`;
  // One id list from two index reads: the live slug (a partial unique index, so the condition names
  // deleted_at) and the translated slugs. Written as "slug = … or id in (…)" the planner scans the table.
  const table = columns.id.table;
  return {
    where: sql`${columns.id} in (select ${columns.id} from ${table} where ${columns.slug} = ${slug} and ${columns.deletedAt} is null union all ${translatedIds()})`,
    order: sql`case when ${hostLanguage} then 0 when ${columns.slug} = ${slug} then 1 else 2 end`,
  };
}

/** Translated slugs of some records in every language: entity id → language code → slug. */
export async function translatedSlugs(
  executor: Executor,
  entityType: SluggedEntityType,
  ids: number[],
): Promise<Map<number, Map<string, string>>> {
  const bySlug = new Map<number, Map<string, string>>();
  if (ids.length === 0) return bySlug;
  const rows = await executor
    .select({
      entityId: translations.entityId,
      languageCode: translations.languageCode,
      slug: translations.translatedValue,
    })
    .from(translations)
    .where(
      and(
        eq(translations.entityType, entityType),
        eq(translations.fieldName, "slug"),
        inArray(translations.entityId, ids),
      ),
    )
    .orderBy(asc(translations.entityId));
  for (const row of rows) {
    const languages = bySlug.get(row.entityId) ?? new Map<string, string>();
    languages.set(row.languageCode, row.slug);
    bySlug.set(row.entityId, languages);
  }
  return bySlug;
}
