import clsx from "clsx";
import { Pencil, Plus, Search, Trash2 } from "lucide-react";
import { useEffect, useId, useMemo, useState } from "react";
import { Form, Link, useFetcher, useSubmit } from "react-router";
import { z } from "zod";
import { adminAction, intent } from "#server/admin/action";
import { requireStaff } from "#server/auth/session";
import {
  addTranslation,
  addTranslationSchema,
  deleteTranslation,
  loadTranslationsScreen,
  updateTranslation,
} from "#server/translations/admin";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import { adminMeta } from "~/components/admin/meta";
import { RichTextEditor } from "~/components/admin/rich-text-editor";
import { useActionToast } from "~/components/admin/use-action-toast";
import { Button } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Dialog } from "~/components/ui/dialog";
import { toast } from "~/components/ui/toast";
import { rowId } from "~/lib/schemas/ids";
import { updateTranslationSchema } from "~/lib/schemas/translations";
import type { Route } from "./+types/admin.translations";

export const meta: Route.MetaFunction = () => adminMeta("Translations");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return loadTranslationsScreen(new URL(request.url).searchParams);
}

export async function action({ request }: Route.ActionArgs) {
  return adminAction(request, {
    add: intent({
      schema: addTranslationSchema,
      failure: "Failed to add translation",
      run: async (input) => {
        await addTranslation(input);
        return "Translation added successfully";
      },
    }),
    update: intent({
      schema: updateTranslationSchema,
      failure: "Failed to update translation",
      run: async ({ id, value }) => {
        await updateTranslation(id, value);
        return "Translation updated successfully";
      },
    }),
    delete: intent({
      schema: z.object({ id: rowId() }),
      failure: "Failed to delete translation",
      run: async ({ id }) => {
        await deleteTranslation(id);
        return "Translation deleted successfully";
      },
    }),
  });
}

type Data = Route.ComponentProps["loaderData"];
type Field = Data["fields"][number];
type Translation = Data["translations"][number];

/** "country_of_origin" → "Country of origin". */
function fieldLabel(name: string): string {
  const words = name.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The original value cut to 40 characters with an ellipsis. */
function cut(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/** The URL of a selection on this screen. */
function selectionHref(type: string, id?: number | null, field?: string | null): string {
  const params = new URLSearchParams({ type });
  if (id) params.set("id", String(id));
  if (id && field) params.set("field", field);
  return `/admin/translations?${params}`;
}

const panel = "rounded-lg border border-gray-200 bg-white shadow-sm";
const panelHeading = "border-gray-200 border-b px-4 py-3 font-sans font-semibold text-gray-900 text-sm";

export default function AdminTranslations({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  useEffect(() => {
    for (const error of data.errors) toast.error(error);
  }, [data]);
  return (
    <>
      <AdminPageHeader
        title="Translations"
        description="Translate names and texts shown on the website. English is the original; a missing translation falls back to it."
      />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,300px)_minmax(0,1fr)_minmax(0,1.2fr)]">
        <RecordsPanel data={data} />
        <FieldsPanel data={data} />
        <TranslationsPanel data={data} />
      </div>
    </>
  );
}

/** Left column: entity type select and a searchable record list. */
function RecordsPanel({ data }: { data: Data }) {
  const submit = useSubmit();
  const typeId = useId();
  const searchId = useId();
  const [query, setQuery] = useState("");
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    if (!q) return data.records;
    return data.records.filter(
      (r) => r.label.toLowerCase().includes(q) || (r.secondary ?? "").toLowerCase().includes(q),
    );
  }, [data.records, query]);
  return (
    <section aria-labelledby={`${typeId}-heading`} className={panel}>
      <h2 id={`${typeId}-heading`} className={panelHeading}>
        Records
      </h2>
      <div className="space-y-3 p-4">
        <Form method="get" onChange={(event) => submit(event.currentTarget)}>
          <label htmlFor={typeId} className="block font-medium text-sm">
            Entity type
          </label>
          <select
            id={typeId}
            name="type"
            defaultValue={data.entityType}
            key={data.entityType}
            className="mt-1 h-10 w-full rounded-md border border-gray-300 bg-white px-3 text-sm"
          >
            {data.entityTypes.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
        </Form>
        <div className="relative">
          <label htmlFor={searchId} className="sr-only">
            Search records
          </label>
          <Search
            aria-hidden="true"
            className="-translate-y-1/2 absolute top-1/2 left-3 size-4 text-gray-500"
          />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search records..."
            className="h-10 w-full rounded-md border border-gray-300 pr-3 pl-9 text-sm"
          />
        </div>
      </div>
      <ul aria-label="Records" className="max-h-[60vh] overflow-y-auto border-gray-200 border-t">
        {shown.map((record) => {
          const current = record.id === data.entityId;
          return (
            <li key={record.id}>
              <Link
                to={selectionHref(data.entityType, record.id)}
                preventScrollReset
                aria-current={current ? "true" : undefined}
                className={clsx(
                  "block border-l-4 px-4 py-2.5 text-sm hover:bg-gray-50",
                  current ? "border-gold bg-amber-50 font-medium" : "border-transparent",
                )}
              >
                <span className="block truncate">{record.label}</span>
                {record.secondary && (
                  <span className="block truncate text-gray-600 text-xs">{record.secondary}</span>
                )}
              </Link>
            </li>
          );
        })}
        {shown.length === 0 && (
          <li className="px-4 py-6 text-center text-gray-600 text-sm">No records found</li>
        )}
      </ul>
    </section>
  );
}

