import { and, eq, gt, isNotNull, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type {
  galleryCategories,
  galleryItems,
  generalSettings,
  newsItems,
  productCategories,
  products,
} from "../db/schema";

/** A table whose rows can be moved to Trash (deleted_at set). */
type Trashable =
  | typeof products
  | typeof productCategories
  | typeof galleryItems
  | typeof galleryCategories
  | typeof newsItems
  | typeof generalSettings;

/** A table whose rows can be scheduled (publish_at, unpublish_at). */
type Schedulable = typeof products | typeof galleryItems | typeof newsItems;

/** The row is not in Trash: every public and back-office read says so (decision 020). */
export function live(table: Trashable): SQL {
  return isNull(table.deletedAt);
}

/** The row has a publish or unpublish time still to apply (the lists' Scheduled filter and badge). */
export function scheduled(table: Schedulable): SQL {
  return or(isNotNull(table.publishAt), isNotNull(table.unpublishAt))!;
}

/**
 * The row is public now: Active, not in Trash, its publish time (if any) come and its unpublish time (if
 * any) not yet. The scheduler makes the status follow the times within a minute; this keeps the public
 * side exact meanwhile.
 */
export function publishedNow(table: Schedulable): SQL {
  return and(
    eq(table.status, "Active"),
    live(table),
    or(isNull(table.publishAt), lte(table.publishAt, sql`now()`)),
    or(isNull(table.unpublishAt), gt(table.unpublishAt, sql`now()`)),
  )!;
}
