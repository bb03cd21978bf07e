import { eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { createItemCode, updateItemCode } from "#server/catalog/admin-item-codes";
import { keptFacetCounts } from "#server/catalog/facets";
import { listProductFacets, listPublicProducts } from "#server/catalog/products";
import { findPublicItemCodeId, listPublicItemCodes } from "#server/catalog/public-item-codes";
import { findNearestShades } from "#server/catalog/shades";
import { resetSpecSheets, specSheetFor } from "#server/catalog/spec-sheet";
import { colourColumns, deltaE2000, labOf } from "#server/colour/colour";
import { queryCount } from "#server/db/client";
import {
  itemCodes,
  languages,
  mailOutbox,
  productCategories,
  productCategoryMappings,
  products,
  sampleRequests,
  translations,
} from "#server/db/schema";
import { listSampleRequestsForAdmin, sampleRequestsCsv, updateSampleRequest } from "#server/samples/admin";
import { listSampleItems, submitSampleRequest } from "#server/samples/requests";
import { itemCodeFormSchema } from "~/lib/schemas/catalog";
import { setupTestDatabase } from "../support/database";

const database = setupTestDatabase();

type Code = { code: string; hex: string | null; composition?: string; denier?: string; length?: string };

/** Two categories, three active products and an inactive one, each with coloured item codes. */
async function arrange() {
  const { db } = database.handle;
  await db.insert(languages).values([
    { code: "en", name: "English", locale: "en", displayOrder: 1 },
    { code: "zh", name: "繁體中文", locale: "zh-Hant", displayOrder: 2 },
  ]);
  const [embroidery, knitting] = await db
    .insert(productCategories)
    .values([
      { name: "Embroidery", displayOrder: 1 },
      { name: "Knitting", displayOrder: 2 },
    ])
    .returning({ id: productCategories.id });
  const product = async (
    slug: string,
    category: number,
    codes: Code[],
    status: "Active" | "Inactive" = "Active",
  ) => {
    const [row] = await db
      .insert(products)
      .values({ name: slug.replace(/-/g, " "), slug, status, displayOrder: 1 })
      .returning({ id: products.id });
    await db.insert(productCategoryMappings).values({ productId: row!.id, categoryId: category });
    await db.insert(itemCodes).values(
      codes.map((c) => ({
        productId: row!.id,
        itemCode: c.code,
        colourName: c.code.startsWith("G") ? "Gold" : "Shade",
        composition: c.composition ?? "Polyester",
        type: "Smooth",
        denier: c.denier ?? "150D/2",
        length: c.length ?? "5,000 m",
        ...colourColumns(c.hex),
      })),
    );
    return row!.id;
  };
  const gold = await product("gold-thread", embroidery!.id, [
    { code: "G-1", hex: "#c9a13b" },
    { code: "G-2", hex: "#a8843f", denier: "300D/2" },
  ]);
  const silver = await product("silver-thread", embroidery!.id, [
    { code: "S-1", hex: "#c9ced6", composition: "Nylon" },
    { code: "S-2", hex: null },
  ]);
  const knit = await product("gold-knit", knitting!.id, [
    { code: "K-1", hex: "#c49a3a", composition: "Nylon", length: "1 kg" },
  ]);
  const hidden = await product(
    "hidden-thread",
    embroidery!.id,
    [{ code: "H-1", hex: "#c9a13b" }],
    "Inactive",
  );
  return { gold, silver, knit, hidden, embroidery: embroidery!.id };
}

describe("shade finder", () => {
  it("ranks the coloured codes of active products by CIEDE2000, the exact colour first", async () => {
    await arrange();
    const results = await findNearestShades("#c9a13b", { language: "en" });
    expect(results.map((r) => r.itemCode)).toEqual(["G-1", "K-1", "G-2", "S-1"]);
    expect(results[0]!.deltaE).toBe(0);
    const target = labOf("#c9a13b")!;
    for (const result of results) {
      expect(result.deltaE).toBeCloseTo(deltaE2000(target, labOf(result.colourHex)!), 10);
    }
    expect([...results.map((r) => r.deltaE)]).toEqual(
      [...results.map((r) => r.deltaE)].sort((a, b) => a - b),
    );
    expect(results.find((r) => r.itemCode === "H-1" || r.itemCode === "S-2")).toBeUndefined();
    expect(results[0]).toMatchObject({
      productSlug: "gold-thread",
      colourHex: "#c9a13b",
      colourName: "Gold",
    });
  });

  it("filters by category (its name, or its translation on that language's host)", async () => {
    const { embroidery } = await arrange();
    await database.handle.db.insert(translations).values({
      entityType: "product_categories",
      entityId: embroidery,
      fieldName: "name",
      languageCode: "zh",
      translatedValue: "刺繡",
    });
    const inCategory = await findNearestShades("#c9a13b", { language: "en", category: "Knitting" });
    expect(inCategory.map((r) => r.itemCode)).toEqual(["K-1"]);
    const translated = await findNearestShades("#c9a13b", { language: "zh", category: "刺繡" });
    expect(translated.map((r) => r.itemCode)).toEqual(["G-1", "G-2", "S-1"]);
  });

  it("translates colour names and product names into the host's language", async () => {
    await arrange();
    const [g1] = await database.handle.db.select().from(itemCodes).where(eq(itemCodes.itemCode, "G-1"));
    await database.handle.db.insert(translations).values({
      entityType: "item_codes",
      entityId: g1!.id,
      fieldName: "colour_name",
      languageCode: "zh",
      translatedValue: "金色",
    });
    const [first] = await findNearestShades("#c9a13b", { language: "zh", limit: 1 });
    expect(first).toMatchObject({ itemCode: "G-1", colourName: "金色" });
    // The product's name has no Chinese yet: it is shown in English, and said to be (lang="en").
    expect(first?.fallback).toEqual(["productName"]);
    const [english] = await findNearestShades("#c9a13b", { language: "en", limit: 1 });
    expect(english?.fallback).toBeUndefined();
    const [code] = await listPublicItemCodes([g1!.id], "zh");
    expect(code?.fallback).toEqual(expect.arrayContaining(["productName"]));
    expect(code?.fallback).not.toContain("colourName");
  });

  it("finds the nearest among many codes through the Lab box, as a full ranking would", async () => {
    await arrange();
    const [row] = await database.handle.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, "gold-thread"));
    // 600 codes spread over the colour space: the box around the colour must still find the true nearest.
    const codes = Array.from({ length: 600 }, (_, n) => {
      const hex = `#${((n * 2654435761) >>> 8).toString(16).padStart(6, "0").slice(-6)}`;
      return { productId: row!.id, itemCode: `M-${n}`, ...colourColumns(hex) };
    });
    await database.handle.db.insert(itemCodes).values(codes);
    const target = "#3a6ea5";
    const results = await findNearestShades(target, { language: "en", limit: 5 });
    const all = await database.handle.db.select().from(itemCodes);
    const lab = labOf(target)!;
    const expected = all
      .filter((c) => c.colourL !== null && !c.itemCode.startsWith("H-"))
      .map((c) => ({ code: c.itemCode, d: deltaE2000(lab, { l: c.colourL!, a: c.colourA!, b: c.colourB! }) }))
      .sort((a, b) => a.d - b.d)
      .slice(0, 5)
      .map((c) => c.code);
    expect(results.map((r) => r.itemCode)).toEqual(expected);
  });
});

