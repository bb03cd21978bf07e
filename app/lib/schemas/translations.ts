import { z } from "zod";
import { rowId } from "~/lib/schemas/ids";
import { LOCALIZED_SLUG_PATTERN, SLUG_RULE_MESSAGE } from "~/lib/slug";

/**
 * Translatable fields per entity type (back-office spec section 3); required ones first. Products, gallery
 * items and news items also take a slug per language: its address on that language's host.
 */
export const TRANSLATABLE_FIELDS = {
  products: { name: "required", slug: "slug", description: "short", detailed_description: "long" },
  product_categories: { name: "required", description: "short" },
  item_codes: {
    colour_name: "short",
    composition: "short",
    type: "short",
    country_of_origin: "short",
    other_information: "long",
    bleaching: "short",
    ironing: "short",
    washing_temperature: "short",
    other_technical_info: "long",
  },
  gallery_items: {
    name: "required",
    slug: "slug",
    description: "short",
    detailed_description: "long",
    project_details: "long",
  },
  gallery_categories: { name: "required" },
  news_items: { title: "required", slug: "slug", description: "short", article_body: "long" },
} as const satisfies Record<string, Record<string, TranslatableFieldKind>>;

/** Required (a name or title), short or long text, or a slug (an address: the slug rules apply). */
export type TranslatableFieldKind = "required" | "short" | "long" | "slug";
export type TranslatableEntityType = keyof typeof TRANSLATABLE_FIELDS;

/** The entity type select's values, in its order. */
export const entityTypeSchema = z.enum(
  Object.keys(TRANSLATABLE_FIELDS) as [TranslatableEntityType, ...TranslatableEntityType[]],
  { error: "Unknown entity type" },
);

/** Long fields edited as rich text (stored sanitised); other fields are plain text. */
const RICH_TEXT_FIELDS = new Set(["detailed_description", "project_details", "article_body"]);

/** Kind of a translatable field; undefined when the entity type has no such translatable field. */
export function fieldKind(entityType: string, fieldName: string): TranslatableFieldKind | undefined {
  const types: Record<string, Record<string, TranslatableFieldKind>> = TRANSLATABLE_FIELDS;
  const fields = Object.hasOwn(types, entityType) ? types[entityType] : undefined;
  return fields && Object.hasOwn(fields, fieldName) ? fields[fieldName] : undefined;
}

/** True for the long fields that hold HTML. */
export function isRichTextField(fieldName: string): boolean {
  return RICH_TEXT_FIELDS.has(fieldName);
}

/** Longest value accepted for a field: 200 for names, titles and slugs, 2000 short, 5000 long, 100 000 rich. */
function maxLength(kind: TranslatableFieldKind, fieldName: string): number {
  if (isRichTextField(fieldName)) return 100_000;
  return kind === "required" || kind === "slug" ? 200 : kind === "long" ? 5000 : 2000;
}

/** A translated value as it is stored: slugs in Unicode NFC, other values as given. */
export function normaliseTranslation(fieldName: string, value: string): string {
  return fieldName === "slug" ? value.trim().normalize("NFC") : value;
}

