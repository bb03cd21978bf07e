import { z } from "zod";

// The one way to read posted form values, for the browser and the action alike. A repeated field has a
// plural name without brackets (`categoryIds`, `mediaUrls`); formValues gives it as a string when posted
// once and as an array when posted more often, and list() makes it an array either way.

/** Form fields as an object: a field posted once is a string, a repeated one an array (files are left out). */
export function formValues(form: FormData): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(form.keys())) {
    const values = form.getAll(key).filter((value): value is string => typeof value === "string");
    out[key] = values.length > 1 ? values : (values[0] ?? "");
  }
  return out;
}

/** A checkbox or switch: "on" (a checked box) or "true" is true; "false", anything else or absent is false. */
export const checkbox = () =>
  z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean());

/** A repeated field as an array of items: absent (or one empty value) is [], one value is [value], several stay in order. */
export const list = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (Array.isArray(value) ? value : value === undefined || value === "" ? [] : [value]),
    z.array(item),
  );

/** An optional field whose empty input ("" or absent) means no value; anything else must pass `schema`. */
export const optionalField = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === undefined ? undefined : value), schema.optional());
