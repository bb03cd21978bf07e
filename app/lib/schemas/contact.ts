import { EMAIL_PATTERN, type FieldRule, validateFields } from "./public-form";

export type ContactInput = { name: string; email: string; subject: string; message: string };
export type ContactField = keyof ContactInput;
export const CONTACT_FIELDS: readonly ContactField[] = ["name", "email", "subject", "message"];
export type ContactErrors = Partial<Record<ContactField, ContactErrorKey>>;
export type ContactErrorKey =
  | "contact.error.name"
  | "contact.error.email"
  | "contact.error.subject"
  | "contact.error.message";

/** Each field's rule on its trimmed value, and the catalogue key of its message. */
const RULES: Record<ContactField, FieldRule<ContactErrorKey>> = {
  name: { valid: (value) => value.length >= 2, message: "contact.error.name" },
  email: { valid: (value) => EMAIL_PATTERN.test(value), message: "contact.error.email" },
  subject: { valid: (value) => value.length >= 3, message: "contact.error.subject" },
  message: { valid: (value) => value.length >= 10, message: "contact.error.message" },
};

/** Validates raw form values; returns the trimmed input or the message of each invalid field. */
export function validateContact(
  values: Record<string, unknown>,
): { ok: true; data: ContactInput } | { ok: false; errors: ContactErrors } {
  return validateFields(CONTACT_FIELDS, RULES, values);
}
