import { describe, expect, it } from "vitest";
import { scheduleDefaults } from "~/components/admin/schedule";

describe("a dialog's publish and unpublish values", () => {
  it("shows a saved record's UTC instants on the site's wall clock", () => {
    expect(
      scheduleDefaults({ publishAt: "2030-03-01T01:30:00.000Z", unpublishAt: null }, "Asia/Hong_Kong"),
    ).toEqual({ publishAt: "2030-03-01T09:30", unpublishAt: "" });
    expect(
      scheduleDefaults(
        { publishAt: null, unpublishAt: new Date("2030-07-01T08:30:00.000Z") },
        "Europe/London",
      ),
    ).toEqual({ publishAt: "", unpublishAt: "2030-07-01T09:30" });
  });

  it("keeps a draft's times as they were typed, whatever the browser's zone", () => {
    // A draft stores the form's values: wall-clock times in no zone. Read as instants they moved by
    // the browser's offset (09:30 became 17:30 in a UTC browser for a Hong Kong site).
    expect(
      scheduleDefaults({ publishAt: "2030-03-01T09:30", unpublishAt: "2030-03-02T18:05" }, "Asia/Hong_Kong"),
    ).toEqual({ publishAt: "2030-03-01T09:30", unpublishAt: "2030-03-02T18:05" });
  });
});
