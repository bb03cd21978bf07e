import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createProduct } from "#server/catalog/admin-products";
import { getPublicProduct, listPublicProducts } from "#server/catalog/products";
import { type DatabaseHandle, openDatabase } from "#server/db/client";
import { auditLog, galleryItems, newsItems, products } from "#server/db/schema";
import { createGalleryItem, updateGalleryItem } from "#server/gallery/admin-items";
import { listPublicGalleryItems } from "#server/gallery/gallery";
import { listRevisions } from "#server/history/revisions";
import { applyDueSchedules, startScheduler, stopScheduler } from "#server/schedule/scheduler";
import { saveGlobalSetting } from "#server/settings/global";
import { productFormSchema } from "~/lib/schemas/catalog";
import { galleryItemFormSchema } from "~/lib/schemas/gallery";
import { UNPUBLISH_BEFORE_PUBLISH } from "~/lib/schemas/schedule";
import { setupTestDatabase } from "../support/database";

const database = setupTestDatabase();
const MINUTE = 60_000;

const galleryForm = (overrides: Record<string, unknown> = {}) =>
  galleryItemFormSchema.parse({
    name: "Phoenix Robe",
    slug: "phoenix-robe",
    status: "Inactive",
    ...overrides,
  });

const publicGallery = async () =>
  (await listPublicGalleryItems({ page: 1, size: 50, language: "en" })).items.map((item) => item.slug);

/** Audit entries of scheduled changes, by record. */
async function scheduledEntries() {
  return database.handle.db
    .select({
      action: auditLog.action,
      recordType: auditLog.recordType,
      recordId: auditLog.recordId,
      staffId: auditLog.staffId,
    })
    .from(auditLog)
    .where(sql`${auditLog.action} in ('publishScheduled', 'unpublishScheduled')`);
}

