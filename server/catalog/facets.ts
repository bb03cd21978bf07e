import { type SQL, sql } from "drizzle-orm";
import { DEFAULT_LANGUAGE } from "~/lib/i18n/languages";
import { FACETS, type Facet, type FacetSelection } from "~/lib/schemas/facets";
import { type Db, db } from "../db/client";
import { products } from "../db/schema";
import { rowsOf } from "../db/sql";

/** Values listed per facet, most products first. */
export const FACET_VALUES_LIMIT = 30;

/** The item_codes column of each facet. */
const COLUMNS: Record<Facet, string> = {
  composition: "composition",
  type: "type",
  denier: "denier",
  length: "length",
};
/** Facets whose values staff translate (item_codes fields in Translations). */
const TRANSLATED: ReadonlySet<Facet> = new Set(["composition", "type"]);

const translatedOn = (facet: Facet, language: string) =>
  TRANSLATED.has(facet) && language !== DEFAULT_LANGUAGE.code;

/** A facet's value of the code `ic`: the translation in the language where there is one, else the original. */
function facetValue(facet: Facet, language: string): SQL {
  const column = sql.raw(`ic.${COLUMNS[facet]}`);
  return translatedOn(facet, language)
    ? sql`coalesce(nullif(${sql.raw(`t_${facet}`)}.translated_value, ''), ${column})`
    : column;
}

/** Left joins of the translations the translated facets read (at most one row each: unique per field). */
function translationJoins(language: string): SQL {
  const joins = FACETS.filter((facet) => translatedOn(facet, language)).map(
    (facet) =>
      sql`left join translations ${sql.raw(`t_${facet}`)} on ${sql.raw(`t_${facet}`)}.entity_type = 'item_codes' and ${sql.raw(`t_${facet}`)}.entity_id = ic.id and ${sql.raw(`t_${facet}`)}.language_code = ${language} and ${sql.raw(`t_${facet}`)}.field_name = ${COLUMNS[facet]}`,
  );
  return sql.join(joins, sql` `);
}

/** `value = $v` for each chosen facet (but `except`), on the code `ic`. */
function chosen(selection: FacetSelection, language: string, except?: Facet): SQL[] {
  return FACETS.filter((facet) => facet !== except && selection[facet]).map(
    (facet) => sql`${facetValue(facet, language)} = ${selection[facet]}`,
  );
}

const quoted = (facet: Facet) => sql.raw(`"${facet}"`);

const all = (conditions: SQL[]) => (conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`);

/**
 * True for a product with one item code that has every chosen facet value (one code, not one per facet:
 * "150D/2 in 5,000 m" means a thread that is both). Undefined when no facet is chosen.
 */
export function matchesFacets(selection: FacetSelection, language: string): SQL | undefined {
  const conditions = chosen(selection, language);
  if (conditions.length === 0) return undefined;
  return sql`exists (select 1 from item_codes ic ${translationJoins(language)} where ic.product_id = ${products.id} and ${all(conditions)})`;
}

export type FacetValue = { value: string; count: number };
export type FacetCounts = Record<Facet, FacetValue[]>;

/** Facet counts kept per query, at most this many (least recently used go first). */
const KEPT_COUNTS = 500;
/** How long kept counts stand while the catalogue does not change: a scheduled publish time may pass. */
const KEPT_COUNTS_MS = 60_000;
const kept = new Map<string, { at: number; counts: Promise<FacetCounts> }>();
let keptFor: { database: Db; version: string } | undefined;

/**
 * The committed catalogue's change counter (migration 0012: bumped in the writing transaction by every
 * statement on products, item codes, categories, their mappings and translations), or undefined where
 * there is none yet.
 */
async function catalogueVersion(): Promise<string | undefined> {
  const [row] = rowsOf<{ version: string }>(
    await db().execute(sql`select version::text as version from catalogue_version where id = 1`),
  );
  return row?.version;
}

/**
 * countFacetValues, kept while the catalogue does not change (issue 23): the counts of the unfiltered
 * list read every public item code (20,000 at scale, about 55 ms of CPU on PGlite); a product list page
 * asks for the same counts again and again. One small read of the change counter per call says whether
 * kept counts still stand, whichever process or script wrote; they also expire after a minute, as
 * publish and unpublish times pass without a write. `key` names the query (`where` is made from it).
 */
export async function keptFacetCounts(
  key: string,
  count: () => Promise<FacetCounts>,
  now = performance.now(),
): Promise<FacetCounts> {
  const version = await catalogueVersion();
  if (version === undefined) return count();
  if (keptFor?.database !== db() || keptFor.version !== version) {
    kept.clear();
    keptFor = { database: db(), version };
  }
  const found = kept.get(key);
  if (found && now - found.at < KEPT_COUNTS_MS) {
    kept.delete(key);
    kept.set(key, found);
    return found.counts;
  }
  const counts = count();
  kept.set(key, { at: now, counts });
  counts.catch(() => {
    if (kept.get(key)?.counts === counts) kept.delete(key);
  });
  while (kept.size > KEPT_COUNTS) kept.delete(kept.keys().next().value as string);
  return counts;
}

/**
 * The values of each facet with how many products they leave, among the products `where` keeps: each
 * facet counted under the other facets' choices (not its own, so its alternatives stay visible). One
 * statement: the codes of the matching products are read once, then grouped four ways.
 */
export async function countFacetValues(
  where: SQL,
  selection: FacetSelection,
  language: string,
): Promise<FacetCounts> {
  const values = FACETS.map((facet) => sql`${facetValue(facet, language)} as ${quoted(facet)}`);
  // Distinct (product, value) pairs first, then a plain count: two hash aggregates, where
  // count(distinct …) would sort every group.
  const groups = FACETS.map((facet) => {
    const others = FACETS.filter((other) => other !== facet && selection[other]).map(
      (other) => sql`${quoted(other)} = ${selection[other]}`,
    );
    return sql`(select ${facet}::text as facet, value, count(*)::int as count
      from (select distinct product_id, ${quoted(facet)} as value from codes
             where ${quoted(facet)} is not null and ${quoted(facet)} <> '' and ${all(others)}) pairs
      group by value order by 3 desc, value limit ${FACET_VALUES_LIMIT})`;
  });
  const result = await db().execute<{ facet: Facet; value: string; count: number }>(sql`
    with codes as materialized (
      select ic.product_id, ${sql.join(values, sql`, `)}
        from item_codes ic
        join ${products} on ${products.id} = ic.product_id
        ${translationJoins(language)}
       where ${where})
    ${sql.join(groups, sql` union all `)}`);
  const counts: FacetCounts = { composition: [], type: [], denier: [], length: [] };
  for (const row of rowsOf<{ facet: Facet; value: string; count: number }>(result)) {
    counts[row.facet].push({ value: row.value, count: Number(row.count) });
  }
  return counts;
}
