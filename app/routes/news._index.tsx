import { useEffect } from "react";
import { Link, redirect, useLocation, useNavigate, useNavigation } from "react-router";
import { pageTag } from "#server/cache/tags";
import { logger } from "#server/logger";
import { formatNewsDate } from "#server/news/dates";
import { listPublicNews } from "#server/news/news";
import { markUncacheable, tagPage } from "#server/request-context";
import { CardSkeleton } from "~/components/site/card-skeleton";
import { ListHero } from "~/components/site/gallery-hero";
import { NewsCard } from "~/components/site/news-card";
import { ListSearch, PageSizeSelect, Pagination } from "~/components/site/pagination";
import { cardImageLoad } from "~/components/ui/responsive-image";
import { toast } from "~/components/ui/toast";
import { createTranslate } from "~/lib/i18n/translate";
import { useT } from "~/lib/i18n/use-t";
import { pageQuery, parsePaging, totalPagesOf } from "~/lib/pagination";
import { absoluteUrl, breadcrumbList, rootDataFrom, seo } from "~/lib/seo";
import type { Route } from "./+types/news._index";

function readQuery(url: URL) {
  return {
    ...parsePaging(url.searchParams),
    q: (url.searchParams.get("q") ?? "").trim().slice(0, 100),
    itemFailed: url.searchParams.get("error") === "not-found",
  };
}

/** What the page shows when the news could not be loaded. */
function failedNews(url: URL) {
  return { ...readQuery(url), items: [], total: 0, totalPages: 1, failed: true };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = readQuery(url);
  try {
    const { items, total } = await listPublicNews({ ...query, language: context.language.code });
    tagPage(context, "news", ...items.map((item) => pageTag.news(item.id)));
    const totalPages = totalPagesOf(total, query.size);
    if (query.page > totalPages)
      throw redirect(`${url.pathname}${pageQuery(url.searchParams, { page: totalPages })}`);
    const dated = items.map(({ createdAt, ...item }) => ({
      ...item,
      date: formatNewsDate(createdAt, context.language.locale),
      isoDate: createdAt.toISOString(),
    }));
    return { ...query, items: dated, total, totalPages, failed: false };
  } catch (error) {
    if (error instanceof Response) throw error;
    logger.error({ err: error }, "news list failed to load");
    markUncacheable(context);
    return failedNews(url);
  }
}

export async function clientLoader({ serverLoader, request }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    if (error instanceof Response) throw error;
    return failedNews(new URL(request.url));
  }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const t = createTranslate(rootDataFrom(matches)?.messages);
  const origin = absoluteUrl(matches, "/").replace(/\/$/, "");
  const page = loaderData?.page ?? 1;
  return [
    ...seo(matches, {
      title: t("news.title"),
      description: t("news.description"),
      path: `/news${page > 1 ? `?page=${page}` : ""}`,
      jsonLd: [
        breadcrumbList(origin, [
          { name: t("nav.home"), path: "/" },
          { name: t("news.title"), path: "/news" },
        ]),
      ],
    }),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: t("news.rss"),
      href: `${origin}/news/rss.xml`,
    },
  ];
}

export default function News({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { items, q, page, size, totalPages, failed, itemFailed } = loaderData;
  const navigation = useNavigation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const loading = navigation.state === "loading" && navigation.location.pathname === pathname;

  // Messages as strings (stable values), so each toast shows once per failed load.
  const errorTitle = t("news.error.title");
  const loadFailed = t("news.loadFailed");
  const itemLoadFailed = t("news.itemLoadFailed");
  useEffect(() => {
    if (failed) toast.error(loadFailed, { title: errorTitle });
  }, [failed, loadFailed, errorTitle]);
  useEffect(() => {
    if (!itemFailed) return;
    toast.error(itemLoadFailed, { title: errorTitle });
    navigate(`${pathname}${pageQuery(new URLSearchParams(search), { error: null })}`, {
      replace: true,
      preventScrollReset: true,
    });
  }, [itemFailed, itemLoadFailed, errorTitle, navigate, pathname, search]);

  return (
    <main>
      <ListHero eyebrow={t("news.hero.eyebrow")} title={t("news.title")} intro={t("news.hero.intro")} />
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
              <a
                href={`${pathname}${search}`}
                className="mt-6 inline-flex min-h-11 items-center rounded-md border border-ink px-6 font-medium hover:bg-ink hover:text-paper"
              >
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
              <h2 className="font-serif text-3xl">
                {q ? t("news.empty.titleMatching", { q }) : t("news.empty.title")}
              </h2>
              {q && (
                <Link
                  to={`${pathname}${pageQuery(new URLSearchParams(search), { q: null, page: null })}`}
                  className="mt-6 inline-flex min-h-11 items-center rounded-md border border-ink px-6 font-medium hover:bg-ink hover:text-paper"
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
    </main>
  );
}
