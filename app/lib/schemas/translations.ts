import { z } from "zod";
import { rowId } from "~/lib/schemas/ids";

/** Translatable fields per entity type (back-office spec section 3); required ones first. */
export const TRANSLATABLE_FIELDS = {
  products: { name: "required", description: "short", detailed_description: "long" },
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
    description: "short",
    detailed_description: "long",
    project_details: "long",
  },
  gallery_categories: { name: "required" },
  news_items: { title: "required", description: "short", article_body: "long" },
} as const satisfies Record<string, Record<string, TranslatableFieldKind>>;

/** Required (a name or title), short or long text. */
export type TranslatableFieldKind = "required" | "short" | "long";
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

/** Longest value accepted for a field: 200 for names and titles, 2000 short, 5000 long, 100 000 rich. */
function maxLength(kind: TranslatableFieldKind, fieldName: string): number {
  if (isRichTextField(fieldName)) return 100_000;
  return kind === "required" ? 200 : kind === "long" ? 5000 : 2000;
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
  if (kind === "required" && text.trim() === "") return "Translation is required";
  const limit = maxLength(kind, fieldName);
  if (value.length > limit) return `Translation must be at most ${limit} characters`;
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
      .max(10, "Unknown language"),
  })
  .superRefine(checkValue);
export type AddTranslationInput = z.infer<typeof addTranslationSchema>;

/**
 * The Edit Translation form: the translation's id and its new value, checked against the field it names
 * (the action applies the rules of the field the stored translation belongs to).
 */
export const updateTranslationSchema = z.object({ ...fieldValue, id: rowId() }).superRefine(checkValue);
