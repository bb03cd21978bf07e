import { eq } from "drizzle-orm";
import { DEFAULT_LANGUAGE } from "~/lib/i18n/languages";
import { clipValues } from "~/lib/schemas/public-form";
import {
  SAMPLE_REQUEST_MAX_LENGTHS,
  type SampleRequestErrors,
  type SampleRequestInput,
  type SampleRequestItem,
  validateSampleRequest,
} from "~/lib/schemas/samples";
import { listPublicItemCodes } from "../catalog/public-item-codes";
import { config } from "../config";
import { contactRecipient, escapeHtml } from "../contact/queue";
import { CONTACT_HONEYPOT } from "../contact/submit";
import { db } from "../db/client";
import { sampleRequests } from "../db/schema";
import { logger } from "../logger";
import { enqueueMail } from "../mail/outbox";
import { kickMailWorker } from "../mail/worker";

/** One code of a visitor's sample list, translated, with what the list shows of it. */
export type SampleListItem = SampleRequestItem & { imageUrl: string | null; fallback?: string[] };

/** The codes of a sample list that are public (codes of active products), in its order, translated. */
export async function listSampleItems(ids: readonly number[], language: string): Promise<SampleListItem[]> {
  const codes = await listPublicItemCodes(ids, language);
  return codes.map((code) => ({
    itemCodeId: code.id,
    itemCode: code.itemCode,
    productName: code.productName,
    productSlug: code.productSlug,
    colourName: code.colourName,
    colourHex: code.colourHex,
    imageUrl: code.imageUrl,
    fallback: code.fallback,
  }));
}

export type SampleRequestErrorsWithCodes = SampleRequestErrors & { codes?: "samples.error.noCodes" };

export type SampleSubmission =
  | { status: "sent"; reference: string | null }
  | { status: "invalid"; errors: SampleRequestErrorsWithCodes; values: SampleRequestInput }
  | { status: "failed"; values: SampleRequestInput }
  | { status: "limited"; values: SampleRequestInput };

/** The posted values as strings (missing or file fields become ""), for giving the form back. */
export function sampleRequestValues(form: FormData): SampleRequestInput {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, 10_000) : "";
  };
  return {
    name: field("name"),
    company: field("company"),
    email: field("email"),
    country: field("country"),
    address: field("address"),
    phone: field("phone"),
    message: field("message"),
  };
}

/** The reference staff and visitor quote: SR- and the row id. */
export function sampleReference(id: number): string {
  return `SR-${id}`;
}

/** Subject, text and HTML of the mail to the contact address. */
export function sampleRequestMail(reference: string, input: SampleRequestInput, items: SampleRequestItem[]) {
  const origin = config().PUBLIC_ORIGIN;
  const codeLine = (item: SampleRequestItem) =>
    [item.itemCode, item.colourName, item.colourHex && `(${item.colourHex})`, `· ${item.productName}`]
      .filter(Boolean)
      .join(" ");
  const link = (item: SampleRequestItem) =>
    `${origin}/products/${encodeURIComponent(item.productSlug)}?code=${encodeURIComponent(item.itemCode)}`;
  const codes = items.map((item) => item.itemCode);
  const subject = `Sample request ${reference}: ${codes.slice(0, 5).join(", ")}${codes.length > 5 ? ` and ${codes.length - 5} more` : ""}`;
  const details: [string, string][] = [
    ["Name", input.name],
    ["Company", input.company],
    ["E-mail", input.email],
    ["Phone", input.phone || "-"],
    ["Country", input.country],
  ];
  const text = [
    `New sample request ${reference} from the website`,
    "",
    ...details.map(([label, value]) => `${label}: ${value}`),
    "Address:",
    input.address,
    "",
    `Requested item codes (${items.length}):`,
    ...items.map((item) => `- ${codeLine(item)}\n  ${link(item)}`),
    "",
    "Message:",
    input.message,
  ].join("\n");
  const html = [
    `<h2>New sample request ${escapeHtml(reference)} from the website</h2>`,
    `<p>${details.map(([label, value]) => `<strong>${label}:</strong> ${escapeHtml(value)}`).join("<br>")}</p>`,
    `<p><strong>Address:</strong><br><span style="white-space:pre-wrap">${escapeHtml(input.address)}</span></p>`,
    `<h3>Requested item codes (${items.length})</h3>`,
    `<ul>${items.map((item) => `<li><a href="${escapeHtml(link(item))}">${escapeHtml(codeLine(item))}</a></li>`).join("")}</ul>`,
    `<p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>`,
  ].join("\n");
  return { subject, text, html };
}

/**
 * Handles a posted sample request for the codes of the visitor's list: a filled honeypot is dropped
 * silently (reported as sent), invalid input or an empty list gets the field messages; a valid request is
 * stored with a snapshot of its codes and, in the same transaction, its mail to the contact address is
 * written to the outbox, so neither is ever lost.
 */
export async function submitSampleRequest(
  form: FormData,
  ids: readonly number[],
  language: string,
): Promise<SampleSubmission> {
  const values = sampleRequestValues(form);
  if (form.get(CONTACT_HONEYPOT)) {
    logger.info("sample request honeypot filled; request dropped");
    return { status: "sent", reference: null };
  }
  const check = validateSampleRequest(values);
  const errors: SampleRequestErrorsWithCodes = check.ok ? {} : { ...check.errors };
  const items = await listSampleItems(ids, DEFAULT_LANGUAGE.code);
  if (items.length === 0) errors.codes = "samples.error.noCodes";
  if (!check.ok || items.length === 0)
    return { status: "invalid", errors, values: clipValues(values, SAMPLE_REQUEST_MAX_LENGTHS) };
  const input = check.data;
  const snapshot: SampleRequestItem[] = items.map(({ imageUrl: _image, ...item }) => item);
  try {
    const toEmail = await contactRecipient();
    const reference = await db().transaction(async (tx) => {
      const [row] = await tx
        .insert(sampleRequests)
        .values({ ...input, phone: input.phone || null, languageCode: language, items: snapshot })
        .returning({ id: sampleRequests.id });
      const reference = sampleReference(row!.id);
      const mail = sampleRequestMail(reference, input, snapshot);
      const outboxId = await enqueueMail(
        {
          kind: "sample-request",
          toEmail,
          replyTo: input.email,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: mail.html,
          payload: { name: input.name, email: input.email, subject: mail.subject, message: mail.text },
        },
        tx,
      );
      await tx.update(sampleRequests).set({ outboxId }).where(eq(sampleRequests.id, row!.id));
      return reference;
    });
    kickMailWorker();
    return { status: "sent", reference };
  } catch (error) {
    logger.error({ err: error }, "sample request could not be stored");
    return { status: "failed", values };
  }
}
