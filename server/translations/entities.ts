import { createHash } from "node:crypto";
import { and, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { TRANSLATABLE_FIELDS } from "~/lib/schemas/translations";
import { live } from "../content/visibility";
import { db, type Executor } from "../db/client";
import {
  galleryCategories,
  galleryItems,
  itemCodes,
  newsItems,
  productCategories,
  products,
  TRANSLATABLE_ENTITY_TYPES,
  type TranslatableEntityType,
} from "../db/schema";

/** Where each entity type lives: its table, the column it is listed by, and its translatable columns. */
export const ENTITIES = {
  products: {
    table: products,
    id: products.id,
    label: products.name,
    fields: {
      name: products.name,
      slug: products.slug,
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
      slug: galleryItems.slug,
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
      slug: newsItems.slug,
      description: newsItems.description,
      article_body: newsItems.articleBody,
    },
  },
} as const satisfies {
  [T in TranslatableEntityType]: {
    table: PgTable;
    id: PgColumn;
    label: PgColumn;
    fields: Record<keyof (typeof TRANSLATABLE_FIELDS)[T], PgColumn>;
  };
};

/**
 * The fingerprint of an original text kept with its translation: MD5 in hex of its UTF-8 bytes, the same
 * as PostgreSQL's md5(text), so the overview compares in SQL what the writers stored. A missing original
 * is the empty text.
 */
export function fingerprint(original: string | null | undefined): string {
  return createHash("md5")
    .update(original ?? "", "utf8")
    .digest("hex");
}

/** Leaves out records in Trash (an item code is in Trash with its product). */
function inTrashNot(type: TranslatableEntityType): SQL {
  return type === "item_codes"
    ? sql`${itemCodes.productId} in (select ${products.id} from ${products} where ${products.deletedAt} is null)`
    : sql`deleted_at is null`;
}

/**
 * Every original text that can be translated (records in Trash left out), one row per record and field (entity_type, entity_id,
 * field_name, value, and type_order and field_order, the back office's order), empty ones left out:
 * nothing to translate. Optionally for one entity type, and with each record's `label`.
 */
export function translationSources(
  entityType?: TranslatableEntityType,
  options: { label?: boolean } = {},
): SQL {
  const parts: SQL[] = [];
  for (const type of entityType ? [entityType] : TRANSLATABLE_ENTITY_TYPES) {
    const entity = ENTITIES[type];
    const typeOrder = TRANSLATABLE_ENTITY_TYPES.indexOf(type);
    const label = options.label ? sql`, ${entity.label} as label` : sql``;
    Object.entries(entity.fields as Record<string, PgColumn>).forEach(([field, column], fieldOrder) => {
      parts.push(
        sql`select ${type}::text as entity_type, ${entity.id} as entity_id, ${field}::text as field_name, ${column} as value, ${typeOrder}::int as type_order, ${fieldOrder}::int as field_order${label} from ${entity.table} where coalesce(${column}, '') <> '' and ${inTrashNot(type)}`,
      );
    });
  }
  return sql.join(parts, sql` union all `);
}

/** The labels (name, title or item code) of some records of a type, by id. */
export async function recordLabels(
  entityType: TranslatableEntityType,
  ids: number[],
  executor: Executor = db(),
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const entity = ENTITIES[entityType];
  const rows = await executor
    .select({ id: entity.id, label: entity.label })
    .from(entity.table)
    .where(inArray(entity.id, ids));
  return new Map(rows.map((row) => [Number(row.id), String(row.label)]));
}

/**
 * The original values of one record's translatable fields (snake_case keys), or undefined when it is
 * gone or in Trash (an item code is in Trash with its product).
 */
export async function originalValues(
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
