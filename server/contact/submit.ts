import {
  CONTACT_MAX_LENGTHS,
  type ContactErrors,
  type ContactInput,
  validateContact,
} from "~/lib/schemas/contact";
import { clipValues } from "~/lib/schemas/public-form";
import { readForm, readSmallForm } from "../http/form";
import { logger } from "../logger";
import type { RequestContext } from "../request-context";
import { guardPublicPost, retryAfter } from "../security/limits";
import { queueContactMessage } from "./queue";

/** Name of the hidden form field that only bots fill in. */
export const CONTACT_HONEYPOT = "website";

export type ContactSubmission =
  | { status: "sent" }
  | { status: "invalid"; errors: ContactErrors; values: ContactInput }
  | { status: "failed"; values: ContactInput }
  | { status: "limited"; values: ContactInput };

/** The posted values as strings (missing or file fields become ""), whole: the rules see what was sent. */
function contactValues(form: FormData): ContactInput {
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return { name: field("name"), email: field("email"), subject: field("subject"), message: field("message") };
}

/**
 * The answer to a client over the contact limit: nothing stored, the values given back for the form.
 * The caller reads at most a small declared body (readSmallForm), so a refused client cannot make the
 * server parse much; a page with JavaScript keeps its values anyway.
 */
export function limitedContactResult(form: FormData): ContactSubmission {
  return { status: "limited", values: clipValues(contactValues(form), CONTACT_MAX_LENGTHS) };
}

/**
 * Handles a posted contact form: a filled honeypot is dropped silently (reported as sent), invalid input
 * gets the field messages, a valid message is written to the outbox.
 */
export async function submitContactForm(form: FormData): Promise<ContactSubmission> {
  const values = contactValues(form);
  if (form.get(CONTACT_HONEYPOT)) {
    logger.info("contact form honeypot filled; message dropped");
    return { status: "sent" };
  }
  const check = validateContact(values);
  const given = clipValues(values, CONTACT_MAX_LENGTHS);
  if (!check.ok) return { status: "invalid", errors: check.errors, values: given };
  try {
    await queueContactMessage(check.data);
    return { status: "sent" };
  } catch (error) {
    logger.error({ err: error }, "contact message could not be stored");
    return { status: "failed", values: given };
  }
}

/**
 * The contact form's answer to a post, for the page (no JavaScript) and for the island's JSON request: a
 * post from another site is refused (403, thrown) without reading the body; over the per-client limit
 * "limited" with 429, reading the body only when it declares a small length (to give a no-JavaScript
 * visitor back what they typed); else the result with 200 sent, 400 invalid, 500 failed.
 */
export async function answerContactPost(
  request: Request,
  context: Pick<RequestContext, "clientIp" | "languages">,
): Promise<{ result: ContactSubmission; init: ResponseInit }> {
  const limit = await guardPublicPost(request, context, "contact");
  if (!limit.allowed) {
    const result = limitedContactResult(await readSmallForm(request));
    return { result, init: { status: 429, headers: retryAfter(limit) } };
  }
  const result = await submitContactForm(await readForm(request));
  return {
    result,
    init: { status: result.status === "sent" ? 200 : result.status === "invalid" ? 400 : 500 },
  };
}