describe("colour per item code (Item Codes form)", () => {
  it("stores the hex in one spelling with its Lab, and clears both together", async () => {
    const { gold } = await arrange();
    const form = itemCodeFormSchema.parse({ productId: String(gold), itemCode: "G-9", colourHex: "#ABC" });
    const id = await createItemCode(form);
    const [row] = await database.handle.db.select().from(itemCodes).where(eq(itemCodes.id, id));
    expect(row).toMatchObject({ colourHex: "#aabbcc", colourL: labOf("#aabbcc")!.l });
    await updateItemCode(
      id,
      itemCodeFormSchema.parse({ productId: String(gold), itemCode: "G-9", colourHex: "" }),
    );
    const [cleared] = await database.handle.db.select().from(itemCodes).where(eq(itemCodes.id, id));
    expect(cleared).toMatchObject({ colourHex: null, colourL: null, colourA: null, colourB: null });
    expect(
      itemCodeFormSchema.safeParse({ productId: "1", itemCode: "X", colourHex: "gold" }).error?.issues[0]
        ?.message,
    ).toBe("Colour must be a hex value such as #B8892B");
  });

  it("refuses a hex or Lab the other columns do not match (database checks)", async () => {
    const { gold } = await arrange();
    await expect(
      database.handle.db
        .insert(itemCodes)
        .values({ productId: gold, itemCode: "BAD-1", colourHex: "#ABCDEF" }),
    ).rejects.toThrow();
    await expect(
      database.handle.db
        .insert(itemCodes)
        .values({ productId: gold, itemCode: "BAD-2", colourHex: "#abcdef" }),
    ).rejects.toThrow();
  });
});

