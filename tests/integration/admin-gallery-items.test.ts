import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { galleryCategories, galleryImages, galleryItems, products } from "#server/db/schema";
import {
  createGalleryItem,
  deleteGalleryItem,
  galleryPreviewPath,
  listGalleryFormChoices,
  listGalleryItemsForAdmin,
  removeGalleryImage,
  reorderGalleryItems,
  setGalleryItemStatus,
  updateGalleryItem,
} from "#server/gallery/admin-items";
import { deleteFromTrash } from "#server/trash/trash";
import { galleryItemFormSchema } from "~/lib/schemas/gallery";
import { setupTestDatabase } from "../support/database";

const database = setupTestDatabase();

const form = (overrides: Record<string, unknown> = {}) =>
  galleryItemFormSchema.parse({
    name: "Bridal gown",
    slug: "bridal-gown",
    primaryImageUrl: "/media/gallery-items/1.jpg",
    ...overrides,
  });

describe("gallery items in the back office", () => {
  it("validates name and slug with the spec's messages", () => {
    expect(galleryItemFormSchema.safeParse({ slug: "x" }).error?.issues[0]?.message).toBe("Name is required");
    expect(galleryItemFormSchema.safeParse({ name: "X", slug: " " }).error?.issues[0]?.message).toBe(
      "Slug is required",
    );
    expect(form().status).toBe("Active");
    expect(form().isPdf).toBe(false);
  });

  it("creates and updates with category, product and media links", async () => {
    const [c1, c2] = await database.handle.db
      .insert(galleryCategories)
      .values([{ name: "Bridal" }, { name: "Stage" }])
      .returning();
    const [p1] = await database.handle.db
      .insert(products)
      .values({ name: "Gold No. 5", slug: "gold-5" })
      .returning();
    const id = await createGalleryItem(
      form({
        categoryIds: [String(c1!.id)],
        productIds: [String(p1!.id)],
        mediaUrls: ["/media/gallery-items/a.jpg", "/media/gallery-videos/b.webm"],
        mediaTypes: ["image", "video"],
        mediaPosters: ["", "/media/gallery-videos/b.jpg"],
        detailedDescription: "<p>Hand couched <script>x()</script></p>",
      }),
    );
    let [item] = (await listGalleryItemsForAdmin()).filter((i) => i.id === id);
    expect(item).toMatchObject({ categoryIds: [c1!.id], productIds: [p1!.id] });
    expect(item!.detailedDescription).not.toContain("script");
    expect(item!.images.map((i) => [i.mediaType, i.displayOrder, i.posterUrl])).toEqual([
      ["image", 1, null],
      ["video", 2, "/media/gallery-videos/b.jpg"],
    ]);
    await expect(createGalleryItem(form())).rejects.toThrow("Slug is already in use");

    await updateGalleryItem(
      id,
      form({
        name: "Gown",
        categoryIds: [String(c2!.id)],
        mediaUrls: ["/media/gallery-items/c.png"],
        mediaTypes: ["image"],
        mediaPosters: [""],
      }),
    );
    [item] = (await listGalleryItemsForAdmin()).filter((i) => i.id === id);
    expect(item).toMatchObject({ name: "Gown", categoryIds: [c2!.id], productIds: [] });
    expect(item!.images.map((i) => i.displayOrder)).toEqual([1, 2, 3]);
    await removeGalleryImage(item!.images[0]!.id);
    expect(await database.handle.db.$count(galleryImages, eq(galleryImages.galleryItemId, id))).toBe(2);
    await expect(removeGalleryImage(item!.images[0]!.id)).rejects.toThrow("Failed to remove image");
    await setGalleryItemStatus(id, "Inactive");
    await deleteGalleryItem(id);
    expect(await listGalleryItemsForAdmin()).toEqual([]);
    expect(await database.handle.db.$count(galleryImages)).toBe(2);
    await deleteFromTrash({ kind: "gallery-items", id });
    expect(await database.handle.db.$count(galleryItems)).toBe(0);
    expect(await database.handle.db.$count(galleryImages)).toBe(0);
  });

  it("reads image or video from the stored file's name and takes only stored images as posters", async () => {
    const id = await createGalleryItem(
      form({
        mediaUrls: ["/media/gallery-items/a.png", "/media/gallery-videos/b.mov"],
        mediaTypes: ["video", "image"],
        mediaPosters: ["", "/media/gallery-videos/b.jpg"],
      }),
    );
    const [item] = (await listGalleryItemsForAdmin()).filter((i) => i.id === id);
    expect(item!.images.map((i) => [i.imageUrl, i.mediaType])).toEqual([
      ["/media/gallery-items/a.png", "image"],
      ["/media/gallery-videos/b.mov", "video"],
    ]);
    const messageOf = (fields: Record<string, unknown>) =>
      galleryItemFormSchema.safeParse({ name: "X", slug: "x", ...fields }).error?.issues[0]?.message;
    expect(messageOf({ mediaUrls: ["/media/pdf/1.pdf"] })).toBe("Invalid file");
    expect(
      messageOf({ mediaUrls: ["/media/gallery-videos/b.mp4"], mediaPosters: ["javascript:alert(1)"] }),
    ).toBe("Invalid file");
    expect(
      messageOf({
        mediaUrls: ["/media/gallery-videos/b.mp4"],
        mediaPosters: ["https://elsewhere.example/p.jpg"],
      }),
    ).toBe("Invalid file");
  });

  it("PDF items keep no media and get no detail page; unordered items come last, ties by id", async () => {
    const pdf = await createGalleryItem(
      form({
        slug: "colour-book",
        isPdf: "on",
        pdfUrl: "/media/pdf/1.pdf",
        mediaUrls: ["/media/gallery-items/a.jpg"],
        mediaTypes: ["image"],
        mediaPosters: [""],
      }),
    );
    const b = await createGalleryItem(form({ slug: "b" }));
    const a = await createGalleryItem(form({ slug: "a", displayOrder: "5" }));
    const list = await listGalleryItemsForAdmin();
    expect(list.map((i) => i.id)).toEqual([a, pdf, b]);
    const pdfItem = list.find((i) => i.id === pdf)!;
    expect(pdfItem.images).toEqual([]);
    expect(galleryPreviewPath(pdfItem)).toBe("/media/pdf/1.pdf");
    expect(galleryPreviewPath(list.find((i) => i.id === b)!)).toBe("/resources/b");
    await reorderGalleryItems([b, a, pdf]);
    const rows = await database.handle.db.select().from(galleryItems).orderBy(asc(galleryItems.displayOrder));
    expect(rows.map((r) => r.id)).toEqual([b, a, pdf]);
  });

  it("lists the form's choices and refuses links to a category or product deleted meanwhile", async () => {
    const [late, early] = await database.handle.db
      .insert(galleryCategories)
      .values([
        { name: "Zeta", displayOrder: 2 },
        { name: "Alpha", displayOrder: 1 },
      ])
      .returning();
    await database.handle.db.insert(galleryCategories).values({ name: "Beta" });
    await database.handle.db.insert(products).values([
      { name: "Silver No. 2", slug: "silver-2", status: "Inactive" },
      { name: "Copper No. 1", slug: "copper-1" },
    ]);
    const choices = await listGalleryFormChoices();
    expect(choices.categories.map((c) => c.name)).toEqual(["Alpha", "Zeta", "Beta"]);
    expect(choices.products.map((p) => [p.name, p.status])).toEqual([
      ["Copper No. 1", "Active"],
      ["Silver No. 2", "Inactive"],
    ]);

    await expect(
      createGalleryItem(form({ categoryIds: [String(early!.id), String(late!.id + 1000)] })),
    ).rejects.toThrow("A selected category or product no longer exists");
    expect(await database.handle.db.$count(galleryItems)).toBe(0);
  });
});
