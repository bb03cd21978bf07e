import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createCategory, deleteCategory } from "#server/catalog/admin-categories";
import {
  createProduct,
  deleteProduct,
  listProductsForAdmin,
  reorderProducts,
  SLUG_TAKEN,
  setProductStatus,
  updateProduct,
} from "#server/catalog/admin-products";
import { listPublicProducts } from "#server/catalog/products";
import {
  itemCodes,
  languages,
  productCategoryMappings,
  productImages,
  products,
  translations,
} from "#server/db/schema";
import { deleteFromTrash } from "#server/trash/trash";
import { type ProductForm, productFormSchema } from "~/lib/schemas/catalog";
import { slugify } from "~/lib/slug";
import { setupTestDatabase } from "../support/database";
import { cachePage } from "../support/page-cache";

const database = setupTestDatabase();

const form = (overrides: Partial<Record<keyof ProductForm, unknown>> = {}): ProductForm =>
  productFormSchema.parse({ name: "Gold Thread", slug: "gold-thread", ...overrides });

describe("products in the back office", () => {
  it("requires a name and a slug: 'Product name and slug are required'", () => {
    for (const input of [
      {},
      { name: "X" },
      { slug: "x" },
      { name: "  ", slug: "x" },
      { name: "X", slug: "" },
    ]) {
      const result = productFormSchema.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Product name and slug are required");
    }
    expect(productFormSchema.safeParse({ name: "X", slug: "Not A Slug" }).error?.issues[0]?.message).toBe(
      "Slug must be lowercase letters and digits separated by single hyphens",
    );
    expect(productFormSchema.safeParse({ name: "X", slug: "x", status: "Gone" }).success).toBe(false);
    expect(form().status).toBe("Active");
    expect(slugify("  Métallic Gold — No. 5 ")).toBe("metallic-gold-no-5");
  });

  it("creates a product last in the order with its categories and images, sanitising the rich text", async () => {
    await database.handle.db.insert(products).values({ name: "Old", slug: "old", displayOrder: 9 });
    const a = await createCategory({ name: "A", description: "" });
    const b = await createCategory({ name: "B", description: "" });
    const id = await createProduct(
      form({
        detailedDescription: '<p>Shiny<script>alert(1)</script></p><a href="javascript:x">x</a>',
        imageUrl: "/media/products/1.png",
        cataloguePdf: "/media/pdf/1.pdf",
        categoryIds: [String(a), String(b)],
        images: ["/media/products/2.png", "/media/products/3.png"],
      }),
    );
    const [row] = await database.handle.db.select().from(products).where(eq(products.id, id));
    expect(row?.displayOrder).toBe(10);
    expect(row?.detailedDescription).toContain("Shiny");
    expect(row?.detailedDescription).not.toContain("script");
    expect(row?.detailedDescription).not.toContain("javascript:");
    const listed = (await listProductsForAdmin()).find((p) => p.id === id);
    expect(listed?.categoryIds.sort()).toEqual([a, b].sort());
    expect(listed?.categoryNames).toBe("A, B");
    expect(listed?.images).toEqual(["/media/products/2.png", "/media/products/3.png"]);
    const images = await database.handle.db
      .select()
      .from(productImages)
      .orderBy(asc(productImages.displayOrder));
    expect(images.map((image) => image.displayOrder)).toEqual([1, 2]);
  });

  it("a taken slug gives the clear message and saves nothing", async () => {
    const category = await createCategory({ name: "A", description: "" });
    await createProduct(form());
    await expect(createProduct(form({ name: "Other", categoryIds: [category] }))).rejects.toThrow(
      `Failed to create product: ${SLUG_TAKEN}`,
    );
    expect(await database.handle.db.select().from(products)).toHaveLength(1);
    expect(await database.handle.db.select().from(productCategoryMappings)).toHaveLength(0);
    const other = await createProduct(form({ name: "Other", slug: "other" }));
    await expect(updateProduct(other, form({ name: "Other" }))).rejects.toThrow(
      `Failed to update product: ${SLUG_TAKEN}`,
    );
    expect((await listProductsForAdmin()).map((p) => p.slug).sort()).toEqual(["gold-thread", "other"]);
  });

  it("updates fields, replaces category links and images in order, and drops the cached pages", async () => {
    const a = await createCategory({ name: "A", description: "" });
    const b = await createCategory({ name: "B", description: "" });
    const id = await createProduct(form({ categoryIds: [a], images: ["/media/products/1.png"] }));
    const productPage = cachePage("/products/gold-thread", [`product:${id}`]);
    const oldCategoryPage = cachePage("/category-a", [`category:${a}`]);
    const otherPage = cachePage("/about", ["settings-only"]);
    expect(productPage()).toBe(true);
    await updateProduct(
      id,
      form({
        name: "Gold Thread 2",
        status: "Inactive",
        categoryIds: [b],
        images: ["/media/products/3.png", "/media/products/2.png"],
      }),
    );
    expect(productPage()).toBe(false);
    expect(oldCategoryPage()).toBe(false);
    expect(otherPage()).toBe(true);
    const [listed] = await listProductsForAdmin();
    expect(listed).toMatchObject({ name: "Gold Thread 2", status: "Inactive", categoryIds: [b] });
    expect(listed?.images).toEqual(["/media/products/3.png", "/media/products/2.png"]);
    await expect(updateProduct(id + 99, form({ slug: "x" }))).rejects.toThrow(
      "Failed to update product: The product no longer exists",
    );
    // Deleting a category drops its pages and keeps the product.
    const categoryPage = cachePage("/category-b", [`category:${b}`]);
    await deleteCategory(b);
    expect(categoryPage()).toBe(false);
    expect((await listProductsForAdmin())[0]?.categoryIds).toEqual([]);
  });

  it("a status toggle hides the product from the public list at once", async () => {
    const id = await createProduct(form());
    const listPage = cachePage("/products", ["products"]);
    expect((await listPublicProducts()).items.map((p) => p.id)).toEqual([id]);
    await setProductStatus(id, "Inactive");
    expect(listPage()).toBe(false);
    expect((await listPublicProducts()).items).toEqual([]);
    await setProductStatus(id, "Active");
    expect((await listPublicProducts()).items.map((p) => p.id)).toEqual([id]);
    await expect(setProductStatus(id + 1, "Active")).rejects.toThrow("Failed to update product status");
  });

  it("moves a deleted product to Trash; deleting it for good removes mappings, images, item codes and translations, then the product, in one transaction", async () => {
    await database.handle.db
      .insert(languages)
      .values({ code: "zh", name: "Chinese", locale: "zh-Hant" })
      .onConflictDoNothing();
    const category = await createCategory({ name: "A", description: "" });
    const id = await createProduct(form({ categoryIds: [category], images: ["/media/products/1.png"] }));
    const keep = await createProduct(form({ name: "Keep", slug: "keep", images: ["/media/products/9.png"] }));
    const [code] = await database.handle.db
      .insert(itemCodes)
      .values([
        { productId: id, itemCode: "GT-1" },
        { productId: keep, itemCode: "K-1" },
      ])
      .returning();
    await database.handle.db.insert(translations).values([
      {
        entityType: "products",
        entityId: id,
        fieldName: "name",
        languageCode: "zh",
        translatedValue: "金線",
      },
      {
        entityType: "item_codes",
        entityId: code!.id,
        fieldName: "type",
        languageCode: "zh",
        translatedValue: "線",
      },
      {
        entityType: "products",
        entityId: keep,
        fieldName: "name",
        languageCode: "zh",
        translatedValue: "留",
      },
    ]);
    const page = cachePage("/products/gold-thread", [`product:${id}`]);
    await deleteProduct(id);
    expect(page()).toBe(false);
    const db = database.handle.db;
    expect((await listProductsForAdmin()).map((p) => p.id)).toEqual([keep]);
    // In Trash, everything it had stays until it is deleted for good.
    expect(await db.select().from(productCategoryMappings)).toHaveLength(1);
    await expect(deleteProduct(id)).rejects.toThrow("Failed to delete product");
    await deleteFromTrash({ kind: "products", id });
    expect((await db.select().from(products)).map((p) => p.id)).toEqual([keep]);
    expect(await db.select().from(productCategoryMappings)).toEqual([]);
    expect((await db.select().from(productImages)).map((i) => i.productId)).toEqual([keep]);
    expect((await db.select().from(itemCodes)).map((c) => c.itemCode)).toEqual(["K-1"]);
    expect((await db.select().from(translations)).map((t) => t.entityId)).toEqual([keep]);
  });

  it("reorders display_order 1..n atomically and changes the public order", async () => {
    const a = await createProduct(form({ name: "A", slug: "a" }));
    const b = await createProduct(form({ name: "B", slug: "b" }));
    const c = await createProduct(form({ name: "C", slug: "c" }));
    expect((await listPublicProducts()).items.map((p) => p.name)).toEqual(["A", "B", "C"]);
    const listPage = cachePage("/products", ["products"]);
    await reorderProducts([c, a, b]);
    expect(listPage()).toBe(false);
    expect((await listProductsForAdmin()).map((p) => [p.name, p.displayOrder])).toEqual([
      ["C", 1],
      ["A", 2],
      ["B", 3],
    ]);
    expect((await listPublicProducts()).items.map((p) => p.name)).toEqual(["C", "A", "B"]);
    await expect(reorderProducts([b, a, c + 100])).rejects.toThrow();
    expect((await listProductsForAdmin()).map((p) => p.name)).toEqual(["C", "A", "B"]);
  });
});
