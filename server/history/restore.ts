import type { HistoryType } from "~/lib/schemas/history";
import { writeAndInvalidate } from "../cache/page-cache";
import { CATEGORY_HISTORY, PRODUCT_HISTORY } from "../catalog/history";
import { AdminActionError } from "../errors";
import { GALLERY_CATEGORY_HISTORY, GALLERY_ITEM_HISTORY } from "../gallery/history";
import { NEWS_HISTORY } from "../news/history";
import { CAROUSEL_HISTORY } from "../settings/history";
import { isInTrash } from "../trash/trash";
import { findRevision, type HistoryEntity, trackChanges } from "./revisions";
import { cannotRestore } from "./snapshots";

/**
 * An entity with its snapshot type forgotten: the registry reads and restores snapshots it has parsed
 * with the entity's own schema, so the two always match.
 */
const anyOf = <S extends object>(entity: HistoryEntity<S>) => entity as unknown as HistoryEntity<object>;

/** Every record type that keeps a history, with what keeps it. */
export const HISTORY: Record<HistoryType, HistoryEntity<object>> = {
  products: anyOf(PRODUCT_HISTORY),
  "gallery-items": anyOf(GALLERY_ITEM_HISTORY),
  "news-items": anyOf(NEWS_HISTORY),
  categories: anyOf(CATEGORY_HISTORY),
  "gallery-categories": anyOf(GALLERY_CATEGORY_HISTORY),
  carousel: anyOf(CAROUSEL_HISTORY),
};

/** Shown when a version of a record in Trash is to be restored (decision 020): Trash brings it back first. */
export const RECORD_IN_TRASH = "This record is in Trash: restore it from Trash first";

/** Shown when the record of a History panel was deleted meanwhile. */
export const RECORD_GONE = "This record no longer exists";

/**
 * Brings a record back to one of its revisions, as a new revision ("restore") in one transaction; an
 * AdminActionError (409) says why when the revision cannot apply: a slug another record now has, a
 * category or product deleted since, too many pinned news items.
 */
export async function restoreRevision(type: HistoryType, id: number, revisionId: number): Promise<void> {
  const entity = HISTORY[type];
  await writeAndInvalidate(async (tx, invalidate) => {
    const revision = await findRevision(tx, type, id, revisionId);
    if (!revision) throw new AdminActionError("This version no longer exists", 404);
    const parsed = entity.schema.safeParse(revision.snapshot);
    if (!parsed.success) throw cannotRestore("it was saved in a form this version of the site cannot read.");
    const history = await trackChanges(tx, entity, [id]);
    const current = history.before.get(id);
    if (!current) throw new AdminActionError(RECORD_GONE, 404);
    if (await isInTrash(tx, type, id)) throw new AdminActionError(RECORD_IN_TRASH, 409);
    await entity.restore(tx, id, parsed.data, current);
    await history.commit("restore", { restoredFrom: revision.id });
    invalidate(entity.pageTags(id, [current, parsed.data]));
  });
}
