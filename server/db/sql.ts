// Small helpers every domain needs around SQL, in one place: search patterns, driver error codes and the
// rows of a raw `execute` (node-postgres and PGlite answer the same shape; Drizzle types it loosely).

/** SQLSTATE of a unique violation (a taken slug, e-mail, item code…). */
export const UNIQUE_VIOLATION = "23505";
/** SQLSTATE of a foreign key violation (a referenced row deleted meanwhile). */
export const FOREIGN_KEY_VIOLATION = "23503";

/** A search text as an ILIKE pattern that matches it literally anywhere (%, _ and \ escaped). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The SQLSTATE of a database error; Drizzle wraps driver errors, so the code may be on a `cause`. */
export function sqlErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** True for PostgreSQL's unique violation (23505), also when wrapped by the driver or Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlErrorCode(error) === UNIQUE_VIOLATION;
}

/** The rows of a raw `execute` result. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** How many rows a raw `execute` changed (node-postgres says rowCount, PGlite affectedRows). */
export function affectedRowsOf(result: unknown): number | undefined {
  const counts = result as { rowCount?: number | null; affectedRows?: number };
  return counts.rowCount ?? counts.affectedRows;
}
