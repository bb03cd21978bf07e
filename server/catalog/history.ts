import { and, asc, eq, inArray, ne, notInArray } from "drizzle-orm";
import { z } from "zod";
import { ITEM_CODE_FIELDS } from "~/lib/schemas/catalog";
import { STATUSES } from "~/lib/schemas/status";
import { pageTag } from "../cache/tags";
import { colourColumns } from "../colour/colour";
import { live } from "../content/visibility";
import type { Executor, Tx } from "../db/client";
import { itemCodes, productCategories, productCategoryMappings, productImages, products } from "../db/schema";
import type { HistoryEntity } from "../history/revisions";
import {
  cannotRestore,
  flatHistory,
  groupByOwner,
  linksGone,
  namedSnapshot,
  scheduleFields,
  scheduleSnapshot,
  withRestoredSchedule,
  withScheduleOf,
} from "../history/snapshots";
import { deleteTranslationsOf } from "./admin-shared";
import { itemCodeDetailColumns } from "./products";

const text = z.string().nullable();
const itemCodeSnapshot = z.object({
  id: z.number().int(),
  itemCode: z.string(),
  imageUrl: text,
  composition: text,
  type: text,
  denier: text,
  length: text,
  netWeight: text,
  grossWeight: text,
  countryOfOrigin: text,
  otherInformation: text,
  bleaching: text,
  ironing: text,
  washingTemperature: text,
  otherTechnicalInfo: text,
  colourHex: text,
  colourName: text,
});
type ItemCodeSnapshot = z.infer<typeof itemCodeSnapshot>;

const productSnapshot = z.object({
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  detailedDescription: z.string(),
  status: z.enum(STATUSES),
  imageUrl: z.string().nullable(),
  cataloguePdf: z.string().nullable(),
  displayOrder: z.number().int(),
  categories: z.array(namedSnapshot),
  images: z.array(z.string()),
  itemCodes: z.array(itemCodeSnapshot),
  ...scheduleSnapshot,
});
export type ProductSnapshot = z.infer<typeof productSnapshot>;

/** An item code in one line: the code, then each technical field it has. */
function itemCodeLine(code: ItemCodeSnapshot): string {
  const details = ITEM_CODE_FIELDS.flatMap(({ name, label }) =>
    code[name] ? [`${label}: ${code[name]}`] : [],
  );
  if (code.colourHex) details.push(`Colour: ${[code.colourName, code.colourHex].filter(Boolean).join(" ")}`);
  if (code.imageUrl) details.push(`Image: ${code.imageUrl}`);
  return details.length > 0 ? `${code.itemCode} (${details.join("; ")})` : code.itemCode;
}

/** A product's own columns, as its edit form and its snapshots hold them. */
export const PRODUCT_COLUMNS = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  description: products.description,
  detailedDescription: products.detailedDescription,
  status: products.status,
  imageUrl: products.imageUrl,
  cataloguePdf: products.cataloguePdf,
  displayOrder: products.displayOrder,
};

async function readProducts(executor: Executor, ids: number[]): Promise<Map<number, ProductSnapshot>> {
  const rows = await executor
    .select({ ...PRODUCT_COLUMNS, publishAt: products.publishAt, unpublishAt: products.unpublishAt })
    .from(products)
    .where(inArray(products.id, ids));
  if (rows.length === 0) return new Map();
  const links = await executor
    .select({
      owner: productCategoryMappings.productId,
      id: productCategories.id,
      name: productCategories.name,
    })
    .from(productCategoryMappings)
    .innerJoin(productCategories, eq(productCategories.id, productCategoryMappings.categoryId))
    .where(inArray(productCategoryMappings.productId, ids))
    .orderBy(asc(productCategories.displayOrder), asc(productCategories.name), asc(productCategories.id));
  const images = await executor
    .select({ owner: productImages.productId, url: productImages.imageUrl })
    .from(productImages)
    .where(inArray(productImages.productId, ids))
    .orderBy(asc(productImages.displayOrder), asc(productImages.id));
  const codes = await executor
    .select({ owner: itemCodes.productId, ...itemCodeDetailColumns })
    .from(itemCodes)
    .where(inArray(itemCodes.productId, ids))
    .orderBy(asc(itemCodes.itemCode), asc(itemCodes.id));
  const [linksOf, imagesOf, codesOf] = [groupByOwner(links), groupByOwner(images), groupByOwner(codes)];
  return new Map(
    rows.map(({ id, ...row }) => [
      id,
      {
        ...withScheduleOf(row),
        categories: linksOf(id),
        images: imagesOf(id).map((image) => image.url),
        itemCodes: codesOf(id),
      },
    ]),
  );
}

