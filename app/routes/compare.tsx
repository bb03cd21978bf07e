import { clsx } from "clsx";
import { Form, Link, redirect } from "react-router";
import { findPublicItemCodeId, listPublicItemCodes } from "#server/catalog/public-item-codes";
import { Island, type RouteIslands } from "~/components/islands/island";
import { PageHero } from "~/components/site/page-hero";
import { Swatch } from "~/components/site/swatch";
import { ServerRenderedPage } from "~/components/static-html";
import { COMPARE_LIMIT } from "~/lib/compare";
import { fallbackLang } from "~/lib/i18n/fallback-lang";
import type { MessageKey } from "~/lib/i18n/messages/en";
import { useT } from "~/lib/i18n/use-t";
import { seo } from "~/lib/seo";
import { currentOrigin, metaTranslate, pageBreadcrumb } from "~/lib/site-seo";
import { fieldLabel, TECHNICAL_FIELDS } from "~/lib/technical-fields";
import type { Route } from "./+types/compare";

function pageMeta({ matches }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  return seo(matches, {
    title: t("compare.title"),
    description: t("compare.metaDescription"),
    path: "/compare",
    // Any combination of codes: one canonical page, none of them for search engines to keep.
    noindex: true,
    jsonLd: [pageBreadcrumb(currentOrigin(matches), t("nav.home"), t("compare.title"), "/compare")],
  });
}

/** The ids of ?codes=1,2,3 (also repeated codes=… from a form): positive, fitting the column, once each. */
function idsFrom(params: URLSearchParams): number[] {
  const ids: number[] = [];
  for (const part of params.getAll("codes").join(",").slice(0, 200).split(",")) {
    const value = part.trim();
    if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647) continue;
    if (!ids.includes(Number(value))) ids.push(Number(value));
  }
  return ids.slice(0, COMPARE_LIMIT);
}

/**
 * A compared code's swatch: its share of the fixed table (at least 560 px; the page's content width less
 * its 1 px borders beyond that) after the property column (112 px, 192 px from 640 px), less the cell's
 * 32 px padding.
 */
const comparedSwatchSizes = (columns: number) =>
  `(min-width: 1200px) ${958 / columns - 32}px, (min-width: 640px) calc((100vw - 242px) / ${columns} - 32px), ${448 / columns - 32}px`;

const compareHref = (ids: number[]) => (ids.length > 0 ? `/compare?codes=${ids.join(",")}` : "/compare");

/**
 * Up to four item codes from any products, side by side. ?add=CODE (the add form) looks a code up and
 * redirects to the list's one address, as does any other spelling of the list.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const ids = idsFrom(params);
  const add = params.get("add")?.trim().slice(0, 100) ?? "";
  let problem: { key: MessageKey; code: string } | null = null;
  if (add) {
    const found = await findPublicItemCodeId(add);
    if (!found) problem = { key: "compare.notFound", code: add };
    else if (!ids.includes(found) && ids.length >= COMPARE_LIMIT)
      problem = { key: "compare.full", code: add };
    else throw redirect(compareHref(ids.includes(found) ? ids : [...ids, found]));
  } else if (params.toString() !== (ids.length > 0 ? `codes=${ids.join("%2C")}` : "")) {
    throw redirect(compareHref(ids));
  }
  const codes = await listPublicItemCodes(ids, context.language.code);
  return { codes, problem };
}

type Code = Route.ComponentProps["loaderData"]["codes"][number];
/** A row: its label, each code's value, and the field whose fallback marks the value's language. */
type Row = { label: MessageKey; value: (code: Code) => string | null; field?: string };

/** The table's rows (a function, so that the browser's build of this server-rendered page drops them). */
const rows = (): Row[] => [
  { label: "compare.product", value: (code) => code.productName, field: "productName" },
  {
    label: "product.colour",
    field: "colourName",
    value: (code) => [code.colourName, code.colourHex?.toUpperCase()].filter(Boolean).join(" · ") || null,
  },
  ...TECHNICAL_FIELDS.map((field) => ({
    label: fieldLabel(field),
    value: (code: Code) => code[field],
    field,
  })),
];

export const handle = {
  islands: { print: () => import("~/components/site/print-button") },
} satisfies RouteIslands;

