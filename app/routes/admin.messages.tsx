import clsx from "clsx";
import { Check, Eye, RotateCw, Undo2 } from "lucide-react";
import { useState } from "react";
import { useFetcher, useSearchParams } from "react-router";
import { z } from "zod";
import { adminAction, intent } from "#server/admin/action";
import { requireStaff } from "#server/auth/session";
import { AdminActionError } from "#server/errors";
import { listContactMessages } from "#server/mail/admin-messages";
import { markOutboxMessageHandled, retryOutboxMessage } from "#server/mail/outbox";
import { kickMailWorker } from "#server/mail/worker";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { adminMeta } from "~/components/admin/meta";
import { Pagination } from "~/components/admin/pagination";
import { ScrollRegion } from "~/components/admin/scroll-region";
import { useActionToast } from "~/components/admin/use-action-toast";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { idSchema } from "~/lib/schemas/ids";
import type { Route } from "./+types/admin.messages";

export const meta: Route.MetaFunction = () => adminMeta("Messages");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const page = Number(new URL(request.url).searchParams.get("page")) || 1;
  return { page, ...(await listContactMessages(page)) };
}

export async function action({ request }: Route.ActionArgs) {
  return adminAction(request, {
    retry: intent({
      schema: idSchema,
      failure: "Failed to retry message",
      run: async ({ id }) => {
        if (!(await retryOutboxMessage(id)))
          throw new AdminActionError("Only a failed or pending message can be retried");
        kickMailWorker();
        return "Message queued for delivery";
      },
    }),
    handled: intent({
      schema: idSchema.extend({ handled: z.enum(["true", "false"]).transform((v) => v === "true") }),
      failure: "Failed to update message",
      run: async ({ id, handled }) => {
        if (!(await markOutboxMessageHandled(id, handled)))
          throw new AdminActionError("Failed to update message", 404);
        return handled ? "Message marked as handled" : "Message marked as unhandled";
      },
    }),
  });
}

type Message = Route.ComponentProps["loaderData"]["rows"][number];

const DATE_TIME = new Intl.DateTimeFormat("en-GB", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "UTC",
});
/** A timestamp as "yyyy-MM-dd HH:mm UTC". */
function when(value: string | Date): string {
  const parts = Object.fromEntries(DATE_TIME.formatToParts(new Date(value)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} UTC`;
}

const STATUS_STYLE: Record<string, string> = {
  pending: "bg-amber-100 text-amber-900",
  sending: "bg-blue-100 text-blue-900",
  sent: "bg-green-100 text-green-900",
  failed: "bg-red-100 text-red-900",
};

export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  const { rows, page, total, totalPages } = loaderData;
  const [, setParams] = useSearchParams();
  const [reading, setReading] = useState<Message | null>(null);
  const fetcher = useFetcher<typeof action>();
  useActionToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  return (
    <>
      <AdminPageHeader
        title="Messages"
        description="Messages sent through the website's contact form, newest first, with their delivery status."
      />
      <p className="mb-3 text-gray-600 text-sm">
        {total} message{total === 1 ? "" : "s"}
      </p>
      <ScrollRegion label="Contact messages table">
        <table className="w-full text-left text-sm" aria-label="Contact messages">
          <thead className="border-gray-200 border-b bg-gray-50 text-gray-700">
            <tr>
              <th scope="col" className="px-3 py-2">
                Received
              </th>
              <th scope="col" className="px-3 py-2">
                From
              </th>
              <th scope="col" className="px-3 py-2">
                Subject
              </th>
              <th scope="col" className="px-3 py-2">
                Delivery
              </th>
              <th scope="col" className="px-3 py-2">
                Handled
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={6} className="px-3 py-8 text-center text-gray-600">
                  No messages yet.
                </td>
              </tr>
            ) : (
              rows.map((m) => (
                <tr key={m.id} className={clsx("border-gray-100 border-t", !m.handledAt && "font-medium")}>
                  <td className="whitespace-nowrap px-3 py-2 tabular-nums">{when(m.createdAt)}</td>
                  <td className="px-3 py-2">
                    <span
                      className="block max-w-[200px] truncate"
                      title={`${m.payload.name} <${m.payload.email}>`}
                    >
                      {m.payload.name}
                    </span>
                    <span className="block max-w-[200px] truncate font-normal text-gray-600 text-xs">
                      {m.payload.email}
                    </span>
                  </td>
                  <td className="px-3 py-2">
                    <span className="block max-w-[220px] truncate" title={m.payload.subject}>
                      {m.payload.subject}
                    </span>
                  </td>
                  <td className="px-3 py-2 font-normal">
                    <span
                      className={clsx("rounded-full px-2 py-0.5 text-xs capitalize", STATUS_STYLE[m.status])}
                    >
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
                  </td>
                  <td className="px-3 py-2 font-normal">{m.handledAt ? "Handled" : "Open"}</td>
                  <td className="px-3 py-2 text-right">
                    <div className="inline-flex gap-1">
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => setReading(m)}
                        aria-label={`Read message from ${m.payload.name}`}
                      >
                        <Eye aria-hidden="true" className="size-4" />
                      </Button>
                      {(m.status === "failed" || m.status === "pending") && (
                        <Button
                          size="sm"
                          variant="ghost"
                          disabled={busy}
                          onClick={() => fetcher.submit({ intent: "retry", id: m.id }, { method: "post" })}
                          aria-label={`Retry delivery of message from ${m.payload.name}`}
                        >
                          <RotateCw aria-hidden="true" className="size-4" />
                        </Button>
                      )}
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={busy}
                        onClick={() =>
                          fetcher.submit(
                            { intent: "handled", id: m.id, handled: String(!m.handledAt) },
                            { method: "post" },
                          )
                        }
                        aria-label={`${m.handledAt ? "Mark as unhandled" : "Mark as handled"}: message from ${m.payload.name}`}
                      >
                        {m.handledAt ? (
                          <Undo2 aria-hidden="true" className="size-4" />
                        ) : (
                          <Check aria-hidden="true" className="size-4" />
                        )}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </ScrollRegion>
      <div className="mt-4">
        <Pagination
          page={page}
          totalPages={totalPages}
          onPage={(next) => setParams({ page: String(next) })}
          label="Messages pages"
        />
      </div>
      {reading && (
        <Dialog
          open
          onClose={() => setReading(null)}
          title="Contact Message"
          footer={<Button onClick={() => setReading(null)}>Close</Button>}
        >
          <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="font-medium">Name</dt>
            <dd>{reading.payload.name}</dd>
            <dt className="font-medium">Email</dt>
            <dd>
              <a className="underline" href={`mailto:${reading.payload.email}`}>
                {reading.payload.email}
              </a>
            </dd>
            <dt className="font-medium">Subject</dt>
            <dd>{reading.payload.subject}</dd>
            <dt className="font-medium">Received</dt>
            <dd>{when(reading.createdAt)}</dd>
            <dt className="font-medium">Sent to</dt>
            <dd>{reading.toEmail}</dd>
          </dl>
          <h3 className="mt-4 font-medium text-sm">Message</h3>
          <p
            className="mt-1 whitespace-pre-wrap break-words rounded-md border border-gray-200 bg-gray-50 p-3 text-sm"
            data-message-body
          >
            {reading.payload.message}
          </p>
        </Dialog>
      )}
    </>
  );
}
