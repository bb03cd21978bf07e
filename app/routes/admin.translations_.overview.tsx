import clsx from "clsx";
import { Download, Upload } from "lucide-react";
import { useId, useState } from "react";
import { Form, Link, useFetcher } from "react-router";
import { adminAction, intent } from "#server/admin/action";
import { requireStaff } from "#server/auth/session";
import { listAllLanguages } from "#server/i18n/languages";
import { ENTITY_TYPE_OPTIONS, translationCompleteness } from "#server/translations/admin";
import { importTranslations } from "#server/translations/transfer";
import { AdminPageHeader } from "~/components/admin/admin-shell";
import type { EntityActionResult } from "~/components/admin/entity-form";
import { adminMeta } from "~/components/admin/meta";
import { useActionToast } from "~/components/admin/use-action-toast";
import { Button, buttonClass } from "~/components/ui/button";
import { completenessPercent } from "~/lib/i18n/completeness";
import { IMPORT_MAX_BYTES, IMPORT_TOO_LARGE, translationImportSchema } from "~/lib/schemas/translations";
import type { Route } from "./+types/admin.translations_.overview";

export const meta: Route.MetaFunction = () => adminMeta("Translation Overview");

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  const [cells, languages] = await Promise.all([translationCompleteness(), listAllLanguages()]);
  return {
    cells,
    languages: languages
      .filter((language) => language.code !== "en")
      .map(({ code, name, enabled }) => ({ code, name, enabled })),
    entityTypes: ENTITY_TYPE_OPTIONS,
  };
}

export async function action({ request }: Route.ActionArgs) {
  return adminAction(request, {
    import: intent({
      schema: translationImportSchema,
      textFiles: ["file"],
      failure: "Failed to import translations",
      run: async ({ file }) => {
        const report = await importTranslations(file);
        return {
          message: `${report.language.name}: ${report.applied} applied, ${report.unchanged} unchanged, ${report.refused} refused`,
          reveal: { kind: "import-report", report },
        };
      },
    }),
  });
}

type Data = Route.ComponentProps["loaderData"];

/** The content column stays in view while a narrow screen scrolls through the languages. */
const STICKY = "sticky left-0 z-10 w-32 sm:w-auto";
type Cell = Data["cells"][number];

/** The Translations screen narrowed to one entity type's missing or outdated texts in a language. */
function filteredHref(type: string, language: string, show: "missing" | "outdated") {
  return `/admin/translations?${new URLSearchParams({ type, language, show })}`;
}

const sum = (cells: Cell[]) =>
  cells.reduce(
    (total, cell) => ({
      total: total.total + cell.total,
      translated: total.translated + cell.translated,
      outdated: total.outdated + cell.outdated,
      missing: total.missing + cell.missing,
    }),
    { total: 0, translated: 0, outdated: 0, missing: 0 },
  );

