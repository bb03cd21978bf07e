import * as z from "zod/mini";
import { EMAIL_MAX_LENGTH } from "./public-form";

/** Newsletter signup: a required, valid e-mail address (trimmed), no longer than an address can be. */
export const newsletterSchema = z.object({
  email: z
    .string()
    .check(z.trim(), z.maxLength(EMAIL_MAX_LENGTH, "newsletter.invalid"), z.email("newsletter.invalid")),
});

/** The trimmed address, or null when it is missing or invalid. */
export function parseNewsletterEmail(value: unknown): string | null {
  const result = z.safeParse(newsletterSchema, { email: typeof value === "string" ? value : "" });
  return result.success ? result.data.email : null;
}
