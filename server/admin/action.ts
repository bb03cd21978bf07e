import { data } from "react-router";
import type { z } from "zod";
import type { AdminActionResult, OneTimeReveal } from "~/lib/schemas/action";
import { formValues } from "~/lib/schemas/form";
import { FORBIDDEN_MESSAGE, requiredRole, roleAllows } from "~/lib/staff/roles";
import { recordActivitySafely, summarizeInput } from "../audit/activity";
import { requireStaff, type Staff } from "../auth/session";
import { requireRecentAuth, STEP_UP_FIELD, StepUpError } from "../auth/step-up";
import { AdminActionError } from "../errors";
import { readForm } from "../http/form";
import { logger } from "../logger";
import { ReorderError } from "./reorder";

/** What an intent's work answers beyond its message: the record it made, something to show once. */
export type IntentOutcome = {
  message: string;
  recordId?: number | string;
  /** The record's name for the audit log, when the form does not carry it (a delete posts only the id). */
  label?: string;
  reveal?: OneTimeReveal;
};

/** One intent of a screen: a zod schema for its form fields and what to do with them. */
export type IntentHandler<S extends z.ZodType = z.ZodType> = {
  schema: S;
  /** Does the work; returns the success message (e.g. "Category created successfully"). */
  run: (input: z.infer<S>, staff: Staff) => Promise<string | IntentOutcome>;
  /** Message for an unexpected failure (e.g. "Failed to delete category"). */
  failure: string;
  /**
   * How the audit log hears of it: by default adminAction records the intent once it succeeds (record
   * type `record`, else the screen's path segment); "domain" when the domain function records it in its
   * own transaction; "none" for an intent that writes nothing.
   */
  audit?: "action" | "domain" | "none";
  /** The record type of the audit entry (e.g. "carousel"), when not the screen's. */
  record?: string;
  /** Fields that carry a file (a multipart post), read as UTF-8 text for the schema (a translation import). */
  textFiles?: readonly string[];
  /**
   * A sensitive change (server/auth/step-up.ts): it runs only when the form carries the member's current
   * password (or a code, field `currentPassword`) or the session confirmed one in the last few minutes.
   * A function decides per input (an edit that changes a role, not one that changes a name).
   */
  stepUp?: true | ((input: z.infer<S>, staff: Staff) => Promise<boolean>);
};

/** Declares an intent handler with its input type inferred from the schema. */
export function intent<S extends z.ZodType>(handler: IntentHandler<S>): IntentHandler<S> {
  return handler;
}

/**
 * The admin action pattern: checks Origin and session (requireStaff), reads the `intent` field,
 * validates the form with that intent's zod schema and runs it. Bad input answers 400 with the
 * schema's message and changes nothing; an AdminActionError answers its message (and its field's, as
 * `fieldErrors`); anything else
 * is logged and answers the intent's failure message with 500.
 */
export async function adminAction(
  request: Request,
  handlers: Record<string, IntentHandler>,
): Promise<ReturnType<typeof data<AdminActionResult>>> {
  const staff = await requireStaff(request);
  const form = await readForm(request);
  const name = String(form.get("intent") ?? "");
  const handler = Object.hasOwn(handlers, name) ? handlers[name] : undefined;
  if (!handler) return data({ ok: false, intent: name, error: "Unknown action" }, { status: 400 });
  const pathname = new URL(request.url).pathname;
  if (!roleAllows(staff.role, requiredRole(pathname, name))) {
    return data({ ok: false, intent: name, error: FORBIDDEN_MESSAGE }, { status: 403 });
  }
  const values = formValues(form);
  for (const field of handler.textFiles ?? []) {
    const file = form.get(field);
    if (file instanceof File) values[field] = await file.text();
  }
  const parsed = handler.schema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0] ?? "form")] ??= issue.message;
    const error = parsed.error.issues[0]?.message ?? handler.failure;
    return data({ ok: false, intent: name, error, fieldErrors }, { status: 400 });
  }
  try {
    const { stepUp } = handler;
    if (stepUp && (stepUp === true || (await stepUp(parsed.data, staff)))) {
      await requireRecentAuth(staff, values[STEP_UP_FIELD]);
    }
    const answer = await handler.run(parsed.data, staff);
    const outcome = typeof answer === "string" ? { message: answer } : answer;
    if ((handler.audit ?? "action") === "action")
      await auditIntent(pathname, name, handler, parsed.data, outcome);
    return data({
      ok: true,
      intent: name,
      message: outcome.message,
      ...(outcome.reveal ? { reveal: outcome.reveal } : {}),
    });
  } catch (error) {
    if (error instanceof StepUpError) {
      return data(
        { ok: false, intent: name, error: error.message, fieldErrors: error.fieldErrors(), stepUp: true },
        {
          status: error.status,
          headers: error.retryAfterSeconds ? { "Retry-After": String(error.retryAfterSeconds) } : undefined,
        },
      );
    }
    if (error instanceof AdminActionError) {
      const fieldErrors = error.fieldErrors();
      return data(
        { ok: false, intent: name, error: error.message, ...(fieldErrors ? { fieldErrors } : {}) },
        { status: error.status },
      );
    }
    if (error instanceof ReorderError) {
      // A list out of date (a row deleted meanwhile) or repeated ids: the screen's message, not a 500.
      return data({ ok: false, intent: name, error: handler.failure }, { status: 409 });
    }
    logger.error({ err: error, intent: name, staffId: staff.id }, "admin action failed");
    return data({ ok: false, intent: name, error: handler.failure }, { status: 500 });
  }
}

/** The name a record goes by in the audit log: the form's name, title, e-mail or item code, if any. */
function labelOf(input: unknown): string | null {
  if (!input || typeof input !== "object") return null;
  const fields = input as Record<string, unknown>;
  for (const key of ["name", "title", "email", "itemCode", "contactEmail"]) {
    if (typeof fields[key] === "string" && fields[key]) return fields[key] as string;
  }
  return null;
}

/** Records a successful intent in the audit log (after its write; a failure to record is logged). */
function auditIntent(
  pathname: string,
  name: string,
  handler: IntentHandler,
  input: unknown,
  outcome: IntentOutcome,
): Promise<void> {
  const id = (input as { id?: unknown } | null)?.id;
  return recordActivitySafely({
    action: name,
    recordType: handler.record ?? pathname.split("/")[2] ?? "admin",
    recordId: outcome.recordId ?? (typeof id === "number" || typeof id === "string" ? id : null),
    label: outcome.label ?? labelOf(input),
    link: pathname,
    details: { message: outcome.message, input: summarizeInput(input) },
  });
}
