import { parentPort } from "node:worker_threads";
import { drawSpecSheet, type SheetRequest } from "./spec-sheet-layout";

// Draws spec sheets for spec-sheet-pool.ts, one at a time, so the server's event loop never waits on one.
const port = parentPort;
if (!port) throw new Error("spec-sheet-worker.ts runs as a worker thread");
port.on("message", async ({ id, request }: { id: number; request: SheetRequest }) => {
  try {
    const bytes = await drawSpecSheet(request);
    port.postMessage({ id, bytes }, [bytes.buffer as ArrayBuffer]);
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
