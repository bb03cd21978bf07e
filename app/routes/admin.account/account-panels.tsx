import { type ReactNode, useId } from "react";
import { useFetcher } from "react-router";
import { DataTable, type DataTableColumn } from "~/components/admin/data-table";
import { type EntityActionResult, EntityForm } from "~/components/admin/entity-form";
import { useActionToast } from "~/components/admin/use-action-toast";
import { Button } from "~/components/ui/button";
import { ReadOnlyField, TextField } from "~/components/ui/field";
import { changePasswordSchema, ownNameSchema, PASSWORD_MIN } from "~/lib/schemas/staff";
import { ROLE_LABELS, type StaffRole } from "~/lib/staff/roles";
import { formatTimestamp } from "~/lib/timestamp";

export type Account = {
  name: string;
  email: string;
  role: StaffRole;
  twoFactor: boolean;
  twoFactorRequired: boolean;
  recoveryCodesLeft: number;
};

type Session = {
  id: string;
  device: string;
  ipAddress: string | null;
  lastSeenAt: string;
  createdAt: string;
  current: boolean;
};

/** One card of the account page. */
export function Panel({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-lg border border-gray-200 bg-surface p-6">
      <h2 id={headingId} className="font-semibold text-lg">
        {title}
      </h2>
      <p className="mt-1 mb-5 text-gray-600 text-sm">{description}</p>
      {children}
    </section>
  );
}

export function ProfilePanel({ account }: { account: Account }) {
  return (
    <Panel
      title="Profile"
      description="The name other staff see in the Activity log and on the Staff screen."
    >
      <div className="mb-5 grid gap-4 sm:grid-cols-2">
        <ReadOnlyField label="Email" value={account.email} />
        <ReadOnlyField label="Role" value={ROLE_LABELS[account.role]} />
      </div>
      <EntityForm
        schema={ownNameSchema}
        intent="name"
        defaultValue={{ name: account.name }}
        submitLabel="Save name"
      >
        {(fields) => <TextField meta={fields.name!} label="Name" autoComplete="name" />}
      </EntityForm>
    </Panel>
  );
}

/** A password input of a Conform form. */
export function PasswordField(props: Omit<Parameters<typeof TextField>[0], "type">) {
  return <TextField {...props} type="password" />;
}

export function PasswordPanel({ email }: { email: string }) {
  return (
    <Panel title="Password" description="Changing it signs you out on every other device.">
      <EntityForm
        schema={changePasswordSchema}
        intent="password"
        submitLabel="Change password"
        busyLabels={{ submitting: "Changing...", loading: "Changing..." }}
      >
        {(fields) => (
          <>
            <input type="email" name="username" autoComplete="username" value={email} hidden readOnly />
            <PasswordField
              meta={fields.currentPassword!}
              label="Current password"
              autoComplete="current-password"
            />
            <PasswordField
              meta={fields.password!}
              label="New password"
              autoComplete="new-password"
              hint={`At least ${PASSWORD_MIN} characters`}
            />
            <PasswordField
              meta={fields.confirmPassword!}
              label="Confirm new password"
              autoComplete="new-password"
            />
          </>
        )}
      </EntityForm>
    </Panel>
  );
}

export function SessionsPanel({ sessions }: { sessions: Session[] }) {
  const fetcher = useFetcher<EntityActionResult>();
  useActionToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  const rows = sessions.map((session, index) => ({ ...session, sessionId: session.id, id: index + 1 }));
  const columns: DataTableColumn<(typeof rows)[number]>[] = [
    {
      id: "device",
      header: "Device",
      value: (s) => s.device,
      cell: (s) => (
        <span>
          {s.device}
          {s.current && (
            <span className="ml-2 rounded bg-green-100 px-1.5 py-0.5 text-green-900 text-xs">
              This session
            </span>
          )}
        </span>
      ),
    },
    { id: "ipAddress", header: "Address", value: (s) => s.ipAddress ?? "Unknown" },
    {
      id: "lastSeenAt",
      header: "Last seen",
      value: (s) => s.lastSeenAt,
      cell: (s) => formatTimestamp(s.lastSeenAt),
    },
  ];
  const others = sessions.filter((s) => !s.current).length;
  return (
    <Panel
      title="Sessions"
      description="Where you are signed in now. Sign out any device you do not recognise."
    >
      <DataTable
        label="Your sessions"
        rows={rows}
        columns={columns}
        emptyText="No sessions"
        actions={(s) =>
          s.current ? null : (
            <Button
              size="sm"
              disabled={busy}
              onClick={() =>
                fetcher.submit({ intent: "signOutSession", sessionId: s.sessionId }, { method: "post" })
              }
              aria-label={`Sign out ${s.device}, last seen ${formatTimestamp(s.lastSeenAt)}`}
            >
              Sign out
            </Button>
          )
        }
      />
      <Button
        className="mt-4"
        disabled={busy || others === 0}
        onClick={() => fetcher.submit({ intent: "signOutOthers" }, { method: "post" })}
      >
        Sign out everywhere else
      </Button>
    </Panel>
  );
}
