import clsx from "clsx";
import { Check, Eye, RotateCw, Undo2 } from "lucide-react";
import { type DataTableColumn, Truncated } from "~/components/admin/data-table";
import { Button } from "~/components/ui/button";
import { formatTimestamp } from "~/lib/timestamp";
import type { Route } from "./+types/route";

export type ContactMessage = Route.ComponentProps["loaderData"]["rows"][number];

/** A message's time as "yyyy-MM-dd HH:mm UTC". */
export const receivedAt = formatTimestamp;

const STATUS_STYLE: Record<string, string> = {
  pending: "bg-amber-100 text-amber-900",
  sending: "bg-blue-100 text-blue-900",
  sent: "bg-green-100 text-green-900",
  failed: "bg-red-100 text-red-900",
};

/** Received, From (bold while open), Subject, Delivery (status, attempts, last error) and Handled. */
export const MESSAGE_COLUMNS: DataTableColumn<ContactMessage>[] = [
  {
    id: "createdAt",
    header: "Received",
    value: (m) => new Date(m.createdAt).toISOString(),
    cell: (m) => receivedAt(m.createdAt),
    className: "whitespace-nowrap tabular-nums",
  },
  {
    id: "from",
    header: "From",
    value: (m) => m.payload.name,
    cell: (m) => (
      <span title={`${m.payload.name} <${m.payload.email}>`}>
        <span className={clsx("block max-w-[200px] truncate", !m.handledAt && "font-medium")}>
          {m.payload.name}
        </span>
        <span className="block max-w-[200px] truncate text-gray-600 text-xs">{m.payload.email}</span>
      </span>
    ),
  },
  {
    id: "subject",
    header: "Subject",
    value: (m) => m.payload.subject,
    cell: (m) => <Truncated text={m.payload.subject} />,
  },
  {
    id: "status",
    header: "Delivery",
    value: (m) => m.status,
    cell: (m) => (
      <>
        <span className={clsx("rounded-full px-2 py-0.5 text-xs capitalize", STATUS_STYLE[m.status])}>
          {m.status}
        </span>
        <span className="ml-2 text-gray-600 text-xs">
          {m.attempts} attempt{m.attempts === 1 ? "" : "s"}
        </span>
        {m.lastError && m.status !== "sent" && (
          <span className="block max-w-[220px] truncate text-red-800 text-xs" title={m.lastError}>
            {m.lastError}
          </span>
        )}
      </>
    ),
  },
  { id: "handled", header: "Handled", value: (m) => (m.handledAt ? "Handled" : "Open") },
];

/** A message's actions: Read, Retry (failed or pending delivery) and Mark as handled / unhandled. */
export function MessageActions({
  message: m,
  busy,
  onRead,
  post,
}: {
  message: ContactMessage;
  busy: boolean;
  onRead: () => void;
  post: (fields: Record<string, string | number>) => void;
}) {
  const from = `message from ${m.payload.name}`;
  return (
    <div className="inline-flex gap-1">
      <Button size="sm" variant="ghost" onClick={onRead} aria-label={`Read ${from}`}>
        <Eye aria-hidden="true" className="size-4" />
      </Button>
      {(m.status === "failed" || m.status === "pending") && (
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          onClick={() => post({ intent: "retry", id: m.id })}
          aria-label={`Retry delivery of ${from}`}
        >
          <RotateCw aria-hidden="true" className="size-4" />
        </Button>
      )}
      <Button
        size="sm"
        variant="ghost"
        disabled={busy}
        onClick={() => post({ intent: "handled", id: m.id, handled: String(!m.handledAt) })}
        aria-label={`${m.handledAt ? "Mark as unhandled" : "Mark as handled"}: ${from}`}
      >
        {m.handledAt ? (
          <Undo2 aria-hidden="true" className="size-4" />
        ) : (
          <Check aria-hidden="true" className="size-4" />
        )}
      </Button>
    </div>
  );
}
