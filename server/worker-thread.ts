import fs from "node:fs";
import { Worker, type WorkerOptions } from "node:worker_threads";

/**
 * Starts a worker thread on one of the server's worker entries, from the module at `caller`
 * (its import.meta.url). In the build: `buildName`, a file vite.config.ts emits beside the server bundle
 * (`serverWorkers`), found from the bundle's folder or its assets/ chunk folder. From source (development,
 * tests): the TypeScript file `source` beside the caller, imported through tsx's API, since a worker does
 * not take `--import tsx` from execArgv; an eval'd worker resolves packages from the working directory,
 * the project's.
 */
export function startServerWorker(
  caller: string,
  buildName: string,
  source: string,
  options: WorkerOptions = {},
): Worker {
  if (!caller.endsWith(".ts")) {
    for (const path of [`./${buildName}`, `../${buildName}`]) {
      const url = new URL(path, caller);
      if (fs.existsSync(url)) return new Worker(url, options);
    }
    throw new Error(`${buildName} not found beside ${caller}`);
  }
  const entry = new URL(source, caller).href;
  const boot = `import("tsx/esm/api").then(({ tsImport }) => tsImport(${JSON.stringify(entry)}, ${JSON.stringify(caller)}))`;
  return new Worker(boot, { ...options, eval: true });
}
