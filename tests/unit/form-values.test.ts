import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkbox, formValues, list, optionalField } from "~/lib/schemas/form";
import { rowId } from "~/lib/schemas/ids";

function form(entries: [string, string | Blob][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("form values", () => {
  it("gives a field posted once as a string and a repeated one as an array, in order, without files", () => {
    const values = formValues(
      form([
        ["name", "Gold"],
        ["categoryIds", "3"],
        ["categoryIds", "1"],
        ["upload", new Blob(["x"])],
      ]),
    );
    expect(values).toEqual({ name: "Gold", categoryIds: ["3", "1"], upload: "" });
  });

  it("reads a checked checkbox (on, true) as true and an unchecked or absent one as false", () => {
    const schema = z.object({ isPinned: checkbox() });
    expect(schema.parse({ isPinned: "on" }).isPinned).toBe(true);
    expect(schema.parse({ isPinned: "true" }).isPinned).toBe(true);
    expect(schema.parse({ isPinned: "false" }).isPinned).toBe(false);
    expect(schema.parse({}).isPinned).toBe(false);
  });

  it("reads a repeated field as a list: absent is empty, one value a list of one, several in order", () => {
    const schema = z.object({ categoryIds: list(rowId()) });
    const parse = (entries: [string, string][]) => schema.parse(formValues(form(entries))).categoryIds;
    expect(parse([])).toEqual([]);
    expect(parse([["categoryIds", "7"]])).toEqual([7]);
    expect(
      parse([
        ["categoryIds", "7"],
        ["categoryIds", "2"],
      ]),
    ).toEqual([7, 2]);
    expect(schema.parse({ categoryIds: "" }).categoryIds).toEqual([]);
    expect(schema.safeParse({ categoryIds: ["7", "x"] }).success).toBe(false);
  });

  it("keeps the empty entries of a list posted more than once (a poster per media file)", () => {
    const schema = z.object({ mediaPosters: list(z.string()) });
    expect(schema.parse({ mediaPosters: ["", "/media/news/b.jpg"] }).mediaPosters).toEqual([
      "",
      "/media/news/b.jpg",
    ]);
  });

  it("reads an empty optional field as no value and checks any other", () => {
    const schema = z.object({ displayOrder: optionalField(z.coerce.number().int().min(0)) });
    expect(schema.parse({ displayOrder: "" }).displayOrder).toBeUndefined();
    expect(schema.parse({}).displayOrder).toBeUndefined();
    expect(schema.parse({ displayOrder: "4" }).displayOrder).toBe(4);
    expect(schema.safeParse({ displayOrder: "-1" }).success).toBe(false);
  });
});
