import { type SQL, sql } from "drizzle-orm";
import { TRASH_DAYS, TRASH_KIND_LABELS, type TrashEntry, type TrashKind } from "~/lib/schemas/trash";
import { recordActivity } from "../audit/activity";
import { writeAndInvalidate } from "../cache/page-cache";
import { type PageTag, pageTag } from "../cache/tags";
import { purgeCategory } from "../catalog/admin-categories";
import { productTags, purgeProduct } from "../catalog/admin-products";
import { db, type Executor, type Tx } from "../db/client";
import { isUniqueViolation, rowsOf } from "../db/sql";
import { AdminActionError } from "../errors";
import { purgeGalleryCategory } from "../gallery/admin-categories";
import { purgeGalleryItem } from "../gallery/admin-items";
import { HISTORY } from "../history/restore";
import { trackChanges } from "../history/revisions";
import { logger } from "../logger";
import { keepPinLimitOnRestore, purgeNewsItem } from "../news/admin-news";
import { purgeCarouselImage } from "../settings/admin-carousel";

/** How each kind of record is found in Trash, named, restored, purged and dropped from the page cache. */
type KindRules = {
  table: string;
  /** The record's name as SQL over its row (a carousel image has a title, else its alt text). */
  name: SQL;
  /** More conditions on the table (carousel rows share general_settings with other settings). */
  where?: SQL;
  /** The record's slug is unique among live rows: Restore refuses when another row took it meanwhile. */
  slug?: { noun: string };
  /** The screen the record is edited on (the audit entry's link). */
  link: string;
  purge: (tx: Tx, id: number) => Promise<unknown>;
  tags: (id: number, tx: Tx) => Promise<PageTag[]> | PageTag[];
};

const KINDS: Record<TrashKind, KindRules> = {
  products: {
    table: "products",
    name: sql`name`,
    slug: { noun: "product" },
    link: "/admin/products",
    purge: purgeProduct,
    tags: productTags,
  },
  categories: {
    table: "product_categories",
    name: sql`name`,
    link: "/admin/categories",
    purge: purgeCategory,
    tags: (id) => ["product-categories", pageTag.category(id), "products"],
  },
  "gallery-items": {
    table: "gallery_items",
    name: sql`name`,
    slug: { noun: "gallery item" },
    link: "/admin/gallery-items",
    purge: purgeGalleryItem,
    tags: (id) => [pageTag.galleryItem(id), "gallery"],
  },
  "gallery-categories": {
    table: "gallery_categories",
    name: sql`name`,
    link: "/admin/gallery-categories",
    purge: purgeGalleryCategory,
    tags: () => ["gallery-categories", "gallery"],
  },
  "news-items": {
    table: "news_items",
    name: sql`title`,
    slug: { noun: "news item" },
    link: "/admin/news-items",
    purge: purgeNewsItem,
    tags: (id) => [pageTag.news(id), "news"],
  },
  carousel: {
    table: "general_settings",
    name: sql`coalesce(nullif(title, ''), nullif(alt_text, ''), 'Carousel image')`,
    where: sql`type = 'carousel'`,
    link: "/admin/general-settings?tab=carousel",
    purge: purgeCarouselImage,
    tags: () => ["settings"],
  },
};

const kindsOf = Object.entries(KINDS) as [TrashKind, KindRules][];

const whereOf = (rules: KindRules) => (rules.where ? sql` and ${rules.where}` : sql``);

/** One row of the Trash screen. */
export type TrashRow = {
  kind: TrashKind;
  id: number;
  name: string;
  deletedAt: Date;
  deletedBy: string | null;
};

