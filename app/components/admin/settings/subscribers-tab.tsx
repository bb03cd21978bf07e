import { Download, Mail } from "lucide-react";
import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { DataTable, type DataTableColumn } from "~/components/admin/data-table";
import { RowActions } from "~/components/admin/row-actions";
import { Switch } from "~/components/admin/switch";
import { useActionToast } from "~/components/admin/use-action-toast";
import { useRefresh } from "~/components/admin/use-refresh";
import { Button, buttonClass } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Dialog } from "~/components/ui/dialog";
import { toast } from "~/components/ui/toast";
import type { AdminActionResult } from "~/lib/schemas/action";

/** A subscription row as the loader sends it. */
export type SubscriberRow = { id: number; email: string; active: boolean; createTime: string | Date };

const DATE = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** A subscription date as "MMM d, yyyy" (e.g. "Nov 2, 2026"). */
export function subscriberDate(value: string | Date): string {
  return DATE.format(new Date(value));
}

/** The Subscribers tab: search by e-mail, toggle, edit, delete, Export Emails and CSV download. */
export function SubscribersTab({ rows, activeEmails }: { rows: SubscriberRow[]; activeEmails: string }) {
  const { refresh, refreshing } = useRefresh();
  const activeFetcher = useFetcher<AdminActionResult>();
  const deleteFetcher = useFetcher<AdminActionResult>();
  const [editing, setEditing] = useState<SubscriberRow | null>(null);
  const [deleting, setDeleting] = useState<SubscriberRow | null>(null);
  const [exporting, setExporting] = useState(false);
  useActionToast(activeFetcher.data);
  useActionToast(deleteFetcher.data, () => setDeleting(null));
  const pending = activeFetcher.formData
    ? {
        id: Number(activeFetcher.formData.get("id")),
        active: activeFetcher.formData.get("active") === "true",
      }
    : null;

  const columns: DataTableColumn<SubscriberRow>[] = [
    {
      id: "email",
      header: "Email",
      value: (s) => s.email,
      cell: (s) => <span className="font-medium">{s.email}</span>,
    },
    {
      id: "status",
      header: "Status",
      value: (s) => (s.active ? "Active" : "Inactive"),
      cell: (s) => {
        const active = pending?.id === s.id ? pending.active : s.active;
        return (
          <span className="inline-flex items-center gap-2">
            <Switch
              checked={active}
              label={`Subscription active: ${s.email}`}
              onChange={(next) =>
                activeFetcher.submit(
                  { intent: "subscriberActive", id: s.id, active: String(next) },
                  { method: "post" },
                )
              }
            />
            <span className="text-sm">{active ? "Active" : "Inactive"}</span>
          </span>
        );
      },
    },
    {
      id: "createTime",
      header: "Subscribed",
      value: (s) => new Date(s.createTime).toISOString(),
      cell: (s) => <span className="tabular-nums">{subscriberDate(s.createTime)}</span>,
      className: "w-36",
    },
  ];

  return (
    <section aria-labelledby="subscribers-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="subscribers-heading" className="font-semibold text-lg">
            Subscribers
          </h2>
          <p className="text-gray-600 text-sm">Newsletter subscriptions, newest first.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href="/admin/subscribers.csv" download className={buttonClass("secondary")}>
            <Download aria-hidden="true" className="size-4" />
            Download CSV
          </a>
          <Button variant="primary" onClick={() => setExporting(true)}>
            <Mail aria-hidden="true" className="size-4" />
            Export Emails
          </Button>
        </div>
      </div>
      <DataTable
        label="Subscribers"
        rows={rows}
        columns={columns}
        searchColumn="email"
        searchPlaceholder="Search by email..."
        onRefresh={refresh}
        loading={refreshing}
        loadingText="Loading subscribers..."
        actions={(s) => (
          <RowActions name={s.email} onEdit={() => setEditing(s)} onDelete={() => setDeleting(s)} />
        )}
      />
      {editing && <SubscriberDialog subscriber={editing} onClose={() => setEditing(null)} />}
      {exporting && <ExportDialog emails={activeEmails} onClose={() => setExporting(false)} />}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Subscription"
        description={
          <p>
            Are you sure you want to delete the subscription of <strong>{deleting?.email}</strong>? This
            action cannot be undone.
          </p>
        }
        busy={deleteFetcher.state !== "idle"}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          deleteFetcher.submit({ intent: "subscriberDelete", id: deleting.id }, { method: "post" })
        }
      />
    </section>
  );
}

/** The Export Emails dialog: active e-mails joined by semicolons, with Copy to Clipboard. */
function ExportDialog({ emails, onClose }: { emails: string; onClose: () => void }) {
  const textId = useId();
  const count = emails ? emails.split(";").length : 0;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(emails);
      toast.success("Active emails copied to clipboard!");
    } catch {
      toast.error("Could not copy: select the text and copy it by hand");
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title="Export Emails"
      description={`${count} active subscriber${count === 1 ? "" : "s"}, separated by semicolons.`}
      footer={
        <>
          <Button onClick={onClose}>Close</Button>
          <Button variant="primary" onClick={copy} disabled={count === 0}>
            Copy to Clipboard
          </Button>
        </>
      }
    >
      <label htmlFor={textId} className="block font-medium text-sm">
        Active emails
      </label>
      <textarea
        id={textId}
        readOnly
        rows={6}
        value={emails}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-1 w-full rounded-md border border-gray-300 px-3 py-2 font-mono text-sm"
      />
    </Dialog>
  );
}

/** The Edit Subscriber dialog (e-mail required, valid, unique). */
function SubscriberDialog({ subscriber, onClose }: { subscriber: SubscriberRow; onClose: () => void }) {
  const fetcher = useFetcher<AdminActionResult>();
  const emailId = useId();
  const errorId = useId();
  useActionToast(fetcher.data, onClose);
  const error =
    fetcher.data && !fetcher.data.ok ? (fetcher.data.fieldErrors?.email ?? fetcher.data.error) : undefined;
  const busy = fetcher.state !== "idle";
  return (
    <Dialog
      open
      onClose={onClose}
      title="Edit Subscriber"
      footer={
        <>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant="primary" type="submit" form="subscriber-form" disabled={busy}>
            {busy ? "Saving..." : "Save Changes"}
          </Button>
        </>
      }
    >
      <fetcher.Form id="subscriber-form" method="post" noValidate className="space-y-4">
        <input type="hidden" name="intent" value="subscriberEmail" />
        <input type="hidden" name="id" value={subscriber.id} />
        <div>
          <label htmlFor={emailId} className="block font-medium text-sm">
            Email
          </label>
          <input
            id={emailId}
            name="email"
            type="email"
            required
            defaultValue={subscriber.email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="mt-1 h-10 w-full rounded-md border border-gray-300 px-3 text-sm"
          />
          {error && (
            <p id={errorId} className="mt-1 text-red-700 text-sm">
              {error}
            </p>
          )}
        </div>
      </fetcher.Form>
    </Dialog>
  );
}
