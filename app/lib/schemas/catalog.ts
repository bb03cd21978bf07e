import { z } from "zod";
import { normaliseHex } from "~/lib/colour";
import { list } from "~/lib/schemas/form";
import { PG_INT_MAX, rowId } from "~/lib/schemas/ids";
import { scheduleShape } from "~/lib/schemas/schedule";
import { STATUSES } from "~/lib/schemas/status";
import { SLUG_PATTERN } from "~/lib/slug";

/** The Add/Edit Category form (name required, description optional). */
export const categoryFormSchema = z.object({
  name: z
    .string({ error: "Category name is required" })
    .trim()
    .min(1, "Category name is required")
    .max(200, "Category name is too long"),
  description: z.string().trim().max(5000).default(""),
});
export type CategoryForm = z.infer<typeof categoryFormSchema>;

/** Shown when no product is chosen, or the chosen one no longer exists. */
export const SELECT_PRODUCT = "Please select a product";

/** An optional text field: trimmed, empty stored as null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "Value is too long")
    .default("")
    .transform((value) => value || null);

/** Shown when the colour is not an sRGB hex value. */
export const COLOUR_HEX = "Colour must be a hex value such as #B8892B";

/** The Add/Edit Item Code form. */
export const itemCodeFormSchema = z.object({
  productId: z.coerce
    .number({ error: SELECT_PRODUCT })
    .int(SELECT_PRODUCT)
    .positive(SELECT_PRODUCT)
    .max(PG_INT_MAX, SELECT_PRODUCT),
  itemCode: z
    .string({ error: "Item code is required" })
    .trim()
    .min(1, "Item code is required")
    .max(100, "Item code is too long"),
  imageUrl: z
    .string()
    .trim()
    .max(2000)
    .default("")
    .refine((url) => url === "" || url.startsWith("/media/") || /^https?:\/\//.test(url), "Invalid file URL")
    .transform((url) => url || null),
  composition: optionalText(500),
  type: optionalText(500),
  denier: optionalText(500),
  length: optionalText(500),
  netWeight: optionalText(500),
  grossWeight: optionalText(500),
  countryOfOrigin: optionalText(500),
  otherInformation: optionalText(10_000),
  bleaching: optionalText(500),
  ironing: optionalText(500),
  washingTemperature: optionalText(500),
  otherTechnicalInfo: optionalText(10_000),
  colourHex: z
    .string()
    .trim()
    .max(20, COLOUR_HEX)
    .default("")
    .refine((value) => value === "" || normaliseHex(value) !== null, COLOUR_HEX)
    .transform((value) => normaliseHex(value)),
  colourName: optionalText(200),
});
export type ItemCodeForm = z.output<typeof itemCodeFormSchema>;

/** The technical fields of an item code: name, label and whether it is a multi-line box. */
export const ITEM_CODE_FIELDS = [
  { name: "composition", label: "Composition" },
  { name: "type", label: "Type" },
  { name: "denier", label: "Denier" },
  { name: "length", label: "Length" },
  { name: "netWeight", label: "Net Weight" },
  { name: "grossWeight", label: "Gross Weight" },
  { name: "countryOfOrigin", label: "Country of Origin" },
  { name: "bleaching", label: "Bleaching" },
  { name: "ironing", label: "Ironing" },
  { name: "washingTemperature", label: "Washing Temperature" },
  { name: "otherInformation", label: "Other Information", long: true },
  { name: "otherTechnicalInfo", label: "Other Technical Info", long: true },
] as const satisfies readonly { name: keyof ItemCodeForm; label: string; long?: boolean }[];

const REQUIRED = "Product name and slug are required";

/** A stored file's URL: a /media/ path from the upload route, or an absolute http(s) URL. */
const fileUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((url) => url === "" || url.startsWith("/media/") || /^https?:\/\//.test(url), "Invalid file URL")
  .transform((url) => url || null);

/** The Add/Edit Product form. */
export const productFormSchema = z.object({
  name: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(200, "Product name is too long"),
  slug: z
    .string({ error: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(200, "Slug is too long")
    .regex(SLUG_PATTERN, "Slug must be lowercase letters and digits separated by single hyphens"),
  description: z.string().trim().max(5000, "Description is too long").default(""),
  detailedDescription: z.string().max(200_000, "Detailed description is too long").default(""),
  status: z.enum(STATUSES, { error: "Status must be Active or Inactive" }).default("Active"),
  imageUrl: fileUrl.default(""),
  cataloguePdf: fileUrl.default(""),
  categoryIds: list(rowId()).default([]),
  images: list(fileUrl.pipe(z.string({ error: "Invalid file URL" }))).default([]),
  ...scheduleShape,
});
export type ProductForm = z.output<typeof productFormSchema>;
