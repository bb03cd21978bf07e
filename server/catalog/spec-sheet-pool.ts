import type { Worker } from "node:worker_threads";
import { startServerWorker } from "../worker-thread";
import type { SheetRequest } from "./spec-sheet-layout";

/** A sheet that could not be drawn now (queue full, or past its time budget): answer 503 with Retry-After. */
export class SheetBusyError extends Error {
  constructor(
    readonly reason: "queue" | "budget",
    readonly retryAfterSeconds: number,
  ) {
    super(reason === "queue" ? "Spec sheet queue is full" : "Spec sheet took longer than its budget");
  }
}

export type PoolOptions = {
  /** Longest one sheet may take; past it the worker is ended and a new one started. */
  budgetMs: number;
  /** Sheets waiting behind the one being drawn; past it a request is refused at once. */
  queueLimit: number;
};

type Job = {
  id: number;
  request: SheetRequest;
  resolve: (bytes: Uint8Array) => void;
  reject: (error: Error) => void;
};

type Reply = { id: number; bytes?: Uint8Array; error?: string };

/** The sheet worker: build/server/spec-sheet-worker.js, or spec-sheet-worker.ts from source. */
const startWorker = () =>
  startServerWorker(import.meta.url, "spec-sheet-worker.js", "./spec-sheet-worker.ts");

/**
 * One worker thread drawing sheets in turn (one is enough on two cores: it keeps the other for requests),
 * with a bounded queue and a time budget per sheet.
 */
export class SheetPool {
  private worker: Worker | undefined;
  private current: { job: Job; timer: NodeJS.Timeout; started: number } | undefined;
  private readonly queue: Job[] = [];
  private nextId = 1;
  /** Recent drawing times, to tell a refused client how long the queue takes to clear. */
  private averageMs = 200;

  constructor(private readonly options: PoolOptions) {}

  /** Draws a sheet in the worker; rejects with SheetBusyError when the queue is full or the budget passes. */
  draw(request: SheetRequest): Promise<Uint8Array> {
    if (this.queue.length >= this.options.queueLimit) {
      return Promise.reject(new SheetBusyError("queue", this.retryAfterSeconds()));
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, request, resolve, reject });
      this.next();
    });
  }

  /** Sheets waiting or being drawn. */
  get pending(): number {
    return this.queue.length + (this.current ? 1 : 0);
  }

  /** Ends the worker (server shutdown, tests); waiting sheets are refused. */
  async close(): Promise<void> {
    for (const job of this.queue.splice(0)) job.reject(new SheetBusyError("queue", 1));
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private retryAfterSeconds(): number {
    return Math.max(1, Math.ceil(((this.pending + 1) * this.averageMs) / 1000));
  }

  private next(): void {
    if (this.current) return;
    const job = this.queue.shift();
    if (!job) return;
    const worker = this.worker ?? this.start();
    const timer = setTimeout(() => this.overBudget(), this.options.budgetMs);
    this.current = { job, timer, started: performance.now() };
    worker.postMessage({ id: job.id, request: job.request });
  }

  private start(): Worker {
    const worker = startWorker();
    // An idle worker does not keep the process alive (a test or a shutdown ends without closing it).
    worker.unref();
    worker.on("message", (reply: Reply) => this.finish(reply));
    worker.on("error", (error) => this.fail(worker, error));
    worker.on("exit", () => this.fail(worker, new Error("Spec sheet worker stopped")));
    this.worker = worker;
    return worker;
  }

  private finish(reply: Reply): void {
    const current = this.current;
    if (!current || current.job.id !== reply.id) return;
    clearTimeout(current.timer);
    this.current = undefined;
    const took = performance.now() - current.started;
    this.averageMs = this.averageMs * 0.8 + took * 0.2;
    if (reply.bytes) current.job.resolve(reply.bytes);
    else current.job.reject(new Error(`Spec sheet failed: ${reply.error}`));
    this.next();
  }

  /** Past the budget: the worker is ended (its work cannot be interrupted otherwise) and the next starts afresh. */
  private overBudget(): void {
    const current = this.current;
    if (!current) return;
    this.current = undefined;
    const worker = this.worker;
    this.worker = undefined;
    void worker?.terminate();
    this.averageMs = Math.max(this.averageMs, this.options.budgetMs);
    current.job.reject(new SheetBusyError("budget", this.retryAfterSeconds()));
    this.next();
  }

  /** The worker died (an error thrown outside a sheet, or it was ended): its sheet fails, the next starts. */
  private fail(worker: Worker, error: Error): void {
    if (worker !== this.worker) return;
    this.worker = undefined;
    const current = this.current;
    this.current = undefined;
    if (current) {
      clearTimeout(current.timer);
      current.job.reject(error);
    }
    this.next();
  }
}
