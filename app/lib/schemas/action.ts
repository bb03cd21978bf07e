import type { TranslationImportReport } from "./translations";

/**
 * Something an action shows once and never again: a temporary password or sign-in link for a new
 * member, recovery codes, a two-factor secret with its QR code, or the report of a translation import.
 */
export type OneTimeReveal =
  | { kind: "password"; email: string; password: string }
  | { kind: "link"; email: string; url: string; expiresAt: string }
  | { kind: "recovery-codes"; codes: string[] }
  | { kind: "totp-setup"; secret: string; uri: string; qrSvg: string }
  | { kind: "import-report"; report: TranslationImportReport };

/**
 * What every admin action answers; the screen turns it into a toast. `fieldErrors` names the fields a
 * failure belongs to (by field name, never by message text), for the message beside each field.
 */
export type AdminActionResult =
  | { ok: true; intent: string; message: string; reveal?: OneTimeReveal }
  | {
      ok: false;
      intent: string;
      error: string;
      fieldErrors?: Record<string, string>;
      /** The change needs the member's current password (or a code) first: the screen asks for it. */
      stepUp?: true;
    };
