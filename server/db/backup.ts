import { sql } from "drizzle-orm";
import { notifyInvalidation } from "../cache/page-cache";
import type { Executor } from "./client";

/**
 * Tables a backup leaves out: sign-in sessions and sign-ins waiting for their next step (a restore must
 * never bring back a session that a password reset or a sign-out ended) and rate-limit counters (a restore
 * must not lift a lock-out in force), and the catalogue's change counter (it only ever goes up: a restore
 * bumps it by the rows it writes, so results kept for the catalogue before the restore are not reused).
 */
export const UNSAVED_TABLES = ["sessions", "pending_sign_ins", "rate_limits", "catalogue_version"] as const;

/** Every other table, parents before children, so rows restore without breaking a foreign key. */
export const BACKUP_TABLES = [
  "languages",
  "translations",
  "newsletter_subscription",
  "products",
  "product_categories",
  "product_category_mappings",
  "product_images",
  "item_codes",
  "gallery_categories",
  "gallery_items",
  "gallery_item_categories",
  "gallery_item_products",
  "gallery_images",
  "news_items",
  "news_media",
  "general_settings",
  "global_settings",
  "staff_users",
  "staff_recovery_codes",
  "audit_log",
  "revisions",
  "drafts",
  "mail_outbox",
  "sample_requests",
  "media_files",
  "media_key_claims",
] as const;

export type DatabaseDump = {
  format: "lumina-backup-1";
  createdAt: string;
  tables: Record<string, unknown[]>;
};

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Reads every table as JSON rows (portable between PGlite and PostgreSQL), all from one snapshot
 * (a REPEATABLE READ transaction), so writes by other processes meanwhile never split a dump.
 */
export async function exportDatabase(executor: Executor): Promise<DatabaseDump> {
  const tables: Record<string, unknown[]> = {};
  await executor.transaction(
    async (tx) => {
      for (const table of BACKUP_TABLES) {
        const result = await tx.execute(
          sql.raw(`select coalesce(json_agg(t order by 1), '[]'::json) as rows from "${table}" t`),
        );
        const [row] = rowsOf<{ rows: unknown[] | string }>(result);
        tables[table] = typeof row?.rows === "string" ? JSON.parse(row.rows) : (row?.rows ?? []);
      }
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  return { format: "lumina-backup-1", createdAt: new Date().toISOString(), tables };
}

/**
 * Replaces every row with the dump's, in one transaction, and moves sequences (ids, draft versions) past
 * the restored values.
 * Every session ends (staff sign in again); rate-limit counters stay. Every process drops its cached
 * pages when the restore commits. Sessions and counters in an older dump are ignored.
 */
export async function importDatabase(
  executor: Executor,
  dump: DatabaseDump,
): Promise<Record<string, number>> {
  if (dump.format !== "lumina-backup-1") throw new Error("Not a backup made by npm run db:backup");
  const counts: Record<string, number> = {};
  await executor.transaction(async (tx) => {
    const emptied = [...BACKUP_TABLES, "sessions", "pending_sign_ins"];
    await tx.execute(
      sql.raw(`truncate table ${emptied.map((t) => `"${t}"`).join(", ")} restart identity cascade`),
    );
    for (const table of BACKUP_TABLES) {
      const rows = dump.tables[table] ?? [];
      counts[table] = rows.length;
      if (rows.length === 0) continue;
      await tx.execute(
        sql`insert into ${sql.identifier(table)} select * from json_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(rows)}::json)`,
      );
      const sequences = await tx.execute(
        sql`select column_name as column, pg_get_serial_sequence(${`"${table}"`}, column_name) as name
             from information_schema.columns where table_schema = 'public' and table_name = ${table}`,
      );
      for (const { column, name } of rowsOf<{ column: string; name: string | null }>(sequences)) {
        if (!name) continue;
        await tx.execute(
          sql`select setval(${name}, coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(table)}), 0) + 1, false)`,
        );
      }
    }
    await notifyInvalidation(tx, ["*"]);
  });
  return counts;
}
