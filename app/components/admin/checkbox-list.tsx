import { useId, useState } from "react";

/** One choice of a checkbox list; `note` is shown after its label, e.g. "(Inactive)". */
export type CheckboxChoice = { id: number; name: string; note?: string };

/**
 * Choices of a form in a scrolling box, each a checkbox posting its id as the repeated field `name`;
 * `filterLabel` adds a box above that hides the choices whose name does not contain its text. The
 * choices come from the database, so the field has no error of its own.
 */
export function CheckboxListField({
  legend,
  name,
  choices,
  chosen,
  emptyText,
  filterLabel,
}: {
  legend: string;
  name: string;
  choices: readonly CheckboxChoice[];
  chosen: readonly number[] | undefined;
  emptyText: string;
  filterLabel?: string;
}) {
  const filterId = useId();
  const [filter, setFilter] = useState("");
  const needle = filter.trim().toLowerCase();
  return (
    <fieldset>
      <legend className="font-medium text-sm">{legend}</legend>
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
                name={name}
                value={choice.id}
                defaultChecked={chosen?.includes(choice.id)}
                className="size-4 accent-gold-dark"
              />
              <span className="min-w-0 truncate">{choice.name}</span>
              {choice.note && <span className="text-gray-600 text-xs">{choice.note}</span>}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
