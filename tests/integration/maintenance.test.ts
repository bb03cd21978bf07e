import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { publishedNow } from "#server/content/visibility";
import { vacuumAnalyze } from "#server/db/maintenance";
import { newsItems } from "#server/db/schema";
import { setupTestDatabase } from "../support/database";

const database = setupTestDatabase();

/**
 * The plan, with timings, of counting public news (as the news list does) when only an index may be
 * used: an index-only scan is possible only while one index holds every column the count reads.
 */
async function countPlan(): Promise<string> {
  return database.handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    const result = (await tx.execute(
      sql`explain (analyze, costs off, timing off) select count(*) from news_items where ${publishedNow(newsItems)}`,
    )) as unknown as { rows: { "QUERY PLAN": string }[] };
    return result.rows.map((row) => row["QUERY PLAN"]).join("\n");
  });
}

describe("database maintenance", () => {
  it("vacuum analyze lets a count read the index alone (no heap fetches), as the embedded database needs", async () => {
    await database.handle.db.insert(newsItems).values(
      // A few public among many hidden: the index is then the cheapest way, with or without the heap.
      Array.from({ length: 300 }, (_, i) => ({
        title: `Item ${i}`,
        slug: `item-${i}`,
        status: i % 30 === 0 ? ("Active" as const) : ("Inactive" as const),
      })),
    );
    // Statistics without the visibility map: the planner sees the few public rows, the heap is unmarked.
    await database.handle.db.execute(sql`analyze news_items`);
    const before = await countPlan();
    expect(before).toContain("Index Only Scan");
    // PostgreSQL's autovacuum may get there first; the embedded database never does on its own.
    if (database.kind === "pglite") expect(before).not.toMatch(/Heap Fetches: 0\b/);
    await vacuumAnalyze(database.handle);
    const after = await countPlan();
    expect(after).toMatch(/Heap Fetches: 0\b/);
  });
});