/** Middle column: the chosen record's translatable fields with their original value and status. */
function FieldsPanel({ data }: { data: Data }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={panel}>
      <h2 id={headingId} className={panelHeading}>
        Fields{data.record ? `: ${data.record.label}` : ""}
      </h2>
      {data.fieldsError ? (
        <p role="alert" className="m-4 rounded-md border border-red-200 bg-red-50 p-3 text-red-800 text-sm">
          {data.fieldsError}
        </p>
      ) : data.entityId === null ? (
        <p className="px-4 py-8 text-center text-gray-600 text-sm">Choose a record to see its fields.</p>
      ) : (
        <ul aria-label="Translatable fields" className="divide-y divide-gray-100">
          {data.fields.map((field) => (
            <FieldRow key={field.name} data={data} field={field} />
          ))}
        </ul>
      )}
    </section>
  );
}

function FieldRow({ data, field }: { data: Data; field: Field }) {
  const current = data.field?.name === field.name;
  return (
    <li>
      <Link
        to={selectionHref(data.entityType, data.entityId, field.name)}
        preventScrollReset
        aria-current={current ? "true" : undefined}
        className={clsx(
          "flex items-start justify-between gap-3 border-l-4 px-4 py-3 hover:bg-gray-50",
          current ? "border-gold bg-amber-50" : "border-transparent",
        )}
      >
        <span className="min-w-0">
          <span className="block font-medium text-sm">
            {fieldLabel(field.name)}
            {field.kind === "required" && <span className="ml-1 text-gray-600 text-xs">(required)</span>}
          </span>
          <span className="block text-gray-600 text-sm" title={field.original}>
            {field.original ? cut(field.original) : <em>empty</em>}
          </span>
        </span>
        <span
          className={clsx(
            "shrink-0 rounded-full px-2 py-0.5 font-medium text-xs",
            field.translated ? "bg-green-100 text-green-800" : "bg-amber-100 text-amber-900",
          )}
        >
          {field.translated ? "Translated" : "Missing"}
        </span>
      </Link>
    </li>
  );
}

