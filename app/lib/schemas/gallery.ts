import { z } from "zod";
import { checkbox, list, optionalField } from "~/lib/schemas/form";
import { PG_INT_MAX, rowId } from "~/lib/schemas/ids";
import { optionalStoredUrl, storedImageUrl, storedMediaUrl } from "~/lib/schemas/media";
import { scheduleShape } from "~/lib/schemas/schedule";
import { STATUSES } from "~/lib/schemas/status";

/** The Create New Category / Edit Category form: name at least 2 characters, optional integer order. */
export const galleryCategoryFormSchema = z.object({
  name: z
    .string({ error: "Name must be at least 2 characters" })
    .trim()
    .min(2, "Name must be at least 2 characters")
    .max(200),
  displayOrder: optionalField(
    z.coerce
      .number({ error: "Display order must be a whole number" })
      .int("Display order must be a whole number")
      .min(-PG_INT_MAX - 1, "Display order must be a whole number")
      .max(PG_INT_MAX, "Display order must be a whole number"),
  ),
});
export type GalleryCategoryForm = z.infer<typeof galleryCategoryFormSchema>;

/** The Create New Gallery Item / Edit Gallery Item form. */
export const galleryItemFormSchema = z.object({
  name: z.string({ error: "Name is required" }).trim().min(1, "Name is required").max(300),
  slug: z
    .string({ error: "Slug is required" })
    .trim()
    .min(1, "Slug is required")
    .max(200)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Slug must be lowercase and hyphen-separated"),
  description: z.string().trim().max(5000).default(""),
  detailedDescription: z.string().max(200_000).default(""),
  projectDetails: z.string().max(200_000).default(""),
  displayOrder: optionalField(z.coerce.number().int().min(0).max(PG_INT_MAX)),
  status: z.enum(STATUSES).default("Active"),
  isPdf: checkbox(),
  primaryImageUrl: optionalStoredUrl,
  pdfUrl: optionalStoredUrl,
  categoryIds: list(rowId()),
  productIds: list(rowId()),
  // Whether each file is an image or a video is read from its stored name, not from the form.
  mediaUrls: list(storedMediaUrl),
  mediaPosters: list(z.union([z.literal(""), storedImageUrl])),
  ...scheduleShape,
});
export type GalleryItemForm = z.infer<typeof galleryItemFormSchema>;
