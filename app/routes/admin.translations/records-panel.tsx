import clsx from "clsx";
import { Search } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import { choice, panel, panelHeading, selectionHref, type TranslationsData } from "./screen";

const SELECT = "mt-1 h-10 w-full rounded-md border border-gray-300 bg-white px-3 text-sm";

/** Left column: entity type select, the Missing / Outdated filter in a language, and a searchable record list. */
export function RecordsPanel({ data }: { data: TranslationsData }) {
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
        <Form method="get" onChange={(event) => submit(event.currentTarget)} className="space-y-3">
          <div>
            <label htmlFor={typeId} className="block font-medium text-sm">
              Entity type
            </label>
            <select
              id={typeId}
              name="type"
              defaultValue={data.entityType}
              key={data.entityType}
              className={SELECT}
            >
              {data.entityTypes.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </select>
          </div>
          {data.filterLanguages.length > 0 && (
            <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-2">
              <div>
                <label htmlFor={`${typeId}-show`} className="block font-medium text-sm">
                  Show
                </label>
                <select
                  id={`${typeId}-show`}
                  name="show"
                  defaultValue={data.filter?.show ?? ""}
                  key={`show-${data.filter?.show ?? ""}`}
                  className={SELECT}
                >
                  <option value="">All records</option>
                  <option value="missing">Missing</option>
                  <option value="outdated">Outdated</option>
                </select>
              </div>
              <div>
                <label htmlFor={`${typeId}-language`} className="block font-medium text-sm">
                  In
                </label>
                <select
                  id={`${typeId}-language`}
                  name="language"
                  defaultValue={data.filter?.language ?? data.filterLanguages[0]?.code}
                  key={`language-${data.filter?.language ?? ""}`}
                  className={SELECT}
                >
                  {data.filterLanguages.map((language) => (
                    <option key={language.code} value={language.code}>
                      {language.name}
                    </option>
                  ))}
                </select>
              </div>
            </div>
          )}
          <noscript>
            <button type="submit" className="h-9 rounded-md border border-gray-300 px-3 text-sm">
              Show records
            </button>
          </noscript>
        </Form>
        {data.filter && (
          <p className="text-gray-700 text-xs" role="status">
            {shown.length} {shown.length === 1 ? "record" : "records"} with {data.filter.show} texts in{" "}
            {data.filterLanguages.find((l) => l.code === data.filter?.language)?.name}
          </p>
        )}
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
                to={selectionHref(data.entityType, record.id, null, data.filter)}
                preventScrollReset
                aria-current={current ? "true" : undefined}
                className={clsx(
                  "block px-4 py-2.5 text-sm hover:bg-gray-50",
                  choice(current),
                  current && "font-medium",
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
