import { Form, Link, redirect } from "react-router";
import { listPublicCategories } from "#server/catalog/products";
import { findNearestShades } from "#server/catalog/shades";
import { isKnownValue, storeOnlyKnownValues, tagPage } from "#server/request-context";
import { Island, type RouteIslands } from "~/components/islands/island";
import { PageHero } from "~/components/site/page-hero";
import { Swatch } from "~/components/site/swatch";
import { ServerRenderedPage } from "~/components/static-html";
import { normaliseHex } from "~/lib/colour";
import { COLOUR_PRESETS } from "~/lib/colour-presets";
import { coloursHref, urlHex } from "~/lib/colour-search";
import { fallbackLang } from "~/lib/i18n/fallback-lang";
import { useLanguage, useT } from "~/lib/i18n/use-t";
import { seo } from "~/lib/seo";
import { currentOrigin, metaTranslate, pageBreadcrumb } from "~/lib/site-seo";
import type { Route } from "./+types/colours";

function pageMeta({ matches }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  return seo(matches, {
    title: t("colours.title"),
    description: t("colours.metaDescription"),
    path: "/colours",
    jsonLd: [pageBreadcrumb(currentOrigin(matches), t("nav.home"), t("nav.colours"), "/colours")],
  });
}

/**
 * A result's swatch: 96 px beside the text on a phone, then a card's full width in the results column
 * (beside the 380 px form from 1024 px) of 2 columns 16 px apart, 3 from 1280 px, less the card's border.
 */
const SHADE_RESULT_SIZES =
  "(min-width: 1280px) 234px, (min-width: 1200px) 360px, (min-width: 1024px) calc(50vw - 240px), (min-width: 640px) calc(50vw - 34px), 96px";

/**
 * The search is the URL. A form posted without JavaScript sends the picker, the typed hex and the colour
 * searched before (`current`): the field the visitor changed wins, and the answer redirects to the
 * shareable address. Results are ranked on the server (CIEDE2000 over the stored Lab values).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const category = params.get("category")?.trim().slice(0, 200) ?? "";
  const typed = params.get("hex")?.trim() ?? "";
  if (params.has("picker") || params.has("current")) {
    const changedTyping = typed !== "" && normaliseHex(typed) !== normaliseHex(params.get("current"));
    throw redirect(coloursHref(urlHex(changedTyping ? typed : (params.get("picker") ?? "")), category));
  }
  const hex = normaliseHex(typed);
  if (hex && typed !== hex.slice(1)) throw redirect(coloursHref(hex.slice(1), category));
  tagPage(context, "products", "item-codes", "product-categories");
  const language = context.language.code;
  const [categories, results] = await Promise.all([
    listPublicCategories(language),
    hex ? findNearestShades(hex, { category, language }) : Promise.resolve([]),
  ]);
  // A colour is stored when it is a preset or a shade of the catalogue (a result of its own): any other
  // of the 16.7 million is answered, never stored.
  storeOnlyKnownValues(
    context,
    isKnownValue(
      params.get("category"),
      categories.flatMap((c) => [c.key, c.name]),
    ),
    !hex ||
      COLOUR_PRESETS.some((preset) => `#${preset.hex}` === hex) ||
      results.some((r) => r.colourHex === hex),
  );
  return { hex, typed, invalid: typed !== "" && !hex, category, categories, results };
}

export const handle = {
  islands: { form: () => import("~/components/site/colour-form") },
} satisfies RouteIslands;

const FORM_MESSAGES = [
  "colours.picker",
  "colours.hex",
  "colours.invalidHex",
  "colours.hexHint",
  "colours.category",
  "colours.allCategories",
  "colours.submit",
] as const;

/**
 * The shade finder: its form is an island (the picker and hex field follow each other); presets, results
 * and the compare form are the server's HTML and work without JavaScript.
 */
