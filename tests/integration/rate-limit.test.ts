import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rateLimits } from "#server/db/schema";
import { hitRateLimit } from "#server/security/rate-limit";
import { setupTestDatabase } from "../support/database";

const database = setupTestDatabase();

describe("fixed-window rate limit", () => {
  it("allows hits up to the limit and refuses the next one with a Retry-After within the window", async () => {
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit("like:1.2.3.4", 3, 60_000));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.count)).toEqual([1, 2, 3, 4]);
    expect(results[3]!.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect(results[3]!.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it("counts each key on its own", async () => {
    await hitRateLimit("like:a", 1, 60_000);
    expect((await hitRateLimit("like:b", 1, 60_000)).allowed).toBe(true);
    expect((await hitRateLimit("like:a", 1, 60_000)).allowed).toBe(false);
  });

  it("starts a new window at 1 once the window has passed", async () => {
    await hitRateLimit("like:old", 2, 60_000);
    await hitRateLimit("like:old", 2, 60_000);
    await database.handle.db
      .update(rateLimits)
      .set({ windowStart: sql`now() - interval '61 seconds'` })
      .where(eq(rateLimits.key, "like:old"));
    const result = await hitRateLimit("like:old", 2, 60_000);
    expect(result).toMatchObject({ allowed: true, count: 1 });
  });

  it("counts every one of 150 concurrent hits exactly once, allowing exactly the limit", async () => {
    const results = await Promise.all(
      Array.from({ length: 150 }, () => hitRateLimit("like:burst", 60, 60_000)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(60);
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 150 }, (_, i) => i + 1),
    );
    const [row] = await database.handle.db.select().from(rateLimits).where(eq(rateLimits.key, "like:burst"));
    expect(row!.count).toBe(150);
  });
});
