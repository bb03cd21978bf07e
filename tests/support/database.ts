import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { type DatabaseHandle, migrateDatabase, openDatabase, setProcessDatabase } from "#server/db/client";
import { LocalMediaStorage, setMediaStorage } from "#server/media/storage";

export type TestDatabase = {
  handle: DatabaseHandle;
  kind: "pglite" | "postgres";
  /** Temporary media folder of this test file. */
  mediaDir: string;
};

/** Creates a fresh database for one test file: in-memory PGlite, or a new database on TEST_DATABASE_URL. */
async function createTestDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_KIND !== "postgres" || !url) {
    const handle = await openDatabase({});
    return { handle, drop: () => handle.close() };
  }
  const name = `test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openDatabase({ url: target.toString(), poolSize: 30 });
  return {
    handle,
    drop: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** Kept between tests: the migrations, and the catalogue's change counter, which must only go up. */
const TABLES_TO_KEEP = new Set(["__drizzle_migrations", "catalogue_version"]);

/** Empties every table and restarts identities, so each test arranges its own data. */
export async function resetDatabase(handle: DatabaseHandle): Promise<void> {
  const result = await handle.db.execute<{ tablename: string }>(
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const tables = (result as unknown as { rows: { tablename: string }[] }).rows
    .map((row) => row.tablename)
    .filter((name) => !TABLES_TO_KEEP.has(name));
  if (tables.length === 0) return;
  await handle.db.execute(
    sql.raw(`truncate table ${tables.map((t) => `"${t}"`).join(", ")} restart identity cascade`),
  );
}

/**
 * Registers hooks that give the test file a migrated database (set as the process database),
 * emptied before each test, and a temporary media folder.
 */
export function setupTestDatabase(options: { reset?: boolean } = {}): TestDatabase {
  const state = {} as TestDatabase;
  let drop: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    const created = await createTestDatabase();
    drop = created.drop;
    await migrateDatabase(created.handle);
    setProcessDatabase(created.handle);
    state.handle = created.handle;
    state.kind = created.handle.kind;
    state.mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "media-test-"));
    setMediaStorage(new LocalMediaStorage(state.mediaDir));
  });
  if (options.reset !== false) {
    beforeEach(async () => {
      await resetDatabase(state.handle);
    });
  }
  afterAll(async () => {
    setProcessDatabase(undefined);
    await drop();
    if (state.mediaDir) fs.rmSync(state.mediaDir, { recursive: true, force: true });
  });
  return state;
}
