import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { generalSettings } from "../db/schema";
import type { HistoryEntity } from "../history/revisions";

const carouselSnapshot = z.object({
  imageUrl: z.string().nullable(),
  altText: z.string(),
  title: z.string(),
  displayOrder: z.number().int(),
  isActive: z.boolean(),
});
type CarouselSnapshot = z.infer<typeof carouselSnapshot>;

const isCarousel = eq(generalSettings.type, "carousel");

/** The history of the home page's carousel images. */
export const CAROUSEL_HISTORY: HistoryEntity<CarouselSnapshot> = {
  type: "carousel",
  link: "/admin/general-settings?tab=carousel",
  schema: carouselSnapshot,
  name: (image) => image.title || image.altText || "Carousel image",
  fields: [
    { key: "imageUrl", label: "Image", kind: "media" },
    { key: "altText", label: "Alt text", kind: "text" },
    { key: "title", label: "Title", kind: "text" },
    { key: "displayOrder", label: "Display order", kind: "text" },
    { key: "isActive", label: "Active", kind: "text" },
  ],
  async read(executor, ids) {
    const rows = await executor
      .select({
        id: generalSettings.id,
        imageUrl: generalSettings.imageUrl,
        altText: generalSettings.altText,
        title: generalSettings.title,
        displayOrder: generalSettings.displayOrder,
        isActive: generalSettings.isActive,
      })
      .from(generalSettings)
      .where(and(isCarousel, inArray(generalSettings.id, ids)));
    return new Map(rows.map(({ id, ...row }) => [id, row]));
  },
  async restore(tx, id, snapshot) {
    await tx
      .update(generalSettings)
      .set(snapshot)
      .where(and(isCarousel, eq(generalSettings.id, id)));
  },
  pageTags: () => ["settings"],
};
