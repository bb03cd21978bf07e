/**
 * What each sign-in step answers: where to go next (the dashboard once a session exists, else the next
 * step), with recovery codes to show once after two-factor setup; or why not, `restart` when the
 * sign-in must start again from the password, `field` when the message belongs to one field.
 */
export type SignInStepAnswer =
  | { ok: true; next: string; recoveryCodes?: string[] }
  | { ok: false; error: string; restart?: boolean; field?: string };
