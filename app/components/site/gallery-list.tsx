import { clsx } from "clsx";
import { useEffect, useRef } from "react";
import { Link, useLocation, useNavigation, useRouteLoaderData } from "react-router";
import { cardImageLoad } from "~/components/ui/responsive-image";
import { toast } from "~/components/ui/toast";
import { fallbackLang } from "~/lib/i18n/fallback-lang";
import { useT } from "~/lib/i18n/use-t";
import { pageQuery } from "~/lib/pagination";
import type { loader } from "~/routes/resources._index";
import { CardSkeleton } from "./card-skeleton";
import { GalleryCard } from "./gallery-card";
import { ListSearch, PageSizeSelect, Pagination } from "./pagination";

/**
 * The gallery list on /resources (an island, decision 022): category buttons, search, page size, cards
 * and pagination change the list in place once mounted, with skeleton cards while the next page loads;
 * before that (and without JavaScript) the same links and GET forms load pages.
 */
export default function GalleryList() {
  const t = useT();
  const loaderData = useRouteLoaderData("routes/resources._index") as Awaited<ReturnType<typeof loader>>;
  const { items, categories, category, q, page, size, totalPages, failed } = loaderData;
  const navigation = useNavigation();
  const { pathname, search } = useLocation();
  const loading = navigation.state === "loading" && navigation.location.pathname === pathname;
  const params = new URLSearchParams(search);

  // The first data was the server's page (which announced a failure itself); a later page scrolls to the top.
  const first = useRef(loaderData);
  const loadFailed = t("gallery.loadFailed");
  useEffect(() => {
    if (loaderData === first.current) return;
    if (failed) toast.error(loadFailed);
  }, [loaderData, failed, loadFailed]);
  const shownPage = useRef(page);
  useEffect(() => {
    if (page !== shownPage.current) window.scrollTo(0, 0);
    shownPage.current = page;
  }, [page]);

  const filters = [{ id: undefined, name: t("gallery.filter.all") }, ...categories];
  return (
    <section className="container-page py-12 md:py-16">
      <div className="flex flex-col gap-6 border-b border-line pb-8">
        <nav aria-label={t("gallery.filter.label")}>
          <ul className="flex flex-wrap gap-2">
            {filters.map((filter) => {
              const active = filter.id === category;
              return (
                <li key={filter.id ?? "all"}>
                  <Link
                    to={`${pathname}${pageQuery(params, { category: filter.id ?? null, page: null, error: null })}`}
                    aria-current={active ? "true" : undefined}
                    preventScrollReset
                    className={clsx(
                      "inline-flex min-h-11 items-center rounded-full border px-5 text-sm font-medium transition-colors",
                      active
                        ? "border-ink bg-ink text-paper"
                        : "border-line bg-surface text-ink hover:border-gold hover:text-gold-dark",
                    )}
                    {...("fallback" in filter ? fallbackLang(filter, "name") : undefined)}
                  >
                    {filter.name}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <ListSearch
            q={q}
            label={t("gallery.search.label")}
            placeholder={t("gallery.search.placeholder")}
            submitLabel={t("gallery.search.submit")}
          />
          <PageSizeSelect size={size} />
        </div>
      </div>

      <div aria-live="polite" aria-busy={loading} className="mt-10">
        {loading ? (
          <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: Math.min(size, 6) }, (_, i) => (
              <CardSkeleton key={i} />
            ))}
          </div>
        ) : items.length === 0 ? (
          failed ? null : (
            <div className="rounded-xl border border-dashed border-line bg-surface px-6 py-20 text-center">
              <h2 className="text-h3">{t("gallery.empty.title")}</h2>
              <p className="mt-3 text-muted">{t("gallery.empty.body")}</p>
            </div>
          )
        ) : (
          <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((item, index) => (
              <li key={item.id} className="flex">
                <GalleryCard item={item} load={cardImageLoad(index)} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <Pagination page={page} totalPages={totalPages} />
    </section>
  );
}