describe("technical filters", () => {
  it("counts each facet's products in SQL under the other facets' choices, and filters the list", async () => {
    await arrange();
    const facets = await listProductFacets({ language: "en" });
    expect(facets.composition).toEqual([
      { value: "Nylon", count: 2 },
      { value: "Polyester", count: 2 },
    ]);
    expect(facets.denier).toEqual([
      { value: "150D/2", count: 3 },
      { value: "300D/2", count: 1 },
    ]);
    // Nylon chosen: denier counts only nylon codes' products; composition still lists its alternatives.
    const nylon = await listProductFacets({ language: "en", facets: { composition: "Nylon" } });
    expect(nylon.denier).toEqual([{ value: "150D/2", count: 2 }]);
    expect(nylon.composition.map((v) => v.value)).toEqual(["Nylon", "Polyester"]);
    const list = await listPublicProducts({ facets: { composition: "Nylon", length: "1 kg" } });
    expect(list.items.map((p) => p.slug)).toEqual(["gold-knit"]);
    expect(list.total).toBe(1);
  });

  it("needs one code with every chosen value, and combines with category and search", async () => {
    await arrange();
    // gold-thread has a 300D/2 code and a Polyester code, but G-2 is both: matched.
    const both = await listPublicProducts({ facets: { composition: "Polyester", denier: "300D/2" } });
    expect(both.items.map((p) => p.slug)).toEqual(["gold-thread"]);
    // silver-thread has Nylon (S-1, 150D/2) and Polyester (S-2): no code is Nylon and 300D/2.
    const none = await listPublicProducts({ facets: { composition: "Nylon", denier: "300D/2" } });
    expect(none.total).toBe(0);
    const inCategory = await listProductFacets({ language: "en", category: "Knitting" });
    expect(inCategory.length).toEqual([{ value: "1 kg", count: 1 }]);
    const searched = await listPublicProducts({ q: "silver", facets: { composition: "Nylon" } });
    expect(searched.items.map((p) => p.slug)).toEqual(["silver-thread"]);
  });

  it("keeps counts while the catalogue does not change, and counts again after any committed write", async () => {
    const { gold } = await arrange();
    const first = await listProductFacets({ language: "en" });
    const before = queryCount();
    expect(await listProductFacets({ language: "en" })).toEqual(first);
    expect(queryCount() - before, "only the change counter is read").toBe(1);
    // A write by any hand (here plain SQL, as another instance or a script would) is seen at once.
    await database.handle.db
      .insert(itemCodes)
      .values({ productId: gold, itemCode: "G-NEW", composition: "Silk" });
    const after = await listProductFacets({ language: "en" });
    expect(after.composition).toContainEqual({ value: "Silk", count: 1 });
    // So is a write that changes visibility only (the product leaves the public list).
    await database.handle.db.update(products).set({ status: "Inactive" }).where(eq(products.id, gold));
    const hidden = await listProductFacets({ language: "en" });
    expect(hidden.composition.find((v) => v.value === "Silk")).toBeUndefined();
  });

  it("lets kept counts expire after a minute (publish times pass without a write), and not keep a failure", async () => {
    await arrange();
    let runs = 0;
    const count = async () => {
      runs += 1;
      return { composition: [], type: [], denier: [], length: [] };
    };
    await keptFacetCounts("probe", count, 1_000);
    await keptFacetCounts("probe", count, 60_999);
    expect(runs).toBe(1);
    await keptFacetCounts("probe", count, 61_000);
    expect(runs).toBe(2);
    await expect(keptFacetCounts("failing", () => Promise.reject(new Error("down")), 0)).rejects.toThrow(
      "down",
    );
    await expect(keptFacetCounts("failing", count, 1)).resolves.toBeDefined();
  });

  it("uses translated values on a translated host", async () => {
    await arrange();
    const [s1] = await database.handle.db.select().from(itemCodes).where(eq(itemCodes.itemCode, "S-1"));
    await database.handle.db.insert(translations).values({
      entityType: "item_codes",
      entityId: s1!.id,
      fieldName: "composition",
      languageCode: "zh",
      translatedValue: "尼龍",
    });
    const facets = await listProductFacets({ language: "zh" });
    expect(facets.composition.map((v) => v.value).sort()).toEqual(["Nylon", "Polyester", "尼龍"].sort());
    const list = await listPublicProducts({ language: "zh", facets: { composition: "尼龍" } });
    expect(list.items.map((p) => p.slug)).toEqual(["silver-thread"]);
  });
});

