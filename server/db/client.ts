import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { Logger } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { logger } from "../logger";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** A database or an open transaction: domain functions accept either. */
export type Executor = Db | Tx;

export type DatabaseHandle = {
  db: Db;
  kind: "pglite" | "postgres";
  /**
   * Subscribes to a NOTIFY channel; returns an unsubscribe function. On PostgreSQL a lost listening
   * connection is reopened with backoff, then `onReconnect` runs (notices may have been missed).
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    options?: { onReconnect?: () => void },
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

export type OpenOptions = {
  /** postgres:// URL; without it an embedded PGlite database is used. */
  url?: string;
  /** Folder of the embedded database; undefined keeps it in memory. */
  pgliteDir?: string;
  poolSize?: number;
};

const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "server/db/migrations");
const MIGRATION_LOCK_ID = 4_815_162_342;

let queriesRun = 0;
const countingLogger: Logger = {
  logQuery() {
    queriesRun += 1;
  },
};

/** How many SQL statements this process has sent (for query-count tests). */
export function queryCount(): number {
  return queriesRun;
}

/** Opens PGlite or a node-postgres pool, without migrating. */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    pool.on("error", (error) => {
      // An idle client lost its connection (database restarted): the pool replaces it on next use.
      logger.warn({ err: error }, "database connection lost by an idle pool client");
    });
    const db = drizzleNodePg({ client: pool, schema, casing: "snake_case", logger: countingLogger });
    return {
      db: db as unknown as Db,
      kind: "postgres",
      listen: (channel, onMessage, listenOptions) =>
        listenWithReconnect(options.url as string, channel, onMessage, listenOptions?.onReconnect),
      close: () => pool.end(),
    };
  }
  if (options.pgliteDir) fs.mkdirSync(options.pgliteDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.pgliteDir,
    extensions: { pg_trgm },
  });
  const db = drizzlePglite({ client, schema, casing: "snake_case", logger: countingLogger });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    async listen(channel, onMessage) {
      const stop = await client.listen(channel, onMessage);
      return async () => stop();
    },
    close: () => client.close(),
  };
}

const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 10_000;

/**
 * LISTEN on a connection of its own, outside the pool. When the connection is lost (the server
 * restarts, an administrator ends the backend) it is reopened after 0.5 s, doubling to 10 s.
 */
async function listenWithReconnect(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onReconnect: (() => void) | undefined,
): Promise<() => Promise<void>> {
  let current: pg.Client | undefined;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const open = async (): Promise<pg.Client> => {
    const client = new pg.Client({ connectionString: url });
    // Without an error listener, a terminated backend would end the process.
    client.on("error", (error) => lost(client, error));
    client.on("end", () => lost(client));
    client.on("notification", (message) => {
      if (message.channel === channel) onMessage(message.payload ?? "");
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    return client;
  };

  const reconnectAfter = (delayMs: number): void => {
    timer = setTimeout(async () => {
      if (stopped) return;
      try {
        const client = await open();
        if (stopped) {
          await client.end().catch(() => undefined);
          return;
        }
        current = client;
        logger.info({ channel }, "database listener reconnected");
        onReconnect?.();
      } catch (error) {
        const next = Math.min(delayMs * 2, RECONNECT_MAX_MS);
        logger.warn({ channel, err: error, retryInMs: next }, "database listener could not reconnect");
        reconnectAfter(next);
      }
    }, delayMs);
    timer.unref();
  };

  function lost(client: pg.Client, error?: Error): void {
    if (client !== current || stopped) return;
    current = undefined;
    logger.warn({ channel, err: error }, "database listener lost its connection");
    client.end().catch(() => undefined);
    reconnectAfter(RECONNECT_FIRST_MS);
  }

  current = await open();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const client = current;
    current = undefined;
    if (client) await client.end().catch(() => undefined);
  };
}

/** Applies committed migrations once, under an advisory lock shared by every process. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  await withAdvisoryLock(handle, LOCKS.migrate, async () => {
    if (handle.kind === "pglite") {
      await migratePglite(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
      return;
    }
    await migrateNodePg(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  });
}

/** Advisory lock ids: one per job that only one process at a time may run. */
export const LOCKS = {
  migrate: MIGRATION_LOCK_ID,
  seed: 4_815_162_343,
  housekeeping: 4_815_162_344,
  imageVariants: 4_815_162_345,
} as const;

const localQueues = new Map<number, Promise<unknown>>();

/** Runs jobs with the same lock id one after another within this process (PGlite has one session). */
function serialiseLocally<T>(lockId: number, run: () => Promise<T>): Promise<T> {
  const previous = localQueues.get(lockId) ?? Promise.resolve();
  const next = previous.then(run, run);
  const settled = next.catch(() => undefined);
  localQueues.set(lockId, settled);
  void settled.then(() => {
    if (localQueues.get(lockId) === settled) localQueues.delete(lockId);
  });
  return next;
}

function poolOf(handle: DatabaseHandle): pg.Pool {
  return (handle.db as unknown as { $client: pg.Pool }).$client;
}

/**
 * Runs `run` while this process holds a PostgreSQL session advisory lock (held on a dedicated
 * connection, so `run` may use the pool freely); other processes wait. On PGlite, in-process order.
 */
export function withAdvisoryLock<T>(
  handle: DatabaseHandle,
  lockId: number,
  run: () => Promise<T>,
): Promise<T> {
  return serialiseLocally(lockId, async () => {
    if (handle.kind === "pglite") return run();
    const connection = await poolOf(handle).connect();
    try {
      await connection.query("select pg_advisory_lock($1)", [lockId]);
      return await run();
    } finally {
      await connection.query("select pg_advisory_unlock($1)", [lockId]).catch(() => undefined);
      connection.release();
    }
  });
}

/**
 * Runs `run` only if no other process (or job in this one) holds the lock; answers
 * `{ ran: false }` at once otherwise.
 */
export async function withAdvisoryTryLock<T>(
  handle: DatabaseHandle,
  lockId: number,
  run: () => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  if (localQueues.has(lockId)) return { ran: false };
  return serialiseLocally(lockId, async () => {
    if (handle.kind === "pglite") return { ran: true as const, value: await run() };
    const connection = await poolOf(handle).connect();
    try {
      const result = await connection.query<{ locked: boolean }>(
        "select pg_try_advisory_lock($1) as locked",
        [lockId],
      );
      if (!result.rows[0]?.locked) return { ran: false as const };
      try {
        return { ran: true as const, value: await run() };
      } finally {
        await connection.query("select pg_advisory_unlock($1)", [lockId]).catch(() => undefined);
      }
    } finally {
      connection.release();
    }
  });
}

type Global = typeof globalThis & { __appDatabase?: DatabaseHandle };
const globalStore = globalThis as Global;

/** Makes a handle the process database (kept on globalThis so dev reloads share it). */
export function setProcessDatabase(handle: DatabaseHandle | undefined): void {
  globalStore.__appDatabase = handle;
}

/** The process database handle; throws if none was opened. */
export function databaseHandle(): DatabaseHandle {
  const handle = globalStore.__appDatabase;
  if (!handle) throw new Error("The database is not open");
  return handle;
}

/** The process database. */
export function db(): Db {
  return databaseHandle().db;
}
