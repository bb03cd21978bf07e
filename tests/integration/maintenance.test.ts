import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { vacuumAnalyze } from "#server/db/maintenance";
import { newsItems } from "#server/db/schema";
import { setupTestDatabase } from "../support/database";

const database = setupTestDatabase();

/** The plan, with timings, of counting Active news, when only an index may be used. */
async function countPlan(): Promise<string> {
  return database.handle.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    const result = (await tx.execute(
      sql`explain (analyze, costs off, timing off) select count(*) from news_items where status = 'Active'`,
    )) as unknown as { rows: { "QUERY PLAN": string }[] };
    return result.rows.map((row) => row["QUERY PLAN"]).join("\n");
  });
}

describe("database maintenance", () => {
  it("vacuum analyze lets a count read the index alone (no heap fetches), as the embedded database needs", async () => {
    await database.handle.db
      .insert(newsItems)
      .values(Array.from({ length: 300 }, (_, i) => ({ title: `Item ${i}`, slug: `item-${i}` })));
    const before = await countPlan();
    expect(before).toContain("Index Only Scan");
    // PostgreSQL's autovacuum may get there first; the embedded database never does on its own.
    if (database.kind === "pglite") expect(before).not.toMatch(/Heap Fetches: 0\b/);
    await vacuumAnalyze(database.handle);
    const after = await countPlan();
    expect(after).toMatch(/Heap Fetches: 0\b/);
  });
});
