/**
 * What every admin action answers; the screen turns it into a toast. `fieldErrors` names the fields a
 * failure belongs to (by field name, never by message text), for the message beside each field.
 */
export type AdminActionResult =
  | { ok: true; intent: string; message: string }
  | { ok: false; intent: string; error: string; fieldErrors?: Record<string, string> };