/** Right column: the chosen field's translations, Add, Edit and Delete. */
function TranslationsPanel({ data }: { data: Data }) {
  const headingId = useId();
  const messageId = useId();
  const deleteFetcher = useFetcher<typeof action>();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Translation | null>(null);
  const [deleting, setDeleting] = useState<Translation | null>(null);
  useActionToast(deleteFetcher.data, () => setDeleting(null));
  const field = data.field;
  const noneLeft = data.availableLanguages.length === 0;
  return (
    <section aria-labelledby={headingId} className={panel}>
      <div className="flex items-center justify-between gap-3 border-gray-200 border-b px-4 py-2">
        <h2 id={headingId} className="font-sans font-semibold text-gray-900 text-sm">
          Translations{field ? `: ${fieldLabel(field.name)}` : ""}
        </h2>
        {field && (
          <Button
            variant="primary"
            size="sm"
            disabled={noneLeft}
            aria-describedby={noneLeft ? messageId : undefined}
            onClick={() => setAdding(true)}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add Translation
          </Button>
        )}
      </div>
      {!field ? (
        <p className="px-4 py-8 text-center text-gray-600 text-sm">Choose a field to see its translations.</p>
      ) : (
        <>
          {noneLeft && (
            <p id={messageId} className="mx-4 mt-3 rounded-md bg-gray-50 p-2 text-gray-700 text-sm">
              All available languages have been used for this field
            </p>
          )}
          {data.translations.length === 0 ? (
            <p className="px-4 py-8 text-center text-gray-600 text-sm">No translations added yet</p>
          ) : (
            <ul aria-label="Translations" className="divide-y divide-gray-100">
              {data.translations.map((t) => (
                <li key={t.id} className="flex items-start justify-between gap-3 px-4 py-3">
                  <div className="min-w-0">
                    <p className="font-medium text-sm">{t.languageName}</p>
                    <p className="mt-0.5 line-clamp-3 whitespace-pre-line break-words text-gray-700 text-sm">
                      {t.preview}
                    </p>
                  </div>
                  <div className="inline-flex shrink-0 gap-1">
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setEditing(t)}
                      aria-label={`Edit ${t.languageName}`}
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => setDeleting(t)}
                      aria-label={`Delete ${t.languageName}`}
                    >
                      <Trash2 aria-hidden="true" className="size-4 text-red-700" />
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {field && adding && <TranslationDialog data={data} field={field} onClose={() => setAdding(false)} />}
      {field && editing && (
        <TranslationDialog data={data} field={field} translation={editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Are you sure?"
        description={
          <p>
            This will delete the {deleting?.languageName} translation of{" "}
            {field ? fieldLabel(field.name).toLowerCase() : ""}.
          </p>
        }
        busy={deleteFetcher.state !== "idle"}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting && deleteFetcher.submit({ intent: "delete", id: deleting.id }, { method: "post" })
        }
      />
    </section>
  );
}

/** The Add Translation and Edit Translation dialogs (the language is read-only when editing). */
function TranslationDialog({
  data,
  field,
  translation,
  onClose,
}: {
  data: Data;
  field: Field;
  translation?: Translation;
  onClose: () => void;
}) {
  const fetcher = useFetcher<typeof action>();
  const languageId = useId();
  const valueId = useId();
  const languageErrorId = useId();
  const valueErrorId = useId();
  useActionToast(fetcher.data, onClose);
  const errors = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : undefined;
  const busy = fetcher.state !== "idle";
  const label = fieldLabel(field.name);
  const valueLabel = `Translation${field.kind === "required" ? " (required)" : ""}`;
  return (
    <Dialog
      open
      onClose={onClose}
      size={field.richText ? "lg" : "md"}
      title={translation ? "Edit Translation" : "Add Translation"}
      description={`${data.record?.label ?? ""} · ${label}`}
      footer={
        <>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant="primary" type="submit" form="translation-form" disabled={busy}>
            {busy ? "Saving..." : translation ? "Update Translation" : "Add Translation"}
          </Button>
        </>
      }
    >
      <fetcher.Form id="translation-form" method="post" noValidate className="space-y-4">
        <input type="hidden" name="intent" value={translation ? "update" : "add"} />
        {translation ? (
          <input type="hidden" name="id" value={translation.id} />
        ) : (
          <>
            <input type="hidden" name="entityType" value={data.entityType} />
            <input type="hidden" name="entityId" value={data.entityId ?? ""} />
            <input type="hidden" name="fieldName" value={field.name} />
          </>
        )}
        <div>
          <p className="font-medium text-sm">Original (English)</p>
          <p className="mt-1 max-h-32 overflow-y-auto whitespace-pre-line rounded-md bg-gray-50 p-2 text-gray-700 text-sm">
            {field.original || "—"}
          </p>
        </div>
        <div>
          <label htmlFor={languageId} className="block font-medium text-sm">
            Language
          </label>
          {translation ? (
            <input
              id={languageId}
              readOnly
              value={translation.languageName}
              className="mt-1 h-10 w-full rounded-md border border-gray-300 bg-gray-100 px-3 text-sm"
            />
          ) : (
            <select
              id={languageId}
              name="languageCode"
              defaultValue=""
              aria-invalid={errors?.languageCode ? true : undefined}
              aria-describedby={errors?.languageCode ? languageErrorId : undefined}
              className="mt-1 h-10 w-full rounded-md border border-gray-300 bg-white px-3 text-sm"
            >
              <option value="">Select a language</option>
              {data.availableLanguages.map((language) => (
                <option key={language.code} value={language.code}>
                  {language.name}
                </option>
              ))}
            </select>
          )}
          {errors?.languageCode && (
            <p id={languageErrorId} className="mt-1 text-red-700 text-sm">
              {errors.languageCode}
            </p>
          )}
        </div>
        {field.richText ? (
          <RichTextEditor
            name="value"
            label={valueLabel}
            defaultValue={translation?.value}
            error={errors?.value}
          />
        ) : (
          <div>
            <label htmlFor={valueId} className="block font-medium text-sm">
              {valueLabel}
            </label>
            {field.kind === "long" ? (
              <textarea
                id={valueId}
                name="value"
                rows={6}
                defaultValue={translation?.value}
                aria-invalid={errors?.value ? true : undefined}
                aria-describedby={errors?.value ? valueErrorId : undefined}
                className="mt-1 w-full rounded-md border border-gray-300 px-3 py-2 text-sm"
              />
            ) : (
              <input
                id={valueId}
                name="value"
                defaultValue={translation?.value}
                aria-invalid={errors?.value ? true : undefined}
                aria-describedby={errors?.value ? valueErrorId : undefined}
                className="mt-1 h-10 w-full rounded-md border border-gray-300 px-3 text-sm"
              />
            )}
            {errors?.value && (
              <p id={valueErrorId} className="mt-1 text-red-700 text-sm">
                {errors.value}
              </p>
            )}
          </div>
        )}
      </fetcher.Form>
    </Dialog>
  );
}
