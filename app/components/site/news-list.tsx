import { useEffect, useRef } from "react";
import { Link, useLocation, useNavigation, useRouteLoaderData } from "react-router";
import { cardImageLoad } from "~/components/ui/responsive-image";
import { toast } from "~/components/ui/toast";
import { useT } from "~/lib/i18n/use-t";
import { pageQuery } from "~/lib/pagination";
import type { loader } from "~/routes/news._index";
import { CardSkeleton } from "./card-skeleton";
import { NewsCard } from "./news-card";
import { ListSearch, PageSizeSelect, Pagination } from "./pagination";

/**
 * The news list on /news (an island, decision 022, mounted once the page is idle so the like buttons show
 * what this browser liked): search, page size and pagination change the list in place, with skeleton
 * cards while the next page loads; before that (and without JavaScript) the same links, GET forms and
 * like form posts load pages.
 */
export default function NewsList() {
  const t = useT();
  const loaderData = useRouteLoaderData("routes/news._index") as Awaited<ReturnType<typeof loader>>;
  const { items, q, page, size, totalPages, failed } = loaderData;
  const navigation = useNavigation();
  const { pathname, search } = useLocation();
  const loading = navigation.state === "loading" && navigation.location.pathname === pathname;

  // The first data was the server's page (which announced a failure itself); a later page scrolls to the top.
  const first = useRef(loaderData);
  const errorTitle = t("news.error.title");
  const loadFailed = t("news.loadFailed");
  useEffect(() => {
    if (loaderData !== first.current && failed) toast.error(loadFailed, { title: errorTitle });
  }, [loaderData, failed, loadFailed, errorTitle]);
  const shownPage = useRef(page);
  useEffect(() => {
    if (page !== shownPage.current) window.scrollTo(0, 0);
    shownPage.current = page;
  }, [page]);

  return (
    <section className="container-page py-12 md:py-16">
      <div className="flex flex-col gap-4 border-b border-line pb-8 sm:flex-row sm:items-center sm:justify-between">
        <ListSearch
          q={q}
          label={t("news.search.label")}
          placeholder={t("news.search.placeholder")}
          submitLabel={t("news.search.submit")}
        />
        <PageSizeSelect size={size} />
      </div>
      <div aria-live="polite" aria-busy={loading} className="mt-10">
        {failed ? (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-6 py-16 text-center">
            <p className="font-serif text-3xl text-red-900">{t("news.loadFailed")}</p>
            {/* A full page load, so it also works when the data request is what failed. */}
            <a href={`${pathname}${search}`} className="mt-6 btn-secondary">
              {t("news.error.retry")}
            </a>
          </div>
        ) : loading ? (
          <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: Math.min(size, 6) }, (_, i) => (
              <CardSkeleton key={i} />
            ))}
          </div>
        ) : items.length === 0 ? (
          <div className="rounded-xl border border-dashed border-line bg-surface px-6 py-20 text-center">
            <h2 className="text-h3">{q ? t("news.empty.titleMatching", { q }) : t("news.empty.title")}</h2>
            {q && (
              <Link
                to={`${pathname}${pageQuery(new URLSearchParams(search), { q: null, page: null })}`}
                className="mt-6 btn-secondary"
              >
                {t("news.empty.clear")}
              </Link>
            )}
          </div>
        ) : (
          <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item, index) => (
              <li key={item.id} className="flex">
                <NewsCard item={item} load={cardImageLoad(index)} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {!failed && <Pagination page={page} totalPages={totalPages} />}
    </section>
  );
}
