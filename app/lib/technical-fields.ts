import type { MessageKey } from "~/lib/i18n/messages/en";

/** The technical fields of an item code, in the spec's order. */
export const TECHNICAL_FIELDS = [
  "composition",
  "type",
  "denier",
  "length",
  "netWeight",
  "grossWeight",
  "countryOfOrigin",
  "otherInformation",
  "bleaching",
  "ironing",
  "washingTemperature",
  "otherTechnicalInfo",
] as const;

export type TechnicalField = (typeof TECHNICAL_FIELDS)[number];

/** The label key of a technical field. */
export function fieldLabel(field: TechnicalField): MessageKey {
  return `product.field.${field}`;
}
