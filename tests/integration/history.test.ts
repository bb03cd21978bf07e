import { and, asc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { upsertStaffUser } from "#server/auth/staff";
import {
  createCategory,
  deleteCategory,
  reorderCategories,
  updateCategory,
} from "#server/catalog/admin-categories";
import { createItemCode, deleteItemCode, updateItemCode } from "#server/catalog/admin-item-codes";
import {
  createProduct,
  deleteProduct,
  reorderProducts,
  setProductStatus,
  updateProduct,
} from "#server/catalog/admin-products";
import { runHousekeeping } from "#server/db/maintenance";
import {
  auditLog,
  drafts,
  generalSettings,
  itemCodes,
  newsItems,
  productCategories,
  productCategoryMappings,
  productImages,
  products,
  revisions,
} from "#server/db/schema";
import { AdminActionError } from "#server/errors";
import {
  createGalleryCategory,
  reorderGalleryCategories,
  updateGalleryCategory,
} from "#server/gallery/admin-categories";
import {
  createGalleryItem,
  removeGalleryImage,
  reorderGalleryItems,
  setGalleryItemStatus,
  updateGalleryItem,
} from "#server/gallery/admin-items";
import { restoreRevision } from "#server/history/restore";
import { listRevisions, purgeRevisions } from "#server/history/revisions";
import { showChange } from "#server/history/shown";
import {
  createNewsItem,
  reorderPinnedNews,
  setNewsPinned,
  setNewsStatus,
  updateNewsItem,
} from "#server/news/admin-news";
import { runInRequestScope } from "#server/request-scope";
import {
  createCarouselImage,
  reorderCarousel,
  setCarouselImageActive,
  updateCarouselImage,
} from "#server/settings/admin-carousel";
import { deleteFromTrash } from "#server/trash/trash";
import { itemCodeFormSchema, productFormSchema } from "~/lib/schemas/catalog";
import { galleryItemFormSchema } from "~/lib/schemas/gallery";
import type { HistoryType } from "~/lib/schemas/history";
import { newsFormSchema } from "~/lib/schemas/news";
import { carouselFormSchema } from "~/lib/schemas/settings";
import { setupTestDatabase } from "../support/database";

const database = setupTestDatabase();
const db = () => database.handle.db;

const product = (overrides: Record<string, unknown> = {}) =>
  productFormSchema.parse({
    name: "Gold Thread",
    slug: "gold-thread",
    description: "Warm gold.",
    ...overrides,
  });
const itemCode = (productId: number, code: string, overrides: Record<string, unknown> = {}) =>
  itemCodeFormSchema.parse({ productId, itemCode: code, composition: "Polyester", ...overrides });
const galleryItem = (overrides: Record<string, unknown> = {}) =>
  galleryItemFormSchema.parse({ name: "Evening gown", slug: "evening-gown", ...overrides });
const news = (overrides: Record<string, unknown> = {}) =>
  newsFormSchema.parse({
    title: "Kyoto open studio",
    slug: "kyoto-open-studio",
    description: "An afternoon at the Kyoto factory.",
    articleBody: "<p>Visitors watched gold thread being twisted by hand.</p>",
    primaryImageUrl: "/media/news/1.jpg",
    ...overrides,
  });
const carousel = (overrides: Record<string, unknown> = {}) =>
  carouselFormSchema.parse({
    imageUrl: "/media/carousel/1.jpg",
    title: "Spools",
    isActive: "true",
    ...overrides,
  });

/** Runs domain writes as a signed-in member, as the request handler would. */
async function asEditor<T>(run: () => Promise<T>): Promise<T> {
  const { id } = await upsertStaffUser("editor@example.com", "editor-password-1", undefined, {
    role: "editor",
  });
  return runInRequestScope({ clientIp: "198.51.100.9", staff: { id, email: "editor@example.com" } }, run);
}

const revisionsOf = (type: HistoryType, id: number) =>
  db()
    .select()
    .from(revisions)
    .where(and(eq(revisions.entityType, type), eq(revisions.entityId, id)))
    .orderBy(asc(revisions.id));
const auditOf = (type: string) =>
  db().select().from(auditLog).where(eq(auditLog.recordType, type)).orderBy(asc(auditLog.id));
const count = async (table: typeof revisions | typeof auditLog) =>
  (await db().select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

/** The refusal a write ends with; it must leave revisions and the audit log as they were. */
async function refusal(run: () => Promise<unknown>): Promise<AdminActionError> {
  const before = [await count(revisions), await count(auditLog)];
  try {
    await run();
  } catch (error) {
    if (!(error instanceof AdminActionError)) throw error;
    expect([await count(revisions), await count(auditLog)]).toEqual(before);
    return error;
  }
  throw new Error("expected a refusal");
}

describe("revisions", () => {
  it("every write of a product (create, update, status, reorder, its item codes) writes a revision with readable changes and an audit entry", async () => {
    await asEditor(async () => {
      const gold = await createCategory({ name: "Gold", description: "" });
      const silver = await createCategory({ name: "Silver", description: "" });
      const id = await createProduct(
        product({ categoryIds: [String(gold)], images: ["/media/products/a.jpg"] }),
      );
      await updateProduct(id, product({ description: "Warmer gold.", categoryIds: [String(silver)] }));
      await setProductStatus(id, "Inactive");
      const other = await createProduct(product({ name: "Silver Thread", slug: "silver-thread" }));
      await reorderProducts([other, id]);
      const code = await createItemCode(itemCode(id, "LT-1"));
      await updateItemCode(code, itemCode(id, "LT-1", { composition: "Viscose" }));
      await deleteItemCode(code);

      const rows = await revisionsOf("products", id);
      expect(rows.map((row) => row.action)).toEqual([
        "create",
        "update",
        "status",
        "reorder",
        "itemCodes",
        "itemCodes",
        "itemCodes",
      ]);
      expect(rows.every((row) => row.staffEmail === "editor@example.com" && row.staffId !== null)).toBe(true);
      expect(rows[0]!.changes.find((c) => c.field === "name")).toMatchObject({
        old: null,
        new: "Gold Thread",
      });
      expect(rows[1]!.changes).toEqual([
        { field: "description", label: "Description", kind: "text", old: "Warm gold.", new: "Warmer gold." },
        { field: "categories", label: "Categories", kind: "list", old: ["Gold"], new: ["Silver"] },
        {
          field: "images",
          label: "Additional Images",
          kind: "media",
          old: ["/media/products/a.jpg"],
          new: [],
        },
      ]);
      expect(rows[2]!.changes).toEqual([
        { field: "status", label: "Status", kind: "text", old: "Active", new: "Inactive" },
      ]);
      expect(rows[3]!.changes).toEqual([
        { field: "displayOrder", label: "Display Order", kind: "text", old: 1, new: 2 },
      ]);
      expect(rows[4]!.changes[0]).toMatchObject({
        field: "itemCodes",
        old: [],
        new: ["LT-1 (Composition: Polyester)"],
      });
      expect(rows[5]!.changes[0]).toMatchObject({ new: ["LT-1 (Composition: Viscose)"] });
      expect(rows[6]!.changes[0]).toMatchObject({ new: [] });
      // The whole state after each save, links included, enough to restore it.
      expect(rows[1]!.snapshot).toMatchObject({
        name: "Gold Thread",
        description: "Warmer gold.",
        categories: [{ id: silver, name: "Silver" }],
        images: [],
        itemCodes: [],
      });
      expect((await revisionsOf("products", other)).map((row) => row.action)).toEqual(["create", "reorder"]);

      // One audit entry per write, under the product (item codes under theirs), with the revision's id.
      const audit = await auditOf("products");
      expect(audit.map((entry) => [entry.action, entry.recordId])).toEqual([
        ["create", String(id)],
        ["update", String(id)],
        ["status", String(id)],
        ["create", String(other)],
        ["reorder", null],
      ]);
      expect(audit[1]).toMatchObject({
        staffEmail: "editor@example.com",
        label: "Gold Thread",
        link: "/admin/products",
        clientIp: "198.51.100.9",
        details: { revisions: [rows[1]!.id], changed: ["Description", "Categories", "Additional Images"] },
      });
      expect((await auditOf("item-codes")).map((entry) => entry.action)).toEqual([
        "create",
        "update",
        "delete",
      ]);
    });
  });

  it("gallery items, news items, categories, gallery categories and carousel images keep a revision per write", async () => {
    await asEditor(async () => {
      const galleryCategory = await createGalleryCategory({ name: "Couture" });
      await updateGalleryCategory(galleryCategory, { name: "Haute couture" });
      const second = await createGalleryCategory({ name: "Bridal" });
      await reorderGalleryCategories([second, galleryCategory]);
      expect((await revisionsOf("gallery-categories", galleryCategory)).map((r) => r.action)).toEqual([
        "create",
        "update",
        "reorder",
      ]);

      const item = await createGalleryItem(
        galleryItem({ categoryIds: [String(galleryCategory)], mediaUrls: ["/media/gallery-items/1.jpg"] }),
      );
      await updateGalleryItem(item, galleryItem({ description: "Beaded silk." }));
      await setGalleryItemStatus(item, "Inactive");
      const [image] = await db()
        .execute<{ id: number }>(sql`select id from gallery_images limit 1`)
        .then((result) => (result as unknown as { rows: { id: number }[] }).rows);
      await removeGalleryImage(image!.id);
      const another = await createGalleryItem(
        galleryItem({ name: "Jacket", slug: "jacket", displayOrder: "9" }),
      );
      await reorderGalleryItems([another, item]);
      const itemRevisions = await revisionsOf("gallery-items", item);
      expect(itemRevisions.map((r) => r.action)).toEqual([
        "create",
        "update",
        "status",
        "removeImage",
        "reorder",
      ]);
      expect(itemRevisions[0]!.changes.find((c) => c.field === "categories")).toMatchObject({
        new: ["Haute couture"],
      });
      expect(itemRevisions[3]!.changes).toEqual([
        {
          field: "media",
          label: "Images and Videos",
          kind: "media",
          old: ["/media/gallery-items/1.jpg"],
          new: [],
        },
      ]);

      const first = await createNewsItem(news());
      await updateNewsItem(first, news({ id: String(first), title: "Kyoto open day" }));
      await setNewsStatus(first, "Inactive");
      await setNewsPinned(first, true);
      const pinned = await createNewsItem(news({ slug: "pinned", isPinned: "on" }));
      await reorderPinnedNews([pinned, first]);
      expect((await revisionsOf("news-items", first)).map((r) => r.action)).toEqual([
        "create",
        "update",
        "status",
        "pin",
        "reorder",
      ]);

      const category = await createCategory({ name: "Metallic", description: "" });
      await updateCategory(category, { name: "Metallic", description: "Shiny." });
      const next = await createCategory({ name: "Matte", description: "" });
      await reorderCategories([next, category]);
      expect((await revisionsOf("categories", category)).map((r) => r.action)).toEqual([
        "create",
        "update",
        "reorder",
      ]);

      const slide = await createCarouselImage(carousel());
      await updateCarouselImage(slide, carousel({ title: "Cones" }));
      await setCarouselImageActive(slide, false);
      const slide2 = await createCarouselImage(carousel({ title: "Looms" }));
      await reorderCarousel([slide2, slide]);
      expect((await revisionsOf("carousel", slide)).map((r) => r.action)).toEqual([
        "create",
        "update",
        "status",
        "reorder",
      ]);
      // The audit log names the carousel's writes by the screen's intents, as before.
      expect((await auditOf("carousel")).map((entry) => entry.action)).toEqual([
        "carouselCreate",
        "carouselUpdate",
        "carouselActive",
        "carouselCreate",
        "carouselReorder",
      ]);
    });
  });

  it("a save that changes nothing writes no revision; a refused save writes neither revision nor audit entry", async () => {
    await asEditor(async () => {
      const id = await createProduct(product());
      await createProduct(product({ name: "Silver", slug: "silver" }));
      await updateProduct(id, product());
      expect((await revisionsOf("products", id)).map((row) => row.action)).toEqual(["create"]);
      const refused = await refusal(() => updateProduct(id, product({ slug: "silver" })));
      expect(refused.status).toBe(409);
    });
  });

  it("a record that had no revision gets a baseline holding its state before the first change", async () => {
    const [row] = await db()
      .insert(productCategories)
      .values({ name: "Seeded", description: "From the seed", displayOrder: 4 })
      .returning({ id: productCategories.id });
    await asEditor(() => updateCategory(row!.id, { name: "Renamed", description: "From the seed" }));
    const rows = await revisionsOf("categories", row!.id);
    expect(rows.map((r) => [r.action, r.staffId === null])).toEqual([
      ["initial", true],
      ["update", false],
    ]);
    expect(rows[0]!.snapshot).toEqual({ name: "Seeded", description: "From the seed", displayOrder: 4 });
    const listed = await listRevisions("categories", row!.id);
    expect(listed.map((r) => r.action)).toEqual(["update", "initial"]);
  });

  it("shows rich text as a word diff and lists as items kept, removed and added", async () => {
    expect(
      showChange({
        field: "articleBody",
        label: "Article body",
        kind: "rich",
        old: "<p>Gold <strong>thread</strong> twisted by hand.</p>",
        new: "<p>Gold thread spun by hand.</p>",
      }),
    ).toEqual({
      field: "articleBody",
      label: "Article body",
      kind: "rich",
      parts: [
        { text: "Gold thread " },
        { text: "twisted", change: "removed" },
        { text: "spun", change: "added" },
        { text: " by hand." },
      ],
    });
    expect(
      showChange({
        field: "categories",
        label: "Categories",
        kind: "list",
        old: ["A", "B"],
        new: ["B", "C"],
      }),
    ).toMatchObject({
      items: [{ value: "A", change: "removed" }, { value: "B" }, { value: "C", change: "added" }],
    });
    expect(showChange({ field: "isPdf", label: "PDF", kind: "text", old: false, new: true })).toMatchObject({
      old: "No",
      new: "Yes",
    });
  });
});

describe("restore", () => {
  it("brings back a product's fields, categories, images and item codes as a new revision", async () => {
    await asEditor(async () => {
      const gold = await createCategory({ name: "Gold", description: "" });
      const silver = await createCategory({ name: "Silver", description: "" });
      const id = await createProduct(
        product({ categoryIds: [String(gold)], images: ["/media/products/a.jpg", "/media/products/b.jpg"] }),
      );
      const kept = await createItemCode(itemCode(id, "LT-1"));
      const [wanted] = (await revisionsOf("products", id)).slice(-1);
      await updateProduct(
        id,
        product({ name: "Gold Thread II", categoryIds: [String(silver)], images: ["/media/products/c.jpg"] }),
      );
      await updateItemCode(kept, itemCode(id, "LT-1", { composition: "Viscose" }));
      await createItemCode(itemCode(id, "LT-2"));
      await deleteItemCode(kept);

      await restoreRevision("products", id, wanted!.id);

      const [row] = await db().select().from(products).where(eq(products.id, id));
      expect(row).toMatchObject({ name: "Gold Thread", slug: "gold-thread", description: "Warm gold." });
      const links = await db()
        .select({ id: productCategoryMappings.categoryId })
        .from(productCategoryMappings)
        .where(eq(productCategoryMappings.productId, id));
      expect(links).toEqual([{ id: gold }]);
      const images = await db()
        .select({ url: productImages.imageUrl })
        .from(productImages)
        .where(eq(productImages.productId, id))
        .orderBy(asc(productImages.displayOrder));
      expect(images.map((image) => image.url)).toEqual(["/media/products/a.jpg", "/media/products/b.jpg"]);
      const codes = await db().select().from(itemCodes).where(eq(itemCodes.productId, id));
      // The item code deleted since is back under its own id, with its old values; the one added since is gone.
      expect(codes.map((code) => [code.id, code.itemCode, code.composition])).toEqual([
        [kept, "LT-1", "Polyester"],
      ]);
      const rows = await revisionsOf("products", id);
      expect(rows.at(-1)).toMatchObject({ action: "restore", restoredFrom: wanted!.id });
      expect(rows.at(-1)!.changes.map((c) => c.field)).toEqual(["name", "categories", "images", "itemCodes"]);
      expect((await auditOf("products")).at(-1)).toMatchObject({ action: "restore", recordId: String(id) });
    });
  });

  it("brings back a publish or unpublish time still to come, drops one that has passed, and leaves the schedule alone for a version recorded before schedules were", async () => {
    await asEditor(async () => {
      // Hong Kong wall-clock times (the default time zone), stored as UTC.
      const id = await createNewsItem(
        news({ publishAt: "2030-01-01T10:00", unpublishAt: "2030-02-01T10:00" }),
      );
      const [scheduled] = await revisionsOf("news-items", id);
      await updateNewsItem(id, news());
      const [cleared] = (await revisionsOf("news-items", id)).slice(-1);
      expect(cleared!.changes).toEqual([
        expect.objectContaining({
          field: "publishAt",
          label: "Publish at",
          old: "2030-01-01 02:00 UTC",
          new: null,
        }),
        expect.objectContaining({
          field: "unpublishAt",
          label: "Unpublish at",
          old: "2030-02-01 02:00 UTC",
          new: null,
        }),
      ]);
      const schedule = async () => {
        const [row] = await db()
          .select({ publishAt: newsItems.publishAt, unpublishAt: newsItems.unpublishAt })
          .from(newsItems)
          .where(eq(newsItems.id, id));
        return [row?.publishAt?.toISOString() ?? null, row?.unpublishAt?.toISOString() ?? null];
      };

      await restoreRevision("news-items", id, scheduled!.id);
      expect(await schedule()).toEqual(["2030-01-01T02:00:00.000Z", "2030-02-01T02:00:00.000Z"]);
      expect((await revisionsOf("news-items", id)).at(-1)!.changes.map((c) => c.field)).toEqual([
        "publishAt",
        "unpublishAt",
      ]);

      // The same version once its publish time has passed: that time is not brought back.
      await updateNewsItem(id, news());
      await db()
        .update(revisions)
        .set({ snapshot: sql`${revisions.snapshot} || '{"publishAt": "2020-01-01T00:00:00.000Z"}'::jsonb` })
        .where(eq(revisions.id, scheduled!.id));
      await restoreRevision("news-items", id, scheduled!.id);
      expect(await schedule()).toEqual([null, "2030-02-01T02:00:00.000Z"]);

      // A version written before revisions held the schedule leaves the item's schedule as it is.
      await db()
        .update(revisions)
        .set({ snapshot: sql`${revisions.snapshot} - 'publishAt' - 'unpublishAt'` })
        .where(eq(revisions.id, cleared!.id));
      await restoreRevision("news-items", id, cleared!.id);
      expect(await schedule()).toEqual([null, "2030-02-01T02:00:00.000Z"]);
    });
  });

  it("refuses, with the reason and changing nothing, a version whose slug, category or pin no longer fits", async () => {
    await asEditor(async () => {
      const gold = await createCategory({ name: "Gold", description: "" });
      const id = await createProduct(product({ categoryIds: [String(gold)] }));
      const [created] = await revisionsOf("products", id);
      await updateProduct(id, product({ slug: "gold-thread-2" }));
      await createProduct(product({ name: "Usurper", slug: "gold-thread" }));
      const slug = await refusal(() => restoreRevision("products", id, created!.id));
      expect(slug.message).toBe(
        'This version cannot be restored: the slug "gold-thread" is now used by another product.',
      );
      expect(slug.status).toBe(409);

      await deleteProduct(
        (await db().select().from(products).where(eq(products.slug, "gold-thread")))[0]!.id,
      );
      await updateProduct(id, product({ slug: "gold-thread-2", categoryIds: [] }));
      await deleteCategory(gold);
      // In Trash, it can come back: the message says how; deleted for good, it says so.
      const category = await refusal(() => restoreRevision("products", id, created!.id));
      expect(category.message).toBe(
        'This version cannot be restored: the category "Gold" is in Trash: restore it from Trash first.',
      );
      await deleteFromTrash({ kind: "categories", id: gold });
      const purged = await refusal(() => restoreRevision("products", id, created!.id));
      expect(purged.message).toBe('This version cannot be restored: the category "Gold" no longer exists.');
      const [row] = await db().select().from(products).where(eq(products.id, id));
      expect(row?.slug).toBe("gold-thread-2");

      const item = await createNewsItem(news({ isPinned: "on" }));
      const [pinnedVersion] = await revisionsOf("news-items", item);
      await setNewsPinned(item, false);
      for (const slugOf of ["a", "b", "c"])
        await createNewsItem(news({ slug: `pinned-${slugOf}`, isPinned: "on" }));
      const pin = await refusal(() => restoreRevision("news-items", item, pinnedVersion!.id));
      expect(pin.message).toBe(
        "This version cannot be restored: it was pinned, and 3 other items are pinned now.",
      );

      const gone = await refusal(() => restoreRevision("products", id, 999_999));
      expect([gone.status, gone.message]).toEqual([404, "This version no longer exists"]);
      // A revision of another record is not this record's.
      const other = await refusal(() => restoreRevision("categories", gold, created!.id));
      expect(other.status).toBe(404);
    });
  });
});

describe("retention", () => {
  it("housekeeping purges revisions older than REVISION_RETENTION_DAYS (365 by default) and keeps the rest", async () => {
    const now = new Date("2027-03-01T00:00:00Z");
    const day = 24 * 60 * 60 * 1000;
    const row = (at: Date, entityId: number) => ({
      entityType: "products",
      entityId,
      action: "update",
      changes: [],
      snapshot: {},
      at,
    });
    await db()
      .insert(revisions)
      .values([
        row(new Date(now.getTime() - 400 * day), 1),
        row(new Date(now.getTime() - 366 * day), 2),
        row(new Date(now.getTime() - 364 * day), 3),
        row(new Date(now.getTime() - day), 4),
      ]);
    expect(await runHousekeeping(database.handle, now)).toMatchObject({ ran: true, revisions: 2 });
    const left = await db()
      .select({ id: revisions.entityId })
      .from(revisions)
      .orderBy(asc(revisions.entityId));
    expect(left.map((r) => r.id)).toEqual([3, 4]);
    expect(await purgeRevisions(30, now)).toBe(1);
  });

  it("counts files that drafts and the revisions of existing records reference as in use; a deleted record's go stale", async () => {
    const { referencedKeys } = await import("#server/media/stale-files");
    const [slide] = await db()
      .insert(generalSettings)
      .values({ imageUrl: "/media/carousel/new-slide.jpg" })
      .returning({ id: generalSettings.id });
    const revision = (entityId: number, url: string) => ({
      entityType: "carousel",
      entityId,
      action: "update",
      changes: [],
      snapshot: { imageUrl: url },
    });
    await db()
      .insert(revisions)
      .values([
        revision(slide!.id, "/media/carousel/old-slide.jpg"),
        revision(slide!.id + 1, "/media/carousel/gone.jpg"),
      ]);
    await db()
      .insert(drafts)
      .values({ entityType: "products", entityId: 1, values: { images: ["/media/products/draft.jpg"] } });
    const keys = await referencedKeys();
    expect(keys.has("carousel/new-slide.jpg")).toBe(true);
    expect(keys.has("carousel/old-slide.jpg")).toBe(true);
    expect(keys.has("products/draft.jpg")).toBe(true);
    expect(keys.has("carousel/gone.jpg")).toBe(false);
  });
});
