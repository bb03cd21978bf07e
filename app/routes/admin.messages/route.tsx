import { useState } from "react";
import { useFetcher } from "react-router";
import { z } from "zod";
import { adminAction, intent } from "#server/admin/action";
import { requireStaff } from "#server/auth/session";
import { AdminActionError } from "#server/errors";
import { listContactMessages } from "#server/mail/admin-messages";
import { markOutboxMessageHandled, retryOutboxMessage } from "#server/mail/outbox";
import { kickMailWorker } from "#server/mail/worker";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { DataTable } from "~/components/admin/data-table";
import { adminMeta } from "~/components/admin/meta";
import { Pagination } from "~/components/admin/pagination";
import { useActionToast } from "~/components/admin/use-action-toast";
import { useRefresh } from "~/components/admin/use-refresh";
import { idSchema } from "~/lib/schemas/ids";
import type { Route } from "./+types/route";
import { MessageDialog } from "./message-dialog";
import { type ContactMessage, MESSAGE_COLUMNS, MessageActions } from "./messages-table";

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

export default function AdminMessages({ loaderData }: Route.ComponentProps) {
  const { rows, page, total, totalPages } = loaderData;
  const [reading, setReading] = useState<ContactMessage | null>(null);
  const { refresh, refreshing } = useRefresh();
  const fetcher = useFetcher<typeof action>();
  useActionToast(fetcher.data);
  return (
    <>
      <AdminPageHeader
        title="Messages"
        description="Messages sent through the website's contact form, newest first, with their delivery status."
      />
      <p className="mb-3 text-gray-600 text-sm">
        {total} message{total === 1 ? "" : "s"}
      </p>
      <DataTable
        label="Contact messages"
        rows={rows}
        columns={MESSAGE_COLUMNS}
        onRefresh={refresh}
        loading={refreshing}
        loadingText="Loading messages..."
        emptyText="No messages yet."
        actions={(m) => (
          <MessageActions
            message={m}
            busy={fetcher.state !== "idle"}
            onRead={() => setReading(m)}
            post={(fields) => fetcher.submit(fields, { method: "post" })}
          />
        )}
      />
      <div className="mt-4">
        <Pagination
          page={page}
          totalPages={totalPages}
          href={(next) => (next > 1 ? `/admin/messages?page=${next}` : "/admin/messages")}
          label="Messages pages"
        />
      </div>
      {reading && <MessageDialog message={reading} onClose={() => setReading(null)} />}
    </>
  );
}
