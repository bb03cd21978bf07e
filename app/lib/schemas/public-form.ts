// Dependency-free on purpose: public pages ship these rules to the browser, and zod would add 14 KB gzipped
// to a route's first load. The server's actions run the same functions.

/** zod's email pattern (z.email()), so the rule is the one the back office uses. */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The longest e-mail address there is (RFC 5321's path limit): longer is not a valid address. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * One field's rule on its trimmed value and the catalogue key of its message; past `max.length` characters
 * the field gets `max.message` instead (checked first, so no rule runs on an oversized value).
 */
export type FieldRule<Key extends string> = {
  valid: (value: string) => boolean;
  message: Key;
  max: { length: number; message: Key };
};

/**
 * Validates raw form values against one rule per field; returns the trimmed values or the message key of
 * each invalid field (in the fields' order).
 */
export function validateFields<Field extends string, Key extends string>(
  fields: readonly Field[],
  rules: Record<Field, FieldRule<Key>>,
  values: Record<string, unknown>,
): { ok: true; data: Record<Field, string> } | { ok: false; errors: Partial<Record<Field, Key>> } {
  const data = {} as Record<Field, string>;
  const errors: Partial<Record<Field, Key>> = {};
  for (const field of fields) {
    const raw = values[field];
    const rule = rules[field];
    data[field] = (typeof raw === "string" ? raw : "").trim();
    if (data[field].length > rule.max.length) errors[field] = rule.max.message;
    else if (!rule.valid(data[field])) errors[field] = rule.message;
  }
  return Object.keys(errors).length === 0 ? { ok: true, data } : { ok: false, errors };
}

/**
 * The values as given back to a refused form, each cut at its field's maximum (a browser's maxLength stops
 * there too), so a refusal never echoes a huge post.
 */
export function clipValues<Field extends string>(
  values: Record<Field, string>,
  maxLengths: Record<Field, number>,
): Record<Field, string> {
  const clipped = { ...values };
  for (const field of Object.keys(maxLengths) as Field[])
    clipped[field] = values[field].slice(0, maxLengths[field]);
  return clipped;
}