describe("sample requests", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.append(name, value);
    return data;
  };
  const valid = {
    name: "Ada Lovelace",
    company: "Analytical Embroidery",
    email: "ada@example.com",
    country: "United Kingdom",
    address: "12 Thread Street, London",
    phone: "",
    message: "Samples for a bridal collection, please.",
  };

  it("lists only public codes of the list, in its order", async () => {
    await arrange();
    const all = await database.handle.db.select().from(itemCodes);
    const id = (code: string) => all.find((c) => c.itemCode === code)!.id;
    const items = await listSampleItems([id("K-1"), id("H-1"), 999_999, id("G-1")], "en");
    expect(items.map((i) => i.itemCode)).toEqual(["K-1", "G-1"]);
  });

  it("stores the request with a snapshot of its codes, then queues its mail in the same transaction", async () => {
    await arrange();
    const all = await database.handle.db.select().from(itemCodes);
    const ids = ["G-1", "S-1"].map((code) => all.find((c) => c.itemCode === code)!.id);
    const result = await submitSampleRequest(form({ ...valid, name: "Ada <b>L</b>" }), ids, "zh");
    expect(result).toEqual({ status: "sent", reference: "SR-1" });
    const [request] = await database.handle.db.select().from(sampleRequests);
    expect(request).toMatchObject({ status: "New", languageCode: "zh", name: "Ada <b>L</b>", phone: null });
    expect(request!.items.map((i) => i.itemCode)).toEqual(["G-1", "S-1"]);
    const [mail] = await database.handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, request!.outboxId!));
    expect(mail).toMatchObject({ kind: "sample-request", replyTo: "ada@example.com", status: "pending" });
    expect(mail!.subject).toBe("Sample request SR-1: G-1, S-1");
    expect(mail!.textBody).toContain("G-1 Gold (#c9a13b) · gold thread");
    expect(mail!.htmlBody).toContain("Ada &lt;b&gt;L&lt;/b&gt;");
    // A later edit of the code does not change what was requested.
    await database.handle.db.update(itemCodes).set({ itemCode: "G-1-NEW" }).where(eq(itemCodes.id, ids[0]!));
    const [listed] = await listSampleRequestsForAdmin();
    expect(listed).toMatchObject({ reference: "SR-1", mailStatus: "pending" });
    expect(listed!.items[0]!.itemCode).toBe("G-1");
  });

  it("refuses invalid fields and an empty list without storing anything; a honeypot stores nothing", async () => {
    await arrange();
    const invalid = await submitSampleRequest(form({ ...valid, company: "A", phone: "call me" }), [], "en");
    expect(invalid).toMatchObject({
      status: "invalid",
      errors: {
        company: "samples.error.company",
        phone: "samples.error.phone",
        codes: "samples.error.noCodes",
      },
    });
    const all = await database.handle.db.select().from(itemCodes);
    const bot = await submitSampleRequest(form({ ...valid, website: "spam" }), [all[0]!.id], "en");
    expect(bot).toEqual({ status: "sent", reference: null });
    expect(await database.handle.db.select().from(sampleRequests)).toHaveLength(0);
    expect(await database.handle.db.select().from(mailOutbox)).toHaveLength(0);
  });

  it("lets staff set the status and notes, and exports every request as CSV", async () => {
    await arrange();
    const all = await database.handle.db.select().from(itemCodes);
    await submitSampleRequest(form({ ...valid, company: "=cmd" }), [all[0]!.id], "en");
    await updateSampleRequest(1, { status: "Sent", notes: "Posted Monday" });
    const csv = await sampleRequestsCsv();
    const [header, line] = csv.trim().split("\r\n");
    expect(header).toBe(
      "Reference,Received,Status,Name,Company,Email,Phone,Country,Address,Item codes,Message,Notes",
    );
    expect(line).toContain("SR-1");
    expect(line).toContain(",Sent,");
    expect(line).toContain(`"'=cmd"`);
    expect(line).toContain("Posted Monday");
    await expect(updateSampleRequest(99, { status: "Closed", notes: "" })).rejects.toThrow(
      "Failed to update sample request",
    );
  });
});

