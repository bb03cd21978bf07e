import { and, eq, sql } from "drizzle-orm";
import type { ProductForm } from "~/lib/schemas/catalog";
import type { GalleryItemForm } from "~/lib/schemas/gallery";
import type { DraftType } from "~/lib/schemas/history";
import type { NewsForm } from "~/lib/schemas/news";
import { recordActivity } from "../audit/activity";
import { updateProduct } from "../catalog/admin-products";
import { db } from "../db/client";
import { drafts, staffUsers } from "../db/schema";
import { AdminActionError } from "../errors";
import { updateGalleryItem } from "../gallery/admin-items";
import { updateNewsItem } from "../news/admin-news";
import { requestScope } from "../request-scope";
import { isInTrash } from "../trash/trash";
import { HISTORY, RECORD_GONE } from "./restore";

/** A draft's values: its record's edit form, as that form's schema parsed it. */
export type DraftValues = Record<string, unknown>;

/** How each record type publishes its draft: its own update, recorded as "publish" (which drops the draft). */
const PUBLISH: Record<DraftType, (id: number, values: DraftValues) => Promise<void>> = {
  products: (id, values) => updateProduct(id, values as ProductForm, "publish"),
  "gallery-items": (id, values) => updateGalleryItem(id, values as GalleryItemForm, "publish"),
  "news-items": (id, values) => updateNewsItem(id, values as NewsForm, "publish"),
};

const target = (type: DraftType, id: number) => and(eq(drafts.entityType, type), eq(drafts.entityId, id));

/**
 * Saves changes to a record without publishing them (the public page is untouched): the one draft of
 * the record, replaced, with a new version (a preview link names the version it shows).
 */
export async function saveDraft(type: DraftType, id: number, values: DraftValues): Promise<void> {
  const entity = HISTORY[type];
  const staff = requestScope()?.staff ?? null;
  await db().transaction(async (tx) => {
    const current = (await entity.read(tx, [id])).get(id);
    // A record in Trash takes no draft (its draft went with it: decision 020).
    if (!current || (await isInTrash(tx, type, id))) throw new AdminActionError(RECORD_GONE, 404);
    const who = { staffId: staff?.id ?? null, staffEmail: staff?.email ?? null };
    const [draft] = await tx
      .insert(drafts)
      .values({ entityType: type, entityId: id, values, ...who })
      .onConflictDoUpdate({
        target: [drafts.entityType, drafts.entityId],
        set: {
          values,
          ...who,
          version: sql`nextval(pg_get_serial_sequence('drafts', 'version'))`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ version: drafts.version });
    await recordActivity(
      {
        action: "saveDraft",
        recordType: type,
        recordId: id,
        label: entity.name(current),
        link: entity.link,
        details: { version: draft?.version },
      },
      tx,
    );
  });
}

/** Publishes a draft: the record gets these values (the draft's, as the dialog posted them), as a revision. */
export async function publishDraft(type: DraftType, id: number, values: DraftValues): Promise<void> {
  await PUBLISH[type](id, values);
}

/** Drops a record's draft; AdminActionError when it has none (published or discarded meanwhile). */
export async function discardDraft(type: DraftType, id: number): Promise<void> {
  const entity = HISTORY[type];
  await db().transaction(async (tx) => {
    const [gone] = await tx.delete(drafts).where(target(type, id)).returning({ version: drafts.version });
    if (!gone) throw new AdminActionError("This draft was already published or discarded", 409);
    const current = (await entity.read(tx, [id])).get(id);
    await recordActivity(
      {
        action: "discardDraft",
        recordType: type,
        recordId: id,
        label: current ? entity.name(current) : null,
        link: entity.link,
        details: { version: gone.version },
      },
      tx,
    );
  });
}

/** A record's draft with who saved it and when, or null. */
export async function getDraft(type: DraftType, id: number) {
  const [row] = await db()
    .select({
      values: drafts.values,
      version: drafts.version,
      updatedAt: drafts.updatedAt,
      staffEmail: drafts.staffEmail,
      staffName: staffUsers.name,
    })
    .from(drafts)
    .leftJoin(staffUsers, eq(staffUsers.id, drafts.staffId))
    .where(target(type, id));
  return row ?? null;
}

/** The ids of the records of a type that have a draft (the list's Draft badge). */
export async function listDraftIds(type: DraftType): Promise<number[]> {
  const rows = await db().select({ id: drafts.entityId }).from(drafts).where(eq(drafts.entityType, type));
  return rows.map((row) => row.id);
}
