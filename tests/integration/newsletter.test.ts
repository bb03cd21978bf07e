import { asc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { newsletterSubscription } from "#server/db/schema";
import { subscribeToNewsletter } from "#server/newsletter/subscribe";
import { setupTestDatabase } from "../support/database";

const database = setupTestDatabase();

const stored = () =>
  database.handle.db
    .select({ email: newsletterSubscription.email, active: newsletterSubscription.active })
    .from(newsletterSubscription)
    .orderBy(asc(newsletterSubscription.id));

describe("newsletter subscription", () => {
  it("subscribes a valid address, trimmed, as active", async () => {
    expect(await subscribeToNewsletter("  reader@example.com  ")).toBe("subscribed");
    expect(await stored()).toEqual([{ email: "reader@example.com", active: true }]);
  });

  it("refuses a duplicate address whatever its case and spacing", async () => {
    expect(await subscribeToNewsletter("Reader@Example.com")).toBe("subscribed");
    expect(await subscribeToNewsletter(" reader@example.COM ")).toBe("duplicate");
    expect(await stored()).toEqual([{ email: "Reader@Example.com", active: true }]);
  });

  it("gives invalid for a missing or malformed address and stores nothing", async () => {
    for (const value of [undefined, "", "   ", "not-an-email", "a@b", 42]) {
      expect(await subscribeToNewsletter(value)).toBe("invalid");
    }
    expect(await stored()).toEqual([]);
  });

  it("gives failed (not duplicate) for any other database error", async () => {
    await database.handle.db.execute(
      "alter table newsletter_subscription rename to newsletter_subscription_gone",
    );
    try {
      expect(await subscribeToNewsletter("someone@example.com")).toBe("failed");
    } finally {
      await database.handle.db.execute(
        "alter table newsletter_subscription_gone rename to newsletter_subscription",
      );
    }
  });
});
