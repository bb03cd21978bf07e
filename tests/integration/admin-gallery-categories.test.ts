import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  galleryCategories,
  galleryItemCategories,
  galleryItems,
  languages,
  translations,
} from "#server/db/schema";
import {
  createGalleryCategory,
  deleteGalleryCategory,
  listGalleryCategoriesForAdmin,
  reorderGalleryCategories,
  updateGalleryCategory,
} from "#server/gallery/admin-categories";
import { deleteFromTrash } from "#server/trash/trash";
import { galleryCategoryFormSchema } from "~/lib/schemas/gallery";
import { setupTestDatabase } from "../support/database";

const database = setupTestDatabase();

describe("gallery categories in the back office", () => {
  it("validates: name at least 2 characters, display_order an optional integer", () => {
    expect(galleryCategoryFormSchema.safeParse({ name: "A" }).error?.issues[0]?.message).toBe(
      "Name must be at least 2 characters",
    );
    expect(galleryCategoryFormSchema.safeParse({}).error?.issues[0]?.message).toBe(
      "Name must be at least 2 characters",
    );
    expect(galleryCategoryFormSchema.parse({ name: "Couture", displayOrder: "" })).toEqual({
      name: "Couture",
    });
    expect(galleryCategoryFormSchema.parse({ name: "Couture", displayOrder: "4" }).displayOrder).toBe(4);
    expect(galleryCategoryFormSchema.safeParse({ name: "Couture", displayOrder: "1.5" }).success).toBe(false);
  });

  it("creates last, lists by order (empty last) then name, updates, reorders", async () => {
    const a = await createGalleryCategory({ name: "Bridal" });
    const b = await createGalleryCategory({ name: "Stage", displayOrder: 10 });
    await database.handle.db.insert(galleryCategories).values({ name: "Archive" });
    const c = await createGalleryCategory({ name: "Couture" });
    expect((await listGalleryCategoriesForAdmin()).map((x) => [x.name, x.displayOrder])).toEqual([
      ["Bridal", 1],
      ["Stage", 10],
      ["Couture", 11],
      ["Archive", null],
    ]);
    await updateGalleryCategory(a, { name: "Bridal wear" });
    await reorderGalleryCategories([c, a, b]);
    expect((await listGalleryCategoriesForAdmin()).slice(0, 3).map((x) => x.name)).toEqual([
      "Couture",
      "Bridal wear",
      "Stage",
    ]);
    await expect(updateGalleryCategory(9999, { name: "Gone" })).rejects.toThrow("Failed to save category");
  });

  it("deletes with its item links and translations, keeping the items", async () => {
    const id = await createGalleryCategory({ name: "Bridal" });
    const [item] = await database.handle.db
      .insert(galleryItems)
      .values({ name: "Gown", slug: "gown" })
      .returning();
    await database.handle.db
      .insert(galleryItemCategories)
      .values({ galleryItemId: item!.id, galleryCategoryId: id });
    await database.handle.db
      .insert(languages)
      .values({ code: "zh", name: "Chinese", locale: "zh-Hant" })
      .onConflictDoNothing();
    await database.handle.db.insert(translations).values({
      entityType: "gallery_categories",
      entityId: id,
      fieldName: "name",
      languageCode: "zh",
      translatedValue: "婚紗",
    });
    expect((await listGalleryCategoriesForAdmin())[0]?.itemCount).toBe(1);
    await deleteGalleryCategory(id);
    expect(await listGalleryCategoriesForAdmin()).toEqual([]);
    expect(await database.handle.db.$count(galleryItemCategories)).toBe(1);
    await expect(deleteGalleryCategory(id)).rejects.toThrow("Failed to delete category");
    await deleteFromTrash({ kind: "gallery-categories", id });
    expect(await database.handle.db.$count(galleryCategories)).toBe(0);
    expect(await database.handle.db.$count(galleryItemCategories)).toBe(0);
    expect(
      await database.handle.db.$count(translations, eq(translations.entityType, "gallery_categories")),
    ).toBe(0);
    expect(await database.handle.db.$count(galleryItems)).toBe(1);
  });
});
