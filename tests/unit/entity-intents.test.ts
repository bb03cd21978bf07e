import { describe, expect, it } from "vitest";
import { z } from "zod";
import { entityIntents, HISTORY_INTENTS } from "#server/admin/entity-intents";

const schema = z.object({ name: z.string().min(1, "Name is required") });
const staff = { id: 1, email: "staff@example.com" } as never;

describe("entityIntents", () => {
  it("names the messages after the entity and hands each writer its fields", async () => {
    const calls: unknown[] = [];
    const handlers = entityIntents("Gallery item", {
      schema,
      saveFailure: "Failed to save gallery item",
      // A writer that answers the new row's id: the audit entry names that record.
      create: async (input) => {
        calls.push(["create", input]);
        return 42;
      },
      update: async (id, input) => calls.push(["update", id, input]),
      remove: async (id) => calls.push(["remove", id]),
      setStatus: async (id, status) => calls.push(["status", id, status]),
      reorder: {
        save: async (ids) => calls.push(["reorder", ids]),
        success: "Display order updated successfully",
        failure: "Failed to update display order",
      },
    });
    const run = (name: string, form: Record<string, unknown>) =>
      handlers[name]!.run(handlers[name]!.schema.parse(form), staff);

    expect(await run("create", { name: "Gown" })).toEqual({
      message: "Gallery item created successfully",
      recordId: 42,
    });
    expect(await run("update", { id: "7", name: "Gown" })).toBe("Gallery item updated successfully");
    expect(await run("delete", { id: "7" })).toBe("Gallery item deleted successfully");
    expect(await run("status", { id: "7", status: "Inactive" })).toBe(
      "Gallery item deactivated successfully",
    );
    expect(await run("status", { id: "7", status: "Active" })).toBe("Gallery item activated successfully");
    expect(await run("reorder", { ids: ["2", "1"] })).toBe("Display order updated successfully");
    expect(calls).toEqual([
      ["create", { name: "Gown" }],
      ["update", 7, { name: "Gown" }],
      ["remove", 7],
      ["status", 7, "Inactive"],
      ["status", 7, "Active"],
      ["reorder", [2, 1]],
    ]);
    expect(handlers.delete!.failure).toBe("Failed to delete gallery item");
    expect(handlers.status!.failure).toBe("Failed to update gallery item status");
    expect(handlers.update!.schema.safeParse({ id: "7", name: "" }).error?.issues[0]?.message).toBe(
      "Name is required",
    );
  });

  it("declares status and reorder only when given their writers", () => {
    const write = async () => undefined;
    const handlers = entityIntents("Thing", {
      schema,
      saveFailure: "x",
      create: write,
      update: write,
      remove: write,
    });
    expect(Object.keys(handlers)).toEqual(["create", "update", "delete"]);
  });

  it("leaves the audit entry to writers that record it with their revision, and records the rest itself", () => {
    const write = async () => undefined;
    const handlers = entityIntents("Thing", {
      schema,
      saveFailure: "x",
      create: write,
      update: write,
      remove: write,
      setStatus: write,
      reorder: { save: write, success: "ok", failure: "no" },
      recordedByWriters: HISTORY_INTENTS,
    });
    const audit = Object.fromEntries(
      Object.entries(handlers).map(([name, h]) => [name, h.audit ?? "action"]),
    );
    expect(audit).toEqual({
      create: "domain",
      update: "domain",
      delete: "action",
      status: "domain",
      reorder: "domain",
    });
  });
});
