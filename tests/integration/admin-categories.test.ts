import { asc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  createCategory,
  deleteCategory,
  listCategoriesForAdmin,
  reorderCategories,
  updateCategory,
} from "#server/catalog/admin-categories";
import { productCategories, productCategoryMappings, products } from "#server/db/schema";
import { categoryFormSchema } from "~/lib/schemas/catalog";
import { setupTestDatabase } from "../support/database";

const database = setupTestDatabase();

describe("product categories in the back office", () => {
  it("requires a name: 'Category name is required'", () => {
    const result = categoryFormSchema.safeParse({ name: "   ", description: "" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Category name is required");
    expect(categoryFormSchema.safeParse({}).error?.issues[0]?.message).toBe("Category name is required");
  });

  it("puts a new category at the current maximum display_order + 1", async () => {
    await database.handle.db.insert(productCategories).values({ name: "Old", displayOrder: 7 });
    const id = await createCategory({ name: "New", description: "" });
    const rows = await database.handle.db.select().from(productCategories).orderBy(asc(productCategories.id));
    expect(rows.find((row) => row.id === id)?.displayOrder).toBe(8);
    expect(await createCategory({ name: "Newer", description: "" })).toBeGreaterThan(id);
  });

  it("lists by display_order then name with the count of assigned products", async () => {
    const [product] = await database.handle.db.insert(products).values({ name: "P", slug: "p" }).returning();
    const b = await createCategory({ name: "B", description: "" });
    const a = await createCategory({ name: "A", description: "" });
    await database.handle.db.update(productCategories).set({ displayOrder: 1 });
    await database.handle.db
      .insert(productCategoryMappings)
      .values({ productId: product!.id, categoryId: b });
    const list = await listCategoriesForAdmin();
    expect(list.map((c) => [c.name, c.productCount])).toEqual([
      ["A", 0],
      ["B", 1],
    ]);
    expect(a).toBeGreaterThan(0);
  });

  it("updates, deletes (keeping the products) and reorders", async () => {
    const [product] = await database.handle.db.insert(products).values({ name: "P", slug: "p" }).returning();
    const x = await createCategory({ name: "X", description: "" });
    const y = await createCategory({ name: "Y", description: "" });
    await database.handle.db
      .insert(productCategoryMappings)
      .values({ productId: product!.id, categoryId: x });
    await updateCategory(x, { name: "X2", description: "Gold" });
    await reorderCategories([y, x]);
    expect((await listCategoriesForAdmin()).map((c) => [c.name, c.displayOrder])).toEqual([
      ["Y", 1],
      ["X2", 2],
    ]);
    await deleteCategory(x);
    expect((await listCategoriesForAdmin()).map((c) => c.name)).toEqual(["Y"]);
    expect(await database.handle.db.select().from(products)).toHaveLength(1);
    await expect(deleteCategory(x)).rejects.toThrow("Failed to delete category");
    await expect(updateCategory(x, { name: "Z", description: "" })).rejects.toThrow(
      "Failed to update category",
    );
  });
});
