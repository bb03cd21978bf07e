import { formatIdList, parseIdList } from "~/lib/id-list";
import { CONTACT_MAX_LENGTHS } from "./contact";
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, type FieldRule, validateFields } from "./public-form";

/** How many item codes one sample list (and so one request) may hold. */
export const SAMPLE_LIST_LIMIT = 20;

export const SAMPLE_REQUEST_STATUSES = ["New", "Sent", "Closed"] as const;
export type SampleRequestStatus = (typeof SAMPLE_REQUEST_STATUSES)[number];

/** One requested code as it was when the visitor sent the request. */
export type SampleRequestItem = {
  itemCodeId: number;
  itemCode: string;
  productName: string;
  productSlug: string;
  colourName: string | null;
  colourHex: string | null;
};

export type SampleRequestInput = {
  name: string;
  company: string;
  email: string;
  country: string;
  address: string;
  phone: string;
  message: string;
};
export type SampleRequestField = keyof SampleRequestInput;
export const SAMPLE_REQUEST_FIELDS: readonly SampleRequestField[] = [
  "name",
  "company",
  "email",
  "country",
  "address",
  "phone",
  "message",
];

export type SampleRequestErrorKey =
  | "contact.error.name"
  | "contact.error.email"
  | "contact.error.message"
  | "contact.error.nameTooLong"
  | "contact.error.messageTooLong"
  | "samples.error.company"
  | "samples.error.country"
  | "samples.error.address"
  | "samples.error.phone"
  | "samples.error.companyTooLong"
  | "samples.error.countryTooLong"
  | "samples.error.addressTooLong";
export type SampleRequestErrors = Partial<Record<SampleRequestField, SampleRequestErrorKey>>;

/** Digits with the usual separators, 6 to 30 characters. */
const PHONE = /^\+?[\d\s().-]{6,30}$/;

/** Each field's most characters (the inputs' maxLength); those it shares with the contact form alike. */
export const SAMPLE_REQUEST_MAX_LENGTHS: Record<SampleRequestField, number> = {
  name: CONTACT_MAX_LENGTHS.name,
  company: 200,
  email: EMAIL_MAX_LENGTH,
  country: 100,
  address: 1000,
  phone: 30,
  message: CONTACT_MAX_LENGTHS.message,
};

/** The contact form's rules for the fields they share, and the same kind of rule for the others. */
const atLeast = (min: number) => (value: string) => value.length >= min;
const longest = (field: SampleRequestField, message: SampleRequestErrorKey) => ({
  length: SAMPLE_REQUEST_MAX_LENGTHS[field],
  message,
});
const RULES: Record<SampleRequestField, FieldRule<SampleRequestErrorKey>> = {
  name: {
    valid: atLeast(2),
    message: "contact.error.name",
    max: longest("name", "contact.error.nameTooLong"),
  },
  company: {
    valid: atLeast(2),
    message: "samples.error.company",
    max: longest("company", "samples.error.companyTooLong"),
  },
  email: {
    valid: (value) => EMAIL_PATTERN.test(value),
    message: "contact.error.email",
    max: longest("email", "contact.error.email"),
  },
  country: {
    valid: atLeast(2),
    message: "samples.error.country",
    max: longest("country", "samples.error.countryTooLong"),
  },
  address: {
    valid: atLeast(5),
    message: "samples.error.address",
    max: longest("address", "samples.error.addressTooLong"),
  },
  // The pattern allows at most 30 characters: a longer number is not a valid one.
  phone: {
    valid: (value) => value === "" || PHONE.test(value),
    message: "samples.error.phone",
    max: longest("phone", "samples.error.phone"),
  },
  message: {
    valid: atLeast(10),
    message: "contact.error.message",
    max: longest("message", "contact.error.messageTooLong"),
  },
};

/** Validates raw form values; returns the trimmed input or the message of each invalid field. */
export function validateSampleRequest(
  values: Record<string, unknown>,
): { ok: true; data: SampleRequestInput } | { ok: false; errors: SampleRequestErrors } {
  return validateFields(SAMPLE_REQUEST_FIELDS, RULES, values);
}

/** The item-code ids of a sample list cookie (hostile input: see parseIdList), at most SAMPLE_LIST_LIMIT. */
export function parseSampleList(value: string | null | undefined): number[] {
  return parseIdList(value, SAMPLE_LIST_LIMIT);
}

/** The cookie value of a sample list. */
export function formatSampleList(ids: readonly number[]): string {
  return formatIdList(ids.slice(0, SAMPLE_LIST_LIMIT));
}
