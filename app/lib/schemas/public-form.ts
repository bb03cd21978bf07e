// Dependency-free on purpose: public pages ship these rules to the browser, and zod would add 14 KB gzipped
// to a route's first load. The server's actions run the same functions.

/** zod's email pattern (z.email()), so the rule is the one the back office uses. */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/**
 * One field's rule on its trimmed value and the catalogue key of its message; past `max` characters the
 * field gets the form's too-long message instead.
 */
export type FieldRule<Key extends string> = { valid: (value: string) => boolean; message: Key; max?: number };

/**
 * Validates raw form values against one rule per field; returns the trimmed values or the message key of
 * each invalid field (in the fields' order).
 */
export function validateFields<Field extends string, Key extends string>(
  fields: readonly Field[],
  rules: Record<Field, FieldRule<Key>>,
  values: Record<string, unknown>,
  tooLong?: Key,
): { ok: true; data: Record<Field, string> } | { ok: false; errors: Partial<Record<Field, Key>> } {
  const data = {} as Record<Field, string>;
  const errors: Partial<Record<Field, Key>> = {};
  for (const field of fields) {
    const raw = values[field];
    const rule = rules[field];
    data[field] = (typeof raw === "string" ? raw : "").trim();
    if (tooLong && rule.max !== undefined && data[field].length > rule.max) errors[field] = tooLong;
    else if (!rule.valid(data[field])) errors[field] = rule.message;
  }
  return Object.keys(errors).length === 0 ? { ok: true, data } : { ok: false, errors };
}
