import { db } from "../db/client";
import { mediaKeyClaims } from "../db/schema";

/**
 * Claims a storage key in PostgreSQL (decision 016): true for the one process whose insert made the
 * row, false for every other. A bucket cannot be trusted to refuse a second write of one key.
 */
export async function claimMediaKey(key: string): Promise<boolean> {
  const rows = await db()
    .insert(mediaKeyClaims)
    .values({ key })
    .onConflictDoNothing()
    .returning({ key: mediaKeyClaims.key });
  return rows.length > 0;
}
