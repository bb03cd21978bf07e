import { useState } from "react";
import { useFetcher } from "react-router";
import { z } from "zod";
import { adminAction, intent } from "#server/admin/action";
import { requireStaff } from "#server/auth/session";
import { AdminActionError } from "#server/errors";
import { sanitizeRichText } from "#server/html/sanitize";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { DataTable, type DataTableColumn, statusFilter } from "~/components/admin/data-table";
import { EntityFormDialog } from "~/components/admin/entity-form";
import { MediaField } from "~/components/admin/media-field";
import { adminMeta } from "~/components/admin/meta";
import { RichTextEditor } from "~/components/admin/rich-text-editor";
import { ReorderBar, useReorder } from "~/components/admin/sortable";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Dialog } from "~/components/ui/dialog";
import {
  CheckboxField,
  CheckboxGroupField,
  SelectField,
  TextAreaField,
  TextField,
} from "~/components/ui/field";
import { toast } from "~/components/ui/toast";
import { checkbox, list } from "~/lib/schemas/form";
import { STATUSES } from "~/lib/schemas/status";
import type { Route } from "./+types/admin.ui-kit";

// Staff-only reference page: every shared back-office building block in use, for the engineers
// who build the screens and for the end-to-end tests of the blocks. Not linked from the sidebar.

export const meta: Route.MetaFunction = () => adminMeta("UI kit");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return null;
}

/** The demo form: one schema, run by the browser as staff type and by the action below. */
const demoFormSchema = z.object({
  name: z.string().trim().min(2, "Name must be at least 2 characters"),
  email: z.email("Please enter a valid email address"),
  status: z.enum(STATUSES),
  note: z.string().max(200, "Note must be at most 200 characters"),
  colours: list(z.enum(["gold", "silver", "copper"])).refine(
    (v) => v.length > 0,
    "Choose at least one colour",
  ),
  featured: checkbox(),
});

export async function action({ request }: Route.ActionArgs) {
  return adminAction(request, {
    demo: intent({
      schema: demoFormSchema,
      failure: "Failed to save",
      audit: "none",
      run: async ({ name }) => {
        if (name.toLowerCase() === "taken")
          throw new AdminActionError("That name is taken", 409, { field: "name" });
        return `Saved ${name}`;
      },
    }),
    preview: intent({
      schema: z.object({ body: z.string().max(100_000) }),
      failure: "Failed to save",
      audit: "none",
      run: async ({ body }) => sanitizeRichText(body),
    }),
  });
}

type DemoRow = { id: number; name: string; status: "Active" | "Inactive"; note: string | null };
const DEMO_ROWS: DemoRow[] = [
  {
    id: 1,
    name: "Gold Thread No. 40",
    status: "Active",
    note: "A very long note that is cut to about 180 pixels in the table",
  },
  { id: 2, name: "Silver Braid", status: "Inactive", note: null },
  { id: 3, name: "Copper Twist", status: "Active", note: "Short" },
];
const DEMO_COLUMNS: DataTableColumn<DemoRow>[] = [
  { id: "name", header: "Name", value: (r) => r.name },
  { id: "status", header: "Status", value: (r) => r.status },
  { id: "note", header: "Note", value: (r) => r.note },
];

