import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../db/client";
import { type TranslatableEntityType, translations } from "../db/schema";

/** Deletes every translation of these records (inside the caller's transaction). */
export async function deleteTranslationsOf(
  tx: Executor,
  entityType: TranslatableEntityType,
  ids: number[],
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .delete(translations)
    .where(and(eq(translations.entityType, entityType), inArray(translations.entityId, ids)));
}
