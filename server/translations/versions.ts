import { and, eq, inArray, sql } from "drizzle-orm";
import { DEFAULT_LANGUAGE, type Language } from "~/lib/i18n/languages";
import { db, type Executor } from "../db/client";
import { translations } from "../db/schema";
import type { SluggedEntityType } from "./slugs";

/** The fields that make a page's main content: its name or title, and its body. */
const MAIN_FIELDS: Record<SluggedEntityType, { title: string; body: string }> = {
  products: { title: "name", body: "detailed_description" },
  gallery_items: { title: "name", body: "detailed_description" },
  news_items: { title: "title", body: "article_body" },
};

/** What a record's page needs to know of its versions: its id, original slug and whether it has a body. */
export type VersionedRecord = { id: number; slug: string; hasBody: boolean };

/** A detail page in every language (decision 021). */
export type LanguageVersions = {
  /** Path of the page on each language's host: with its own slug there, else the original's. */
  paths: Record<string, string>;
  /**
   * Languages whose version has its main content (name or title, and body when the original has one)
   * translated, the original's always: these are indexed and named in hreflang and the sitemap; the others
   * are served with the original's text marked up as such, and `noindex`.
   */
  translated: string[];
};

type FoundTranslation = { entityId: number; languageCode: string; fieldName: string; value: string };

/** The versions of one record from its translations of slug, title and body. */
function versionsOf(
  record: VersionedRecord,
  found: FoundTranslation[],
  entityType: SluggedEntityType,
  pathPrefix: string,
  languages: readonly Language[],
): LanguageVersions {
  const main = MAIN_FIELDS[entityType];
  const paths: Record<string, string> = {};
  const translated: string[] = [];
  for (const language of languages) {
    const own = found.filter((t) => t.languageCode === language.code);
    const slug = own.find((t) => t.fieldName === "slug")?.value ?? record.slug;
    paths[language.code] = `${pathPrefix}/${encodeURIComponent(slug)}`;
    const has = (field: string) => own.some((t) => t.fieldName === field);
    if (language.code === DEFAULT_LANGUAGE.code || (has(main.title) && (!record.hasBody || has(main.body))))
      translated.push(language.code);
  }
  return { paths, translated };
}

/** Translations of slug, title and body (the value of slugs only) of some records, or of every record of the type. */
async function findTranslations(
  executor: Executor,
  entityType: SluggedEntityType,
  ids?: number[],
): Promise<FoundTranslation[]> {
  if (ids?.length === 0) return [];
  const main = MAIN_FIELDS[entityType];
  const conditions = [
    eq(translations.entityType, entityType),
    inArray(translations.fieldName, ["slug", main.title, main.body]),
    sql`btrim(${translations.translatedValue}) <> ''`,
  ];
  if (ids) conditions.push(inArray(translations.entityId, ids));
  return executor
    .select({
      entityId: translations.entityId,
      languageCode: translations.languageCode,
      fieldName: translations.fieldName,
      value: sql<string>`case when ${translations.fieldName} = 'slug' then ${translations.translatedValue} else '' end`,
    })
    .from(translations)
    .where(and(...conditions));
}

/** The versions of one record's page in the given languages (one query). */
export async function languageVersions(
  entityType: SluggedEntityType,
  record: VersionedRecord,
  pathPrefix: string,
  languages: readonly Language[],
  executor: Executor = db(),
): Promise<LanguageVersions> {
  const found = await findTranslations(executor, entityType, [record.id]);
  return versionsOf(record, found, entityType, pathPrefix, languages);
}

/** The versions of many records' pages (the sitemap), from one query over the type's translations. */
export async function languageVersionsOfMany(
  entityType: SluggedEntityType,
  records: VersionedRecord[],
  pathPrefix: string,
  languages: readonly Language[],
  executor: Executor = db(),
): Promise<LanguageVersions[]> {
  const byRecord = new Map<number, FoundTranslation[]>();
  if (records.length > 0) {
    for (const t of await findTranslations(executor, entityType)) {
      const list = byRecord.get(t.entityId);
      if (list) list.push(t);
      else byRecord.set(t.entityId, [t]);
    }
  }
  return records.map((record) =>
    versionsOf(record, byRecord.get(record.id) ?? [], entityType, pathPrefix, languages),
  );
}
