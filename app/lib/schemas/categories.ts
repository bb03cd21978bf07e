import { z } from "zod";
import { PG_INT_MAX } from "./ids";

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

/** The Create New Category / Edit Category form: name at least 2 characters, optional integer order. */
export const galleryCategoryFormSchema = z.object({
  name: z
    .string({ error: "Name must be at least 2 characters" })
    .trim()
    .min(2, "Name must be at least 2 characters")
    .max(200),
  displayOrder: z.preprocess(
    (value) => (value === "" || value === undefined ? undefined : value),
    z.coerce
      .number({ error: "Display order must be a whole number" })
      .int("Display order must be a whole number")
      .min(-PG_INT_MAX - 1, "Display order must be a whole number")
      .max(PG_INT_MAX, "Display order must be a whole number")
      .optional(),
  ),
});
export type GalleryCategoryForm = z.infer<typeof galleryCategoryFormSchema>;
