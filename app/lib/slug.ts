/** Slug pattern (spec): lowercase letters and digits separated by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A URL-friendly version of a name: accents dropped, lowercase letters and digits separated by single hyphens. */
export function slugify(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A letter, digit or mark of any script, in lower case where the script has case. */
const SLUG_CHARACTER = "[\\p{Ll}\\p{Lo}\\p{Lm}\\p{Nd}\\p{M}]";

/**
 * The slug rule for a translated slug (any script): lower-case letters, letters of scripts without case
 * (Chinese, Japanese…) and digits, separated by single hyphens; stored in Unicode NFC. An English slug
 * (SLUG_PATTERN) passes it too.
 */
export const LOCALIZED_SLUG_PATTERN = new RegExp(`^${SLUG_CHARACTER}+(?:-${SLUG_CHARACTER}+)*$`, "u");

/** The message of the slug rules. */
export const SLUG_RULE_MESSAGE = "Slug must be lowercase letters and digits separated by single hyphens";

/** A URL-friendly version of a name in any script: lower case, every run of other characters one hyphen. */
export function localizedSlugify(name: string): string {
  return name
    .normalize("NFKC")
    .toLowerCase()
    .replace(new RegExp(`(?:(?!${SLUG_CHARACTER}).)+`, "gu"), "-")
    .replace(/^-+|-+$/g, "")
    .normalize("NFC");
}

/**
 * Where a record page asked for by another of its slugs (another language's, or its id) moves to: the
 * host language's own slug under `prefix`, the query (a chosen item code, say) kept.
 */
export function ownSlugPath(prefix: string, slug: string, requestUrl: string): string {
  return `${prefix}/${encodeURIComponent(slug)}${new URL(requestUrl).search}`;
}
