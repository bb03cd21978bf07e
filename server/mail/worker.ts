import { config } from "../config";
import { logger } from "../logger";
import { deliverDueMessages } from "./outbox";
import { smtpSender } from "./transport";

const INTERVAL_MS = 5_000;

type Worker = { timer: NodeJS.Timeout; running: Promise<void> | null; close: () => void; kick: () => void };
let worker: Worker | null = null;

export type MailWorkerOptions = {
  smtpUrl?: string;
  from?: string;
  intervalMs?: number;
  /** Base of the retry backoff (tests shorten it). */
  retryBaseMs?: number;
};

/**
 * Starts delivering outbox mail every few seconds (SMTP_URL and MAIL_FROM unless given); without
 * an SMTP server mail stays in the outbox.
 */
export function startMailWorker(options: MailWorkerOptions = {}): void {
  const smtpUrl = options.smtpUrl ?? config().SMTP_URL;
  const from = options.from ?? config().MAIL_FROM;
  if (!smtpUrl || worker) {
    if (!smtpUrl) logger.info("SMTP_URL not set: contact messages stay in the outbox");
    return;
  }
  const sender = smtpSender(smtpUrl);
  const tick = () => {
    if (!worker || worker.running) return;
    worker.running = deliverDueMessages({ send: sender.send, from, retryBaseMs: options.retryBaseMs })
      .then(({ sent, failed }) => {
        if (sent || failed) logger.info({ sent, failed }, "outbox delivery");
      })
      .catch((error) => logger.error({ err: error }, "outbox delivery failed"))
      .finally(() => {
        if (worker) worker.running = null;
      });
  };
  worker = {
    timer: setInterval(tick, options.intervalMs ?? INTERVAL_MS),
    running: null,
    close: sender.close,
    kick: tick,
  };
  worker.timer.unref();
}

/** Asks the worker to deliver now (after a message was queued). */
export function kickMailWorker(): void {
  worker?.kick();
}

/** Stops the worker after the delivery in flight, if any, has finished. */
export async function stopMailWorker(): Promise<void> {
  if (!worker) return;
  const current = worker;
  worker = null;
  clearInterval(current.timer);
  await current.running;
  current.close();
}
