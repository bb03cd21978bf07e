/** The form field a failure belongs to, and the message shown beside it (the error's own message if none). */
export type FieldError = { field: string; message?: string };

/**
 * A domain failure whose message (the spec's wording) is shown to staff as is, with the HTTP status it
 * answers. `field` names the form field it belongs to (a taken slug), so the screen finds it by name,
 * never by its text; the admin action answers it as `fieldErrors`.
 */
export class AdminActionError extends Error {
  constructor(
    message: string,
    readonly status = 400,
    readonly field?: FieldError,
  ) {
    super(message);
  }

  /** The answer's `fieldErrors` for this failure, or undefined when it belongs to no field. */
  fieldErrors(): Record<string, string> | undefined {
    return this.field ? { [this.field.field]: this.field.message ?? this.message } : undefined;
  }
}
