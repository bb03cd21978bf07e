import { z } from "zod";
import { PG_INT_MAX, rowId } from "~/lib/schemas/ids";
import { listOf, optionalStoredUrl, storedImageUrl, storedMediaUrl } from "~/lib/schemas/media";
import { STATUSES } from "~/lib/schemas/status";

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
  displayOrder: z.preprocess(
    (value) => (value === "" || value === undefined ? undefined : value),
    z.coerce.number().int().min(0).max(PG_INT_MAX).optional(),
  ),
  status: z.enum(STATUSES).default("Active"),
  isPdf: z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean()),
  primaryImageUrl: optionalStoredUrl,
  pdfUrl: optionalStoredUrl,
  "categoryId[]": listOf(rowId()),
  "productId[]": listOf(rowId()),
  // Whether each file is an image or a video is read from its stored name, not from the form.
  "mediaUrl[]": listOf(storedMediaUrl),
  "mediaPoster[]": listOf(z.union([z.literal(""), storedImageUrl])),
});
export type GalleryItemForm = z.infer<typeof galleryItemFormSchema>;
