import { Link } from "react-router";
import { useT } from "~/lib/i18n/use-t";
import { FACETS, type Facet, type FacetSelection } from "~/lib/schemas/facets";
import { fieldLabel } from "~/lib/technical-fields";

type Props = {
  /** Each facet's values with the number of products each leaves (the other facets' choices applied). */
  counts: Record<Facet, { value: string; count: number }[]>;
  selection: FacetSelection;
  /** The /products address of a facet choice (category and search kept). */
  href: (facets: FacetSelection) => string;
  formatNumber: (value: number) => string;
};

/**
 * Technical filters: composition, type, denier and length, each a disclosure of links (one value per
 * facet, with its product count), so it works without JavaScript and every filtered list has its address.
 */
export function TechnicalFilters({ counts, selection, href, formatNumber }: Props) {
  const t = useT();
  const chosen = FACETS.filter((facet) => selection[facet]);
  if (FACETS.every((facet) => counts[facet].length === 0) && chosen.length === 0) return null;
  const choose = (facet: Facet, value: string | undefined) => href({ ...selection, [facet]: value });
  return (
    <section
      aria-labelledby="technical-filters-heading"
      className="mt-6 rounded-xl border border-line bg-surface p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h3
          id="technical-filters-heading"
          className="font-sans font-semibold text-ink text-xs uppercase tracking-[0.2em]"
        >
          {t("facets.heading")}
        </h3>
        {chosen.length > 0 && (
          <Link
            to={href({})}
            preventScrollReset
            replace
            className="inline-flex min-h-11 items-center text-gold-dark text-sm underline-offset-4 hover:underline"
          >
            {t("facets.clear")}
          </Link>
        )}
      </div>
      {chosen.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2">
          {chosen.map((facet) => (
            <li key={facet}>
              <Link
                to={choose(facet, undefined)}
                preventScrollReset
                replace
                aria-label={t("facets.remove", { value: `${t(fieldLabel(facet))}: ${selection[facet]}` })}
                className="inline-flex min-h-9 max-w-full items-center gap-2 rounded-full bg-ink px-4 text-paper text-sm hover:bg-ink-soft"
              >
                <span className="truncate">
                  {t(fieldLabel(facet))}: {selection[facet]}
                </span>
                <span aria-hidden="true">×</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {FACETS.map((facet) => (
          <details
            key={facet}
            className="group rounded-lg border border-line bg-paper open:bg-surface"
            open={Boolean(selection[facet]) || undefined}
          >
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 px-4 font-medium text-sm [&::-webkit-details-marker]:hidden">
              <span className="min-w-0">
                <span className="block">{t(fieldLabel(facet))}</span>
                <span className="block truncate font-normal text-muted text-xs">
                  {selection[facet] ?? t("facets.any")}
                </span>
              </span>
              <svg
                aria-hidden="true"
                viewBox="0 0 16 16"
                className="size-4 shrink-0 transition-transform group-open:rotate-180"
              >
                <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
              </svg>
            </summary>
            <ul className="max-h-72 overflow-y-auto border-line border-t py-1 text-sm" data-facet={facet}>
              <li>
                <Link
                  to={choose(facet, undefined)}
                  preventScrollReset
                  replace
                  aria-current={selection[facet] ? undefined : "true"}
                  className="block px-4 py-2 hover:bg-paper aria-[current]:font-semibold aria-[current]:text-gold-dark"
                >
                  {t("facets.any")}
                </Link>
              </li>
              {counts[facet].map(({ value, count }) => (
                <li key={value}>
                  <Link
                    to={choose(facet, value)}
                    preventScrollReset
                    replace
                    aria-current={selection[facet] === value ? "true" : undefined}
                    className="flex items-baseline justify-between gap-3 px-4 py-2 hover:bg-paper aria-[current]:font-semibold aria-[current]:text-gold-dark"
                  >
                    <span className="[overflow-wrap:anywhere]">{value}</span>
                    <span className="shrink-0 text-muted text-xs tabular-nums">{formatNumber(count)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </details>
        ))}
      </div>
    </section>
  );
}
