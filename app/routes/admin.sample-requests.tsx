import { Download } from "lucide-react";
import { useSearchParams } from "react-router";
import { adminAction, intent } from "#server/admin/action";
import { requireStaff } from "#server/auth/session";
import { deleteSampleRequest, listSampleRequestsForAdmin, updateSampleRequest } from "#server/samples/admin";
import type { DataTableColumn } from "~/components/admin/data-table";
import { EntityFormDialog } from "~/components/admin/entity-form";
import { EntityScreen } from "~/components/admin/entity-screen";
import { adminMeta } from "~/components/admin/meta";
import { buttonClass } from "~/components/ui/button";
import { ReadOnlyField, SelectField, TextAreaField } from "~/components/ui/field";
import { idSchema } from "~/lib/schemas/ids";
import { sampleRequestFormSchema } from "~/lib/schemas/sample-requests";
import { SAMPLE_REQUEST_STATUSES } from "~/lib/schemas/samples";
import type { Route } from "./+types/admin.sample-requests";

// One screen (and its CSV beside it, /admin/sample-requests.csv): visitors' names, addresses and phone
// numbers, so a role check can close both by this one path prefix.
export const meta: Route.MetaFunction = () => adminMeta("Sample Requests");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return { requests: await listSampleRequestsForAdmin() };
}

export async function action({ request }: Route.ActionArgs) {
  return adminAction(request, {
    update: intent({
      schema: sampleRequestFormSchema.extend(idSchema.shape),
      failure: "Failed to update sample request",
      run: async ({ id, ...input }) => {
        await updateSampleRequest(id, input);
        return "Sample request updated successfully";
      },
    }),
    delete: intent({
      schema: idSchema,
      failure: "Failed to delete sample request",
      run: async ({ id }) => {
        await deleteSampleRequest(id);
        return "Sample request deleted successfully";
      },
    }),
  });
}

type SampleRequestRow = Route.ComponentProps["loaderData"]["requests"][number];

const dateTime = (value: Date | string) => new Date(value).toISOString().slice(0, 16).replace("T", " ");

const STATUS_STYLES: Record<SampleRequestRow["status"], string> = {
  New: "bg-amber-100 text-amber-900",
  Sent: "bg-sky-100 text-sky-900",
  Closed: "bg-gray-200 text-gray-800",
};

const COLUMNS: DataTableColumn<SampleRequestRow>[] = [
  { id: "reference", header: "Reference", value: (r) => r.reference, className: "w-24" },
  { id: "createdAt", header: "Received", value: (r) => dateTime(r.createdAt) },
  { id: "name", header: "Name", value: (r) => r.name },
  { id: "company", header: "Company", value: (r) => r.company },
  { id: "country", header: "Country", value: (r) => r.country },
  { id: "codes", header: "Item Codes", value: (r) => r.items.map((item) => item.itemCode).join(", ") },
  {
    id: "status",
    header: "Status",
    value: (r) => r.status,
    cell: (r) => (
      <span className={`inline-flex rounded-full px-2 py-0.5 font-medium text-xs ${STATUS_STYLES[r.status]}`}>
        {r.status}
      </span>
    ),
  },
];

export default function AdminSampleRequests({ loaderData }: Route.ComponentProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = searchParams.get("status") ?? "";
  const rows = status ? loaderData.requests.filter((r) => r.status === status) : loaderData.requests;
  return (
    <EntityScreen
      title="Sample Requests"
      description="Samples visitors asked for from their sample list, newest first. Set the status once the samples are sent, and keep notes."
      rows={rows}
      headerActions={
        <a href="/admin/sample-requests.csv" download className={buttonClass("secondary")}>
          <Download aria-hidden="true" className="size-4" />
          Download CSV
        </a>
      }
      table={{
        label: "Sample requests",
        columns: COLUMNS,
        searchColumn: "name",
        searchPlaceholder: "Search by name...",
        filter: {
          label: "Filter by status",
          allLabel: "All Statuses",
          options: SAMPLE_REQUEST_STATUSES.map((value) => ({ value, label: value })),
          value: status,
          onChange: (value) => setSearchParams(value ? { status: value } : {}, { preventScrollReset: true }),
        },
        loadingText: "Loading sample requests...",
        emptyText: "No sample requests yet.",
      }}
      rowName={(r) => r.reference}
      remove={{
        title: "Confirm Deletion",
        description: (r) => (
          <p>
            Are you sure you want to delete the sample request <strong>{r.reference}</strong> from {r.name}?
            This action cannot be undone.
          </p>
        ),
      }}
      dialog={(r, close) => (r ? <SampleRequestDialog request={r} onClose={close} /> : null)}
    />
  );
}

/** The request's details (read-only), the codes asked for, and the status and notes staff keep. */
function SampleRequestDialog({ request, onClose }: { request: SampleRequestRow; onClose: () => void }) {
  return (
    <EntityFormDialog
      schema={sampleRequestFormSchema}
      title={`Sample Request ${request.reference}`}
      submitLabel="Save"
      intent="update"
      id={request.id}
      size="lg"
      defaultValue={{ status: request.status, notes: request.notes }}
      onClose={onClose}
    >
      {(fields) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <ReadOnlyField label="Received" value={dateTime(request.createdAt)} />
            <ReadOnlyField label="Mail to the contact address" value={request.mailStatus ?? "not queued"} />
            <ReadOnlyField label="Name" value={request.name} />
            <ReadOnlyField label="Company" value={request.company} />
            <ReadOnlyField label="Email" value={request.email} />
            <ReadOnlyField label="Phone" value={request.phone ?? ""} />
            <ReadOnlyField label="Country" value={request.country} />
            <ReadOnlyField label="Language" value={request.languageCode} />
          </div>
          <section aria-label="Address and message" className="grid gap-4 sm:grid-cols-2">
            <div>
              <h3 className="font-medium text-sm">Address</h3>
              <p className="mt-1 whitespace-pre-wrap rounded-md bg-gray-50 p-3 text-sm">{request.address}</p>
            </div>
            <div>
              <h3 className="font-medium text-sm">Message</h3>
              <p className="mt-1 whitespace-pre-wrap rounded-md bg-gray-50 p-3 text-sm">{request.message}</p>
            </div>
          </section>
          <section aria-label="Item codes requested">
            <h3 className="font-medium text-sm">Item codes requested ({request.items.length})</h3>
            <ul className="mt-2 divide-y divide-gray-200 rounded-md border border-gray-200 text-sm">
              {request.items.map((item) => (
                <li key={item.itemCodeId} className="flex items-center gap-3 px-3 py-2">
                  <span
                    aria-hidden="true"
                    className="size-4 shrink-0 rounded-full border border-gray-300"
                    style={{ background: item.colourHex ?? "transparent" }}
                  />
                  <a
                    href={`/products/${encodeURIComponent(item.productSlug)}?code=${encodeURIComponent(item.itemCode)}`}
                    target="_blank"
                    rel="noopener"
                    className="font-semibold text-gold-dark underline-offset-2 hover:underline"
                  >
                    {item.itemCode}
                  </a>
                  <span className="text-gray-700">
                    {[item.colourName, item.productName].filter(Boolean).join(" · ")}
                  </span>
                </li>
              ))}
            </ul>
          </section>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField meta={fields.status} label="Status" options={SAMPLE_REQUEST_STATUSES} />
          </div>
          <TextAreaField meta={fields.notes} label="Notes" rows={4} />
        </>
      )}
    </EntityFormDialog>
  );
}
