import { and, desc, eq, sql } from "drizzle-orm";
import { config } from "../config";
import { db, type Executor } from "../db/client";
import { type ContactPayload, mailOutbox } from "../db/schema";
import { rowsOf } from "../db/sql";
import { logger } from "../logger";
import type { SendMail } from "./transport";

/** After this many failed attempts a message is marked failed (staff can retry it). */
export const MAX_ATTEMPTS = 8;
/**
 * How long a claimed message is leased to one sender before another process may take it over
 * (MAIL_LEASE_SECONDS, 5 minutes by default). The sender renews it while a send is under way, so a
 * mail server slower than the lease never lets a second process send the message again.
 */
const leaseMs = () => config().MAIL_LEASE_SECONDS * 1000;

export type OutboxMessage = typeof mailOutbox.$inferSelect;

export type NewContactMail = {
  /** What the message is: a contact-form message (default) or a sample request. */
  kind?: "contact" | "sample-request";
  toEmail: string;
  replyTo: string;
  subject: string;
  textBody: string;
  htmlBody: string;
  payload: ContactPayload;
};

/** Writes a message to the outbox (the only thing the request does, so nothing is ever lost). */
export async function enqueueMail(message: NewContactMail, executor: Executor = db()): Promise<number> {
  const [row] = await executor
    .insert(mailOutbox)
    .values({ kind: "contact", ...message })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/** Backoff before attempt n+1: 30 s, 1 min, 2 min … capped at one hour (base scales it, for tests). */
export function retryDelayMs(attempts: number, baseMs = 30_000): number {
  return Math.min(baseMs * 2 ** Math.max(attempts - 1, 0), 3_600_000);
}

/**
 * Claims the next due message (pending and due, or leased by a sender that died) with FOR UPDATE
 * SKIP LOCKED, so two processes never take the same message. One at a time: a lease covers one send.
 */
async function claimNextMessage(leaseMs: number): Promise<OutboxMessage | undefined> {
  const result = await db().execute<OutboxMessage>(sql`
    update ${mailOutbox}
       set status = 'sending', attempts = attempts + 1,
           next_attempt_at = now() + ${leaseMs}::int * interval '1 millisecond'
     where id = (
       select id from ${mailOutbox}
        where status in ('pending', 'sending') and next_attempt_at <= now()
        order by id
        limit 1
        for update skip locked)
    returning id, to_email as "toEmail", reply_to as "replyTo", subject, text_body as "textBody",
              html_body as "htmlBody", attempts`);
  return rowsOf<OutboxMessage>(result)[0];
}

/** The Message-ID of an outbox message: the same on every attempt, so a re-send is recognisable. */
export function outboxMessageId(id: number, host: string): string {
  return `<outbox-${id}@${host}>`;
}

export type DeliveryOptions = {
  send: SendMail;
  from: string;
  /** Most messages sent in one round. */
  limit?: number;
  retryBaseMs?: number;
  /** Host part of Message-ID headers (the site's host by default). */
  messageIdHost?: string;
  /** Lease of one claimed message (tests shorten it). */
  leaseMs?: number;
};

/** This sender's claim still holds: no other sender took the message over after the lease lapsed. */
const stillClaimed = (message: OutboxMessage) =>
  and(
    eq(mailOutbox.id, message.id),
    eq(mailOutbox.status, "sending"),
    eq(mailOutbox.attempts, message.attempts),
  );

/**
 * Runs a send while renewing the message's lease every third of it, so the claim cannot lapse however
 * slow the mail server is (a renewal that fails, say while the database restarts, is tried again next time).
 */
async function whileLeased<T>(message: OutboxMessage, lease: number, send: () => Promise<T>): Promise<T> {
  const renew = () =>
    db()
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now() + ${lease}::int * interval '1 millisecond'` })
      .where(stillClaimed(message))
      .catch((error: unknown) => logger.warn({ err: error, id: message.id }, "mail lease renewal failed"));
  const timer = setInterval(renew, Math.max(lease / 3, 100));
  try {
    return await send();
  } finally {
    clearInterval(timer);
  }
}

/** Delivers due messages one by one; returns how many were sent and how many failed this round. */
export async function deliverDueMessages(
  options: DeliveryOptions,
): Promise<{ sent: number; failed: number }> {
  const host = options.messageIdHost ?? config().baseHost;
  let sent = 0;
  let failed = 0;
  const lease = options.leaseMs ?? leaseMs();
  for (let round = 0; round < (options.limit ?? 20); round += 1) {
    const message = await claimNextMessage(lease);
    if (!message) break;
    try {
      await whileLeased(message, lease, () =>
        options.send({
          from: options.from,
          to: message.toEmail,
          replyTo: message.replyTo,
          subject: message.subject,
          text: message.textBody,
          html: message.htmlBody,
          messageId: outboxMessageId(message.id, host),
        }),
      );
      await db()
        .update(mailOutbox)
        .set({ status: "sent", sentAt: new Date(), lastError: null })
        .where(stillClaimed(message));
      sent += 1;
    } catch (error) {
      failed += 1;
      const giveUp = message.attempts >= MAX_ATTEMPTS;
      await db()
        .update(mailOutbox)
        .set({
          status: giveUp ? "failed" : "pending",
          nextAttemptAt: new Date(Date.now() + retryDelayMs(message.attempts, options.retryBaseMs)),
          lastError: String((error as Error).message ?? error).slice(0, 500),
        })
        .where(stillClaimed(message));
    }
  }
  return { sent, failed };
}

/** Outbox messages for the back office, newest first. */
export async function listOutboxMessages(options: { limit: number; offset: number }) {
  return db()
    .select()
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(options.limit)
    .offset(options.offset);
}

/** Puts a failed (or pending) message back in the queue for immediate delivery. */
export async function retryOutboxMessage(id: number): Promise<boolean> {
  const rows = await db()
    .update(mailOutbox)
    .set({ status: "pending", nextAttemptAt: new Date(), attempts: 0 })
    .where(and(eq(mailOutbox.id, id), sql`${mailOutbox.status} in ('failed', 'pending')`))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

/** Marks a message handled (or not) by staff. */
export async function markOutboxMessageHandled(id: number, handled: boolean): Promise<boolean> {
  const rows = await db()
    .update(mailOutbox)
    .set({ handledAt: handled ? new Date() : null })
    .where(eq(mailOutbox.id, id))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}
