import { asc, desc, eq } from "drizzle-orm";
import { db } from "../db/client";
import { newsletterSubscription } from "../db/schema";
import { isUniqueViolation } from "../db/sql";
import { AdminActionError } from "../errors";
import { csvDocument } from "../http/csv";

/** Shown when another subscription already has the address (unique, case-insensitive). */
export const DUPLICATE_SUBSCRIBER_MESSAGE = "Another subscriber already uses this email address";

/** Every subscription, newest first. */
export async function listSubscribersForAdmin() {
  return db()
    .select()
    .from(newsletterSubscription)
    .orderBy(desc(newsletterSubscription.createTime), desc(newsletterSubscription.id));
}

/** Activates or deactivates a subscription. */
export async function setSubscriberActive(id: number, active: boolean): Promise<void> {
  const rows = await db()
    .update(newsletterSubscription)
    .set({ active })
    .where(eq(newsletterSubscription.id, id))
    .returning({ id: newsletterSubscription.id });
  if (rows.length === 0) throw new AdminActionError("Failed to update subscription status", 404);
}

/** Changes a subscriber's e-mail; a clear message when the address is taken (SQLSTATE 23505). */
export async function updateSubscriberEmail(id: number, email: string): Promise<void> {
  try {
    const rows = await db()
      .update(newsletterSubscription)
      .set({ email })
      .where(eq(newsletterSubscription.id, id))
      .returning({ id: newsletterSubscription.id });
    if (rows.length === 0) throw new AdminActionError("Failed to update email address", 404);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AdminActionError(DUPLICATE_SUBSCRIBER_MESSAGE, 409, { field: "email" });
    throw error;
  }
}

/** Deletes a subscription. */
export async function deleteSubscriber(id: number): Promise<void> {
  const rows = await db()
    .delete(newsletterSubscription)
    .where(eq(newsletterSubscription.id, id))
    .returning({ id: newsletterSubscription.id });
  if (rows.length === 0) throw new AdminActionError("Failed to delete subscription", 404);
}

/** The active subscribers' e-mails joined by semicolons (the Export Emails dialog). */
export async function activeSubscriberEmails(): Promise<string> {
  const rows = await db()
    .select({ email: newsletterSubscription.email })
    .from(newsletterSubscription)
    .where(eq(newsletterSubscription.active, true))
    .orderBy(asc(newsletterSubscription.email));
  return rows.map((row) => row.email).join(";");
}

export { csvCell } from "../http/csv";

/** Every subscriber as CSV (email, status, subscribed date), newest first, CRLF line ends. */
export async function subscribersCsv(): Promise<string> {
  const rows = await listSubscribersForAdmin();
  return csvDocument(
    ["Email", "Status", "Subscribed"],
    rows.map((row) => [
      row.email,
      row.active ? "Active" : "Inactive",
      row.createTime.toISOString().slice(0, 10),
    ]),
  );
}
