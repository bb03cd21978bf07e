import type { ContactInput } from "~/lib/schemas/contact";
import { logger } from "../logger";
import { enqueueMail } from "../mail/outbox";
import { kickMailWorker } from "../mail/worker";
import { contactEmailSetting } from "../settings/public";

/** The company's general info address: the recipient when the contact_email setting cannot be read. */
export const DEFAULT_CONTACT_RECIPIENT = "info@lumina-threads.example";

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text safe inside HTML (mail bodies quote what visitors typed). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** The recipient of contact messages: the contact_email setting, else the default (logged). */
export async function contactRecipient(): Promise<string> {
  const configured = await contactEmailSetting();
  if (configured) return configured;
  logger.error({ fallback: DEFAULT_CONTACT_RECIPIENT }, "contact recipient unavailable; using the default");
  return DEFAULT_CONTACT_RECIPIENT;
}

/** Text and HTML bodies of a contact message; visitor content is escaped in the HTML. */
export function contactMessageBodies(input: ContactInput): { text: string; html: string } {
  const text = [
    "New message from the website contact form",
    "",
    `Name: ${input.name}`,
    `E-mail: ${input.email}`,
    `Subject: ${input.subject}`,
    "",
    input.message,
  ].join("\n");
  const html = [
    "<h2>New message from the website contact form</h2>",
    `<p><strong>Name:</strong> ${escapeHtml(input.name)}<br>`,
    `<strong>E-mail:</strong> ${escapeHtml(input.email)}<br>`,
    `<strong>Subject:</strong> ${escapeHtml(input.subject)}</p>`,
    `<p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>`,
  ].join("\n");
  return { text, html };
}

/** Writes a validated contact message to the mail outbox (status pending); returns the outbox id. */
export async function queueContactMessage(input: ContactInput): Promise<number> {
  const toEmail = await contactRecipient();
  const { text, html } = contactMessageBodies(input);
  const id = await enqueueMail({
    toEmail,
    replyTo: input.email,
    subject: `Website enquiry: ${input.subject}`,
    textBody: text,
    htmlBody: html,
    payload: { name: input.name, email: input.email, subject: input.subject, message: input.message },
  });
  kickMailWorker();
  return id;
}
