import { COMPANY } from "~/lib/company";
import { AdminActionError } from "../errors";

/**
 * The password rule beyond length (ASVS 5.0 V6: no composition rules, refuse what attackers try first),
 * for every place a password is chosen: first sign-in, a sign-in link, My account and admin:create. The
 * length limits are in the shared form schema (app/lib/schemas/staff.ts), so the browser says them too.
 */

export const TOO_COMMON = "Password is too common: choose one that is harder to guess";
export const CONTAINS_EMAIL = "Password must not contain your e-mail address";
export const CONTAINS_SITE_NAME = "Password must not contain the company's name";

let common: Promise<Set<string>> | undefined;
/**
 * The ~49,000 most common passwords of public breaches (zxcvbn-ts's list), lower case; loaded at the first
 * password chosen (unpacking it takes about 40 ms, which a start-up need not pay).
 */
function commonPasswords(): Promise<Set<string>> {
  common ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set(dictionary["passwords-common"].map((entry) => entry.toLowerCase())),
  );
  return common;
}

/** Lower case with everything but letters and digits removed: "Lumina-Threads" reads "luminathreads". */
const compact = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/** The company's name and its first word (the brand), as a password must not hold them. */
const SITE_WORDS = [compact(COMPANY.name), compact(COMPANY.name.split(/\s+/)[0] ?? "")].filter(
  (word) => word.length >= 4,
);

/** True when the text is one short piece repeated ("aaaaaaaaaaaa", "abcabcabcabc") or a common one twice. */
function repeated(text: string, list: Set<string>): boolean {
  for (let size = 1; size <= text.length / 2; size++) {
    if (text.length % size !== 0) continue;
    const unit = text.slice(0, size);
    if (unit.repeat(text.length / size) === text && (size <= 4 || list.has(unit))) return true;
  }
  return false;
}

/**
 * Why a new password is refused, or null when it is acceptable: a common password, a common one with
 * digits or symbols around it ("Password2024!"), a repetition, or one holding the member's e-mail (its
 * local part) or the company's name.
 */
export async function passwordProblem(password: string, email: string): Promise<string | null> {
  const list = await commonPasswords();
  const lower = password.toLowerCase();
  // The word inside its padding: "!!monkey12345" is "monkey".
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");
  if (list.has(lower) || (core.length >= 4 && list.has(core)) || repeated(lower, list)) return TOO_COMMON;
  const local = compact(email.split("@")[0] ?? "");
  const flat = compact(password);
  if (local.length >= 3 && flat.includes(local)) return CONTAINS_EMAIL;
  if (SITE_WORDS.some((word) => flat.includes(word))) return CONTAINS_SITE_NAME;
  return null;
}

/** Refuses an unacceptable new password with its reason, on the form's `password` field. */
export async function assertAcceptablePassword(password: string, email: string): Promise<void> {
  const problem = await passwordProblem(password, email);
  if (problem) throw new AdminActionError(problem, 400, { field: "password" });
}
