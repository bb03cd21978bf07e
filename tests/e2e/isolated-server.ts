import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Db, migrateDatabase, openDatabase } from "../../server/db/client";
import { languages } from "../../server/db/schema";
import { E2E_PORT, expect } from "./fixtures";

export type IsolatedServer = { base: string; stop: () => Promise<void> };

/**
 * Starts the production build on its own fresh database (this worker's E2E_PORT + offset 1-9), for a test
 * that needs content the shared demo seed does not have, or settings of its own. `arrange` fills the migrated database (English and
 * Chinese languages are already there) before the server opens it.
 */
export async function startIsolatedServer(
  offset: number,
  arrange: (db: Db) => Promise<void>,
  /** Environment variables of this server beyond the usual (e.g. a short PREVIEW_LINK_TTL_SECONDS). */
  env: Record<string, string> = {},
): Promise<IsolatedServer> {
  if (offset < 1 || offset > 9)
    throw new Error("An isolated server's offset is 1-9 (the next worker starts at +10).");
  const port = E2E_PORT + offset;
  const base = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-isolated-"));
  const handle = await openDatabase({ pgliteDir: path.join(dataDir, "db") });
  await migrateDatabase(handle);
  await handle.db.insert(languages).values([
    { code: "en", name: "English", locale: "en", displayOrder: 1 },
    { code: "zh", name: "繁體中文", locale: "zh-Hant", displayOrder: 2 },
  ]);
  await arrange(handle.db);
  await handle.close();
  const server: ChildProcess = spawn(path.resolve("node_modules/.bin/tsx"), ["server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_ORIGIN: base,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: "ignore",
  });
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  // The embedded database writes until the process has gone: remove its folder only then (removing it
  // at once failed on CI with ENOTEMPTY), waiting 10 s at most.
  const stop = async () => {
    server.kill("SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
  };
  try {
    await expect
      .poll(
        async () => {
          try {
            return (await fetch(`${base}/healthz`)).status;
          } catch {
            return 0;
          }
        },
        { timeout: 120_000, intervals: [500] },
      )
      .toBe(200);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}
