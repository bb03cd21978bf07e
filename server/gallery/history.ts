import { and, asc, eq, inArray, ne } from "drizzle-orm";
import { z } from "zod";
import { STATUSES } from "~/lib/schemas/status";
import { type PageTag, pageTag } from "../cache/tags";
import { live } from "../content/visibility";
import type { Executor, Tx } from "../db/client";
import {
  galleryCategories,
  galleryImages,
  galleryItemCategories,
  galleryItemProducts,
  galleryItems,
  products,
} from "../db/schema";
import type { HistoryEntity } from "../history/revisions";
import {
  cannotRestore,
  flatHistory,
  groupByOwner,
  linksGone,
  mediaLine,
  mediaSnapshot,
  namedSnapshot,
  scheduleFields,
  scheduleSnapshot,
  withRestoredSchedule,
  withScheduleOf,
} from "../history/snapshots";

const galleryItemSnapshot = z.object({
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  detailedDescription: z.string(),
  projectDetails: z.string(),
  status: z.enum(STATUSES),
  isPdf: z.boolean(),
  primaryImageUrl: z.string().nullable(),
  pdfUrl: z.string().nullable(),
  displayOrder: z.number().int().nullable(),
  categories: z.array(namedSnapshot),
  products: z.array(namedSnapshot),
  media: z.array(mediaSnapshot),
  ...scheduleSnapshot,
});
export type GalleryItemSnapshot = z.infer<typeof galleryItemSnapshot>;

async function readGalleryItems(executor: Executor, ids: number[]) {
  const rows = await executor
    .select({
      id: galleryItems.id,
      name: galleryItems.name,
      slug: galleryItems.slug,
      description: galleryItems.description,
      detailedDescription: galleryItems.detailedDescription,
      projectDetails: galleryItems.projectDetails,
      status: galleryItems.status,
      isPdf: galleryItems.isPdf,
      primaryImageUrl: galleryItems.primaryImageUrl,
      pdfUrl: galleryItems.pdfUrl,
      displayOrder: galleryItems.displayOrder,
      publishAt: galleryItems.publishAt,
      unpublishAt: galleryItems.unpublishAt,
    })
    .from(galleryItems)
    .where(inArray(galleryItems.id, ids));
  if (rows.length === 0) return new Map<number, GalleryItemSnapshot>();
  const categories = await executor
    .select({
      owner: galleryItemCategories.galleryItemId,
      id: galleryCategories.id,
      name: galleryCategories.name,
    })
    .from(galleryItemCategories)
    .innerJoin(galleryCategories, eq(galleryCategories.id, galleryItemCategories.galleryCategoryId))
    .where(inArray(galleryItemCategories.galleryItemId, ids))
    .orderBy(asc(galleryCategories.name), asc(galleryCategories.id));
  const related = await executor
    .select({ owner: galleryItemProducts.galleryItemId, id: products.id, name: products.name })
    .from(galleryItemProducts)
    .innerJoin(products, eq(products.id, galleryItemProducts.productId))
    .where(inArray(galleryItemProducts.galleryItemId, ids))
    .orderBy(asc(products.name), asc(products.id));
  const images = await executor
    .select({
      owner: galleryImages.galleryItemId,
      url: galleryImages.imageUrl,
      mediaType: galleryImages.mediaType,
      posterUrl: galleryImages.posterUrl,
    })
    .from(galleryImages)
    .where(inArray(galleryImages.galleryItemId, ids))
    .orderBy(asc(galleryImages.displayOrder), asc(galleryImages.id));
  const [categoriesOf, productsOf, mediaOf] = [
    groupByOwner(categories),
    groupByOwner(related),
    groupByOwner(images),
  ];
  return new Map(
    rows.map(({ id, ...row }) => [
      id,
      {
        ...withScheduleOf(row),
        categories: categoriesOf(id),
        products: productsOf(id),
        media: mediaOf(id),
      },
    ]),
  );
}

