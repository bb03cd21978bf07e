import { parseNewsletterEmail } from "~/lib/schemas/newsletter";
import { db } from "../db/client";
import { newsletterSubscription } from "../db/schema";
import { isUniqueViolation } from "../db/sql";
import { logger } from "../logger";

/** Name of the hidden form field that only bots fill in. */
export const NEWSLETTER_HONEYPOT = "website";

export type SubscribeResult = "subscribed" | "invalid" | "duplicate" | "failed";

/** Subscribes an e-mail address (trimmed; duplicates are found case-insensitively by the unique index). */
export async function subscribeToNewsletter(rawEmail: unknown): Promise<SubscribeResult> {
  const email = parseNewsletterEmail(rawEmail);
  if (!email) return "invalid";
  try {
    await db().insert(newsletterSubscription).values({ email });
    return "subscribed";
  } catch (error) {
    if (isUniqueViolation(error)) return "duplicate";
    logger.error({ err: error }, "newsletter subscription failed");
    return "failed";
  }
}