function Colours({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { language } = useLanguage();
  const { hex, typed, invalid, category, categories, results } = loaderData;
  const decimal = new Intl.NumberFormat(language.locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const card = "rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8";

  return (
    <main id="main" tabIndex={-1}>
      <PageHero label={t("colours.eyebrow")} title={t("colours.heading")} intro={t("colours.intro")} />
      <div className="container-page grid gap-8 py-12 lg:grid-cols-[minmax(0,380px)_1fr] lg:py-16">
        <div className="space-y-8">
          <section className={card} aria-labelledby="colour-form-heading">
            <h2 id="colour-form-heading" className="text-h4">
              {t("colours.formLabel")}
            </h2>
            <Island
              name="form"
              load={handle.islands.form}
              props={{
                hex,
                typed,
                invalid,
                category,
                categories: categories.map(({ id, key, name }) => ({ id, key, name })),
              }}
              messages={FORM_MESSAGES}
            />
          </section>

          <section aria-labelledby="presets-heading">
            <h2 id="presets-heading" className="text-h4">
              {t("colours.presets")}
            </h2>
            <ul className="mt-4 grid grid-cols-4 gap-3 sm:grid-cols-8 lg:grid-cols-4">
              {COLOUR_PRESETS.map((preset) => (
                <li key={preset.hex}>
                  <Link
                    to={coloursHref(preset.hex, category)}
                    aria-label={t("colours.preset", { name: t(preset.name) })}
                    aria-current={hex === `#${preset.hex}` ? "true" : undefined}
                    className="group block text-center"
                  >
                    <Swatch
                      hex={`#${preset.hex}`}
                      className="aspect-square w-full rounded-full shadow-sm transition-transform group-hover:scale-105 group-aria-[current]:ring-2 group-aria-[current]:ring-gold group-aria-[current]:ring-offset-2"
                    />
                    <span className="mt-1.5 block truncate text-muted text-xs" aria-hidden="true">
                      {t(preset.name)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </div>

        <section aria-labelledby="results-heading" className="min-w-0">
          {!hex ? (
            <div className={`${card} flex min-h-64 items-center justify-center text-center`}>
              <h2 id="results-heading" className="max-w-sm text-h3 text-muted">
                {t("colours.start")}
              </h2>
            </div>
          ) : (
            <>
              <div className="flex flex-wrap items-center gap-4">
                <Swatch hex={hex} className="size-14 shrink-0 rounded-full shadow-sm" />
                <h2 id="results-heading" className="text-h2">
                  {t("colours.results", { hex: hex.toUpperCase() })}
                </h2>
              </div>
              <p className="mt-3 max-w-2xl text-muted text-sm">{t("colours.legend")}</p>
              {results.length === 0 ? (
                <p className={`${card} mt-6 text-muted`}>{t("colours.empty")}</p>
              ) : (
                <Form method="get" action="/compare" className="mt-6">
                  <ol className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="shade-results">
                    {results.map((match) => (
                      <li
                        key={match.itemCodeId}
                        className="relative flex overflow-hidden rounded-xl border border-line bg-surface transition-shadow hover:shadow-md sm:flex-col"
                      >
                        <Swatch
                          hex={match.colourHex}
                          imageUrl={match.imageUrl}
                          sizes={SHADE_RESULT_SIZES}
                          className="w-24 shrink-0 border-0 sm:aspect-[16/9] sm:w-full"
                        />
                        <div className="flex min-w-0 flex-1 flex-col p-4">
                          <div className="flex items-start justify-between gap-3">
                            <div className="min-w-0">
                              <h3 className="font-sans font-semibold text-base tracking-normal">
                                <Link
                                  to={`/products/${encodeURIComponent(match.productSlug)}?code=${encodeURIComponent(match.itemCode)}`}
                                  className="after:absolute after:inset-0 hover:text-gold-dark"
                                  aria-label={t("colours.view", { code: match.itemCode })}
                                >
                                  {match.itemCode}
                                </Link>
                              </h3>
                              <p
                                className="truncate text-muted text-sm"
                                {...(match.colourName ? fallbackLang(match, "colourName") : undefined)}
                              >
                                {match.colourName ?? match.colourHex.toUpperCase()}
                              </p>
                            </div>
                            <span
                              className="shrink-0 rounded-full bg-paper px-2.5 py-1 font-medium text-ink text-xs tabular-nums"
                              title={t("colours.differenceLabel", { value: decimal.format(match.deltaE) })}
                            >
                              <span aria-hidden="true">
                                {t("colours.difference", { value: decimal.format(match.deltaE) })}
                              </span>
                              <span className="sr-only">
                                {t("colours.differenceLabel", { value: decimal.format(match.deltaE) })}
                              </span>
                            </span>
                          </div>
                          <p className="mt-1 truncate text-sm" {...fallbackLang(match, "productName")}>
                            {match.productName}
                          </p>
                          <label className="relative z-10 mt-3 inline-flex min-h-11 w-fit cursor-pointer items-center gap-2 text-muted text-sm print:hidden">
                            <input
                              type="checkbox"
                              name="codes"
                              value={match.itemCodeId}
                              className="size-4 accent-gold"
                            />
                            {t("colours.compare", { code: match.itemCode })}
                          </label>
                        </div>
                      </li>
                    ))}
                  </ol>
                  <div className="mt-6 flex flex-wrap items-center gap-4 print:hidden">
                    <button type="submit" className="btn-secondary">
                      {t("colours.compareSelected")}
                    </button>
                    <p className="text-muted text-sm">{t("colours.compareHint")}</p>
                  </div>
                </Form>
              )}
            </>
          )}
        </section>
      </div>
    </main>
  );
}

// The page is the server's: the browser keeps its HTML and mounts its islands (decision 022).
export const meta = import.meta.env.SSR ? pageMeta : undefined;
export default import.meta.env.SSR ? Colours : ServerRenderedPage;
export { shouldRevalidate } from "~/lib/document-navigation";
