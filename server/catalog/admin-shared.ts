import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../db/client";
import { type TranslatableEntityType, translations } from "../db/schema";

/** The SQLSTATE of a database error (Drizzle wraps driver errors: the code is on `cause`). */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

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
