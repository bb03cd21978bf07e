import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { z } from "zod";
import { dialogMode, type EntityActionResult, EntityFormDialog } from "~/components/admin/entity-form";
import { StepUpField } from "~/components/admin/step-up-field";
import { Switch } from "~/components/admin/switch";
import { useActionToast } from "~/components/admin/use-action-toast";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { SelectField, TextField } from "~/components/ui/field";
import type { OneTimeReveal } from "~/lib/schemas/action";
import { addStaffMemberSchema, resetPasswordSchema, staffMemberSchema } from "~/lib/schemas/staff";
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from "~/lib/staff/roles";
import { formatTimestamp } from "~/lib/timestamp";

type Member = { id: number; name: string; email: string; role: StaffRole };

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const METHOD_OPTIONS = [
  { value: "link", label: "One-time sign-in link (works for 72 hours)" },
  { value: "password", label: "Temporary password (changed at first sign-in)" },
];
/** The server's request for the password (server/auth/step-up.ts), as opposed to a wrong one. */
const STEP_UP_ASK = "Please confirm your password to continue";
const ROLE_HINT =
  "Editors manage products, categories, item codes, gallery, news, translations and the carousel.";

/** Keeps what an answer shows once (a new member's password or link) for the screen to show. */
const revealOf = (onReveal: (reveal: OneTimeReveal) => void) => (result: EntityActionResult) => {
  if (result.ok && result.reveal) onReveal(result.reveal);
};

/** Add Staff Member (with how they first sign in) or Edit Staff Member (name, e-mail, role). */
export function StaffDialog({
  member,
  onClose,
  onReveal,
}: {
  member: Member | null;
  onClose: () => void;
  onReveal: (reveal: OneTimeReveal) => void;
}) {
  const mode = dialogMode(member, "Staff Member");
  return (
    <EntityFormDialog
      {...mode}
      submitLabel={member ? "Update Staff Member" : "Add Staff Member"}
      schema={member ? staffMemberSchema : addStaffMemberSchema}
      defaultValue={member ? { ...member } : { role: "editor", method: "link" }}
      onResult={revealOf(onReveal)}
      onClose={onClose}
    >
      {(fields) => (
        <>
          <TextField meta={fields.name!} label="Name" autoComplete="off" />
          <TextField meta={fields.email!} label="Email" type="email" autoComplete="off" />
          <SelectField meta={fields.role!} label="Role" options={ROLE_OPTIONS} hint={ROLE_HINT} />
          {!member && <SelectField meta={fields.method!} label="First sign-in" options={METHOD_OPTIONS} />}
          <StepUpField
            meta={fields.currentPassword!}
            hint={
              member
                ? "Needed to change a role or e-mail: your password, or a code from your authenticator app."
                : undefined
            }
          />
        </>
      )}
    </EntityFormDialog>
  );
}

/** Reset Password: a new temporary password or sign-in link for a member; their sessions end. */
export function ResetPasswordDialog({
  member,
  onClose,
  onReveal,
}: {
  member: Member;
  onClose: () => void;
  onReveal: (reveal: OneTimeReveal) => void;
}) {
  return (
    <EntityFormDialog
      title="Reset Password"
      description={`${member.email} is signed out everywhere and signs in next with what you choose here.`}
      submitLabel="Reset Password"
      intent="resetPassword"
      id={member.id}
      schema={resetPasswordSchema}
      defaultValue={{ method: "link" }}
      onResult={revealOf(onReveal)}
      onClose={onClose}
    >
      {(fields) => (
        <>
          <SelectField meta={fields.method!} label="Next sign-in" options={METHOD_OPTIONS} />
          <StepUpField meta={fields.currentPassword!} />
        </>
      )}
    </EntityFormDialog>
  );
}

const nothing = z.object({});

