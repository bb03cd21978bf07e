import { count, desc } from "drizzle-orm";
import { db } from "../db/client";
import { mailOutbox } from "../db/schema";

export const MESSAGES_PAGE_SIZE = 25;

/** One page of received contact messages, newest first, with delivery and handled state. */
export async function listContactMessages(page: number) {
  const [rows, [total]] = await Promise.all([
    db()
      .select({
        id: mailOutbox.id,
        payload: mailOutbox.payload,
        toEmail: mailOutbox.toEmail,
        status: mailOutbox.status,
        attempts: mailOutbox.attempts,
        lastError: mailOutbox.lastError,
        sentAt: mailOutbox.sentAt,
        handledAt: mailOutbox.handledAt,
        createdAt: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(MESSAGES_PAGE_SIZE)
      .offset((Math.max(page, 1) - 1) * MESSAGES_PAGE_SIZE),
    db().select({ value: count() }).from(mailOutbox),
  ]);
  const totalCount = total?.value ?? 0;
  return { rows, total: totalCount, totalPages: Math.max(Math.ceil(totalCount / MESSAGES_PAGE_SIZE), 1) };
}
