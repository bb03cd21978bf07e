import { Download, Mail } from "lucide-react";
import { useId, useState } from "react";
import type { DataTableColumn } from "~/components/admin/data-table";
import { EntityFormDialog } from "~/components/admin/entity-form";
import { EntityScreen } from "~/components/admin/entity-screen";
import { Button, buttonClass } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { TextField } from "~/components/ui/field";
import { toast } from "~/components/ui/toast";
import { subscriberEmailSchema } from "~/lib/schemas/subscribers";

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

/** The Subscribers tab: search by e-mail, switch, edit, delete, Export Emails and CSV download. */
export function SubscribersTab({ rows, activeEmails }: { rows: SubscriberRow[]; activeEmails: string }) {
  const [exporting, setExporting] = useState(false);
  return (
    <EntityScreen
      title="Subscribers"
      description="Newsletter subscriptions, newest first."
      headingLevel={2}
      rows={rows}
      table={{
        label: "Subscribers",
        columns: COLUMNS,
        searchColumn: "email",
        searchPlaceholder: "Search by email...",
        loadingText: "Loading subscribers...",
      }}
      rowName={(s) => s.email}
      intents={{ delete: "subscriberDelete" }}
      toggle={{
        active: (s) => s.active,
        post: (s) => ({ intent: "subscriberActive", id: s.id, active: String(!s.active) }),
        switch: { label: (s) => `Subscription active: ${s.email}`, after: "email" },
      }}
      remove={{
        title: "Delete Subscription",
        description: (s) => (
          <p>
            Are you sure you want to delete the subscription of <strong>{s.email}</strong>? This action cannot
            be undone.
          </p>
        ),
      }}
      headerActions={
        <>
          <a href="/admin/subscribers.csv" download className={buttonClass("secondary")}>
            <Download aria-hidden="true" className="size-4" />
            Download CSV
          </a>
          <Button variant="primary" onClick={() => setExporting(true)}>
            <Mail aria-hidden="true" className="size-4" />
            Export Emails
          </Button>
        </>
      }
      dialog={(subscriber, close) =>
        subscriber && <SubscriberDialog subscriber={subscriber} onClose={close} />
      }
    >
      {exporting && <ExportDialog emails={activeEmails} onClose={() => setExporting(false)} />}
    </EntityScreen>
  );
}

const COLUMNS: DataTableColumn<SubscriberRow>[] = [
  {
    id: "email",
    header: "Email",
    value: (s) => s.email,
    cell: (s) => <span className="font-medium">{s.email}</span>,
  },
  {
    id: "createTime",
    header: "Subscribed",
    value: (s) => new Date(s.createTime).toISOString(),
    cell: (s) => <span className="tabular-nums">{subscriberDate(s.createTime)}</span>,
    className: "w-36",
  },
];

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
  return (
    <EntityFormDialog
      schema={subscriberEmailSchema}
      title="Edit Subscriber"
      submitLabel="Save Changes"
      intent="subscriberEmail"
      id={subscriber.id}
      defaultValue={{ email: subscriber.email }}
      onClose={onClose}
    >
      {(fields) => <TextField meta={fields.email} label="Email" type="email" />}
    </EntityFormDialog>
  );
}