/** Turn off two-factor sign-in of a member who lost their phone: they set it up again if it is required. */
export function ResetTwoFactorDialog({ member, onClose }: { member: Member; onClose: () => void }) {
  return (
    <EntityFormDialog
      title="Turn off two-factor sign-in"
      description={`${member.email} signs in next with their password alone, and sets up an app again if two-factor sign-in is required.`}
      submitLabel="Turn off two-factor sign-in"
      intent="resetTwoFactor"
      id={member.id}
      schema={nothing}
      onClose={onClose}
    >
      {(fields) => (
        // Nothing to choose: the dialog says what happens, and asks for the password when it must.
        <StepUpField meta={fields.currentPassword!} />
      )}
    </EntityFormDialog>
  );
}

/** A copy button for one value. */
function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Button
      size="sm"
      onClick={() => void navigator.clipboard?.writeText(value).then(() => setCopied(true))}
      aria-label={label}
    >
      {copied ? "Copied" : "Copy"}
    </Button>
  );
}

/** Shows a new member's temporary password or sign-in link once, to pass on to them. */
export function RevealDialog({ reveal, onClose }: { reveal: OneTimeReveal; onClose: () => void }) {
  const valueId = useId();
  if (reveal.kind !== "password" && reveal.kind !== "link") return null;
  const value = reveal.kind === "password" ? reveal.password : reveal.url;
  return (
    <Dialog
      open
      onClose={onClose}
      title={reveal.kind === "password" ? "Temporary password" : "Sign-in link"}
      description="Shown only now. Send it to the staff member by a channel you trust."
      footer={
        <Button variant="primary" onClick={onClose}>
          Done
        </Button>
      }
    >
      <p className="text-sm">
        For <strong>{reveal.email}</strong>
        {reveal.kind === "password"
          ? ": they choose their own password when they first sign in."
          : `: it works once, until ${formatTimestamp(reveal.expiresAt)}.`}
      </p>
      <div className="mt-4 flex items-center gap-2">
        <output
          id={valueId}
          data-reveal
          className="min-w-0 flex-1 break-all rounded-md bg-gray-50 px-3 py-2 font-mono text-sm"
        >
          {value}
        </output>
        <CopyButton value={value} label={reveal.kind === "password" ? "Copy password" : "Copy link"} />
      </div>
    </Dialog>
  );
}

/** The rule for everyone: a switch that requires two-factor sign-in of every member from their next sign-in. */
export function RequireTwoFactorPanel({ required }: { required: boolean }) {
  const fetcher = useFetcher<EntityActionResult>();
  useActionToast(fetcher.data);
  const posting = fetcher.formData?.get("required");
  const shown = posting === undefined || posting === null ? required : posting === "true";
  const headingId = useId();
  const passwordId = useId();
  const refusal = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  const asked = refusal?.stepUp === true;
  return (
    <section aria-labelledby={headingId} className="mb-6 rounded-lg border border-gray-200 bg-surface p-5">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="max-w-2xl">
          <h2 id={headingId} className="font-semibold">
            Require two-factor sign-in for everyone
          </h2>
          <p className="mt-1 text-gray-600 text-sm">
            Staff without it are asked to set it up at their next sign-in, before they reach the back office.
          </p>
        </div>
        <span className="inline-flex items-center gap-2">
          <Switch
            checked={shown}
            label="Require two-factor sign-in for everyone"
            onChange={(checked) =>
              fetcher.submit({ intent: "requireTwoFactor", required: String(checked) }, { method: "post" })
            }
          />
          <span className="text-sm">{shown ? "Required" : "Optional"}</span>
        </span>
      </div>
      {asked && (
        <fetcher.Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="requireTwoFactor" />
          <input type="hidden" name="required" value="false" />
          <div>
            <label htmlFor={passwordId} className="block font-medium text-sm">
              Your current password
            </label>
            <input
              id={passwordId}
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              required
              aria-describedby={`${passwordId}-message`}
              aria-invalid={refusal?.error !== STEP_UP_ASK || undefined}
              className="mt-1 h-10 rounded-md border border-gray-300 bg-surface px-3 text-sm focus-visible:outline-2 focus-visible:outline-gold focus-visible:outline-offset-1"
            />
          </div>
          <Button type="submit">Confirm and make optional</Button>
          <p id={`${passwordId}-message`} role="alert" className="basis-full text-red-700 text-sm">
            {refusal?.error}
          </p>
        </fetcher.Form>
      )}
    </section>
  );
}
