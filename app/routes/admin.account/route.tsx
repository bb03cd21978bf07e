import { z } from "zod";
import { adminAction, intent } from "#server/admin/action";
import { requireStaff } from "#server/auth/session";
import {
  accountOverview,
  changeOwnName,
  changeOwnPassword,
  confirmOwnTwoFactor,
  disableOwnTwoFactor,
  regenerateOwnRecoveryCodes,
  replaceOwnTwoFactor,
  signOutOtherSessions,
  signOutOwnSession,
  startOwnTwoFactor,
} from "#server/staff/account";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { adminMeta } from "~/components/admin/meta";
import { loaderAndActionHeaders } from "~/lib/route-headers";
import {
  changePasswordSchema,
  confirmPasswordSchema,
  enableTwoFactorSchema,
  ownNameSchema,
  sessionIdSchema,
} from "~/lib/schemas/staff";
import type { Route } from "./+types/route";
import { PasswordPanel, ProfilePanel, SessionsPanel } from "./account-panels";
import { TwoFactorPanel } from "./two-factor-panel";

// A locked password check answers 429 with Retry-After (server/auth/step-up.ts); keep that header.
export const headers = loaderAndActionHeaders;

export const meta: Route.MetaFunction = () => adminMeta("My account");

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  return accountOverview(staff);
}

const nothing = z.object({});

export async function action({ request }: Route.ActionArgs) {
  // Each of these records itself in the audit log.
  return adminAction(request, {
    name: intent({
      schema: ownNameSchema,
      failure: "Failed to update your name",
      audit: "domain",
      run: async ({ name }, staff) => {
        await changeOwnName(staff, name);
        return "Name updated successfully";
      },
    }),
    password: intent({
      schema: changePasswordSchema,
      failure: "Failed to change your password",
      audit: "domain",
      run: async ({ currentPassword, password }, staff) => {
        const ended = await changeOwnPassword(staff, currentPassword, password);
        return ended > 0
          ? `Password changed. ${ended} other session${ended === 1 ? " was" : "s were"} signed out.`
          : "Password changed successfully";
      },
    }),
    startTwoFactor: intent({
      schema: nothing,
      failure: "Failed to start two-factor setup",
      audit: "none",
      run: async (_input, staff) => ({
        message: "Scan the QR code with your authenticator app",
        reveal: await startOwnTwoFactor(staff),
      }),
    }),
    // A stolen session must not swap in the thief's authenticator: both need the password again.
    enableTwoFactor: intent({
      schema: enableTwoFactorSchema,
      failure: "Failed to turn on two-factor sign-in",
      audit: "domain",
      stepUp: true,
      run: async ({ secret, code }, staff) => ({
        message: "Two-factor sign-in is on",
        reveal: await confirmOwnTwoFactor(staff, secret, code),
      }),
    }),
    replaceTwoFactor: intent({
      schema: enableTwoFactorSchema,
      failure: "Failed to replace your authenticator app",
      audit: "domain",
      stepUp: true,
      run: async ({ secret, code }, staff) => {
        await replaceOwnTwoFactor(staff, secret, code);
        return "Authenticator app replaced: codes from the old one no longer work";
      },
    }),
    recoveryCodes: intent({
      schema: confirmPasswordSchema,
      failure: "Failed to make new recovery codes",
      audit: "domain",
      run: async ({ currentPassword }, staff) => ({
        message: "New recovery codes made: the old ones no longer work",
        reveal: await regenerateOwnRecoveryCodes(staff, currentPassword),
      }),
    }),
    disableTwoFactor: intent({
      schema: confirmPasswordSchema,
      failure: "Failed to turn off two-factor sign-in",
      audit: "domain",
      run: async ({ currentPassword }, staff) => {
        await disableOwnTwoFactor(staff, currentPassword);
        return "Two-factor sign-in is off";
      },
    }),
    signOutSession: intent({
      schema: sessionIdSchema,
      failure: "Failed to sign out that session",
      audit: "domain",
      run: async ({ sessionId }, staff) => {
        await signOutOwnSession(staff, sessionId);
        return "Session signed out";
      },
    }),
    signOutOthers: intent({
      schema: nothing,
      failure: "Failed to sign out your other sessions",
      audit: "domain",
      run: async (_input, staff) => {
        const ended = await signOutOtherSessions(staff);
        return `Signed out everywhere else (${ended} session${ended === 1 ? "" : "s"})`;
      },
    }),
  });
}

export default function Account({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHeader
        title="My account"
        description="Your name, password, two-factor sign-in and sessions."
      />
      <div className="grid gap-6 xl:grid-cols-2">
        <ProfilePanel account={loaderData} />
        <PasswordPanel email={loaderData.email} />
        <TwoFactorPanel account={loaderData} />
        <SessionsPanel sessions={loaderData.sessions} />
      </div>
    </>
  );
}