/** Everything in Trash, most recently deleted first, with who deleted it (name, else e-mail). */
export async function listTrash(): Promise<TrashRow[]> {
  const parts = kindsOf.map(
    ([kind, rules]) =>
      sql`select ${kind}::text as kind, id, (${rules.name})::text as name, deleted_at, deleted_by
          from ${sql.identifier(rules.table)} where deleted_at is not null${whereOf(rules)}`,
  );
  const result = await db().execute(sql`
    select t.kind, t.id, t.name, t.deleted_at as "deletedAt",
      coalesce(nullif(s.name, ''), s.email) as "deletedBy"
    from (${sql.join(parts, sql` union all `)}) t
    left join staff_users s on s.id = t.deleted_by
    order by t.deleted_at desc, t.kind, t.id`);
  return rowsOf<TrashRow>(result).map((row) => ({
    ...row,
    id: Number(row.id),
    deletedAt: new Date(row.deletedAt),
  }));
}

/** The trashed row's name and slug, locked for the rest of the transaction; a clear 404 when it is gone. */
async function lockTrashed(tx: Tx, rules: KindRules, id: number) {
  const slug = rules.slug ? sql`slug` : sql`null`;
  const result = await tx.execute(sql`
    select (${rules.name})::text as name, ${slug}::text as slug from ${sql.identifier(rules.table)}
    where id = ${id} and deleted_at is not null${whereOf(rules)} for update`);
  const row = rowsOf<{ name: string; slug: string | null }>(result)[0];
  if (!row) throw new AdminActionError("This item is no longer in Trash", 404);
  return row;
}

/**
 * Whether a record is in Trash (History's Restore of a version and Save draft refuse one: decision 020),
 * its row held against a concurrent move to Trash for the rest of the transaction.
 */
export async function isInTrash(tx: Tx, kind: TrashKind, id: number): Promise<boolean> {
  const result = await tx.execute(
    sql`select deleted_at is not null as trashed from ${sql.identifier(KINDS[kind].table)}
        where id = ${id}${whereOf(KINDS[kind])} for share`,
  );
  return rowsOf<{ trashed: boolean }>(result)[0]?.trashed === true;
}

/** The words of a Restore refused because a live row took the slug meanwhile. */
export function slugTakenOnRestore(name: string, slug: string, noun: string): string {
  return `Cannot restore "${name}": its slug "${slug}" is now used by another ${noun}. Change that ${noun}'s slug, then restore.`;
}

/**
 * Brings a record back from Trash as it was (its links, media and translations never left), in one
 * transaction with its audit entry and a "restoreFromTrash" revision (decision 019). Refuses when another live row took its slug meanwhile; a pinned
 * news item comes back unpinned when three others are pinned.
 */
export async function restoreFromTrash({ kind, id }: TrashEntry): Promise<string> {
  const rules = KINDS[kind];
  const noun = TRASH_KIND_LABELS[kind];
  const outcome = await writeAndInvalidate(async (tx, invalidate) => {
    const row = await lockTrashed(tx, rules, id);
    const history = await trackChanges(tx, HISTORY[kind], [id]);
    const clash = rules.slug && row.slug ? await liveSlugTaken(tx, rules.table, row.slug) : false;
    if (clash && rules.slug && row.slug)
      throw new AdminActionError(slugTakenOnRestore(row.name, row.slug, rules.slug.noun), 409);
    await tx.execute(
      sql`update ${sql.identifier(rules.table)} set deleted_at = null, deleted_by = null where id = ${id}`,
    );
    const unpinned = kind === "news-items" ? await keepPinLimitOnRestore(tx, id) : false;
    // A revision of its own, so the History tab shows when it came back (its audit entry is the one below).
    await history.commit("restoreFromTrash", { always: true, audit: false });
    await recordActivity(
      { action: "restoreFromTrash", recordType: kind, recordId: id, label: row.name, link: rules.link },
      tx,
    );
    invalidate(await rules.tags(id, tx));
    return { ...row, unpinned };
  }).catch((error: unknown) => {
    // A live row took the slug between the check and the update.
    if (isUniqueViolation(error))
      throw new AdminActionError(
        `Cannot restore this ${noun.toLowerCase()}: its slug is now used by another`,
        409,
      );
    throw error;
  });
  const restored = `${noun} restored successfully`;
  return outcome.unpinned ? `${restored} (unpinned: three other news items are pinned)` : restored;
}