describe("scheduled publishing", () => {
  it("stores publish times typed in the site's time zone as UTC, and refuses an unpublish time not after the publish time", async () => {
    const id = await createGalleryItem(galleryForm({ publishAt: "2030-03-01T09:30" }));
    const [row] = await database.handle.db.select().from(galleryItems).where(eq(galleryItems.id, id));
    expect(row?.publishAt?.toISOString()).toBe("2030-03-01T01:30:00.000Z");
    await saveGlobalSetting("time_zone", "Europe/London");
    await updateGalleryItem(id, galleryForm({ publishAt: "2030-07-01T09:30" }));
    const [summer] = await database.handle.db.select().from(galleryItems).where(eq(galleryItems.id, id));
    expect(summer?.publishAt?.toISOString()).toBe("2030-07-01T08:30:00.000Z");
    await expect(
      updateGalleryItem(id, galleryForm({ publishAt: "2030-07-01T09:30", unpublishAt: "2030-07-01T09:30" })),
    ).rejects.toThrow(UNPUBLISH_BEFORE_PUBLISH);
  });

  it("keeps an Active item whose publish time has not come off the public site, then publishes it when due, as the system", async () => {
    const id = await createGalleryItem(galleryForm({ status: "Active", publishAt: "2030-01-01T00:00" }));
    expect(await publicGallery()).toEqual([]);
    const product = await createProduct(
      productFormSchema.parse({ name: "Gold", slug: "gold", status: "Inactive" }),
    );
    await database.handle.db
      .update(products)
      .set({ publishAt: new Date(Date.now() - MINUTE) })
      .where(eq(products.id, product));
    await database.handle.db
      .update(galleryItems)
      .set({ publishAt: new Date(Date.now() - MINUTE) })
      .where(eq(galleryItems.id, id));
    expect((await listPublicProducts()).items).toEqual([]);

    const applied = await applyDueSchedules();
    expect(applied).toHaveLength(2);
    expect(await publicGallery()).toEqual(["phoenix-robe"]);
    expect((await getPublicProduct("gold"))?.id).toBe(product);
    const [row] = await database.handle.db.select().from(galleryItems).where(eq(galleryItems.id, id));
    expect(row).toMatchObject({ status: "Active", publishAt: null });
    expect(await scheduledEntries()).toEqual(
      expect.arrayContaining([
        { action: "publishScheduled", recordType: "gallery-items", recordId: String(id), staffId: null },
        { action: "publishScheduled", recordType: "products", recordId: String(product), staffId: null },
      ]),
    );
    // Its History panel shows the change, by nobody on the staff, and the audit entry names that revision.
    const revisions = await listRevisions("products", product);
    expect(revisions[0]).toMatchObject({ action: "publishScheduled", staffEmail: null });
    expect(revisions[0]?.changes).toEqual([
      expect.objectContaining({ field: "status", old: "Inactive", new: "Active" }),
      expect.objectContaining({
        field: "publishAt",
        label: "Publish at",
        old: expect.stringMatching(/ UTC$/),
        new: null,
      }),
    ]);
    // The item that was Active already: its revision shows the publish time it no longer waits for.
    const [itemRevision] = await listRevisions("gallery-items", id);
    expect(itemRevision).toMatchObject({ action: "publishScheduled", staffEmail: null });
    expect(itemRevision?.changes).toEqual([expect.objectContaining({ field: "publishAt", new: null })]);
    const [entry] = await database.handle.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(sql`${auditLog.action} = 'publishScheduled' and ${auditLog.recordId} = ${String(product)}`);
    expect(entry?.details).toMatchObject({ revisions: [revisions[0]?.id] });
    // Nothing is applied twice.
    expect(await applyDueSchedules()).toEqual([]);
    expect(await listRevisions("products", product)).toHaveLength(revisions.length);
  });

  it("unpublishes when due, and a record whose publish and unpublish times both passed ends unpublished", async () => {
    const past = (minutes: number) => new Date(Date.now() - minutes * MINUTE);
    const live = await createGalleryItem(galleryForm({ status: "Active" }));
    const both = await createGalleryItem(galleryForm({ slug: "both" }));
    await database.handle.db
      .update(galleryItems)
      .set({ unpublishAt: past(1) })
      .where(eq(galleryItems.id, live));
    await database.handle.db
      .update(galleryItems)
      .set({ publishAt: past(10), unpublishAt: past(5) })
      .where(eq(galleryItems.id, both));
    // Past its unpublish time it is off the public site even before the scheduler runs.
    expect(await publicGallery()).toEqual([]);
    await applyDueSchedules();
    const rows = await database.handle.db.select().from(galleryItems).orderBy(galleryItems.id);
    expect(rows.map((row) => [row.status, row.publishAt, row.unpublishAt])).toEqual([
      ["Inactive", null, null],
      ["Inactive", null, null],
    ]);
  });

  it("applies at start a change that came due while the site was down", async () => {
    const id = await createGalleryItem(galleryForm());
    await database.handle.db
      .update(galleryItems)
      .set({ publishAt: new Date(Date.now() - 60 * MINUTE) })
      .where(eq(galleryItems.id, id));
    // A long interval: only the run at start can apply it.
    startScheduler(database.handle, 3_600_000);
    try {
      await expect.poll(publicGallery, { timeout: 10_000 }).toEqual(["phoenix-robe"]);
    } finally {
      await stopScheduler();
    }
  });

  it("applies each change once with two scheduler loops on one database", async () => {
    const { db } = database.handle;
    // A second instance: its own connection pool on the same PostgreSQL database (PGlite: the same handle).
    const url = (db as unknown as { $client: { options?: { connectionString?: string } } }).$client.options
      ?.connectionString;
    const other: DatabaseHandle = url ? await openDatabase({ url }) : database.handle;
    try {
      const now = Date.now();
      const items = 24;
      for (let i = 0; i < items; i++) {
        const values = {
          status: "Inactive" as const,
          slug: `item-${i}`,
          publishAt: new Date(now + (i % 6) * 150),
        };
        if (i % 3 === 0) await db.insert(products).values({ ...values, name: `Product ${i}` });
        else if (i % 3 === 1) await db.insert(galleryItems).values({ ...values, name: `Project ${i}` });
        else await db.insert(newsItems).values({ ...values, title: `News ${i}` });
      }
      const loop = async (handle: DatabaseHandle) => {
        let applied = 0;
        for (const end = Date.now() + 2_500; Date.now() < end; ) {
          applied += (await applyDueSchedules(new Date(), handle.db)).length;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        return applied;
      };
      const [first, second] = await Promise.all([loop(database.handle), loop(other)]);
      expect(first + second).toBe(items);
      const entries = await scheduledEntries();
      expect(entries).toHaveLength(items);
      const records = new Set(entries.map((entry) => `${entry.recordType}:${entry.recordId}`));
      expect(records.size).toBe(items);
      for (const table of [products, galleryItems, newsItems]) {
        const rows = await db.select({ status: table.status, publishAt: table.publishAt }).from(table);
        expect(rows.every((row) => row.status === "Active" && row.publishAt === null)).toBe(true);
      }
    } finally {
      if (other !== database.handle) await other.close();
    }
  });
});
