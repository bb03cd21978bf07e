import { useEffect, useRef, useState } from "react";
import { Form, Link, useFetcher, useNavigate, useNavigation, useRouteLoaderData } from "react-router";
import { cardImageLoad } from "~/components/ui/responsive-image";
import { toast } from "~/components/ui/toast";
import { productsHref } from "~/lib/catalogue-filters";
import { fallbackLang } from "~/lib/i18n/fallback-lang";
import { useLanguage, useT } from "~/lib/i18n/use-t";
import type { loader } from "~/routes/products._index";
import { SearchIcon } from "./icons";
import { ProductCard } from "./product-card";
import { TechnicalFilters } from "./technical-filters";

type LoaderData = Awaited<ReturnType<typeof loader>>;

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

/**
 * The catalogue on /products (an island, decision 022): category filter bar, search as you type, the
 * technical filters, the grid and Load more, all without leaving the page once mounted; before that (and
 * without JavaScript) the same links and the search form load pages. A failed load keeps the grid and says so in a toast (the route's
 * clientLoader); a load failure of the first page was announced by the server's page.
 */
export default function ProductCatalogue() {
  const loaderData = useRouteLoaderData("routes/products._index") as LoaderData;
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

  // The page's first data was announced by the server; later loads are this island's to announce.
  const first = useRef(loaderData);
  useEffect(() => {
    if (loaderData === first.current) return;
    if (loaderData.failed) {
      toast.error(failedMessage);
      return;
    }
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
    if (loaderData !== first.current && loaderData.categoriesFailed) toast.error(categoriesFailedMessage);
  }, [loaderData, categoriesFailedMessage]);

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
    <section className="container-page py-10 sm:py-12" aria-labelledby="catalogue-heading">
      <h2 id="catalogue-heading" className="sr-only">
        {t("products.heading")}
      </h2>
      <div className="flex flex-col gap-6">
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
        <Form method="get" action="/products" role="search" className="search-form">
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
            className="search-field"
          />
          <button type="submit" className="search-submit">
            <span className="sr-only">{t("products.searchSubmit")}</span>
            <SearchIcon />
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
          <h3 className="text-h3">{t("products.empty.title")}</h3>
          <p className="mx-auto mt-3 max-w-md text-muted">{t("products.empty.hint")}</p>
          <Link to="/products" className="mt-6 btn-secondary">
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
            className="btn-secondary"
          >
            {more.state !== "idle" ? t("products.loading") : t("products.loadMore")}
          </Link>
        </div>
      )}
    </section>
  );
}
