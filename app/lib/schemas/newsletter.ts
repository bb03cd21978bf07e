import * as z from "zod/mini";

/** Newsletter signup: a required, valid e-mail address (trimmed). */
export const newsletterSchema = z.object({
  email: z.string().check(z.trim(), z.email("newsletter.invalid")),
});

/** The trimmed address, or null when it is missing or invalid. */
export function parseNewsletterEmail(value: unknown): string | null {
  const result = z.safeParse(newsletterSchema, { email: typeof value === "string" ? value : "" });
  return result.success ? result.data.email : null;
}