/** Refuses a snapshot whose slug, categories or item codes another record now holds or that are gone. */
async function assertProductRestorable(tx: Tx, id: number, snapshot: ProductSnapshot): Promise<void> {
  const [clash] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.slug, snapshot.slug), ne(products.id, id), live(products)))
    .limit(1);
  if (clash) throw cannotRestore(`the slug "${snapshot.slug}" is now used by another product.`);
  const gone = await linksGone(tx, productCategories, snapshot.categories, "category");
  if (gone) throw cannotRestore(gone);
  const codeIds = snapshot.itemCodes.map((c) => c.id);
  const moved =
    codeIds.length === 0
      ? []
      : await tx
          .select({ itemCode: itemCodes.itemCode })
          .from(itemCodes)
          .where(and(inArray(itemCodes.id, codeIds), ne(itemCodes.productId, id)));
  if (moved.length > 0) {
    throw cannotRestore(
      `the item code "${moved.map((c) => c.itemCode).join('", "')}" now belongs to another product.`,
    );
  }
}

/** Puts the item codes of a snapshot back: those added since are deleted, the others rewritten or re-created. */
async function restoreItemCodes(tx: Tx, productId: number, codes: ItemCodeSnapshot[]): Promise<void> {
  const keep = codes.map((c) => c.id);
  const removed = await tx
    .delete(itemCodes)
    .where(
      and(eq(itemCodes.productId, productId), keep.length > 0 ? notInArray(itemCodes.id, keep) : undefined),
    )
    .returning({ id: itemCodes.id });
  await deleteTranslationsOf(
    tx,
    "item_codes",
    removed.map((row) => row.id),
  );
  for (const { id, colourHex, ...fields } of codes) {
    // The colour's Lab goes with its hex, as the item code form writes it.
    const values = { productId, ...fields, ...colourColumns(colourHex) };
    await tx
      .insert(itemCodes)
      .values({ id, ...values })
      .onConflictDoUpdate({ target: itemCodes.id, set: values });
  }
}

/** The history of products: their fields, categories, additional images and item codes. */
export const PRODUCT_HISTORY: HistoryEntity<ProductSnapshot> = {
  type: "products",
  link: "/admin/products",
  schema: productSnapshot,
  name: (p) => p.name,
  fields: [
    { key: "name", label: "Name", kind: "text" },
    { key: "slug", label: "Slug", kind: "text" },
    { key: "description", label: "Description", kind: "text" },
    { key: "detailedDescription", label: "Detailed Description", kind: "rich" },
    { key: "status", label: "Status", kind: "text" },
    { key: "imageUrl", label: "Primary Image", kind: "media" },
    { key: "cataloguePdf", label: "Catalogue PDF", kind: "media" },
    {
      key: "categories",
      label: "Categories",
      kind: "list",
      readable: (p) => p.categories.map((c) => c.name),
    },
    { key: "images", label: "Additional Images", kind: "media" },
    { key: "itemCodes", label: "Item Codes", kind: "list", readable: (p) => p.itemCodes.map(itemCodeLine) },
    { key: "displayOrder", label: "Display Order", kind: "text" },
    ...scheduleFields<ProductSnapshot>(),
  ],
  read: readProducts,
  async restore(tx, id, snapshot) {
    await assertProductRestorable(tx, id, snapshot);
    const { categories, images, itemCodes: codes, ...fields } = withRestoredSchedule(snapshot);
    await tx.update(products).set(fields).where(eq(products.id, id));
    await tx.delete(productCategoryMappings).where(eq(productCategoryMappings.productId, id));
    if (categories.length > 0) {
      await tx
        .insert(productCategoryMappings)
        .values(categories.map((c) => ({ productId: id, categoryId: c.id })));
    }
    await tx.delete(productImages).where(eq(productImages.productId, id));
    if (images.length > 0) {
      await tx
        .insert(productImages)
        .values(images.map((imageUrl, index) => ({ productId: id, imageUrl, displayOrder: index + 1 })));
    }
    await restoreItemCodes(tx, id, codes);
  },
  pageTags: (id, snapshots) => [
    "products",
    "item-codes",
    pageTag.product(id),
    ...new Set(snapshots.flatMap((s) => s.categories.map((c) => pageTag.category(c.id)))),
  ],
};

/** The history of product categories. */
export const CATEGORY_HISTORY = flatHistory({
  type: "categories",
  link: "/admin/categories",
  schema: z.object({ name: z.string(), description: z.string(), displayOrder: z.number().int() }),
  name: (c) => c.name,
  fields: [
    { key: "name", label: "Name", kind: "text" },
    { key: "description", label: "Description", kind: "text" },
    { key: "displayOrder", label: "Display Order", kind: "text" },
  ],
  table: productCategories,
  columns: {
    name: productCategories.name,
    description: productCategories.description,
    displayOrder: productCategories.displayOrder,
  },
  pageTags: (id) => ["product-categories", "products", pageTag.category(id)],
});
