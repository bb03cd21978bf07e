import { config } from "../config";
import { logger } from "../logger";
import { deliverDueMessages } from "./outbox";
import { smtpSender } from "./transport";

const INTERVAL_MS = 5_000;

type Worker = { timer: NodeJS.Timeout; running: Promise<void> | null; close: () => void; kick: () => void };
let worker: Worker | null = null;

/** Starts delivering outbox mail every few seconds; without SMTP_URL mail stays in the outbox. */
export function startMailWorker(): void {
  const { SMTP_URL, MAIL_FROM } = config();
  if (!SMTP_URL || worker) {
    if (!SMTP_URL) logger.info("SMTP_URL not set: contact messages stay in the outbox");
    return;
  }
  const sender = smtpSender(SMTP_URL);
  const tick = () => {
    if (!worker || worker.running) return;
    worker.running = deliverDueMessages({ send: sender.send, from: MAIL_FROM })
      .then(({ sent, failed }) => {
        if (sent || failed) logger.info({ sent, failed }, "outbox delivery");
      })
      .catch((error) => logger.error({ err: error }, "outbox delivery failed"))
      .finally(() => {
        if (worker) worker.running = null;
      });
  };
  worker = { timer: setInterval(tick, INTERVAL_MS), running: null, close: sender.close, kick: tick };
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
