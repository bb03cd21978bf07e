import { eq } from "drizzle-orm";
import { z } from "zod";
import { generalSettings } from "../db/schema";
import { flatHistory } from "../history/snapshots";

/** The history of the home page's carousel images (general_settings rows of type carousel). */
export const CAROUSEL_HISTORY = flatHistory({
  type: "carousel",
  link: "/admin/general-settings?tab=carousel",
  schema: z.object({
    imageUrl: z.string().nullable(),
    altText: z.string(),
    title: z.string(),
    displayOrder: z.number().int(),
    isActive: z.boolean(),
  }),
  name: (image) => image.title || image.altText || "Carousel image",
  fields: [
    { key: "imageUrl", label: "Image", kind: "media" },
    { key: "altText", label: "Alt text", kind: "text" },
    { key: "title", label: "Title", kind: "text" },
    { key: "displayOrder", label: "Display order", kind: "text" },
    { key: "isActive", label: "Active", kind: "text" },
  ],
  table: generalSettings,
  columns: {
    imageUrl: generalSettings.imageUrl,
    altText: generalSettings.altText,
    title: generalSettings.title,
    displayOrder: generalSettings.displayOrder,
    isActive: generalSettings.isActive,
  },
  scope: eq(generalSettings.type, "carousel"),
  pageTags: () => ["settings"],
});
