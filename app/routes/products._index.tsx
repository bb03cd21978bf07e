import { useEffect, useRef, useState } from "react";
import { Form, Link, useFetcher, useNavigate, useNavigation } from "react-router";
import {
  listProductFacets,
  listPublicCategories,
  listPublicProducts,
  PRODUCTS_PAGE_SIZE,
} from "#server/catalog/products";
import { logger } from "#server/logger";
import { markUncacheable, tagPage } from "#server/request-context";
import { ProductCard } from "~/components/site/product-card";
import { TechnicalFilters } from "~/components/site/technical-filters";
import { cardImageLoad } from "~/components/ui/responsive-image";
import { toast } from "~/components/ui/toast";
import { fallbackLang } from "~/lib/i18n/languages";
import { createTranslate } from "~/lib/i18n/translate";
import { useLanguage, useT } from "~/lib/i18n/use-t";
import { type FacetSelection, facetsFrom } from "~/lib/schemas/facets";
import { breadcrumbList, rootDataFrom, seo } from "~/lib/seo";
import type { Route } from "./+types/products._index";

/** Filter state from the URL: ?category=…&q=…&composition=…&type=…&denier=…&length=…&page=… */
function filtersFrom(url: URL) {
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  return {
    category: url.searchParams.get("category")?.trim().slice(0, 200) ?? "",
    q: url.searchParams.get("q")?.trim().slice(0, 200) ?? "",
    facets: facetsFrom(url.searchParams),
    page: Number.isFinite(page) && page > 0 ? Math.min(page, 10_000) : 1,
  };
}

/** A /products URL for a filter state; empty values are left out. */
function productsHref(filters: { category?: string; q?: string; facets?: FacetSelection; page?: number }) {
  const params = new URLSearchParams();
  if (filters.category) params.set("category", filters.category);
  if (filters.q) params.set("q", filters.q);
  for (const [facet, value] of Object.entries(filters.facets ?? {})) if (value) params.set(facet, value);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const search = params.toString();
  return search ? `/products?${search}` : "/products";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = filtersFrom(new URL(request.url));
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
 * After hydration: a failed load keeps the previous grid, or shows an empty one when there is none yet
 * (a first visit by a client-side link), and is reported by a toast (see the component).
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs): Promise<LoaderData> {
  try {
    const data = await serverLoader();
    lastGood = data;
    return data;
  } catch {
    if (lastGood) return { ...lastGood, failed: true };
    return {
      items: [],
      total: 0,
      page: 1,
      pageSize: 1,
      facetCounts: { composition: [], type: [], denier: [], length: [] },
      categories: [],
      categoriesFailed: false,
      filters: filtersFrom(new URL(request.url)),
      failed: true,
    };
  }
}

