import { data } from "react-router";
import type { z } from "zod";
import type { AdminActionResult } from "~/lib/schemas/action";
import { formValues } from "~/lib/schemas/form";
import { requireStaff, type Staff } from "../auth/session";
import { AdminActionError } from "../errors";
import { readForm } from "../http/form";
import { logger } from "../logger";

/** One intent of a screen: a zod schema for its form fields and what to do with them. */
export type IntentHandler<S extends z.ZodType = z.ZodType> = {
  schema: S;
  /** Does the work; returns the success message (e.g. "Category created successfully"). */
  run: (input: z.infer<S>, staff: Staff) => Promise<string>;
  /** Message for an unexpected failure (e.g. "Failed to delete category"). */
  failure: string;
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
  const parsed = handler.schema.safeParse(formValues(form));
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0] ?? "form")] ??= issue.message;
    const error = parsed.error.issues[0]?.message ?? handler.failure;
    return data({ ok: false, intent: name, error, fieldErrors }, { status: 400 });
  }
  try {
    const message = await handler.run(parsed.data, staff);
    return data({ ok: true, intent: name, message });
  } catch (error) {
    if (error instanceof AdminActionError) {
      const fieldErrors = error.fieldErrors();
      return data(
        { ok: false, intent: name, error: error.message, ...(fieldErrors ? { fieldErrors } : {}) },
        { status: error.status },
      );
    }
    logger.error({ err: error, intent: name, staffId: staff.id }, "admin action failed");
    return data({ ok: false, intent: name, error: handler.failure }, { status: 500 });
  }
}
