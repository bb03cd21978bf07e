import { parentPort } from "node:worker_threads";
import { readTranslationFile, UnreadableFile } from "./read-file";

/** What the worker answers: the file read, or why it cannot be. */
export type ReadFileAnswer =
  | { ok: true; file: ReturnType<typeof readTranslationFile> }
  | { ok: false; reason: string };

// One file per worker: the thread ends with the answer, so whatever the parse held goes with it.
parentPort?.once("message", (content: string) => {
  let answer: ReadFileAnswer;
  try {
    answer = { ok: true, file: readTranslationFile(content) };
  } catch (error) {
    if (!(error instanceof UnreadableFile)) throw error;
    answer = { ok: false, reason: error.message };
  }
  parentPort?.postMessage(answer);
});