/** Refuses a snapshot whose slug another item now has, or whose categories or products are gone. */
async function assertGalleryItemRestorable(tx: Tx, id: number, snapshot: GalleryItemSnapshot) {
  const [clash] = await tx
    .select({ id: galleryItems.id })
    .from(galleryItems)
    .where(and(eq(galleryItems.slug, snapshot.slug), ne(galleryItems.id, id), live(galleryItems)))
    .limit(1);
  if (clash) throw cannotRestore(`the slug "${snapshot.slug}" is now used by another gallery item.`);
  const gone =
    (await linksGone(tx, galleryCategories, snapshot.categories, "category")) ??
    (await linksGone(tx, products, snapshot.products, "product"));
  if (gone) throw cannotRestore(gone);
}

/** The history of gallery items: their fields, categories, related products and images and videos. */
export const GALLERY_ITEM_HISTORY: HistoryEntity<GalleryItemSnapshot> = {
  type: "gallery-items",
  link: "/admin/gallery-items",
  schema: galleryItemSnapshot,
  name: (item) => item.name,
  fields: [
    { key: "name", label: "Name", kind: "text" },
    { key: "slug", label: "Slug", kind: "text" },
    { key: "description", label: "Description", kind: "text" },
    { key: "detailedDescription", label: "Detailed Description", kind: "rich" },
    { key: "projectDetails", label: "Project Details", kind: "rich" },
    { key: "status", label: "Status", kind: "text" },
    { key: "isPdf", label: "PDF Resource", kind: "text" },
    { key: "primaryImageUrl", label: "Primary Image", kind: "media" },
    { key: "pdfUrl", label: "PDF File", kind: "media" },
    {
      key: "categories",
      label: "Categories",
      kind: "list",
      readable: (i) => i.categories.map((c) => c.name),
    },
    {
      key: "products",
      label: "Related Products",
      kind: "list",
      readable: (i) => i.products.map((p) => p.name),
    },
    { key: "media", label: "Images and Videos", kind: "media", readable: (i) => i.media.map(mediaLine) },
    { key: "displayOrder", label: "Display Order", kind: "text" },
    ...scheduleFields<GalleryItemSnapshot>(),
  ],
  read: readGalleryItems,
  async restore(tx, id, snapshot) {
    await assertGalleryItemRestorable(tx, id, snapshot);
    const { categories, products: related, media: files, ...fields } = withRestoredSchedule(snapshot);
    await tx.update(galleryItems).set(fields).where(eq(galleryItems.id, id));
    await tx.delete(galleryItemCategories).where(eq(galleryItemCategories.galleryItemId, id));
    await tx.delete(galleryItemProducts).where(eq(galleryItemProducts.galleryItemId, id));
    await tx.delete(galleryImages).where(eq(galleryImages.galleryItemId, id));
    if (categories.length > 0) {
      await tx
        .insert(galleryItemCategories)
        .values(categories.map((c) => ({ galleryItemId: id, galleryCategoryId: c.id })));
    }
    if (related.length > 0) {
      await tx
        .insert(galleryItemProducts)
        .values(related.map((p) => ({ galleryItemId: id, productId: p.id })));
    }
    if (files.length > 0) {
      await tx.insert(galleryImages).values(
        files.map((file, index) => ({
          galleryItemId: id,
          imageUrl: file.url,
          mediaType: file.mediaType,
          posterUrl: file.posterUrl,
          displayOrder: index + 1,
        })),
      );
    }
  },
  pageTags: (id): PageTag[] => ["gallery", pageTag.galleryItem(id)],
};

/** The history of gallery categories. */
export const GALLERY_CATEGORY_HISTORY = flatHistory({
  type: "gallery-categories",
  link: "/admin/gallery-categories",
  schema: z.object({ name: z.string(), displayOrder: z.number().int().nullable() }),
  name: (c) => c.name,
  fields: [
    { key: "name", label: "Name", kind: "text" },
    { key: "displayOrder", label: "Display Order", kind: "text" },
  ],
  table: galleryCategories,
  columns: { name: galleryCategories.name, displayOrder: galleryCategories.displayOrder },
  pageTags: () => ["gallery-categories", "gallery"],
});
