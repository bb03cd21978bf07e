import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { type EntityActionResult, EntityForm } from "~/components/admin/entity-form";
import { StepUpField } from "~/components/admin/step-up-field";
import { RecoveryCodes, TotpEnrolment } from "~/components/admin/two-factor";
import { useActionToast } from "~/components/admin/use-action-toast";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import type { OneTimeReveal } from "~/lib/schemas/action";
import { confirmPasswordSchema, enableTwoFactorSchema } from "~/lib/schemas/staff";
import { type Account, Panel, PasswordField } from "./account-panels";

type Setup = Extract<OneTimeReveal, { kind: "totp-setup" }>;

/**
 * Two-factor sign-in: turn it on (QR code, then a code), or, once on, replace the authenticator app, make
 * new recovery codes or turn it off. Each asks for the current password (or a code) again.
 */
export function TwoFactorPanel({ account }: { account: Account }) {
  const [shown, setShown] = useState<OneTimeReveal | null>(null);
  const start = useFetcher<EntityActionResult>();
  const keep = (result: EntityActionResult) => {
    if (result.ok) setShown(result.reveal ?? null);
  };
  useActionToast(start.data);
  useEffect(() => {
    if (start.data) keep(start.data);
  }, [start.data]);
  const description = account.twoFactor
    ? "On: after your password, you enter a code from your authenticator app."
    : "Off: after your password, also ask for a code from an authenticator app on your phone.";
  const startButton = (label: string) => (
    <start.Form method="post">
      <input type="hidden" name="intent" value="startTwoFactor" />
      <Button
        type="submit"
        variant={account.twoFactor ? "secondary" : "primary"}
        disabled={start.state !== "idle"}
      >
        {start.state === "idle" ? label : "Starting..."}
      </Button>
    </start.Form>
  );
  return (
    <Panel title="Two-factor sign-in" description={description}>
      {shown?.kind === "recovery-codes" ? (
        <div className="space-y-4">
          <RecoveryCodes codes={shown.codes} />
          <Button onClick={() => setShown(null)}>I have saved my codes</Button>
        </div>
      ) : shown?.kind === "totp-setup" ? (
        <ConfirmSetup
          setup={shown}
          replacing={account.twoFactor}
          onResult={keep}
          onCancel={() => setShown(null)}
        />
      ) : account.twoFactor ? (
        <div className="space-y-6">
          <p className="text-sm">
            {account.recoveryCodesLeft} of 10 recovery codes left.
            {account.twoFactorRequired && " Two-factor sign-in is required for every staff member."}
          </p>
          <div className="rounded-md border border-gray-200 p-4">
            <p className="mb-3 text-gray-600 text-sm">
              A new phone, or a lost one: move two-factor sign-in to another app. Your recovery codes stay.
            </p>
            {startButton("Replace authenticator app")}
          </div>
          <ConfirmWithPassword intent="recoveryCodes" label="New recovery codes" onResult={keep} />
          {!account.twoFactorRequired && (
            <ConfirmWithPassword intent="disableTwoFactor" label="Turn off two-factor sign-in" />
          )}
        </div>
      ) : (
        startButton("Turn on two-factor sign-in")
      )}
    </Panel>
  );
}

/** The QR code of a new secret and the form that confirms it with a code (and the password, when asked). */
function ConfirmSetup({
  setup,
  replacing,
  onResult,
  onCancel,
}: {
  setup: Setup;
  replacing: boolean;
  onResult: (result: EntityActionResult) => void;
  onCancel: () => void;
}) {
  return (
    <div className="space-y-5">
      <TotpEnrolment qrSvg={setup.qrSvg} secret={setup.secret} />
      <EntityForm
        schema={enableTwoFactorSchema}
        intent={replacing ? "replaceTwoFactor" : "enableTwoFactor"}
        submitLabel={replacing ? "Replace app" : "Turn on"}
        defaultValue={{ secret: setup.secret }}
        onResult={onResult}
      >
        {(fields) => (
          <>
            <input type="hidden" name="secret" value={setup.secret} />
            <TextField
              meta={fields.code!}
              label="Authentication code"
              hint={replacing ? "From the new app." : undefined}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
            />
            <StepUpField
              meta={fields.currentPassword!}
              hint={
                replacing
                  ? "Needed for this change: your password, or a code from your current app."
                  : "Needed for this change."
              }
            />
          </>
        )}
      </EntityForm>
      <Button variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}

/** A form that asks for the current password before doing `intent`. */
function ConfirmWithPassword({
  intent,
  label,
  onResult,
}: {
  intent: string;
  label: string;
  onResult?: (result: EntityActionResult) => void;
}) {
  return (
    <div className="rounded-md border border-gray-200 p-4">
      <EntityForm schema={confirmPasswordSchema} intent={intent} submitLabel={label} onResult={onResult}>
        {(fields) => (
          <PasswordField
            meta={fields.currentPassword!}
            label={`Current password (to ${label.charAt(0).toLowerCase()}${label.slice(1)})`}
            autoComplete="current-password"
          />
        )}
      </EntityForm>
    </div>
  );
}
