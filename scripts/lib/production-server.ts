import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

/**
 * Starts the production build on 127.0.0.1:port over a data directory (embedded database), for the
 * benchmarks. Node itself (not npx), so that SIGTERM reaches the server.
 */
export function startProductionServer(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_ORIGIN: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "error",
      // What is measured never depends on a developer's .env (server/env-file.ts).
      ENV_FILE: "none",
      ...env,
    },
  });
}
