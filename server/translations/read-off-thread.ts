import type { WorkerOptions } from "node:worker_threads";
import { startServerWorker } from "../worker-thread";
import { type TranslationFile, UnreadableFile } from "./read-file";
import type { ReadFileAnswer } from "./read-file.worker";

/** How long reading one file may take; a 4 MB XLIFF takes well under a second. */
const READ_TIME_BUDGET_MS = 10_000;
/** The worker's heap: a 4 MB XLIFF's tree needs about a tenth of it; a file that needs more is refused. */
const READ_HEAP_MB = 256;

/** The reader's worker: build/server/translation-reader.js, or read-file.worker.ts from source. */
const startWorker = (options: WorkerOptions) =>
  startServerWorker(import.meta.url, "translation-reader.js", "./read-file.worker.ts", options);

/**
 * Reads a translator's file in a worker thread, so parsing a large file never holds up the event loop:
 * within a time budget and a heap of its own (past either, the file is unreadable: UnreadableFile).
 */
export function readTranslationFileOffThread(content: string): Promise<TranslationFile> {
  const worker = startWorker({
    resourceLimits: { maxOldGenerationSizeMb: READ_HEAP_MB, maxYoungGenerationSizeMb: 32 },
  });
  return new Promise<TranslationFile>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new UnreadableFile("it took too long to read; export a smaller part (missing or outdated)"));
      void worker.terminate();
    }, READ_TIME_BUDGET_MS);
    const settle = () => clearTimeout(timer);
    worker.once("message", (answer: ReadFileAnswer) => {
      settle();
      if (answer.ok) resolve(answer.file);
      else reject(new UnreadableFile(answer.reason));
      void worker.terminate();
    });
    worker.once("error", (error: Error & { code?: string }) => {
      settle();
      reject(
        error.code === "ERR_WORKER_OUT_OF_MEMORY"
          ? new UnreadableFile(
              "it needs too much memory to read; export a smaller part (missing or outdated)",
            )
          : error,
      );
    });
    worker.once("exit", () => {
      settle();
      reject(new Error("The translation file reader stopped without an answer"));
    });
    worker.postMessage(content);
  });
}
