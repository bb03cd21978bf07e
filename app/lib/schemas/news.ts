import { z } from "zod";
import { checkbox, list, optionalField } from "~/lib/schemas/form";
import { PG_INT_MAX, rowId } from "~/lib/schemas/ids";
import { optionalStoredUrl, storedImageUrl, storedMediaUrl } from "~/lib/schemas/media";
import { scheduleShape } from "~/lib/schemas/schedule";
import { STATUSES } from "~/lib/schemas/status";

/** Most news items pinned at once (spec 9). */
export const MAX_PINNED_NEWS = 3;
/** display_order given by pinning and by unpinning (spec 4). */
export const PINNED_DISPLAY_ORDER = 999;
export const UNPINNED_DISPLAY_ORDER = 0;
/** News image and media upload limit: 5 MB. */
export const NEWS_MAX_FILE_BYTES = 5 * 1024 * 1024;
export const NEWS_IMAGE_TYPES = ["image/jpeg", "image/jpg", "image/png", "image/webp", "image/gif"];
export const NEWS_VIDEO_TYPES = ["video/mp4", "video/webm", "video/ogg"];
/** News admin list page size. */
export const NEWS_PAGE_SIZE = 10;
/** Lowercase letters and digits separated by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Slug suggested from a title: lowercased, non-alphanumerics removed, spaces to hyphens. */
export function slugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/[\s-]+/g, "-");
}

/** The client-side check of the primary image before upload; null when acceptable. */
export function primaryImageProblem(file: { size: number; type: string }): string | null {
  if (!NEWS_IMAGE_TYPES.includes(file.type)) return "File must be an image (JPEG, PNG, WebP, GIF)";
  if (file.size > NEWS_MAX_FILE_BYTES) return "Image must be less than 5MB";
  return null;
}

/** The client-side check of one additional media file before upload; null when acceptable. */
export function mediaFileProblem(file: { name: string; size: number; type: string }): string | null {
  if (![...NEWS_IMAGE_TYPES, ...NEWS_VIDEO_TYPES].includes(file.type)) {
    return `File "${file.name}" must be an image or video`;
  }
  if (file.size > NEWS_MAX_FILE_BYTES) return `File "${file.name}" must be less than 5MB`;
  return null;
}

/** Text length of rich-text HTML (tags and entities count as nothing / one character). */
function textLength(html: string): number {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&[a-z#0-9]+;/gi, " ")
    .trim().length;
}

/** The Add/Edit News Item form, shared by the modal and the server action. */
export const newsFormSchema = z
  .object({
    id: rowId().optional(),
    title: z.string().trim().min(2, "Title must be at least 2 characters").max(300),
    slug: z
      .string()
      .trim()
      .min(2, "Slug must be at least 2 characters")
      .max(200)
      .regex(SLUG_PATTERN, "Slug must be lowercase and hyphen-separated"),
    description: z.string().trim().min(10, "Description must be at least 10 characters").max(5000),
    articleBody: z
      .string()
      .max(200_000)
      .refine((html) => textLength(html) >= 20, "Article body must be at least 20 characters"),
    status: z.enum(STATUSES).default("Active"),
    isPinned: checkbox(),
    displayOrder: optionalField(
      z.coerce.number().int().min(0, "Display order must be at least 0").max(PG_INT_MAX),
    ),
    likes: optionalField(
      z.coerce
        .number({ error: "Likes must be a whole number" })
        .int("Likes must be a whole number")
        .min(0, "Likes must be at least 0")
        .max(PG_INT_MAX),
    ),
    primaryImageUrl: optionalStoredUrl,
    // Whether each file is an image or a video is read from its stored name, not from the form.
    mediaUrls: list(storedMediaUrl),
    mediaPosters: list(z.union([z.literal(""), storedImageUrl])),
    removeMediaIds: list(rowId()),
    ...scheduleShape,
  })
  .superRefine((form, context) => {
    if (!form.id && !form.primaryImageUrl) {
      context.addIssue({ code: "custom", path: ["primaryImageUrl"], message: "Primary image is required" });
    }
  });
export type NewsForm = z.infer<typeof newsFormSchema>;

/** Columns of the admin news table that sort in SQL (by their table column ids). */
export const NEWS_SORT_COLUMNS = ["title", "slug", "status", "createdAt", "pinned", "likes"] as const;

/** What a list's status filter offers: Active, Inactive, or Scheduled (a publish or unpublish time set). */
export const LIST_STATUS_FILTERS = [...STATUSES, "Scheduled"] as const;

/** The list's query string: page (1-based), title search, status filter, sort column and direction. */
export const newsListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).catch(1),
  q: z.string().trim().max(200).catch(""),
  status: z.enum(LIST_STATUS_FILTERS).optional().catch(undefined),
  sort: z.enum(NEWS_SORT_COLUMNS).optional().catch(undefined),
  dir: z.enum(["asc", "desc"]).optional().catch(undefined),
});
export type NewsListQuery = z.infer<typeof newsListQuerySchema>;
