import { Link } from "react-router";
import {
  listProductFacets,
  listPublicCategories,
  listPublicProducts,
  PRODUCTS_PAGE_SIZE,
} from "#server/catalog/products";
import { logger } from "#server/logger";
import { isKnownValue, markUncacheable, storeOnlyKnownValues, tagPage } from "#server/request-context";
import { Island, type RouteIslands } from "~/components/islands/island";
import { ServerRenderedPage } from "~/components/static-html";
import { LoadToast } from "~/components/ui/load-toast";
import { filtersFrom, productsHref } from "~/lib/catalogue-filters";
import { fallbackLang } from "~/lib/i18n/fallback-lang";
import { useT } from "~/lib/i18n/use-t";
import { FACETS } from "~/lib/schemas/facets";
import { breadcrumbList, metaTranslate, rootDataFrom, seo } from "~/lib/seo";
import type { Route } from "./+types/products._index";

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filters = filtersFrom(url);
  const language = context.language.code;
  tagPage(context, "products", "product-categories", "item-codes");
  const [list, facetCounts, categories] = await Promise.all([
    listPublicProducts({ ...filters, pageSize: PRODUCTS_PAGE_SIZE, language }),
    listProductFacets({ ...filters, language }),
    // Without categories the grid still works; the visitor is told by a toast.
    listPublicCategories(language).catch((error: unknown) => {
      logger.error({ err: error }, "product categories could not be loaded");
      return null;
    }),
  ]);
  if (categories === null) markUncacheable(context);
  else {
    const given = url.searchParams;
    // A facet's values are counted without its own choice, so a chosen value that exists is among them.
    storeOnlyKnownValues(
      context,
      isKnownValue(
        given.get("category"),
        categories.flatMap((category) => [category.key, category.name]),
      ),
      ...FACETS.map((facet) =>
        isKnownValue(
          given.get(facet),
          facetCounts[facet].map((v) => v.value),
        ),
      ),
      list.page <= Math.max(1, Math.ceil(list.total / list.pageSize)),
    );
  }
  return {
    ...list,
    facetCounts,
    categories: categories ?? [],
    categoriesFailed: categories === null,
    filters,
    failed: false,
  };
}

type LoaderData = Awaited<ReturnType<typeof loader>>;
let lastGood: LoaderData | undefined;

/**
 * In the browser, for the catalogue island's own navigations (search, filters): a failed load keeps the
 * previous grid (the island says so in a toast).
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs): Promise<LoaderData> {
  try {
    const data = await serverLoader();
    lastGood = data;
    return data;
  } catch {
    if (lastGood) return { ...lastGood, failed: true };
    // Self-contained on purpose: this runs in every visit's first-load JavaScript.
    return {
      items: [],
      total: 0,
      page: 1,
      pageSize: 1,
      facetCounts: { composition: [], type: [], denier: [], length: [] },
      categories: [],
      categoriesFailed: false,
      filters: { category: "", q: "", facets: {}, page: 1 },
      failed: true,
    };
  }
}

function pageMeta({ matches }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  const t = metaTranslate(matches);
  const origin = root?.languages.find((l) => l.code === root.language.code)?.origin ?? root?.origin ?? "";
  return seo(matches, {
    title: t("products.title"),
    description: t("products.metaDescription"),
    path: "/products",
    jsonLd: [
      breadcrumbList(origin, [
        { name: t("product.breadcrumb.home"), path: "/" },
        { name: t("products.title"), path: "/products" },
      ]),
    ],
  });
}

export const handle = {
  islands: { catalogue: () => import("~/components/site/product-catalogue") },
} satisfies RouteIslands;

function Products({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { categories } = loaderData;
  return (
    <main id="main" tabIndex={-1} className="pt-18">
      <section className="bg-ink text-paper">
        <div className="container-page py-16 sm:py-20">
          <p className="font-medium text-gold-light text-xs uppercase tracking-[0.3em]">
            {t("products.eyebrow")}
          </p>
          <h1 className="mt-3 text-h1">{t("products.heading")}</h1>
          <div className="mt-4 h-px w-16 bg-gold" />
          <p className="mt-5 max-w-2xl text-lg text-paper/80">{t("products.intro")}</p>
        </div>
      </section>

      {categories.length === 0 && loaderData.categoriesFailed && (
        <LoadToast message={t("products.categoriesFailed")} />
      )}
      <Island
        name="catalogue"
        load={handle.islands.catalogue}
        props={{}}
        messages={["products.", "product.field.", "facets."]}
      />
      {categories.some((category) => category.description) && (
        <section className="border-line border-t bg-surface" aria-labelledby="categories-heading">
          <div className="container-page py-16">
            <h2 id="categories-heading" className="text-h2">
              {t("products.categories.heading")}
            </h2>
            <p className="mt-3 max-w-2xl text-muted">{t("products.categories.intro")}</p>
            <dl className="mt-10 grid gap-x-10 gap-y-8 md:grid-cols-2 lg:grid-cols-3">
              {categories
                .filter((category) => category.description)
                .map((category) => (
                  <div key={category.id} className="border-gold border-l-2 pl-5">
                    <dt className="font-serif text-2xl" {...fallbackLang(category, "name")}>
                      <Link to={productsHref({ category: category.key })} className="hover:text-gold-dark">
                        {category.name}
                      </Link>
                    </dt>
                    <dd
                      className="mt-2 text-muted leading-relaxed"
                      {...fallbackLang(category, "description")}
                    >
                      {category.description}
                    </dd>
                  </div>
                ))}
            </dl>
          </div>
        </section>
      )}

      <section className="bg-ink text-paper">
        <div className="container-page flex flex-col items-start gap-6 py-16 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 className="text-h2">{t("products.custom.heading")}</h2>
            <p className="mt-3 text-paper/80 leading-relaxed">{t("products.custom.body")}</p>
          </div>
          <Link to="/contact" className="btn-primary shrink-0">
            {t("products.custom.cta")}
          </Link>
        </div>
      </section>
    </main>
  );
}

// The page is the server's: the browser keeps its HTML and mounts its islands (decision 022).
export const meta = import.meta.env.SSR ? pageMeta : undefined;
export default import.meta.env.SSR ? Products : ServerRenderedPage;
export { shouldRevalidate } from "~/lib/document-navigation";