/** What a reader sees of rich-text HTML: tags dropped, each entity one space. */
function visibleText(html: string): string {
  return html.replace(/<[^>]*>/g, "").replace(/&[a-z#0-9]+;/gi, " ");
}

/** The message of the first rule a field's value breaks ("Translation is required"), or undefined. */
export function translationProblem(entityType: string, fieldName: string, value: string): string | undefined {
  const kind = fieldKind(entityType, fieldName);
  if (!kind) return "Unknown field";
  const text = isRichTextField(fieldName) ? visibleText(value) : value;
  if ((kind === "required" || kind === "slug") && text.trim() === "") return "Translation is required";
  const limit = maxLength(kind, fieldName);
  if (value.length > limit) return `Translation must be at most ${limit} characters`;
  if (kind === "slug") {
    if (!LOCALIZED_SLUG_PATTERN.test(normaliseTranslation(fieldName, value))) return SLUG_RULE_MESSAGE;
  }
  return undefined;
}

/** A translated text: as long as the longest field it can translate (an article body). */
export const translationValue = z.string().max(200_000, "Translation is too long").default("");

/** The field a translation belongs to, and its value checked against that field's rules. */
const fieldValue = {
  entityType: entityTypeSchema,
  fieldName: z.string(),
  value: translationValue,
};
const checkValue = (
  input: { entityType: string; fieldName: string; value: string },
  context: z.RefinementCtx,
) => {
  const problem = translationProblem(input.entityType, input.fieldName, input.value);
  const path = fieldKind(input.entityType, input.fieldName) ? "value" : "fieldName";
  if (problem) context.addIssue({ code: "custom", path: [path], message: problem });
};

/** The Add Translation form: record, field, language (required) and value (required for required fields). */
export const addTranslationSchema = z
  .object({
    ...fieldValue,
    entityId: rowId(),
    languageCode: z
      .string({ error: "Language is required" })
      .trim()
      .min(1, "Language is required")
      .max(12, "Unknown language"),
  })
  .superRefine(checkValue);
export type AddTranslationInput = z.infer<typeof addTranslationSchema>;

/**
 * The Edit Translation form: the translation's id and its new value, checked against the field it names
 * (the action applies the rules of the field the stored translation belongs to).
 */
export const updateTranslationSchema = z.object({ ...fieldValue, id: rowId() }).superRefine(checkValue);

/** A language code as the Languages screen accepts it: a host label such as ja, zh or pt-br. */
export const LANGUAGE_CODE_PATTERN = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})?$/;

/** What the Translations screen's record list may be narrowed to, in a language. */
export const TRANSLATION_FILTERS = ["missing", "outdated"] as const;
export const translationFilterSchema = z.object({
  show: z.enum(TRANSLATION_FILTERS),
  language: z.string().regex(LANGUAGE_CODE_PATTERN),
});
export type TranslationFilter = z.infer<typeof translationFilterSchema>;

/** What an export holds: every text, those without a translation, or those whose original changed since. */
export const TRANSFER_SCOPES = ["all", "missing", "outdated"] as const;
/** XLIFF 2.0 for translation tools, CSV for spreadsheets. */
export const TRANSFER_FORMATS = ["xliff", "csv"] as const;
export type TransferScope = (typeof TRANSFER_SCOPES)[number];
export type TransferFormat = (typeof TRANSFER_FORMATS)[number];

/** The Export form (a GET to /admin/translations/export). */
export const translationExportSchema = z.object({
  language: z.string({ error: "Language is required" }).regex(LANGUAGE_CODE_PATTERN, "Language is required"),
  scope: z.enum(TRANSFER_SCOPES, { error: "Choose what to export" }).default("all"),
  format: z.enum(TRANSFER_FORMATS, { error: "Choose a file format" }).default("xliff"),
});
export type TranslationExport = z.infer<typeof translationExportSchema>;

/**
 * Largest translation file an import reads (bytes), and most texts in one file. 4 MB holds 5,000 texts of
 * 800 bytes with their originals, several times the demo's whole export, and its parse stays small (a
 * worker's tens of MB) and short; a larger body is refused with 413 as it streams in.
 */
export const IMPORT_MAX_BYTES = 4 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 5000;

/** The Import form's message for a file over IMPORT_MAX_BYTES (checked in the browser before it is sent). */
export const IMPORT_TOO_LARGE = "The file is larger than 4 MB";

/** The Import form: the file exported, edited by a translator (its text, read by the action). */
export const translationImportSchema = z.object({
  file: z
    .string({ error: "Choose a file to import" })
    .min(1, "Choose a file to import")
    .max(IMPORT_MAX_BYTES, IMPORT_TOO_LARGE),
});

/** What happened to one text of an imported file. */
export type ImportOutcome = "applied" | "unchanged" | "refused";
export type ImportRowReport = {
  /** The text's key in the file: entity type / record id / field. */
  key: string;
  /** The record and field in words ("Aurum Classic 40 · Name"), when the key names one. */
  label: string | null;
  outcome: ImportOutcome;
  /** Why it was refused or left unchanged, or a note on an applied text. */
  reason: string | null;
};
/** The per-row report of an import. */
export type TranslationImportReport = {
  language: { code: string; name: string };
  format: TransferFormat;
  applied: number;
  unchanged: number;
  refused: number;
  rows: ImportRowReport[];
};