export function meta({ matches }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  const t = createTranslate(root?.messages);
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

const SEARCH_DELAY_MS = 300;

const numberFormats = new Map<string, Intl.NumberFormat>();
/** One number formatter per locale (making one costs more than rendering the page's counts). */
function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format;
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { filters, categories } = loaderData;
  const [items, setItems] = useState(loaderData.items);
  const [page, setPage] = useState(loaderData.page);
  const more = useFetcher<LoaderData>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const failedMessage = t("products.loadFailed");

  useEffect(() => {
    if (loaderData.failed) {
      toast.error(failedMessage);
      return;
    }
    lastGood ??= loaderData;
    setItems(loaderData.items);
    setPage(loaderData.page);
  }, [loaderData, failedMessage]);

  useEffect(() => {
    const data = more.data;
    if (!data || more.state !== "idle") return;
    if (data.failed) {
      toast.error(failedMessage);
      return;
    }
    setPage(data.page);
    setItems((current) => {
      const seen = new Set(current.map((item) => item.id));
      return [...current, ...data.items.filter((item) => !seen.has(item.id))];
    });
  }, [more.data, more.state, failedMessage]);

  const categoriesFailedMessage = t("products.categoriesFailed");
  useEffect(() => {
    if (loaderData.categoriesFailed) toast.error(categoriesFailedMessage);
  }, [loaderData.categoriesFailed, categoriesFailedMessage]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onSearchInput = (value: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      navigate(productsHref({ category: filters.category, facets: filters.facets, q: value.trim() }), {
        replace: true,
        preventScrollReset: true,
      });
    }, SEARCH_DELAY_MS);
  };

  const total = loaderData.total;
  // The page's locale, not the browser's, so server and client render the same digits.
  const formatNumber = (value: number) => numberFormat(language.locale).format(value);
  const firstShown = (loaderData.page - 1) * loaderData.pageSize + 1;
  const lastShown = Math.min((page - 1) * loaderData.pageSize + loaderData.pageSize, total);
  const hasMore = lastShown < total;
  const nextHref = productsHref({ ...filters, page: page + 1 });
  const busy = navigation.state === "loading" && navigation.location.pathname === "/products";
  const selected = categories.find((c) => c.key.toLowerCase() === filters.category.toLowerCase());

  return (
    <main className="pt-18">
      <section className="bg-ink text-paper">
        <div className="container-page py-16 sm:py-20">
          <p className="font-medium text-gold-light text-xs uppercase tracking-[0.3em]">
            {t("products.eyebrow")}
          </p>
          <h1 className="mt-3 font-serif text-5xl sm:text-6xl">{t("products.heading")}</h1>
          <div className="mt-4 h-px w-16 bg-gold" />
          <p className="mt-5 max-w-2xl text-lg text-paper/80">{t("products.intro")}</p>
        </div>
      </section>

      <section className="container-page py-10 sm:py-12" aria-labelledby="catalogue-heading">
        <h2 id="catalogue-heading" className="sr-only">
          {t("products.heading")}
        </h2>
        <div className="flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
          <nav aria-label={t("products.filterLabel")} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
            <ul className="flex gap-2 pb-1 sm:flex-wrap">
              {[{ key: "", name: t("products.all"), id: 0 }, ...categories].map((category) => {
                const active = category.key === "" ? !selected : selected?.id === category.id;
                return (
                  <li key={category.id}>
                    <Link
                      to={productsHref({ category: category.key, q: filters.q, facets: filters.facets })}
                      preventScrollReset
                      replace
                      aria-current={active ? "true" : undefined}
                      className={`inline-flex min-h-11 items-center whitespace-nowrap rounded-full border px-5 font-medium text-sm transition-colors ${
                        active
                          ? "border-ink bg-ink text-paper"
                          : "border-line bg-surface text-ink hover:border-gold hover:text-gold-dark"
                      }`}
                      {...("fallback" in category ? fallbackLang(category, "name") : undefined)}
                    >
                      {category.name}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <Form method="get" action="/products" role="search" className="relative w-full lg:w-80">
            {filters.category && <input type="hidden" name="category" value={filters.category} />}
            {Object.entries(filters.facets).map(([facet, value]) => (
              <input key={facet} type="hidden" name={facet} value={value} />
            ))}
            <label htmlFor="product-search" className="sr-only">
              {t("products.searchLabel")}
            </label>
            <input
              id="product-search"
              type="search"
              name="q"
              defaultValue={filters.q}
              placeholder={t("products.searchPlaceholder")}
              autoComplete="off"
              maxLength={200}
              onChange={(event) => onSearchInput(event.currentTarget.value)}
              className="min-h-11 w-full rounded-full border border-line bg-surface py-2 pr-12 pl-5 text-ink placeholder:text-muted focus:border-gold focus:outline-none focus-visible:ring-2 focus-visible:ring-gold/40"
            />
            <button
              type="submit"
              className="absolute top-0 right-0 inline-flex size-11 items-center justify-center rounded-full text-muted hover:text-gold-dark"
            >
              <span className="sr-only">{t("products.searchSubmit")}</span>
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5">
                <circle cx="9" cy="9" r="6" fill="none" stroke="currentColor" strokeWidth="1.6" />
                <path d="M13.5 13.5L17 17" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
              </svg>
            </button>
          </Form>
        </div>

        <TechnicalFilters
          counts={loaderData.facetCounts}
          selection={filters.facets}
          href={(facets) => productsHref({ category: filters.category, q: filters.q, facets })}
          formatNumber={formatNumber}
        />

        <p className="mt-8 text-muted text-sm" aria-live="polite">
          {busy
            ? t("products.loading")
            : total === 1
              ? t("products.countOne")
              : t("products.count", { count: formatNumber(total) })}
        </p>

        {loaderData.page > 1 && (
          <p className="mt-2 text-sm">
            <Link
              to={productsHref({ ...filters, page: loaderData.page - 1 })}
              className="text-gold-dark underline"
            >
              {t("products.previousPage")}
            </Link>
            <span className="ml-3 text-muted">
              {t("products.showing", { from: firstShown, to: lastShown, total: formatNumber(total) })}
            </span>
          </p>
        )}

        {items.length === 0 ? (
          <div className="mt-6 rounded-xl border border-line border-dashed bg-surface px-6 py-16 text-center">
            <h3 className="font-serif text-3xl">{t("products.empty.title")}</h3>
            <p className="mx-auto mt-3 max-w-md text-muted">{t("products.empty.hint")}</p>
            <Link
              to="/products"
              className="mt-6 inline-flex min-h-11 items-center rounded-md border border-ink px-5 font-medium text-sm hover:bg-ink hover:text-paper"
            >
              {t("products.empty.reset")}
            </Link>
          </div>
        ) : (
          <ul
            className={`mt-6 grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${busy ? "opacity-60" : ""}`}
            aria-busy={busy}
          >
            {items.map((product, index) => (
              <li key={product.id}>
                <ProductCard product={product} headingLevel="h3" load={cardImageLoad(index)} />
              </li>
            ))}
          </ul>
        )}

        {hasMore && (
          <div className="mt-10 text-center">
            <Link
              to={nextHref}
              preventScrollReset
              onClick={(event) => {
                event.preventDefault();
                if (more.state === "idle") more.load(`${nextHref}${nextHref.includes("?") ? "&" : "?"}index`);
              }}
              aria-disabled={more.state !== "idle"}
              className="inline-flex min-h-11 items-center rounded-md border border-ink px-8 font-medium text-sm hover:bg-ink hover:text-paper"
            >
              {more.state !== "idle" ? t("products.loading") : t("products.loadMore")}
            </Link>
          </div>
        )}
      </section>

      {categories.some((category) => category.description) && (
        <section className="border-line border-t bg-surface" aria-labelledby="categories-heading">
          <div className="container-page py-16">
            <h2 id="categories-heading" className="font-serif text-4xl">
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
            <h2 className="font-serif text-4xl">{t("products.custom.heading")}</h2>
            <p className="mt-3 text-paper/80 leading-relaxed">{t("products.custom.body")}</p>
          </div>
          <Link
            to="/contact"
            className="inline-flex min-h-11 shrink-0 items-center rounded-md bg-gold px-8 font-medium text-ink hover:bg-gold-light"
          >
            {t("products.custom.cta")}
          </Link>
        </div>
      </section>
    </main>
  );
}
