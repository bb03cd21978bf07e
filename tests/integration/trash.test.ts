import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCategory, deleteCategory, listCategoriesForAdmin } from "#server/catalog/admin-categories";
import {
  createItemCode,
  deleteItemCode,
  listItemCodesForAdmin,
  listProductChoices,
  updateItemCode,
} from "#server/catalog/admin-item-codes";
import {
  createProduct,
  deleteProduct,
  listProductsForAdmin,
  updateProduct,
} from "#server/catalog/admin-products";
import { getPublicProduct, listPublicCategories, listPublicProducts } from "#server/catalog/products";
import { runHousekeeping } from "#server/db/maintenance";
import {
  auditLog,
  drafts,
  generalSettings,
  itemCodes,
  languages,
  newsItems,
  productCategoryMappings,
  productImages,
  products,
  revisions,
  staffUsers,
  translations,
} from "#server/db/schema";
import { createGalleryItem, deleteGalleryItem } from "#server/gallery/admin-items";
import { saveDraft } from "#server/history/drafts";
import { RECORD_IN_TRASH, restoreRevision } from "#server/history/restore";
import { referencedKeys } from "#server/media/stale-files";
import { createNewsItem, deleteNewsItem, setNewsPinned } from "#server/news/admin-news";
import { getPublicNewsItem } from "#server/news/news";
import { runInRequestScope } from "#server/request-scope";
import { applyDueSchedules } from "#server/schedule/scheduler";
import { listSitemapEntries } from "#server/seo/sitemap";
import {
  createCarouselImage,
  deleteCarouselImage,
  listCarouselForAdmin,
} from "#server/settings/admin-carousel";
import { listCarouselImages } from "#server/settings/public";
import {
  deleteFromTrash,
  isTrashedPage,
  listTrash,
  restoreFromTrash,
  slugTakenOnRestore,
} from "#server/trash/trash";
import { itemCodeFormSchema, productFormSchema, SELECT_PRODUCT } from "~/lib/schemas/catalog";
import { galleryItemFormSchema } from "~/lib/schemas/gallery";
import { newsFormSchema } from "~/lib/schemas/news";
import { setupTestDatabase } from "../support/database";

const database = setupTestDatabase();
const DAY = 86_400_000;

const productForm = (overrides: Record<string, unknown> = {}) =>
  productFormSchema.parse({
    name: "Gold Thread",
    slug: "gold-thread",
    imageUrl: "/media/products/gold.jpg",
    images: ["/media/products/gold-2.jpg"],
    ...overrides,
  });

/** A member of staff and a product with a category, an image, an item code and a translation. */
async function arrangeProduct() {
  const { db } = database.handle;
  const [editor] = await db
    .insert(staffUsers)
    .values({
      email: "editor@lumina-threads.example",
      passwordHash: "x",
      name: "Eddie Editor",
      role: "editor",
    })
    .returning();
  await db.insert(languages).values({ code: "zh", name: "中文", locale: "zh-Hant" }).onConflictDoNothing();
  const categoryId = await createCategory({ name: "Metallic", description: "" });
  const id = await createProduct(productForm({ categoryIds: [String(categoryId)] }));
  await db.insert(itemCodes).values({ productId: id, itemCode: "GT-1" });
  await db.insert(translations).values({
    entityType: "products",
    entityId: id,
    fieldName: "name",
    languageCode: "zh",
    translatedValue: "金線",
  });
  const asEditor = <T>(run: () => Promise<T>) =>
    runInRequestScope({ clientIp: "127.0.0.1", staff: { id: editor!.id, email: editor!.email } }, run);
  return { id, categoryId, editor: editor!, asEditor };
}

