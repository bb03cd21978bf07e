import clsx from "clsx";
import { useId } from "react";
import { Link } from "react-router";
import {
  choice,
  fieldLabel,
  panel,
  panelHeading,
  selectionHref,
  type TranslatableFieldRow,
  type TranslationsData,
} from "./screen";

/** The original value cut to 40 characters with an ellipsis. */
function cut(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/** Middle column: the chosen record's translatable fields with their original value and status. */
export function FieldsPanel({ data }: { data: TranslationsData }) {
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

function FieldRow({ data, field }: { data: TranslationsData; field: TranslatableFieldRow }) {
  const current = data.field?.name === field.name;
  return (
    <li>
      <Link
        to={selectionHref(data.entityType, data.entityId, field.name, data.filter)}
        preventScrollReset
        aria-current={current ? "true" : undefined}
        className={clsx("flex items-start justify-between gap-3 px-4 py-3 hover:bg-gray-50", choice(current))}
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
        <span className="flex shrink-0 flex-col items-end gap-1">
          <span
            className={clsx(
              "rounded-full px-2 py-0.5 font-medium text-xs",
              field.translated ? "bg-green-100 text-green-800" : "bg-amber-100 text-amber-900",
            )}
          >
            {field.translated ? "Translated" : "Missing"}
          </span>
          {field.outdated.length > 0 && (
            <span
              className="rounded-full bg-orange-100 px-2 py-0.5 font-medium text-orange-900 text-xs"
              title={`The English original changed after the ${field.outdated.join(", ")} translation was saved`}
            >
              Outdated: {field.outdated.join(", ")}
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}
