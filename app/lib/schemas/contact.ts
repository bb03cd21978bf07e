import * as z from "zod/mini";

/** Contact form fields; each message is a catalogue key, translated where it is shown. */
export const contactSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(2, "contact.error.name")),
  email: z.string().check(z.trim(), z.email("contact.error.email")),
  subject: z.string().check(z.trim(), z.minLength(3, "contact.error.subject")),
  message: z.string().check(z.trim(), z.minLength(10, "contact.error.message")),
});

export type ContactInput = z.infer<typeof contactSchema>;
export type ContactField = keyof ContactInput;
export const CONTACT_FIELDS: readonly ContactField[] = ["name", "email", "subject", "message"];
export type ContactErrors = Partial<Record<ContactField, ContactErrorKey>>;
export type ContactErrorKey =
  | "contact.error.name"
  | "contact.error.email"
  | "contact.error.subject"
  | "contact.error.message";

/** Validates raw form values; returns the trimmed input or the first message of each invalid field. */
export function validateContact(
  values: Record<string, unknown>,
): { ok: true; data: ContactInput } | { ok: false; errors: ContactErrors } {
  const result = z.safeParse(contactSchema, {
    name: String(values.name ?? ""),
    email: String(values.email ?? ""),
    subject: String(values.subject ?? ""),
    message: String(values.message ?? ""),
  });
  if (result.success) return { ok: true, data: result.data };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message as ContactErrorKey;
  }
  return { ok: false, errors };
}
