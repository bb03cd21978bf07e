import { asc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { adminAction, intent } from "#server/admin/action";
import { dashboardCards } from "#server/admin/dashboard";
import { ReorderError, saveDisplayOrder } from "#server/admin/reorder";
import { createSession } from "#server/auth/session";
import { upsertStaffUser } from "#server/auth/staff";
import {
  galleryCategories,
  itemCodes,
  newsItems,
  productCategories,
  products,
  sampleRequests,
} from "#server/db/schema";
import { AdminActionError } from "#server/errors";
import { setupTestDatabase } from "../support/database";

const database = setupTestDatabase();

async function categories(names: string[]) {
  return database.handle.db
    .insert(productCategories)
    .values(names.map((name, index) => ({ name, displayOrder: index + 1 })))
    .returning();
}
const order = () =>
  database.handle.db
    .select({ id: productCategories.id, displayOrder: productCategories.displayOrder })
    .from(productCategories)
    .orderBy(asc(productCategories.displayOrder));

describe("saveDisplayOrder", () => {
  it("renumbers display_order 1..n in the order given", async () => {
    const [a, b, c] = await categories(["A", "B", "C"]);
    await saveDisplayOrder("productCategories", [c!.id, a!.id, b!.id]);
    expect(await order()).toEqual([
      { id: c!.id, displayOrder: 1 },
      { id: a!.id, displayOrder: 2 },
      { id: b!.id, displayOrder: 3 },
    ]);
  });

  it("changes nothing when one id no longer exists (one statement, one transaction)", async () => {
    const [a, b] = await categories(["A", "B"]);
    await expect(saveDisplayOrder("productCategories", [b!.id, 999, a!.id])).rejects.toBeInstanceOf(
      ReorderError,
    );
    expect(await order()).toEqual([
      { id: a!.id, displayOrder: 1 },
      { id: b!.id, displayOrder: 2 },
    ]);
  });

  it("refuses repeated ids", async () => {
    const [a] = await categories(["A"]);
    await expect(saveDisplayOrder("productCategories", [a!.id, a!.id])).rejects.toBeInstanceOf(ReorderError);
  });

  it("works for gallery categories, whose display_order may be empty", async () => {
    const rows = await database.handle.db
      .insert(galleryCategories)
      .values([{ name: "X" }, { name: "Y" }])
      .returning();
    await saveDisplayOrder("galleryCategories", [rows[1]!.id, rows[0]!.id]);
    const after = await database.handle.db
      .select()
      .from(galleryCategories)
      .orderBy(asc(galleryCategories.id));
    expect(after.map((r) => r.displayOrder)).toEqual([2, 1]);
  });
});

describe("dashboardCards", () => {
  it("counts every table shown on the dashboard in one query; an Editor gets no card, nor count, of an Administrator's screen", async () => {
    await categories(["A", "B"]);
    const [product] = await database.handle.db.insert(products).values({ name: "P", slug: "p" }).returning();
    await database.handle.db.insert(itemCodes).values([
      { productId: product!.id, itemCode: "1" },
      { productId: product!.id, itemCode: "2" },
      { productId: product!.id, itemCode: "3" },
    ]);
    await database.handle.db.insert(newsItems).values({ title: "N", slug: "n" });
    const request = {
      name: "Ada",
      company: "Atelier",
      email: "ada@example.com",
      country: "Japan",
      address: "Kyoto",
      message: "Samples, please",
      languageCode: "en",
      items: [],
    };
    // Only the New ones count: staff see what is waiting for them.
    await database.handle.db
      .insert(sampleRequests)
      .values([request, request, { ...request, status: "Closed" as const }]);
    const counts = (cards: { label: string; count: number }[]) =>
      Object.fromEntries(cards.map((card) => [card.label, card.count]));
    const content = {
      Categories: 2,
      Products: 1,
      "Item Codes": 3,
      "Gallery Categories": 0,
      "Gallery Items": 0,
      "News & Events": 1,
    };
    expect(counts(await dashboardCards("administrator"))).toEqual({ ...content, "New Sample Requests": 2 });
    expect(counts(await dashboardCards("editor"))).toEqual(content);
  });
});

describe("adminAction", () => {
  const handlers = {
    rename: intent({
      schema: z.object({ name: z.string().trim().min(1, "Category name is required") }),
      failure: "Failed to save category",
      run: async ({ name }) => {
        if (name === "taken") throw new AdminActionError("Name taken", 409);
        if (name === "used") {
          throw new AdminActionError("Failed to save category: Name used", 409, {
            field: "name",
            message: "Name used",
          });
        }
        if (name === "boom") throw new Error("database down");
        if (name === "gone") throw new ReorderError("One or more rows no longer exist");
        return `Renamed to ${name}`;
      },
    }),
  };
  async function post(fields: Record<string, string>, cookie?: string) {
    const body = new URLSearchParams(fields);
    const request = new Request("http://localhost:3000/admin/categories", {
      method: "POST",
      body,
      headers: { origin: "http://localhost:3000", ...(cookie ? { cookie } : {}) },
    });
    return adminAction(request, handlers);
  }
  async function signedInCookie() {
    const { id } = await upsertStaffUser("a@example.com", "password-123456");
    const { setCookie } = await createSession(new Request("http://localhost:3000/"), id);
    return setCookie.split(";")[0]!;
  }

  it("answers 401 without a session", async () => {
    const response = await post({ intent: "rename", name: "x" }).catch((e: Response) => e);
    expect((response as Response).status).toBe(401);
  });

  it("validates with the intent's schema and reports the spec's message", async () => {
    const cookie = await signedInCookie();
    const result = await post({ intent: "rename", name: "  " }, cookie);
    expect(result.init?.status).toBe(400);
    expect(result.data).toMatchObject({ ok: false, error: "Category name is required" });
  });

  it("runs the intent, and maps domain errors (with the field they belong to) and unexpected errors", async () => {
    const cookie = await signedInCookie();
    expect((await post({ intent: "rename", name: "Gold" }, cookie)).data).toEqual({
      ok: true,
      intent: "rename",
      message: "Renamed to Gold",
    });
    const taken = await post({ intent: "rename", name: "taken" }, cookie);
    expect([taken.init?.status, taken.data]).toEqual([
      409,
      { ok: false, intent: "rename", error: "Name taken" },
    ]);
    const used = await post({ intent: "rename", name: "used" }, cookie);
    expect([used.init?.status, used.data]).toEqual([
      409,
      {
        ok: false,
        intent: "rename",
        error: "Failed to save category: Name used",
        fieldErrors: { name: "Name used" },
      },
    ]);
    const boom = await post({ intent: "rename", name: "boom" }, cookie);
    expect([boom.init?.status, boom.data]).toEqual([
      500,
      { ok: false, intent: "rename", error: "Failed to save category" },
    ]);
    const stale = await post({ intent: "rename", name: "gone" }, cookie);
    expect([stale.init?.status, stale.data]).toEqual([
      409,
      { ok: false, intent: "rename", error: "Failed to save category" },
    ]);
    expect((await post({ intent: "drop" }, cookie)).init?.status).toBe(400);
  });
});
