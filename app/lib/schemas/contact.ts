import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, type FieldRule, validateFields } from "./public-form";

export type ContactInput = { name: string; email: string; subject: string; message: string };
export type ContactField = keyof ContactInput;
export const CONTACT_FIELDS: readonly ContactField[] = ["name", "email", "subject", "message"];
export type ContactErrors = Partial<Record<ContactField, ContactErrorKey>>;
export type ContactErrorKey =
  | "contact.error.name"
  | "contact.error.email"
  | "contact.error.subject"
  | "contact.error.message"
  | "contact.error.nameTooLong"
  | "contact.error.subjectTooLong"
  | "contact.error.messageTooLong";

/** Each field's most characters (the inputs' maxLength): a name, an address, a subject line, a letter. */
export const CONTACT_MAX_LENGTHS: Record<ContactField, number> = {
  name: 100,
  email: EMAIL_MAX_LENGTH,
  subject: 200,
  message: 5000,
};

/** Each field's rule on its trimmed value, and the catalogue key of its message. */
const RULES: Record<ContactField, FieldRule<ContactErrorKey>> = {
  name: {
    valid: (value) => value.length >= 2,
    message: "contact.error.name",
    max: { length: CONTACT_MAX_LENGTHS.name, message: "contact.error.nameTooLong" },
  },
  email: {
    valid: (value) => EMAIL_PATTERN.test(value),
    message: "contact.error.email",
    // Longer than any address can be: the same "valid address" message.
    max: { length: CONTACT_MAX_LENGTHS.email, message: "contact.error.email" },
  },
  subject: {
    valid: (value) => value.length >= 3,
    message: "contact.error.subject",
    max: { length: CONTACT_MAX_LENGTHS.subject, message: "contact.error.subjectTooLong" },
  },
  message: {
    valid: (value) => value.length >= 10,
    message: "contact.error.message",
    max: { length: CONTACT_MAX_LENGTHS.message, message: "contact.error.messageTooLong" },
  },
};

/** Validates raw form values; returns the trimmed input or the message of each invalid field. */
export function validateContact(
  values: Record<string, unknown>,
): { ok: true; data: ContactInput } | { ok: false; errors: ContactErrors } {
  return validateFields(CONTACT_FIELDS, RULES, values);
}
