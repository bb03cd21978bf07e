import { z } from "zod";

// Apart from newsletter.ts on purpose: that one ships to every public page on zod/mini.

/** The Edit Subscriber form: e-mail required and valid. */
export const subscriberEmailSchema = z.object({
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .pipe(z.email("Please enter a valid email address").max(254, "Please enter a valid email address")),
});
