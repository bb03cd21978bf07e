import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { BACKUP_TABLES, exportDatabase, importDatabase, UNSAVED_TABLES } from "#server/db/backup";
import { migrateDatabase, openDatabase } from "#server/db/client";
import {
  mailOutbox,
  newsItems,
  productCategories,
  productCategoryMappings,
  products,
  rateLimits,
  sessions,
  staffUsers,
} from "#server/db/schema";
import { setupTestDatabase } from "../support/database";

const database = setupTestDatabase();

describe("database backup and restore", () => {
  it("covers every table of the schema but sessions and rate-limit counters", async () => {
    const result = await database.handle.db.execute<{ tablename: string }>(
      sql`select tablename from pg_tables where schemaname = 'public' and tablename not like '%drizzle%'`,
    );
    const tables = (result as unknown as { rows: { tablename: string }[] }).rows
      .map((r) => r.tablename)
      .sort();
    expect([...BACKUP_TABLES, ...UNSAVED_TABLES].sort()).toEqual(tables);
  });

  it("leaves sessions and rate-limit counters out: a restore after a password reset brings no old session back and ends every session", async () => {
    const { db } = database.handle;
    const [staff] = await db
      .insert(staffUsers)
      .values({ email: "a@example.com", passwordHash: "x" })
      .returning();
    const expiresAt = new Date(Date.now() + 3_600_000);
    await db.insert(sessions).values({ id: "before-reset", userId: staff!.id, expiresAt });
    await db.insert(rateLimits).values({ key: "sign-in:198.51.100.7", count: 20 });
    const dump = JSON.parse(JSON.stringify(await exportDatabase(db)));
    expect(Object.keys(dump.tables)).not.toContain("sessions");
    expect(Object.keys(dump.tables)).not.toContain("rate_limits");

    // The password is reset (its sessions end) and staff sign in again; then the backup is restored.
    await db.delete(sessions);
    await db.insert(sessions).values({ id: "after-reset", userId: staff!.id, expiresAt });
    await importDatabase(db, dump);
    expect(await db.select().from(sessions)).toEqual([]);
    expect(await db.select({ email: staffUsers.email }).from(staffUsers)).toEqual([
      { email: "a@example.com" },
    ]);
    // A lock-out in force is not lifted by a restore.
    expect(await db.select({ key: rateLimits.key }).from(rateLimits)).toEqual([
      { key: "sign-in:198.51.100.7" },
    ]);

    // A backup written before sessions were left out still restores, without its sessions.
    dump.tables.sessions = [{ id: "old-backup", user_id: staff!.id, expires_at: expiresAt.toISOString() }];
    await importDatabase(db, dump);
    expect(await db.select().from(sessions)).toEqual([]);
  });

  it("restores a dump into an empty embedded database with the same rows, and new ids continue after them", async () => {
    const { db } = database.handle;
    const [product] = await db.insert(products).values({ name: "Aurum", slug: "aurum" }).returning();
    const [category] = await db.insert(productCategories).values({ name: "Metallic" }).returning();
    await db.insert(productCategoryMappings).values({ productId: product!.id, categoryId: category!.id });
    await db.insert(newsItems).values({ title: "Fair", slug: "fair", likes: 7, isPinned: true });
    await db.insert(mailOutbox).values({
      toEmail: "a@b.c",
      subject: "s",
      textBody: "t",
      htmlBody: "<p>t</p>",
      payload: { name: "n", email: "e@x.y", subject: "s", message: "m" },
    });
    const dump = JSON.parse(JSON.stringify(await exportDatabase(db)));

    const target = await openDatabase({});
    try {
      await migrateDatabase(target);
      const counts = await importDatabase(target.db, dump);
      expect(counts.products).toBe(1);
      const [news] = await target.db.select().from(newsItems);
      expect(news).toMatchObject({ title: "Fair", likes: 7, isPinned: true });
      const [mail] = await target.db.select().from(mailOutbox);
      expect(mail!.payload).toEqual({ name: "n", email: "e@x.y", subject: "s", message: "m" });
      const [next] = await target.db.insert(products).values({ name: "Next", slug: "next" }).returning();
      expect(next!.id).toBe(product!.id + 1);
    } finally {
      await target.close();
    }
  });

  it("reads every table from one snapshot: writes made while a dump is read never split it", async () => {
    const { db } = database.handle;
    let writing = true;
    let written = 0;
    // Each write adds a product (read first by a dump) and an outbox message (read last) together.
    const writer = (async () => {
      while (writing) {
        await db.transaction(async (tx) => {
          await tx.insert(products).values({ name: `P${written}`, slug: `p-${written}` });
          await tx.insert(mailOutbox).values({
            toEmail: "a@b.c",
            subject: `s${written}`,
            textBody: "t",
            htmlBody: "<p>t</p>",
            payload: { name: "n", email: "e@x.y", subject: "s", message: "m" },
          });
        });
        written += 1;
      }
    })();
    const dumps = [];
    try {
      for (let i = 0; i < 6; i++) dumps.push(await exportDatabase(db));
    } finally {
      writing = false;
      await writer;
    }
    expect(written).toBeGreaterThan(0);
    for (const dump of dumps) expect(dump.tables.mail_outbox!.length).toBe(dump.tables.products!.length);
  });
});
