import { useId, useState } from "react";
import { FieldMessage, type FieldMeta } from "~/components/ui/field";

/** One choice of a checkbox list; `note` is shown after its name, e.g. "(Inactive)". */
export type CheckboxChoice = { id: number; name: string; note?: string };

/**
 * Choices from the database in a scrolling box, each a checkbox posting its id as the repeated field
 * (e.g. `productIds`), in a fieldset whose legend is the label; `filterLabel` adds a box above that hides
 * the choices whose name does not contain its text. The form's values check the chosen ones.
 */
export function CheckboxListField({
  meta,
  label,
  choices,
  emptyText,
  filterLabel,
}: {
  meta: FieldMeta;
  label: string;
  choices: readonly CheckboxChoice[];
  emptyText: string;
  filterLabel?: string;
}) {
  const filterId = useId();
  const [filter, setFilter] = useState("");
  const needle = filter.trim().toLowerCase();
  const chosen = new Set(Array.isArray(meta.initialValue) ? meta.initialValue.map(String) : []);
  return (
    <fieldset aria-describedby={meta.errors ? meta.errorId : undefined}>
      <legend className="font-medium text-sm">{label}</legend>
      {filterLabel && (
        <>
          <label htmlFor={filterId} className="sr-only">
            {filterLabel}
          </label>
          <input
            id={filterId}
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            placeholder={`${filterLabel}...`}
            className="mt-2 h-9 w-full rounded-md border border-gray-300 px-3 text-sm"
          />
        </>
      )}
      {choices.length === 0 ? (
        <p className="mt-1 text-gray-600 text-sm">{emptyText}</p>
      ) : (
        <div className="mt-2 max-h-48 space-y-1.5 overflow-y-auto rounded-md border border-gray-200 p-3">
          {choices.map((choice) => (
            <label
              key={choice.id}
              hidden={needle !== "" && !choice.name.toLowerCase().includes(needle)}
              className="flex items-center gap-2 text-sm"
            >
              <input
                type="checkbox"
                name={meta.name}
                value={choice.id}
                defaultChecked={chosen.has(String(choice.id))}
                className="size-4 accent-gold-dark"
              />
              <span className="min-w-0 truncate">{choice.name}</span>
              {choice.note && <span className="text-gray-600 text-xs">{choice.note}</span>}
            </label>
          ))}
        </div>
      )}
      <FieldMessage meta={meta} />
    </fieldset>
  );
}
