import { KeyRound, ShieldOff } from "lucide-react";
import { useState } from "react";
import { z } from "zod";
import { adminAction, intent } from "#server/admin/action";
import { requireStaff, type Staff } from "#server/auth/session";
import { twoFactorRequired } from "#server/auth/sign-in";
import { AdminActionError } from "#server/errors";
import {
  addStaffMember,
  changesAccess,
  listStaffForAdmin,
  removeStaffMember,
  resetStaffPassword,
  resetStaffTwoFactor,
  setStaffActive,
  setTwoFactorRequired,
  updateStaffMember,
} from "#server/staff/admin-staff";
import { EntityScreen } from "~/components/admin/entity-screen";
import { adminMeta } from "~/components/admin/meta";
import { Button } from "~/components/ui/button";
import { loaderAndActionHeaders } from "~/lib/route-headers";
import type { OneTimeReveal } from "~/lib/schemas/action";
import { idSchema } from "~/lib/schemas/ids";
import {
  addStaffMemberSchema,
  requireTwoFactorSchema,
  resetPasswordSchema,
  staffMemberSchema,
} from "~/lib/schemas/staff";
import { STATUSES } from "~/lib/schemas/status";
import type { Route } from "./+types/route";
import { STAFF_COLUMNS } from "./staff-columns";
import {
  RequireTwoFactorPanel,
  ResetPasswordDialog,
  ResetTwoFactorDialog,
  RevealDialog,
  StaffDialog,
} from "./staff-dialogs";

// A locked password check answers 429 with Retry-After (server/auth/step-up.ts); keep that header.
export const headers = loaderAndActionHeaders;

export const meta: Route.MetaFunction = () => adminMeta("Staff");

export async function loader({ request }: Route.LoaderArgs) {
  const staff = await requireStaff(request);
  const [members, required] = await Promise.all([listStaffForAdmin(), twoFactorRequired()]);
  return { members, twoFactorRequired: required, selfId: staff.id };
}

/**
 * A member's own access (role, status, password, two-factor, removal) is not changed from this screen: a
 * slip would sign them out or lock them out; My account holds what they may change of their own.
 */
function notYourself(staff: Staff, id: number): void {
  if (staff.id === id) {
    throw new AdminActionError("Your own account is changed in My account, not here", 409);
  }
}

/** A change of another member's access: refused for oneself before the password is asked for. */
async function othersOnly({ id }: { id: number }, staff: Staff): Promise<boolean> {
  notYourself(staff, id);
  return true;
}

export async function action({ request }: Route.ActionArgs) {
  // Every staff write records itself in the audit log, in its own transaction. What gives or moves access
  // (a new member, a role, a sign-in e-mail, a password, two-factor) needs the password again (stepUp).
  return adminAction(request, {
    create: intent({
      schema: addStaffMemberSchema,
      failure: "Failed to add staff member",
      audit: "domain",
      stepUp: true,
      run: async (input) => {
        const { id, reveal } = await addStaffMember(input);
        return { message: "Staff member added successfully", recordId: id, reveal };
      },
    }),
    update: intent({
      schema: staffMemberSchema.extend(idSchema.shape),
      failure: "Failed to update staff member",
      audit: "domain",
      stepUp: async ({ id, ...input }, staff) => {
        if (input.role !== staff.role) notYourself(staff, id);
        return changesAccess(id, input);
      },
      run: async ({ id, ...input }, staff) => {
        if (input.role !== staff.role) notYourself(staff, id);
        await updateStaffMember(id, input);
        return "Staff member updated successfully";
      },
    }),
    status: intent({
      schema: idSchema.extend({ status: z.enum(STATUSES) }),
      failure: "Failed to update staff member",
      audit: "domain",
      run: async ({ id, status }, staff) => {
        notYourself(staff, id);
        await setStaffActive(id, status === "Active");
        return status === "Active"
          ? "Staff member activated successfully"
          : "Staff member deactivated and signed out";
      },
    }),
    resetPassword: intent({
      schema: resetPasswordSchema.extend(idSchema.shape),
      failure: "Failed to reset password",
      audit: "domain",
      stepUp: othersOnly,
      run: async ({ id, method }, staff) => {
        notYourself(staff, id);
        return {
          message: "Password reset: their sessions have ended",
          reveal: await resetStaffPassword(id, method),
        };
      },
    }),
    resetTwoFactor: intent({
      schema: idSchema,
      failure: "Failed to turn off two-factor sign-in",
      audit: "domain",
      stepUp: othersOnly,
      run: async ({ id }, staff) => {
        notYourself(staff, id);
        await resetStaffTwoFactor(id);
        return "Two-factor sign-in turned off for this member";
      },
    }),
    delete: intent({
      schema: idSchema,
      failure: "Failed to remove staff member",
      audit: "domain",
      run: async ({ id }, staff) => {
        notYourself(staff, id);
        await removeStaffMember(id);
        return "Staff member removed successfully";
      },
    }),
    requireTwoFactor: intent({
      schema: requireTwoFactorSchema,
      failure: "Failed to update settings",
      audit: "domain",
      // Making it optional again weakens every account; requiring it does not.
      stepUp: async ({ required }) => !required,
      run: async ({ required }) => {
        await setTwoFactorRequired(required);
        return required
          ? "Two-factor sign-in is now required for every staff member"
          : "Two-factor sign-in is now optional";
      },
    }),
  });
}

