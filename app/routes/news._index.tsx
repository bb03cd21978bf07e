import { redirect } from "react-router";
import { pageTag } from "#server/cache/tags";
import { logger } from "#server/logger";
import { formatNewsDate } from "#server/news/dates";
import { listPublicNews } from "#server/news/news";
import { markUncacheable, tagPage } from "#server/request-context";
import { Island, type RouteIslands } from "~/components/islands/island";
import { ListHero } from "~/components/site/gallery-hero";
import { ServerRenderedPage } from "~/components/static-html";
import { LoadToast } from "~/components/ui/load-toast";
import { useT } from "~/lib/i18n/use-t";
import { pageQuery, parsePaging, totalPagesOf } from "~/lib/pagination";
import { absoluteUrl, breadcrumbList, metaTranslate, seo } from "~/lib/seo";
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

type ListData = Awaited<ReturnType<typeof loader>>;
let lastGood: ListData | undefined;

/**
 * In the browser, for the list island's own navigations: a failed load shows the failure state (no shared
 * helper here: this runs in every visit's first-load JavaScript).
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs): Promise<ListData> {
  try {
    lastGood = await serverLoader();
    return lastGood;
  } catch (error) {
    if (error instanceof Response) throw error;
    return {
      ...(lastGood ?? { page: 1, size: 6, q: "", itemFailed: false }),
      items: [],
      total: 0,
      totalPages: 1,
      failed: true,
    } as ListData;
  }
}

function pageMeta({ matches, loaderData }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  const origin = absoluteUrl(matches, "/").replace(/\/$/, "");
  const page = loaderData?.page ?? 1;
  return [
    ...seo(matches, {
      title: t("news.title"),
      description: t("news.description"),
      path: `/news${page > 1 ? `?page=${page}` : ""}`,
      page,
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

export const handle = {
  islands: { list: () => import("~/components/site/news-list") },
} satisfies RouteIslands;

function News({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { failed, itemFailed } = loaderData;
  return (
    <main id="main" tabIndex={-1}>
      {failed && <LoadToast message={t("news.loadFailed")} title={t("news.error.title")} />}
      {itemFailed && (
        <LoadToast message={t("news.itemLoadFailed")} title={t("news.error.title")} dropParam="error" />
      )}
      <ListHero eyebrow={t("news.hero.eyebrow")} title={t("news.title")} intro={t("news.hero.intro")} />
      <Island
        name="list"
        load={handle.islands.list}
        props={{}}
        messages={["news.", "pagination."]}
        when="idle"
      />
    </main>
  );
}

// The page is the server's: the browser keeps its HTML and mounts its islands (decision 022).
export const meta = import.meta.env.SSR ? pageMeta : undefined;
export default import.meta.env.SSR ? News : ServerRenderedPage;
export { shouldRevalidate } from "~/lib/document-navigation";