async function liveSlugTaken(executor: Executor, table: string, slug: string): Promise<boolean> {
  const result = await executor.execute(
    sql`select 1 from ${sql.identifier(table)} where slug = ${slug} and deleted_at is null limit 1`,
  );
  return rowsOf(result).length > 0;
}

/** Deletes a record in Trash for good (Administrators), with its audit entry in the same transaction. */
export async function deleteFromTrash({ kind, id }: TrashEntry): Promise<string> {
  const rules = KINDS[kind];
  await writeAndInvalidate(async (tx, invalidate) => {
    const row = await lockTrashed(tx, rules, id);
    invalidate(await rules.tags(id, tx));
    await rules.purge(tx, id);
    await recordActivity(
      { action: "purge", recordType: kind, recordId: id, label: row.name, link: rules.link },
      tx,
    );
  });
  return `${TRASH_KIND_LABELS[kind]} deleted permanently`;
}

/**
 * Housekeeping: deletes for good every record that has been in Trash for TRASH_DAYS days, one record
 * per transaction with its audit entry (by the system). Their files become stale files once no row
 * references them. Returns how many records were purged.
 */
export async function purgeExpiredTrash(now: Date = new Date(), executor: Executor = db()): Promise<number> {
  const cutoff = new Date(now.getTime() - TRASH_DAYS * 86_400_000);
  let purged = 0;
  for (const [kind, rules] of kindsOf) {
    const due = await executor.execute(
      sql`select id from ${sql.identifier(rules.table)}
          where deleted_at is not null and deleted_at <= ${cutoff.toISOString()}::timestamptz${whereOf(rules)}`,
    );
    for (const { id } of rowsOf<{ id: number }>(due)) {
      try {
        await executor.transaction(async (tx) => {
          const row = await lockTrashed(tx, rules, Number(id));
          await rules.purge(tx, Number(id));
          await recordActivity(
            {
              action: "purge",
              recordType: kind,
              recordId: id,
              label: row.name,
              link: rules.link,
              details: { reason: `In Trash for ${TRASH_DAYS} days` },
              staff: null,
              clientIp: null,
            },
            tx,
          );
        });
        purged += 1;
      } catch (error) {
        // Restored or purged by someone else meanwhile: nothing to do.
        if (error instanceof AdminActionError) continue;
        logger.warn({ err: error, kind, id }, "trash purge failed");
      }
    }
  }
  return purged;
}

/**
 * Public pages answer 410 Gone for a record in Trash that was once public and whose slug (its own, or a
 * translated slug in any language: decision 021) no live record holds. One never public answers as an
 * unknown one, so Trash does not reveal unpublished names (issue 33; `first_public_at`, migration 0013).
 */
export async function isTrashedPage(kind: "products" | "gallery-items" | "news-items", slugOrId: string) {
  const rules = KINDS[kind];
  const table = sql.identifier(rules.table);
  const byId =
    kind === "products" && /^\d{1,9}$/.test(slugOrId) ? sql` union all select ${Number(slugOrId)}` : sql``;
  const projectsOnly = kind === "gallery-items" ? sql` and not t.is_pdf` : sql``;
  const translated = sql`select entity_id from translations where entity_type = ${rules.table}
    and field_name = 'slug' and translated_value = ${slugOrId.normalize("NFC")}`;
  // Id lists from index reads (each slug index is partial on deleted_at): written as "slug = … or id in
  // (…)" the planner scanned the whole table, on every request for a page that does not exist.
  const result = await db().execute(sql`
    select 1 from ${table} t
    where t.id in (select id from ${table} where slug = ${slugOrId} and deleted_at is not null
        union all ${translated}${byId})
      and t.deleted_at is not null and t.first_public_at is not null${projectsOnly}
      and not exists (select 1 from ${table} l
        where l.id in (select id from ${table} where slug = ${slugOrId} and deleted_at is null
            union all ${translated})
          and l.deleted_at is null)
    limit 1`);
  return rowsOf(result).length > 0;
}