export default function TranslationOverview({ loaderData: data }: Route.ComponentProps) {
  const cellOf = (type: string, language: string) =>
    data.cells.find((cell) => cell.entityType === type && cell.languageCode === language);
  return (
    <>
      <AdminPageHeader
        title="Translation Overview"
        description="How much of the content each language has: texts translated and up to date, outdated (their English original changed since) and missing. Each count opens the list of those records."
        actions={
          <Link to="/admin/translations" className={buttonClass("secondary")}>
            Translations
          </Link>
        }
      />
      {data.languages.length === 0 ? (
        <p className="rounded-lg border border-gray-200 bg-white p-6 text-gray-700 text-sm">
          The site has no language but English yet: add one under Languages.
        </p>
      ) : (
        <section className="overflow-x-auto rounded-lg border border-gray-200 bg-white shadow-sm">
          <table className="w-full min-w-[640px] text-left text-sm">
            <caption className="sr-only">
              Translated, outdated and missing texts by content type and language
            </caption>
            <thead className="bg-gray-50 text-gray-700">
              <tr>
                <th scope="col" className={clsx(STICKY, "bg-gray-50 px-4 py-3 font-semibold")}>
                  Content
                </th>
                {data.languages.map((language) => (
                  <th key={language.code} scope="col" className="px-4 py-3 font-semibold">
                    {language.name}
                    {!language.enabled && (
                      <span className="ml-2 font-normal text-gray-600 text-xs">(disabled)</span>
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {data.entityTypes.map((type) => (
                <tr key={type.value}>
                  <th scope="row" className={clsx(STICKY, "bg-white px-4 py-3 font-medium")}>
                    {type.label}
                  </th>
                  {data.languages.map((language) => (
                    <td key={language.code} className="px-4 py-3 align-top">
                      <CompletenessCell
                        cell={cellOf(type.value, language.code)}
                        type={type.value}
                        language={language.code}
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot className="border-gray-200 border-t bg-gray-50">
              <tr>
                <th scope="row" className={clsx(STICKY, "bg-gray-50 px-4 py-3 font-semibold")}>
                  All content
                </th>
                {data.languages.map((language) => {
                  const total = sum(data.cells.filter((cell) => cell.languageCode === language.code));
                  return (
                    <td key={language.code} className="px-4 py-3 font-semibold" data-total={language.code}>
                      {completenessPercent(total)}%{" "}
                      <span className="font-normal text-gray-600">
                        ({total.translated} of {total.total})
                      </span>
                    </td>
                  );
                })}
              </tr>
            </tfoot>
          </table>
        </section>
      )}
      {data.languages.length > 0 && (
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          <ExportCard languages={data.languages} />
          <ImportCard />
        </div>
      )}
    </>
  );
}

/** One entity type in one language: the share up to date, and links to what is missing and outdated. */
function CompletenessCell({
  cell,
  type,
  language,
}: {
  cell: Cell | undefined;
  type: string;
  language: string;
}) {
  if (!cell || cell.total === 0) return <span className="text-gray-600">Nothing to translate</span>;
  const percent = completenessPercent(cell);
  return (
    <div data-cell={`${type}:${language}`}>
      <div className="flex items-baseline gap-2">
        <span className="font-semibold text-base tabular-nums" data-percent>
          {percent}%
        </span>
        <span className="text-gray-600 text-xs">
          <span data-translated>{cell.translated}</span> of {cell.total} translated
        </span>
      </div>
      <div
        className="mt-1.5 h-1.5 w-full max-w-40 overflow-hidden rounded-full bg-gray-100"
        aria-hidden="true"
      >
        <div className="h-full bg-gold" style={{ width: `${percent}%` }} />
      </div>
      <div className="mt-1.5 flex flex-wrap gap-x-3 text-xs">
        <CountLink
          count={cell.missing}
          label="missing"
          href={filteredHref(type, language, "missing")}
          data="missing"
        />
        <CountLink
          count={cell.outdated}
          label="outdated"
          href={filteredHref(type, language, "outdated")}
          data="outdated"
        />
      </div>
    </div>
  );
}

function CountLink({
  count,
  label,
  href,
  data,
}: {
  count: number;
  label: string;
  href: string;
  data: string;
}) {
  const text = (
    <>
      <span data-count={data}>{count}</span> {label}
    </>
  );
  if (count === 0) return <span className="text-gray-600">{text}</span>;
  return (
    <Link
      to={href}
      className={clsx(
        "font-medium underline-offset-2 hover:underline",
        data === "outdated" ? "text-amber-800" : "text-red-800",
      )}
    >
      {text}
    </Link>
  );
}

/** Export: a GET form that downloads the file (works without JavaScript). */
function ExportCard({ languages }: { languages: Data["languages"] }) {
  const id = useId();
  const select = "mt-1 h-10 w-full rounded-md border border-gray-300 bg-white px-2 text-sm";
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm"
    >
      <h2 id={`${id}-title`} className="font-sans font-semibold text-lg">
        Export for a translator
      </h2>
      <p className="mt-1 text-gray-600 text-sm">
        A file with each English original, its fingerprint and the current translation. The translator fills
        in the translations; import the file back below.
      </p>
      <Form
        method="get"
        action="/admin/translations/export"
        reloadDocument
        className="mt-4 grid gap-4 sm:grid-cols-3"
      >
        <div>
          <label htmlFor={`${id}-language`} className="block font-medium text-sm">
            Language
          </label>
          <select id={`${id}-language`} name="language" className={select}>
            {languages.map((language) => (
              <option key={language.code} value={language.code}>
                {language.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-scope`} className="block font-medium text-sm">
            Texts
          </label>
          <select id={`${id}-scope`} name="scope" className={select} defaultValue="missing">
            <option value="all">All</option>
            <option value="missing">Missing</option>
            <option value="outdated">Outdated</option>
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-format`} className="block font-medium text-sm">
            Format
          </label>
          <select id={`${id}-format`} name="format" className={select}>
            <option value="xliff">XLIFF 2.0 (translation tools)</option>
            <option value="csv">CSV (spreadsheets)</option>
          </select>
        </div>
        <div className="sm:col-span-3">
          <button type="submit" className={buttonClass("primary")}>
            <Download aria-hidden="true" className="size-4" />
            Export
          </button>
        </div>
      </Form>
    </section>
  );
}

type ImportResult = EntityActionResult;

/** Import: the translator's file (XLIFF 2.0 or CSV); the report lists what happened to each text. */
function ImportCard() {
  const id = useId();
  const fetcher = useFetcher<ImportResult>();
  const [chosen, setChosen] = useState(false);
  // Known before sending: the server would refuse the body with 413 as it streams in.
  const [tooLarge, setTooLarge] = useState(false);
  useActionToast(fetcher.data);
  const reveal = fetcher.data?.ok ? fetcher.data.reveal : undefined;
  const report = reveal?.kind === "import-report" ? reveal.report : null;
  const busy = fetcher.state !== "idle";
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm"
    >
      <h2 id={`${id}-title`} className="font-sans font-semibold text-lg">
        Import translations
      </h2>
      <p className="mt-1 text-gray-600 text-sm">
        An exported file with its translations filled in. Each text is applied, left unchanged or refused with
        its reason; a translation saved here after the export is never overwritten.
      </p>
      <fetcher.Form method="post" encType="multipart/form-data" className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="import" />
        <div>
          <label htmlFor={`${id}-file`} className="block font-medium text-sm">
            File (XLIFF 2.0 or CSV)
          </label>
          <input
            id={`${id}-file`}
            type="file"
            name="file"
            accept=".xlf,.xliff,.csv,application/xliff+xml,text/csv"
            required
            aria-invalid={tooLarge || undefined}
            aria-describedby={tooLarge ? `${id}-file-error` : undefined}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              setChosen(file !== undefined);
              setTooLarge((file?.size ?? 0) > IMPORT_MAX_BYTES);
            }}
            className="mt-1 block w-full text-sm file:mr-3 file:h-10 file:rounded-md file:border file:border-gray-300 file:bg-white file:px-3 file:font-medium file:text-sm hover:file:bg-gray-50"
          />
          {tooLarge && (
            <p id={`${id}-file-error`} role="alert" className="mt-1 text-red-700 text-sm">
              {IMPORT_TOO_LARGE}
            </p>
          )}
        </div>
        <Button type="submit" variant="primary" disabled={busy || !chosen || tooLarge}>
          <Upload aria-hidden="true" className="size-4" />
          {busy ? "Importing..." : "Import"}
        </Button>
      </fetcher.Form>
      {report && <ImportReportTable report={report} />}
    </section>
  );
}

type Report = Extract<
  NonNullable<Extract<ImportResult, { ok: true }>["reveal"]>,
  { kind: "import-report" }
>["report"];

const OUTCOME_STYLE = {
  applied: "bg-green-100 text-green-800",
  unchanged: "bg-gray-100 text-gray-800",
  refused: "bg-red-100 text-red-800",
} as const;

function ImportReportTable({ report }: { report: Report }) {
  return (
    <div className="mt-5" data-testid="import-report">
      <p className="font-medium text-sm" role="status">
        {report.language.name} ({report.format === "xliff" ? "XLIFF" : "CSV"}): {report.applied} applied,{" "}
        {report.unchanged} unchanged, {report.refused} refused
      </p>
      <div className="mt-2 max-h-96 overflow-auto rounded-md border border-gray-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">What happened to each text of the file</caption>
          <thead className="sticky top-0 bg-gray-50 text-gray-700">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Text
              </th>
              <th scope="col" className="px-3 py-2 font-semibold">
                Result
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {report.rows.map((row, index) => (
              <tr key={`${row.key}-${index}`} data-outcome={row.outcome}>
                <td className="px-3 py-2 align-top">
                  <span className="block">{row.label ?? row.key}</span>
                  {row.label && <span className="block text-gray-600 text-xs">{row.key}</span>}
                </td>
                <td className="px-3 py-2 align-top">
                  <span
                    className={clsx(
                      "rounded-full px-2 py-0.5 font-medium text-xs",
                      OUTCOME_STYLE[row.outcome],
                    )}
                  >
                    {row.outcome === "applied"
                      ? "Applied"
                      : row.outcome === "unchanged"
                        ? "Unchanged"
                        : "Refused"}
                  </span>
                  {row.reason && <span className="mt-1 block text-gray-700 text-xs">{row.reason}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