/** The comparison is the server's HTML (its add form and remove links work without JavaScript); printing needs it. */
function Compare({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { codes, problem } = loaderData;
  const ids = codes.map((code) => code.id);
  const shown = (text: string | null) => (text?.trim() ? text.trim() : t("product.na"));

  return (
    <main id="main" tabIndex={-1}>
      <PageHero label={t("compare.eyebrow")} title={t("compare.heading")} intro={t("compare.intro")} />
      <div className="container-page py-12 lg:py-16">
        {problem && (
          <p role="alert" className="mb-6 rounded-md bg-red-50 px-4 py-3 text-red-900 text-sm">
            {t(problem.key, { code: problem.code })}
          </p>
        )}
        {codes.length === 0 ? (
          <div className="rounded-2xl border border-line border-dashed bg-surface px-6 py-14 text-center">
            <h2 className="text-h3">{t("compare.empty")}</h2>
            <p className="mx-auto mt-3 max-w-md text-muted">{t("compare.emptyHint")}</p>
          </div>
        ) : (
          <section
            className="overflow-x-auto rounded-2xl border border-line bg-surface shadow-sm"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
            tabIndex={0}
            aria-labelledby="compare-table-caption"
          >
            <table className="w-full min-w-[560px] table-fixed text-left text-sm" data-testid="compare-table">
              <caption id="compare-table-caption" className="sr-only">
                {t("compare.heading")}
              </caption>
              <thead>
                <tr className="border-line border-b">
                  <th scope="col" className="w-28 px-4 py-4 font-medium text-muted sm:w-48">
                    {t("compare.property")}
                  </th>
                  {codes.map((code) => (
                    <th key={code.id} scope="col" className="px-4 py-4 align-top font-normal">
                      <Swatch
                        hex={code.colourHex}
                        imageUrl={code.imageUrl}
                        sizes={comparedSwatchSizes(codes.length)}
                        className="aspect-[4/3] w-full rounded-lg"
                      />
                      <Link
                        to={`/products/${encodeURIComponent(code.productSlug)}?code=${encodeURIComponent(code.itemCode)}`}
                        className="mt-3 block font-semibold text-base text-ink hover:text-gold-dark"
                      >
                        {code.itemCode}
                      </Link>
                      <Link
                        to={compareHref(ids.filter((id) => id !== code.id))}
                        className="mt-1 inline-flex min-h-11 items-center text-muted text-xs underline-offset-4 hover:text-ink hover:underline print:hidden"
                      >
                        {t("compare.remove", { code: code.itemCode })}
                      </Link>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows().map((row) => {
                  const values = codes.map((code) => shown(row.value(code)));
                  const differs = codes.length > 1 && new Set(values.map((v) => v.toLowerCase())).size > 1;
                  return (
                    <tr
                      key={row.label}
                      className={clsx("border-line border-b last:border-b-0", differs && "bg-gold/10")}
                      data-differs={differs || undefined}
                    >
                      <th scope="row" className="px-4 py-3 align-top font-medium text-muted">
                        {t(row.label)}
                        {differs && (
                          <span className="mt-1 block w-fit rounded-full bg-gold px-2 py-0.5 font-semibold text-[11px] text-ink uppercase tracking-wider">
                            {t("compare.differs")}
                          </span>
                        )}
                      </th>
                      {values.map((value, index) => (
                        <td
                          key={codes[index]!.id}
                          {...(row.field ? fallbackLang(codes[index], row.field) : undefined)}
                          className={clsx(
                            "px-4 py-3 align-top [overflow-wrap:anywhere]",
                            differs && "font-semibold text-ink",
                          )}
                        >
                          {value}
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
        )}
        <div className="mt-8 flex flex-wrap items-end justify-between gap-6 print:hidden">
          {codes.length < COMPARE_LIMIT && (
            <Form method="get" action="/compare" className="flex flex-wrap items-end gap-3">
              {ids.length > 0 && <input type="hidden" name="codes" value={ids.join(",")} />}
              <div>
                <label htmlFor="compare-add" className="mb-1.5 block font-semibold text-sm">
                  {t("compare.add")}
                </label>
                <input
                  id="compare-add"
                  name="add"
                  required
                  maxLength={100}
                  autoComplete="off"
                  placeholder={t("compare.addPlaceholder")}
                  className="field w-64"
                />
              </div>
              <button type="submit" className="btn-primary">
                {t("compare.addSubmit")}
              </button>
            </Form>
          )}
          {codes.length > 0 && (
            <Island
              name="print"
              load={handle.islands.print}
              props={{ label: t("compare.print") }}
              messages={[]}
              when="idle"
            />
          )}
        </div>
      </div>
    </main>
  );
}

// The page is the server's: the browser keeps its HTML and mounts its islands (decision 022).
export const meta = import.meta.env.SSR ? pageMeta : undefined;
export default import.meta.env.SSR ? Compare : ServerRenderedPage;
export { shouldRevalidate } from "~/lib/document-navigation";
