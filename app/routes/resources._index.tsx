import { redirect } from "react-router";
import { pageTag } from "#server/cache/tags";
import { listGalleryCategories, listPublicGalleryItems } from "#server/gallery/gallery";
import { logger } from "#server/logger";
import { isKnownValue, markUncacheable, storeOnlyKnownValues, tagPage } from "#server/request-context";
import { Island, type RouteIslands } from "~/components/islands/island";
import { ListHero } from "~/components/site/gallery-hero";
import { ServerRenderedPage } from "~/components/static-html";
import { LoadToast } from "~/components/ui/load-toast";
import { useT } from "~/lib/i18n/use-t";
import { pageQuery, parsePaging, totalPagesOf } from "~/lib/pagination";
import { absoluteUrl, breadcrumbList, metaTranslate, seo } from "~/lib/seo";
import type { Route } from "./+types/resources._index";

function readQuery(url: URL) {
  const { page, size } = parsePaging(url.searchParams);
  const category = Number(url.searchParams.get("category"));
  return {
    page,
    size,
    q: (url.searchParams.get("q") ?? "").trim().slice(0, 100),
    category: Number.isSafeInteger(category) && category > 0 ? category : undefined,
    itemFailed: url.searchParams.get("error") === "item",
  };
}

/** What the page shows when the gallery could not be loaded. */
function failedGallery(url: URL) {
  return { ...readQuery(url), categories: [], items: [], total: 0, totalPages: 1, failed: true };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = readQuery(url);
  const language = context.language.code;
  try {
    const [categories, { items, total }] = await Promise.all([
      listGalleryCategories(language),
      listPublicGalleryItems({ ...query, language }),
    ]);
    tagPage(context, "gallery", "gallery-categories", ...items.map((item) => pageTag.galleryItem(item.id)));
    storeOnlyKnownValues(
      context,
      isKnownValue(
        url.searchParams.get("category"),
        categories.map((category) => String(category.id)),
      ),
    );
    const totalPages = totalPagesOf(total, query.size);
    if (query.page > totalPages)
      throw redirect(`${url.pathname}${pageQuery(url.searchParams, { page: totalPages })}`);
    return { ...query, categories, items, total, totalPages, failed: false };
  } catch (error) {
    if (error instanceof Response) throw error;
    logger.error({ err: error }, "gallery list failed to load");
    markUncacheable(context);
    return failedGallery(url);
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
      ...(lastGood ?? { page: 1, size: 6, q: "", category: undefined, itemFailed: false, categories: [] }),
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
  return seo(matches, {
    title: t("gallery.title"),
    description: t("gallery.description"),
    path: `/resources${page > 1 ? `?page=${page}` : ""}`,
    page,
    jsonLd: [
      breadcrumbList(origin, [
        { name: t("nav.home"), path: "/" },
        { name: t("nav.gallery"), path: "/resources" },
      ]),
    ],
  });
}

export const handle = {
  islands: { list: () => import("~/components/site/gallery-list") },
} satisfies RouteIslands;

function Resources({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <main id="main" tabIndex={-1}>
      {loaderData.failed && <LoadToast message={t("gallery.loadFailed")} />}
      {loaderData.itemFailed && <LoadToast message={t("gallery.itemLoadFailed")} dropParam="error" />}
      <ListHero
        eyebrow={t("gallery.hero.eyebrow")}
        title={t("gallery.hero.title")}
        intro={t("gallery.hero.intro")}
      />
      <Island name="list" load={handle.islands.list} props={{}} messages={["gallery.", "pagination."]} />
    </main>
  );
}

// The page is the server's: the browser keeps its HTML and mounts its islands (decision 022).
export const meta = import.meta.env.SSR ? pageMeta : undefined;
export default import.meta.env.SSR ? Resources : ServerRenderedPage;
export { shouldRevalidate } from "~/lib/document-navigation";