describe("Trash", () => {
  it("moves a deleted product to Trash: every list and page leaves it out, its links stay, and Restore brings it back whole", async () => {
    const { id, categoryId, asEditor } = await arrangeProduct();
    await asEditor(() => deleteProduct(id));

    expect(await listProductsForAdmin()).toEqual([]);
    expect((await listPublicProducts()).items).toEqual([]);
    expect(await getPublicProduct("gold-thread")).toBeUndefined();
    expect((await listSitemapEntries()).some((entry) => entry.path === "/products/gold-thread")).toBe(false);
    expect(await isTrashedPage("products", "gold-thread")).toBe(true);
    expect(await isTrashedPage("products", String(id))).toBe(true);
    expect(await isTrashedPage("products", "never-was")).toBe(false);
    expect(await listTrash()).toMatchObject([
      { kind: "products", id, name: "Gold Thread", deletedBy: "Eddie Editor" },
    ]);
    expect((await listCategoriesForAdmin())[0]?.productCount).toBe(0);

    expect(await asEditor(() => restoreFromTrash({ kind: "products", id }))).toBe(
      "Product restored successfully",
    );
    const product = await getPublicProduct("gold-thread", "zh");
    expect(product).toMatchObject({ id, name: "金線" });
    expect(product?.categories.map((c) => c.id)).toEqual([categoryId]);
    expect(product?.images.map((image) => image.imageUrl)).toEqual(["/media/products/gold-2.jpg"]);
    expect(product?.itemCodes.map((code) => code.itemCode)).toEqual(["GT-1"]);
    expect(await listTrash()).toEqual([]);
    const [entry] = await database.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "restoreFromTrash"));
    expect(entry).toMatchObject({ recordType: "products", recordId: String(id), label: "Gold Thread" });
    expect(entry?.staffEmail).toBe("editor@lumina-threads.example");
  });

  it("answers a record in Trash that was never public as an unknown one, and one that was public once (even briefly, or by its publish time) as gone", async () => {
    const trashedProduct = async (slug: string, overrides: Record<string, unknown>) => {
      const id = await createProduct(productForm({ name: slug, slug, ...overrides }));
      return { id, trash: () => deleteProduct(id) };
    };
    const unreleased = await trashedProduct("unreleased", { status: "Inactive" });
    await unreleased.trash();
    expect(await isTrashedPage("products", "unreleased")).toBe(false);
    expect(await isTrashedPage("products", String(unreleased.id))).toBe(false);
    // Scheduled for later and trashed before its time: never public.
    const upcoming = await trashedProduct("upcoming", { publishAt: "2099-01-01T09:00" });
    await upcoming.trash();
    expect(await isTrashedPage("products", "upcoming")).toBe(false);
    // Public for a moment, then hidden again, then trashed: it was public.
    const brief = await trashedProduct("brief", { status: "Inactive" });
    await updateProduct(brief.id, productForm({ name: "brief", slug: "brief", status: "Active" }));
    await updateProduct(brief.id, productForm({ name: "brief", slug: "brief", status: "Inactive" }));
    await brief.trash();
    expect(await isTrashedPage("products", "brief")).toBe(true);
    expect(await isTrashedPage("products", String(brief.id))).toBe(true);
    // Published by the scheduler, then trashed: it was public.
    const scheduled = await trashedProduct("scheduled", {
      status: "Inactive",
      publishAt: "2099-01-01T09:00",
    });
    await applyDueSchedules(new Date("2099-01-02T00:00:00Z"));
    await scheduled.trash();
    expect(await isTrashedPage("products", "scheduled")).toBe(true);

    const project = (slug: string, status: string) =>
      createGalleryItem(
        galleryItemFormSchema.parse({
          name: slug,
          slug,
          status,
          primaryImageUrl: "/media/gallery-items/1.jpg",
        }),
      );
    await deleteGalleryItem(await project("hidden-project", "Inactive"));
    await deleteGalleryItem(await project("shown-project", "Active"));
    expect(await isTrashedPage("gallery-items", "hidden-project")).toBe(false);
    expect(await isTrashedPage("gallery-items", "shown-project")).toBe(true);

    const news = (slug: string, status: string) =>
      createNewsItem(
        newsFormSchema.parse({
          title: `News ${slug}`,
          slug,
          status,
          description: "A description long enough.",
          articleBody: "<p>An article body that is long enough.</p>",
          primaryImageUrl: "/media/news/a.jpg",
        }),
      );
    await deleteNewsItem(await news("hidden-news", "Inactive"));
    await deleteNewsItem(await news("shown-news", "Active"));
    expect(await isTrashedPage("news-items", "hidden-news")).toBe(false);
    expect(await isTrashedPage("news-items", "shown-news")).toBe(true);
  });

  it("frees a trashed product's slug, and refuses to restore it while another product holds that slug", async () => {
    const { id, asEditor } = await arrangeProduct();
    await asEditor(() => deleteProduct(id));
    const newer = await createProduct(productForm({ name: "Gold Thread II" }));
    expect(await isTrashedPage("products", "gold-thread")).toBe(false);

    await expect(restoreFromTrash({ kind: "products", id })).rejects.toThrow(
      slugTakenOnRestore("Gold Thread", "gold-thread", "product"),
    );
    expect(await listTrash()).toHaveLength(1);

    await updateProduct(newer, productForm({ name: "Gold Thread II", slug: "gold-thread-2" }));
    await restoreFromTrash({ kind: "products", id });
    expect((await getPublicProduct("gold-thread"))?.id).toBe(id);
  });

  it("keeps the item codes of a product in Trash out of reach: not listed, not a choice, neither edited, deleted nor added to", async () => {
    const { db } = database.handle;
    const { id } = await arrangeProduct();
    const [code] = await db.select({ id: itemCodes.id }).from(itemCodes);
    const form = itemCodeFormSchema.parse({ productId: String(id), itemCode: "GT-2" });
    await deleteProduct(id);

    expect(await listItemCodesForAdmin()).toEqual([]);
    expect(await listProductChoices()).toEqual([]);
    await expect(updateItemCode(code!.id, form)).rejects.toThrow("Failed to update item code");
    await expect(deleteItemCode(code!.id)).rejects.toThrow("Failed to delete item code");
    await expect(createItemCode(form)).rejects.toThrow(SELECT_PRODUCT);
    // A live code cannot be moved onto the product in Trash either.
    const other = await createProduct(productForm({ name: "Silver", slug: "silver" }));
    const live = await createItemCode(
      itemCodeFormSchema.parse({ productId: String(other), itemCode: "S-1" }),
    );
    await expect(updateItemCode(live, form)).rejects.toThrow(SELECT_PRODUCT);

    expect(
      (await db.select({ itemCode: itemCodes.itemCode }).from(itemCodes)).map((row) => row.itemCode).sort(),
    ).toEqual(["GT-1", "S-1"]);
    await restoreFromTrash({ kind: "products", id });
    await updateItemCode(code!.id, form);
    expect((await listItemCodesForAdmin()).map((row) => row.itemCode).sort()).toEqual(["GT-2", "S-1"]);
  });

  it("keeps a product's link to a category in Trash when the product is edited, so restoring the category restores it", async () => {
    const { id, categoryId } = await arrangeProduct();
    await deleteCategory(categoryId);
    expect(await listPublicCategories("en")).toEqual([]);
    expect((await getPublicProduct("gold-thread"))?.categories).toEqual([]);
    await updateProduct(id, productForm({ categoryIds: [] }));
    await restoreFromTrash({ kind: "categories", id: categoryId });
    expect((await getPublicProduct("gold-thread"))?.categories.map((c) => c.id)).toEqual([categoryId]);
  });

  it("purges what has been in Trash for 30 days (housekeeping, by the system) and keeps what is younger; the purged files become unreferenced", async () => {
    const { db } = database.handle;
    const { id } = await arrangeProduct();
    const younger = await createProduct(
      productForm({ name: "Silver", slug: "silver", imageUrl: "/media/products/silver.jpg", images: [] }),
    );
    await deleteProduct(id);
    await deleteProduct(younger);
    const now = new Date();
    await db
      .update(products)
      .set({ deletedAt: new Date(now.getTime() - 30 * DAY - 1000) })
      .where(eq(products.id, id));
    await db
      .update(products)
      .set({ deletedAt: new Date(now.getTime() - 29 * DAY) })
      .where(eq(products.id, younger));
    expect(await referencedKeys()).toContain("products/gold-2.jpg");

    const result = await runHousekeeping(database.handle, now);
    expect(result).toMatchObject({ ran: true, trash: 1 });
    expect((await db.select({ id: products.id }).from(products)).map((row) => row.id)).toEqual([younger]);
    for (const table of [productCategoryMappings, productImages]) {
      expect(await db.select().from(table)).toEqual([]);
    }
    expect(await db.select().from(itemCodes)).toEqual([]);
    expect(await db.select().from(translations).where(eq(translations.entityType, "products"))).toEqual([]);
    const keys = await referencedKeys();
    expect(keys).not.toContain("products/gold.jpg");
    expect(keys).not.toContain("products/gold-2.jpg");
    expect(keys).toContain("products/silver.jpg");
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "purge"));
    expect(entry).toMatchObject({
      recordType: "products",
      recordId: String(id),
      staffId: null,
      staffEmail: null,
    });
  });

  it("deletes a record in Trash for good on request, and never a live one", async () => {
    const { id, categoryId } = await arrangeProduct();
    await expect(deleteFromTrash({ kind: "categories", id: categoryId })).rejects.toThrow(
      "This item is no longer in Trash",
    );
    await deleteCategory(categoryId);
    expect(await deleteFromTrash({ kind: "categories", id: categoryId })).toBe(
      "Product category deleted permanently",
    );
    // The category's links went with it; the product stays.
    expect(await database.handle.db.select().from(productCategoryMappings)).toEqual([]);
    expect((await getPublicProduct("gold-thread"))?.id).toBe(id);
  });

  it("trashes and restores a carousel image, which the home page leaves out meanwhile", async () => {
    const id = await createCarouselImage({
      imageUrl: "/media/carousel/one.jpg",
      altText: "Spools",
      title: "",
      displayOrder: 1,
      isActive: true,
    });
    await deleteCarouselImage(id);
    expect((await listCarouselImages()).images).toEqual([]);
    expect(await listCarouselForAdmin()).toEqual([]);
    expect(await listTrash()).toMatchObject([{ kind: "carousel", id, name: "Spools" }]);
    await restoreFromTrash({ kind: "carousel", id });
    expect((await listCarouselImages()).images.map((image) => image.id)).toEqual([id]);
    expect(
      await database.handle.db
        .select()
        .from(generalSettings)
        .where(and(eq(generalSettings.id, id), sql`deleted_at is null`)),
    ).toHaveLength(1);
  });

  it("brings a pinned news item back unpinned when three others were pinned meanwhile", async () => {
    const news = (slug: string) =>
      newsFormSchema.parse({
        title: `News ${slug}`,
        slug,
        description: "A description long enough.",
        articleBody: "<p>An article body that is long enough.</p>",
        primaryImageUrl: "/media/news/a.jpg",
      });
    const first = await createNewsItem(news("first"));
    await setNewsPinned(first, true);
    await deleteNewsItem(first);
    expect(await getPublicNewsItem("first", "en")).toBeNull();
    expect(await isTrashedPage("news-items", "first")).toBe(true);
    for (const slug of ["aa", "bb", "cc"]) await setNewsPinned(await createNewsItem(news(slug)), true);
    expect(await restoreFromTrash({ kind: "news-items", id: first })).toBe(
      "News item restored successfully (unpinned: three other news items are pinned)",
    );
    const [row] = await database.handle.db.select().from(newsItems).where(eq(newsItems.id, first));
    expect(row).toMatchObject({ isPinned: false, deletedAt: null });
    expect((await getPublicNewsItem("first", "en"))?.id).toBe(first);
  });

  it("keeps the history of a record in Trash: its draft goes, a version of it is not restored, Restore from Trash is a revision; a trashed translated slug answers 410", async () => {
    const { id, asEditor } = await arrangeProduct();
    const { db } = database.handle;
    await db.insert(translations).values({
      entityType: "products",
      entityId: id,
      fieldName: "slug",
      languageCode: "zh",
      translatedValue: "jin-xian",
    });
    await asEditor(() => updateProduct(id, productForm({ name: "Gold Thread Fine", categoryIds: [] })));
    const [first] = await db
      .select()
      .from(revisions)
      .where(and(eq(revisions.entityType, "products"), eq(revisions.entityId, id)))
      .orderBy(revisions.id);
    await asEditor(() => saveDraft("products", id, { ...productForm({ name: "Draft name" }) }));
    expect(await db.select().from(drafts)).toHaveLength(1);

    await asEditor(() => deleteProduct(id));
    expect(await db.select().from(drafts)).toEqual([]);
    await expect(asEditor(() => saveDraft("products", id, { ...productForm() }))).rejects.toMatchObject({
      status: 404,
    });
    await expect(asEditor(() => restoreRevision("products", id, first!.id))).rejects.toMatchObject({
      message: RECORD_IN_TRASH,
      status: 409,
    });
    expect(await getPublicProduct("jin-xian", "zh")).toBeUndefined();
    expect(await isTrashedPage("products", "jin-xian")).toBe(true);

    await asEditor(() => restoreFromTrash({ kind: "products", id }));
    const actions = await db
      .select({ action: revisions.action, staffEmail: revisions.staffEmail })
      .from(revisions)
      .where(and(eq(revisions.entityType, "products"), eq(revisions.entityId, id)))
      .orderBy(revisions.id);
    expect(actions.at(-1)).toEqual({
      action: "restoreFromTrash",
      staffEmail: "editor@lumina-threads.example",
    });
    expect(await isTrashedPage("products", "jin-xian")).toBe(false);
    expect((await getPublicProduct("jin-xian", "zh"))?.id).toBe(id);
    // Restored, its versions can be restored again.
    await asEditor(() => restoreRevision("products", id, first!.id));
    expect((await getPublicProduct("gold-thread"))?.name).toBe("Gold Thread");
  });
});
