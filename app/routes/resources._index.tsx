import { clsx } from "clsx";
import { useEffect } from "react";
import { Link, redirect, useLocation, useNavigate, useNavigation } from "react-router";
import { pageTag } from "#server/cache/tags";
import { listGalleryCategories, listPublicGalleryItems } from "#server/gallery/gallery";
import { logger } from "#server/logger";
import { markUncacheable, tagPage } from "#server/request-context";
import { CardSkeleton } from "~/components/site/card-skeleton";
import { GalleryCard } from "~/components/site/gallery-card";
import { ListHero } from "~/components/site/gallery-hero";
import { ListSearch, PageSizeSelect, Pagination } from "~/components/site/pagination";
import { cardImageLoad } from "~/components/ui/responsive-image";
import { toast } from "~/components/ui/toast";
import { fallbackLang } from "~/lib/i18n/languages";
import { createTranslate } from "~/lib/i18n/translate";
import { useT } from "~/lib/i18n/use-t";
import { pageQuery, parsePaging, totalPagesOf } from "~/lib/pagination";
import { absoluteUrl, breadcrumbList, rootDataFrom, seo } from "~/lib/seo";
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

export async function clientLoader({ serverLoader, request }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    if (error instanceof Response) throw error;
    return failedGallery(new URL(request.url));
  }
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const t = createTranslate(rootDataFrom(matches)?.messages);
  const origin = absoluteUrl(matches, "/").replace(/\/$/, "");
  const page = loaderData?.page ?? 1;
  return seo(matches, {
    title: t("gallery.title"),
    description: t("gallery.description"),
    path: `/resources${page > 1 ? `?page=${page}` : ""}`,
    jsonLd: [
      breadcrumbList(origin, [
        { name: t("nav.home"), path: "/" },
        { name: t("nav.gallery"), path: "/resources" },
      ]),
    ],
  });
}

export default function Resources({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { items, categories, category, q, page, size, totalPages, failed, itemFailed } = loaderData;
  const navigation = useNavigation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const loading = navigation.state === "loading" && navigation.location.pathname === pathname;
  const params = new URLSearchParams(search);

  // Messages as strings (stable values), so each toast shows once per failed load.
  const loadFailed = t("gallery.loadFailed");
  const itemLoadFailed = t("gallery.itemLoadFailed");
  useEffect(() => {
    if (failed) toast.error(loadFailed);
  }, [failed, loadFailed]);
  useEffect(() => {
    if (!itemFailed) return;
    toast.error(itemLoadFailed);
    navigate(`${pathname}${pageQuery(new URLSearchParams(search), { error: null })}`, {
      replace: true,
      preventScrollReset: true,
    });
  }, [itemFailed, itemLoadFailed, navigate, pathname, search]);

  const filters = [{ id: undefined, name: t("gallery.filter.all") }, ...categories];
  return (
    <main>
      <ListHero
        eyebrow={t("gallery.hero.eyebrow")}
        title={t("gallery.hero.title")}
        intro={t("gallery.hero.intro")}
      />
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
                <h2 className="font-serif text-3xl">{t("gallery.empty.title")}</h2>
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
    </main>
  );
}
