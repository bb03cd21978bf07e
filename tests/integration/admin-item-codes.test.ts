import { describe, expect, it } from "vitest";
import {
  createItemCode,
  deleteItemCode,
  ITEM_CODE_TAKEN,
  listItemCodesForAdmin,
  listProductChoices,
  updateItemCode,
} from "#server/catalog/admin-item-codes";
import { getPublicProduct } from "#server/catalog/products";
import { itemCodes, languages, products, translations } from "#server/db/schema";
import { type ItemCodeForm, itemCodeFormSchema } from "~/lib/schemas/catalog";
import { setupTestDatabase } from "../support/database";
import { cachePage } from "../support/page-cache";

const database = setupTestDatabase();

const form = (overrides: Record<string, unknown>): ItemCodeForm => itemCodeFormSchema.parse(overrides);

async function product(name: string, slug: string): Promise<number> {
  const [row] = await database.handle.db.insert(products).values({ name, slug }).returning();
  return row!.id;
}

describe("item codes in the back office", () => {
  it("needs a product ('Please select a product') and an item code", () => {
    for (const productId of [undefined, "", "0", "abc"]) {
      expect(itemCodeFormSchema.safeParse({ productId, itemCode: "X" }).error?.issues[0]?.message).toBe(
        "Please select a product",
      );
    }
    expect(itemCodeFormSchema.safeParse({ productId: "1", itemCode: "  " }).error?.issues[0]?.message).toBe(
      "Item code is required",
    );
    const parsed = form({ productId: "3", itemCode: " GT-1 ", composition: " Polyester ", denier: "" });
    expect(parsed).toMatchObject({ productId: 3, itemCode: "GT-1", composition: "Polyester", denier: null });
    expect(
      itemCodeFormSchema.safeParse({ productId: "1", itemCode: "X", imageUrl: "javascript:1" }).success,
    ).toBe(false);
  });

  it("creates with every technical field, lists by item code with the product name, and shows publicly", async () => {
    const gold = await product("Gold", "gold");
    const silver = await product("Silver", "silver");
    const fields = {
      composition: "Polyester 70%",
      type: "Metallic",
      denier: "150D",
      length: "1000 m",
      netWeight: "50 g",
      grossWeight: "60 g",
      countryOfOrigin: "Japan",
      otherInformation: "Line one\nLine two",
      bleaching: "No",
      ironing: "Low",
      washingTemperature: "40°C",
      otherTechnicalInfo: "Colourfast",
    };
    const page = cachePage("/products/gold", [`product:${gold}`]);
    await createItemCode(
      form({ productId: gold, itemCode: "GT-2", imageUrl: "/media/item-code-images/1.png", ...fields }),
    );
    expect(page()).toBe(false);
    await createItemCode(form({ productId: silver, itemCode: "AA-1" }));
    await createItemCode(form({ productId: gold, itemCode: "GT-1" }));
    const list = await listItemCodesForAdmin();
    expect(list.map((c) => [c.itemCode, c.productName])).toEqual([
      ["AA-1", "Silver"],
      ["GT-1", "Gold"],
      ["GT-2", "Gold"],
    ]);
    expect(list[2]).toMatchObject({ ...fields, imageUrl: "/media/item-code-images/1.png" });
    expect((await getPublicProduct("gold"))?.itemCodes.map((c) => c.itemCode)).toEqual(["GT-1", "GT-2"]);
    expect((await listProductChoices()).map((p) => p.name)).toEqual(["Gold", "Silver"]);
  });

  it("an item code is unique per product with a clear message", async () => {
    const gold = await product("Gold", "gold");
    const silver = await product("Silver", "silver");
    await createItemCode(form({ productId: gold, itemCode: "GT-1" }));
    await expect(createItemCode(form({ productId: gold, itemCode: "GT-1" }))).rejects.toThrow(
      ITEM_CODE_TAKEN,
    );
    const other = await createItemCode(form({ productId: silver, itemCode: "GT-1" }));
    await expect(updateItemCode(other, form({ productId: gold, itemCode: "GT-1" }))).rejects.toThrow(
      ITEM_CODE_TAKEN,
    );
    await expect(createItemCode(form({ productId: gold + 100, itemCode: "Z" }))).rejects.toThrow(
      "Please select a product",
    );
    expect(await database.handle.db.select().from(itemCodes)).toHaveLength(2);
  });

  it("updates (moving to another product drops both pages) and deletes with its translations", async () => {
    await database.handle.db
      .insert(languages)
      .values({ code: "zh", name: "Chinese", locale: "zh-Hant" })
      .onConflictDoNothing();
    const gold = await product("Gold", "gold");
    const silver = await product("Silver", "silver");
    const id = await createItemCode(form({ productId: gold, itemCode: "GT-1", type: "Metallic" }));
    const goldPage = cachePage("/products/gold", [`product:${gold}`]);
    const silverPage = cachePage("/products/silver", [`product:${silver}`]);
    await updateItemCode(id, form({ productId: silver, itemCode: "SV-1", type: "Flat" }));
    expect(goldPage()).toBe(false);
    expect(silverPage()).toBe(false);
    expect((await listItemCodesForAdmin())[0]).toMatchObject({
      itemCode: "SV-1",
      productName: "Silver",
      type: "Flat",
    });
    await expect(updateItemCode(id + 9, form({ productId: gold, itemCode: "X" }))).rejects.toThrow(
      "Failed to update item code",
    );

    await database.handle.db.insert(translations).values({
      entityType: "item_codes",
      entityId: id,
      fieldName: "type",
      languageCode: "zh",
      translatedValue: "扁",
    });
    const page = cachePage("/products/silver", [`product:${silver}`]);
    await deleteItemCode(id);
    expect(page()).toBe(false);
    expect(await listItemCodesForAdmin()).toEqual([]);
    expect(await database.handle.db.select().from(translations)).toEqual([]);
    await expect(deleteItemCode(id)).rejects.toThrow("Failed to delete item code");
  });
});
