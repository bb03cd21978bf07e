import { randomBytes } from "node:crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { db, type Executor } from "../db/client";
import { staffRecoveryCodes, staffUsers } from "../db/schema";
import { hashPassword, verifyPassword } from "./password";

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
const ISSUER = "Lumina Threads";
/** Codes of the previous and next step are accepted too (clock drift, a code typed as it changes). */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

const totpFor = (secret: string, email = "") =>
  new TOTP({
    issuer: ISSUER,
    label: email,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new random TOTP secret (160 bits, base32), as RFC 4226 recommends. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI and its QR code (an SVG) for an authenticator app to scan. */
export async function totpEnrolment(secret: string, email: string): Promise<{ uri: string; qrSvg: string }> {
  const uri = totpFor(secret, email).toString();
  return { uri, qrSvg: await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" }) };
}

/** The time step (RFC 6238's T) of an instant. */
export const totpStep = (now: Date) => Math.floor(now.getTime() / 1000 / PERIOD_SECONDS);

/** The code of a secret at an instant (for tests and the setup screen's check). */
export function totpCode(secret: string, now: Date = new Date()): string {
  return totpFor(secret).generate({ timestamp: now.getTime() });
}

/** The time step a code belongs to within the accepted window, or null for a wrong code. */
export function matchTotp(secret: string, code: string, now: Date = new Date()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret).validate({ token: code, timestamp: now.getTime(), window: TOTP_WINDOW });
  return delta === null ? null : totpStep(now) + delta;
}

/**
 * Checks a member's two-factor code and spends it: the accepted step is stored in the same statement
 * that checks it is newer than the last one, so a code (or an older one) cannot be used twice, even by
 * two requests at once.
 */
export async function verifyTotpCode(userId: number, code: string, now: Date = new Date()): Promise<boolean> {
  const [user] = await db()
    .select({ secret: staffUsers.totpSecret })
    .from(staffUsers)
    .where(eq(staffUsers.id, userId));
  if (!user?.secret) return false;
  const step = matchTotp(user.secret, code, now);
  if (step === null) return false;
  return spendTotpStep(userId, step);
}

/** Records `step` as the member's last used one, unless it is not newer; true when it was. */
export async function spendTotpStep(userId: number, step: number, executor: Executor = db()) {
  const rows = await executor
    .update(staffUsers)
    .set({ totpLastStep: step })
    .where(
      and(eq(staffUsers.id, userId), or(isNull(staffUsers.totpLastStep), lt(staffUsers.totpLastStep, step))),
    )
    .returning({ id: staffUsers.id });
  return rows.length > 0;
}

// Recovery codes: ten groups of 5+5 characters from an alphabet without look-alikes (about 50 bits each).
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

function recoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** A typed recovery code as stored: lower case, spaces dropped, the dash in place. */
export function normalizeRecoveryCode(input: string): string | null {
  const compact = input.toLowerCase().replace(/[\s-]/g, "");
  return /^[a-z0-9]{10}$/.test(compact) ? `${compact.slice(0, 5)}-${compact.slice(5)}` : null;
}

/**
 * Replaces a member's recovery codes with ten new ones (stored argon2id-hashed); returns them in
 * clear, to be shown once.
 */
export async function replaceRecoveryCodes(userId: number, executor: Executor = db()): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  const hashes = await Promise.all(codes.map((code) => hashPassword(code)));
  await executor.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
  await executor.insert(staffRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
  return codes;
}

/** How many of a member's recovery codes are still unused. */
export async function unusedRecoveryCodes(userId: number): Promise<number> {
  const rows = await db()
    .select({ id: staffRecoveryCodes.id })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
  return rows.length;
}

/**
 * Spends one of a member's recovery codes: true when it matches an unused one, which is then marked
 * used in a statement that only succeeds once (two requests with one code: one wins).
 */
export async function useRecoveryCode(
  userId: number,
  input: string,
  now: Date = new Date(),
): Promise<boolean> {
  const code = normalizeRecoveryCode(input);
  if (!code) return false;
  const rows = await db()
    .select({ id: staffRecoveryCodes.id, codeHash: staffRecoveryCodes.codeHash })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
  for (const row of rows) {
    if (!(await verifyPassword(row.codeHash, code))) continue;
    const spent = await db()
      .update(staffRecoveryCodes)
      .set({ usedAt: now })
      .where(and(eq(staffRecoveryCodes.id, row.id), isNull(staffRecoveryCodes.usedAt)))
      .returning({ id: staffRecoveryCodes.id });
    return spent.length > 0;
  }
  return false;
}

/** Turns two-factor sign-in on with a confirmed secret and returns ten fresh recovery codes. */
export async function enableTwoFactor(
  userId: number,
  secret: string,
  confirmedStep: number,
  now = new Date(),
) {
  return db().transaction(async (tx) => {
    await tx
      .update(staffUsers)
      .set({ totpSecret: secret, totpEnabledAt: now, totpLastStep: confirmedStep })
      .where(eq(staffUsers.id, userId));
    return replaceRecoveryCodes(userId, tx);
  });
}

/** Turns two-factor sign-in off: the secret and the recovery codes go. */
export async function disableTwoFactor(userId: number, executor: Executor = db()): Promise<void> {
  await executor
    .update(staffUsers)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
    .where(eq(staffUsers.id, userId));
  await executor.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
}
