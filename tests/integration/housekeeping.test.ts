import type pg from "pg";
import { describe, expect, it } from "vitest";
import { LOCKS } from "#server/db/client";
import { runHousekeeping } from "#server/db/maintenance";
import { rateLimits, sessions, staffUsers } from "#server/db/schema";
import { setupTestDatabase } from "../support/database";

const database = setupTestDatabase();

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Sessions and counters in every state housekeeping tells apart, relative to `now`. */
async function arrange(now: Date) {
  const { db } = database.handle;
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const [user] = await db
    .insert(staffUsers)
    .values({ email: "staff@lumina-threads.example", passwordHash: "not-a-real-hash" })
    .returning();
  const session = (id: string, createdMsAgo: number, lastSeenMsAgo: number) => ({
    id,
    userId: user!.id,
    createdAt: ago(createdMsAgo),
    lastSeenAt: ago(lastSeenMsAgo),
    expiresAt: new Date(ago(createdMsAgo).getTime() + 12 * HOUR),
  });
  await db
    .insert(sessions)
    .values([
      session("live", 1 * HOUR, 5 * MINUTE),
      session("idle", 3 * HOUR, 2 * HOUR + MINUTE),
      session("past-absolute-expiry", 13 * HOUR, MINUTE),
    ]);
  await db.insert(rateLimits).values([
    { key: "contact:window-open", count: 3, windowStart: ago(2 * MINUTE) },
    { key: "sign-in:window-open", count: 4, windowStart: ago(14 * MINUTE) },
    { key: "like:window-over", count: 60, windowStart: ago(16 * MINUTE) },
    {
      key: "sign-in:locked",
      count: 5,
      windowStart: ago(20 * MINUTE),
      lockedUntil: new Date(now.getTime() + MINUTE),
    },
    { key: "sign-in:lock-over", count: 5, windowStart: ago(40 * MINUTE), lockedUntil: ago(MINUTE) },
  ]);
}

async function remaining() {
  const { db } = database.handle;
  const sessionIds = (await db.select({ id: sessions.id }).from(sessions)).map((row) => row.id).sort();
  const keys = (await db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key).sort();
  return { sessionIds, keys };
}

describe("housekeeping", () => {
  it("deletes sessions past their idle or absolute expiry and rate-limit rows whose window and lock are over", async () => {
    const now = new Date();
    await arrange(now);
    expect(await runHousekeeping(database.handle, now)).toEqual({
      ran: true,
      sessions: 2,
      rateLimits: 2,
      trash: 0,
      revisions: 0,
    });
    expect(await remaining()).toEqual({
      sessionIds: ["live"],
      keys: ["contact:window-open", "sign-in:locked", "sign-in:window-open"],
    });
  });

  it("runs in one instance at a time: a second run while one holds the lock skips without deleting", async () => {
    const now = new Date();
    await arrange(now);
    const results = await Promise.all([
      runHousekeeping(database.handle, now),
      runHousekeeping(database.handle, now),
    ]);
    expect(results.filter((result) => result.ran)).toHaveLength(1);
    expect(results).toContainEqual({ ran: false });
  });

  it.skipIf(process.env.TEST_DB_KIND !== "postgres")(
    "skips while another process holds the housekeeping lock on PostgreSQL, and runs once it is released",
    async () => {
      const now = new Date();
      await arrange(now);
      const pool = (database.handle.db as unknown as { $client: pg.Pool }).$client;
      const otherProcess = await pool.connect();
      try {
        await otherProcess.query("select pg_advisory_lock($1)", [LOCKS.housekeeping]);
        expect(await runHousekeeping(database.handle, now)).toEqual({ ran: false });
        expect((await remaining()).sessionIds).toHaveLength(3);
        await otherProcess.query("select pg_advisory_unlock($1)", [LOCKS.housekeeping]);
      } finally {
        otherProcess.release();
      }
      expect(await runHousekeeping(database.handle, now)).toMatchObject({ ran: true, sessions: 2 });
    },
  );
});
