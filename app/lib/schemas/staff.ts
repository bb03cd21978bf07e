import { z } from "zod";
import { STAFF_ROLES } from "../staff/roles";
import { checkbox } from "./form";

/** How a member gets in: a temporary password changed at first sign-in, or a one-time sign-in link. */
export const CREDENTIAL_METHODS = ["password", "link"] as const;
export type CredentialMethod = (typeof CREDENTIAL_METHODS)[number];

/** ASVS 5.0 V6: at least 12 characters, no composition rules; at most 128, so hashing stays cheap. */
export const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 128;
/** A current password as typed: those chosen under the earlier rule may be up to 200 characters. */
const CURRENT_PASSWORD_MAX = 200;

const email = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .pipe(z.email("Please enter a valid email address").max(254, "Please enter a valid email address"));
const name = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, "Name is required")
  .max(100, "Name must be at most 100 characters");
const role = z.enum(STAFF_ROLES, { error: "Please choose a role" });
const method = z.enum(CREDENTIAL_METHODS, { error: "Please choose how they sign in" });

/**
 * A new password: long enough to resist guessing, short enough to hash without abuse. The server also
 * refuses common ones and ones holding the e-mail or the company's name (server/auth/password-policy.ts).
 */
export const newPasswordField = z
  .string({ error: "Password is required" })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

/** The Edit Staff Member form: name, e-mail and role. */
export const staffMemberSchema = z.object({ name, email, role });
export type StaffMemberForm = z.infer<typeof staffMemberSchema>;

/** The Add Staff Member form: the member and how they first sign in. */
export const addStaffMemberSchema = staffMemberSchema.extend({ method });

/** Reset Password: how the member signs in next. */
export const resetPasswordSchema = z.object({ method });

/** The Staff screen's two-factor rule: required of everyone, or up to each member. */
export const requireTwoFactorSchema = z.object({ required: checkbox() });

/** The account page's name form. */
export const ownNameSchema = z.object({ name });

/** Choosing a new password, typed twice. */
export const choosePasswordSchema = z
  .object({ password: newPasswordField, confirmPassword: z.string({ error: "Please repeat the password" }) })
  .refine((form) => form.password === form.confirmPassword, {
    message: "The passwords do not match",
    path: ["confirmPassword"],
  });

/** The account page's password form: the current password, then the new one twice. */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: "Current password is required" })
      .min(1, "Current password is required")
      .max(CURRENT_PASSWORD_MAX, "Current password is incorrect"),
    password: newPasswordField,
    confirmPassword: z.string({ error: "Please repeat the password" }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: "The passwords do not match",
    path: ["confirmPassword"],
  });

/** A code from an authenticator app (6 digits) or a recovery code (xxxxx-xxxxx). */
export const authCodeSchema = z.object({
  code: z
    .string({ error: "Please enter your code" })
    .trim()
    .min(1, "Please enter your code")
    .max(40, "Invalid authentication code"),
});

/** Confirms two-factor setup on the account page: the offered secret and a code it makes. */
export const enableTwoFactorSchema = z.object({
  secret: z.string().regex(/^[A-Z2-7]{32}$/, "Please start two-factor setup again"),
  code: z
    .string({ error: "Please enter the 6-digit code" })
    .trim()
    .regex(/^\d{6}$/, "Please enter the 6-digit code from your app"),
});

/** Turning two-factor off or new recovery codes: the current password again. */
export const confirmPasswordSchema = z.object({
  currentPassword: z
    .string({ error: "Current password is required" })
    .min(1, "Current password is required")
    .max(CURRENT_PASSWORD_MAX, "Current password is incorrect"),
});

/** Signing out one session of one's own, by its id (the SHA-256 of its token). */
export const sessionIdSchema = z.object({
  sessionId: z.string().regex(/^[0-9a-f]{64}$/, "Session not found"),
});