type Member = Route.ComponentProps["loaderData"]["members"][number];

export default function AdminStaff({ loaderData }: Route.ComponentProps) {
  const [reveal, setReveal] = useState<OneTimeReveal | null>(null);
  const [resetting, setResetting] = useState<Member | null>(null);
  const [unsettingTwoFactor, setUnsettingTwoFactor] = useState<Member | null>(null);
  return (
    <>
      <EntityScreen
        title="Staff"
        description="Who can sign in to the back office, with what role. Administrators can do everything; Editors manage the content."
        rows={loaderData.members}
        newLabel="Add Staff Member"
        rowName={(m) => m.name || m.email}
        table={{
          label: "Staff members",
          columns: STAFF_COLUMNS,
          searchColumn: "name",
          searchPlaceholder: "Search staff...",
          loadingText: "Loading staff...",
          emptyText: "No staff members",
        }}
        toggle={{
          active: (m) => m.isActive,
          post: (m) => ({ intent: "status", id: m.id, status: m.isActive ? "Inactive" : "Active" }),
        }}
        extraActions={(m) =>
          // Their own password and two-factor are changed in My account.
          m.id !== loaderData.selfId && (
            <>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setResetting(m)}
                aria-label={`Reset password of ${m.name || m.email}`}
                title="Reset password"
              >
                <KeyRound aria-hidden="true" className="size-4" />
              </Button>
              {m.twoFactor && (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setUnsettingTwoFactor(m)}
                  aria-label={`Turn off two-factor sign-in of ${m.name || m.email}`}
                  title="Turn off two-factor sign-in"
                >
                  <ShieldOff aria-hidden="true" className="size-4" />
                </Button>
              )}
            </>
          )
        }
        remove={{
          title: "Remove Staff Member",
          description: (m) => (
            <p>
              Remove <strong>{m.email}</strong>? They are signed out at once and can no longer sign in. Their
              entries in the activity log stay.
            </p>
          ),
        }}
        dialog={(member, close) => <StaffDialog member={member} onClose={close} onReveal={setReveal} />}
      >
        <RequireTwoFactorPanel required={loaderData.twoFactorRequired} />
      </EntityScreen>
      {resetting && (
        <ResetPasswordDialog
          member={resetting}
          onClose={() => setResetting(null)}
          onReveal={(shown) => {
            setResetting(null);
            setReveal(shown);
          }}
        />
      )}
      {unsettingTwoFactor && (
        <ResetTwoFactorDialog member={unsettingTwoFactor} onClose={() => setUnsettingTwoFactor(null)} />
      )}
      {reveal && <RevealDialog reveal={reveal} onClose={() => setReveal(null)} />}
    </>
  );
}
