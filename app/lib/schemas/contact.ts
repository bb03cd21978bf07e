// Dependency-free on purpose: the contact page ships this to the browser, and zod would add 14 KB gzipped
// to a public route's first load (budget 120 KB). The server's action runs the same function.

export type ContactInput = { name: string; email: string; subject: string; message: string };
export type ContactField = keyof ContactInput;
export const CONTACT_FIELDS: readonly ContactField[] = ["name", "email", "subject", "message"];
export type ContactErrors = Partial<Record<ContactField, ContactErrorKey>>;
export type ContactErrorKey =
  | "contact.error.name"
  | "contact.error.email"
  | "contact.error.subject"
  | "contact.error.message";

/** zod's email pattern (z.email()), so the rule is the one the back office uses. */
const EMAIL =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Each field's rule on its trimmed value, and the catalogue key of its message. */
const RULES: Record<ContactField, { valid: (value: string) => boolean; message: ContactErrorKey }> = {
  name: { valid: (value) => value.length >= 2, message: "contact.error.name" },
  email: { valid: (value) => EMAIL.test(value), message: "contact.error.email" },
  subject: { valid: (value) => value.length >= 3, message: "contact.error.subject" },
  message: { valid: (value) => value.length >= 10, message: "contact.error.message" },
};

/** Validates raw form values; returns the trimmed input or the message of each invalid field. */
export function validateContact(
  values: Record<string, unknown>,
): { ok: true; data: ContactInput } | { ok: false; errors: ContactErrors } {
  const data = {} as ContactInput;
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    data[field] = String(values[field] ?? "").trim();
    if (!RULES[field].valid(data[field])) errors[field] = RULES[field].message;
  }
  return Object.keys(errors).length === 0 ? { ok: true, data } : { ok: false, errors };
}