export default function UiKit() {
  const [dialogOpen, setDialogOpen] = useState(false);
  const [formOpen, setFormOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const reorder = useReorder(DEMO_ROWS);
  const fetcher = useFetcher<typeof action>();
  return (
    <>
      <AdminPageHeader
        title="UI kit"
        description="The shared back-office building blocks, as screens use them."
      />
      <div className="space-y-8">
        <section aria-labelledby="kit-table" className="space-y-3">
          <h2 id="kit-table" className="font-sans font-semibold text-lg">
            Data table with filter and drag reordering
          </h2>
          <DataTable
            label="Demo rows"
            rows={DEMO_ROWS}
            columns={DEMO_COLUMNS}
            searchColumn="name"
            searchPlaceholder="Search by name..."
            filter={statusFilter()}
            reorder={reorder}
            rowLabel={(r) => r.name}
            toolbar={
              <ReorderBar
                changed={reorder.changed}
                saving={false}
                onSave={() => toast.success(`Order: ${reorder.orderedIds.join(", ")}`)}
                onDiscard={reorder.discard}
              />
            }
          />
        </section>
        <section
          aria-labelledby="kit-upload"
          className="grid gap-6 rounded-lg border border-gray-200 bg-surface p-5 md:grid-cols-2"
        >
          <h2 id="kit-upload" className="font-sans font-semibold text-lg md:col-span-2">
            Uploads
          </h2>
          <MediaField name="image" label="Image" folder="products" accept="image" />
          <MediaField name="pdf" label="Catalogue PDF" folder="pdf" accept="pdf" hint="PDF, up to 50 MB." />
          <MediaField
            name="media"
            posterName="mediaPoster"
            label="Image or video"
            folder="gallery-videos"
            accept="media"
            hint="Images up to 5 MB; MP4, WebM or OGG up to 100 MB."
          />
          <MediaField
            name="images"
            label="Image list"
            folder="products"
            accept="image"
            multiple
            sortable
            hint="Several images; drag, or use the arrows, to reorder."
          />
        </section>
        <section aria-labelledby="kit-editor" className="rounded-lg border border-gray-200 bg-surface p-5">
          <h2 id="kit-editor" className="font-sans font-semibold text-lg">
            Rich text (sanitised by the server on save)
          </h2>
          <fetcher.Form method="post" className="mt-3 space-y-3">
            <input type="hidden" name="intent" value="preview" />
            <RichTextEditor
              name="body"
              label="Article body"
              defaultValue="<p>Metallic thread, <strong>made in Kyoto</strong>.</p>"
            />
            <Button type="submit" variant="primary">
              Save
            </Button>
          </fetcher.Form>
          {fetcher.data?.ok && (
            <div
              data-testid="sanitised"
              className="prose-rich mt-4 rounded border border-gray-200 p-3 text-sm"
            >
              <div dangerouslySetInnerHTML={{ __html: fetcher.data.message }} />
            </div>
          )}
        </section>
        <section aria-labelledby="kit-dialogs" className="flex flex-wrap items-center gap-3">
          <h2 id="kit-dialogs" className="w-full font-sans font-semibold text-lg">
            Dialogs
          </h2>
          <Button onClick={() => setDialogOpen(true)}>Open large dialog</Button>
          <Button onClick={() => setFormOpen(true)}>Open form dialog</Button>
          <Button variant="danger" onClick={() => setConfirmOpen(true)}>
            Delete something
          </Button>
        </section>
      </div>
      <Dialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        title="Large form dialog"
        description="Up to 900 px wide; the body scrolls."
        size="lg"
        footer={<Button onClick={() => setDialogOpen(false)}>Close</Button>}
      >
        <div className="h-[120vh] text-gray-600 text-sm">A tall body scrolls inside the dialog.</div>
      </Dialog>
      {formOpen && (
        <EntityFormDialog
          schema={demoFormSchema}
          title="Form dialog"
          submitLabel="Save"
          intent="demo"
          defaultValue={{ status: "Active" }}
          onClose={() => setFormOpen(false)}
        >
          {(fields) => (
            <>
              <TextField
                meta={fields.name}
                label="Name"
                hint='"taken" is refused by the server, on the field'
              />
              <TextField meta={fields.email} label="E-mail" type="email" />
              <SelectField meta={fields.status} label="Status" options={STATUSES} />
              <TextAreaField meta={fields.note} label="Note" />
              <CheckboxGroupField
                meta={fields.colours}
                label="Colours"
                emptyText="No colours"
                options={["gold", "silver", "copper"].map((value) => ({ value, label: value }))}
              />
              <CheckboxField meta={fields.featured} label="Featured" />
            </>
          )}
        </EntityFormDialog>
      )}
      <ConfirmDialog
        open={confirmOpen}
        title="Confirm Deletion"
        description="Are you sure? This action cannot be undone."
        onCancel={() => setConfirmOpen(false)}
        onConfirm={() => setConfirmOpen(false)}
      />
    </>
  );
}