describe("compare and spec sheets", () => {
  it("reads up to the given codes of active products in order, and finds a code by its text", async () => {
    await arrange();
    const g1 = await findPublicItemCodeId("g-1");
    const k1 = await findPublicItemCodeId("K-1");
    expect(await findPublicItemCodeId("H-1")).toBeUndefined();
    const codes = await listPublicItemCodes([k1!, g1!], "en");
    expect(codes.map((c) => [c.itemCode, c.productName, c.composition])).toEqual([
      ["K-1", "gold knit", "Nylon"],
      ["G-1", "gold thread", "Polyester"],
    ]);
  });

  it("makes a valid PDF naming the product's codes, again only when what it shows changes", async () => {
    await arrange();
    // From source the worker loads through tsx, seconds on a busy machine: more than production's budget.
    await resetSpecSheets({ budgetMs: 30_000 });
    const client = { clientIp: "192.0.2.1" };
    const sheetOf = async (slug: string, language: { code: string; locale: string }) => {
      const answer = await specSheetFor(slug, language, client);
      return answer.status === "ready" ? answer.sheet : answer.status;
    };
    const english = await sheetOf("gold-thread", { code: "en", locale: "en" });
    if (typeof english === "string") throw new Error(`No sheet: ${english}`);
    const pdf = await PDFDocument.load(english.bytes);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(pdf.getTitle()).toContain("gold thread");
    expect(pdf.getKeywords()).toContain("G-1");
    expect(pdf.getKeywords()).toContain("G-2");
    expect(english.fileName).toBe("gold-thread-spec-sheet-en.pdf");
    const again = await sheetOf("gold-thread", { code: "en", locale: "en" });
    expect(again).toBe(english);
    const chinese = await sheetOf("gold-thread", { code: "zh", locale: "zh-Hant" });
    expect(typeof chinese !== "string" && chinese.etag).not.toBe(english.etag);
    await database.handle.db.update(itemCodes).set({ denier: "200D/2" }).where(eq(itemCodes.itemCode, "G-1"));
    const changed = await sheetOf("gold-thread", { code: "en", locale: "en" });
    expect(typeof changed !== "string" && changed.etag).not.toBe(english.etag);
    expect(await sheetOf("hidden-thread", { code: "en", locale: "en" })).toBe("missing");
    const revalidated = await specSheetFor(
      "gold-thread",
      { code: "en", locale: "en" },
      {
        ...client,
        ifNoneMatch: `"${typeof changed !== "string" && changed.etag}"`,
      },
    );
    expect(revalidated.status).toBe("notModified");
  }, 60_000);
});
