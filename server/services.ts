import fs from "node:fs";
import path from "node:path";
import { listenForInvalidations } from "./cache/page-cache";
import { config } from "./config";
import {
  type DatabaseHandle,
  databaseHandle,
  migrateDatabase,
  openDatabase,
  setProcessDatabase,
} from "./db/client";
import { startEmbeddedMaintenance, startHousekeeping } from "./db/maintenance";
import { loadLanguagesAtStart } from "./i18n/languages";
import { logger } from "./logger";
import { startMailWorker, stopMailWorker } from "./mail/worker";
import { mediaStorage } from "./media/storage";
import { startVariantBackfill } from "./media/variant-backfill";
import { startScheduler } from "./schedule/scheduler";
import { keepNewFilesPrivate, makePrivate } from "./security/private-files";
import { seedIfEmpty } from "./seed/seed";

/**
 * Opens the configured database (embedded PGlite without DATABASE_URL). The server and every script
 * start here, so this is also where the data directory (database, media) becomes the server user's only.
 */
export async function openConfiguredDatabase(): Promise<DatabaseHandle> {
  const { DATABASE_URL, dataDir } = config();
  keepNewFilesPrivate();
  const handle = DATABASE_URL
    ? await openDatabase({ url: DATABASE_URL })
    : await openDatabase({ pgliteDir: path.join(dataDir, "db") });
  makePrivate(dataDir);
  return handle;
}

function assertDataDirWritable(dataDir: string): void {
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    const probe = path.join(dataDir, `.write-test-${process.pid}`);
    fs.writeFileSync(probe, "ok");
    fs.rmSync(probe);
  } catch (error) {
    throw new Error(`The data directory ${dataDir} is not writable: ${(error as Error).message}`);
  }
}

let stopMaintenance: () => Promise<void> = async () => undefined;

/** Start-up: check the data directory, open and migrate the database, seed demo content when empty. */
export async function startServices(options: { seed?: boolean } = {}): Promise<void> {
  const { dataDir } = config();
  keepNewFilesPrivate();
  assertDataDirWritable(dataDir);
  let handle: DatabaseHandle;
  try {
    handle = await openConfiguredDatabase();
    logger.info({ database: handle.kind }, "migrating database");
    await migrateDatabase(handle);
  } catch (error) {
    throw new Error(`The database could not be opened: ${(error as Error).message}`);
  }
  setProcessDatabase(handle);
  logger.info({ media: mediaStorage().kind }, "checking media storage");
  await mediaStorage().check();
  await listenForInvalidations(handle);
  if (options.seed !== false) {
    logger.info("checking for content to seed");
    await seedIfEmpty({ announce: true });
  }
  await loadLanguagesAtStart();
  startMailWorker();
  const stopVacuum = startEmbeddedMaintenance(handle);
  const stopHousekeeping = startHousekeeping(handle);
  // Variants of images stored before today's widths existed, made while the server already serves.
  const stopBackfill = startVariantBackfill(handle);
  const stopSchedules = startScheduler(handle);
  stopMaintenance = async () => {
    stopVacuum();
    stopHousekeeping();
    await stopSchedules();
    await stopBackfill();
  };
  logger.info({ database: handle.kind }, "database ready; services started");
}

/** Shutdown: let the mail worker finish its delivery in flight, then close the database. */
export async function stopServices(): Promise<void> {
  await stopMaintenance();
  await stopMailWorker();
  try {
    await databaseHandle().close();
  } catch {
    // Already closed or never opened.
  }
  setProcessDatabase(undefined);
}
