import type { MessageKey } from "~/lib/i18n/messages/en";

export type NewsletterOutcome = "subscribed" | "invalid" | "duplicate" | "failed" | "limited";

/** The message shown for each outcome of a subscription. */
export const NEWSLETTER_MESSAGES: Record<NewsletterOutcome, MessageKey> = {
  subscribed: "newsletter.success",
  invalid: "newsletter.invalid",
  duplicate: "newsletter.duplicate",
  failed: "newsletter.failed",
  limited: "newsletter.limited",
};

/** Query parameter the no-JavaScript path uses to bring the outcome back to the page. */
export const NEWSLETTER_PARAM = "newsletter";

/** Query parameter of the action address when the island posts (the action answers JSON, not a redirect). */
export const NEWSLETTER_ENHANCED = "enhanced";

export function isNewsletterOutcome(value: unknown): value is NewsletterOutcome {
  return typeof value === "string" && Object.hasOwn(NEWSLETTER_MESSAGES, value);
}
