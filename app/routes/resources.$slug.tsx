import { Link, redirect } from "react-router";
import { pageTag } from "#server/cache/tags";
import { getPublicGalleryItem } from "#server/gallery/gallery";
import { stripTags } from "#server/html/sanitize";
import { logger } from "#server/logger";
import { tagPage } from "#server/request-context";
import { Island, type RouteIslands } from "~/components/islands/island";
import { PageError } from "~/components/site/gone-page";
import { type MediaSource, mediaSource } from "~/components/site/media-viewer-sources";
import { ServerRenderedPage } from "~/components/static-html";
import { goneAwareHeaders } from "~/lib/gone";
import { fallbackLang } from "~/lib/i18n/fallback-lang";
import { useT } from "~/lib/i18n/use-t";
import { absoluteUrl, breadcrumbList, metaTranslate, seo } from "~/lib/seo";
import { ownSlugPath } from "~/lib/slug";
import type { Route } from "./+types/resources.$slug";

/** `sizes` (how ~/lib/image-sizes derives them): a resource's media stage: 7 of 12 parts beside the details from 1024 px (gap 48 px). */
const RESOURCE_STAGE_SIZES =
  "(min-width: 1200px) 644px, (min-width: 1024px) calc(58.33vw - 56px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  let item: Awaited<ReturnType<typeof getPublicGalleryItem>>;
  try {
    item = await getPublicGalleryItem(params.slug, context.language.code, context.languages, context.preview);
  } catch (error) {
    logger.error({ err: error, slug: params.slug }, "gallery item failed to load");
    throw redirect("/resources?error=item");
  }
  // Missing, inactive, trashed and PDF items have no page of their own: back to the gallery (the
  // specification's behaviour; a trashed project says no more than a missing one).
  if (!item) throw redirect("/resources");
  tagPage(
    context,
    pageTag.galleryItem(item.id),
    "gallery-categories",
    ...item.relatedProducts.map((p) => pageTag.product(p.id)),
  );
  // Each language's host answers at its own slug; another one (the original's, another language's) moves there.
  // A preview keeps its link (the draft may change the slug).
  if (!context.preview && item.slug !== params.slug)
    throw redirect(ownSlugPath("/resources", item.slug, request.url), 301);
  return {
    item: { ...item, summary: stripTags(item.description) },
    languagePaths: item.versions.paths,
  };
}

export const headers = goneAwareHeaders;

function pageMeta({ matches, loaderData }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  if (!loaderData) return [];
  const { item } = loaderData;
  const origin = absoluteUrl(matches, "/").replace(/\/$/, "");
  return seo(matches, {
    title: item.name,
    section: t("gallery.title"),
    description: item.summary || t("gallery.description"),
    path: `/resources/${encodeURIComponent(item.slug)}`,
    versions: item.versions,
    image: item.primaryImageUrl,
    jsonLd: [
      breadcrumbList(origin, [
        { name: t("nav.home"), path: "/" },
        { name: t("nav.gallery"), path: "/resources" },
        { name: item.name, path: `/resources/${encodeURIComponent(item.slug)}` },
      ]),
    ],
  });
}

function BackLink({ label }: { label: string }) {
  return (
    <Link
      to="/resources"
      className="inline-flex min-h-11 items-center gap-2 text-sm text-gold-light hover:text-paper"
    >
      <span aria-hidden="true">←</span>
      {label}
    </Link>
  );
}

export const handle = {
  islands: { media: () => import("~/components/site/media-viewer") },
} satisfies RouteIslands;

function GalleryProject({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { item } = loaderData;
  const sources: MediaSource[] = [
    ...(item.primaryImageUrl ? [mediaSource(item.primaryImageUrl, "image")] : []),
    ...item.media.map((m) => mediaSource(m.url, m.mediaType, m.posterUrl)),
  ];
  return (
    <main id="main" tabIndex={-1}>
      <section className="bg-ink pt-18 text-paper">
        <div className="container-page pt-8 pb-14 md:pb-20">
          <BackLink label={t("gallery.detail.back")} />
          {item.categories.length > 0 && (
            <ul className="mt-8 flex flex-wrap gap-2">
              {item.categories.map((category) => (
                <li key={category.id} className="tag-dark" {...fallbackLang(category, "name")}>
                  {category.name}
                </li>
              ))}
            </ul>
          )}
          <h1 className="mt-4 max-w-4xl text-h1" {...fallbackLang(item, "name")}>
            {item.name}
          </h1>
          {item.description && (
            <p className="mt-5 max-w-2xl text-lg text-paper/75" {...fallbackLang(item, "description")}>
              {item.description}
            </p>
          )}
        </div>
      </section>

      <div className="container-page grid grid-cols-[minmax(0,1fr)] gap-12 py-12 md:py-16 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
        <div>
          <Island
            name="media"
            load={handle.islands.media}
            props={{ sources, name: item.name, stageSizes: RESOURCE_STAGE_SIZES }}
            messages={["media."]}
          />
          {item.detailedDescription && (
            <section aria-labelledby="about-project" className="mt-10">
              {/* Rich text starts at h2/h3: a level-2 heading keeps the outline in order. */}
              <h2 id="about-project" className="sr-only">
                {t("gallery.detail.about")}
              </h2>
              <div
                className="prose-rich max-w-none text-ink/90"
                {...fallbackLang(item, "detailedDescription")}
                // Sanitised on the server against an allow-list (server/html/sanitize.ts).
                dangerouslySetInnerHTML={{ __html: item.detailedDescription }}
              />
            </section>
          )}
        </div>
        <aside className="space-y-8">
          {item.projectDetails && (
            <section className="rounded-xl border border-line bg-surface p-6 md:p-8">
              <h2 className="text-h4">{t("gallery.detail.projectDetails")}</h2>
              <div className="mt-3 h-px w-10 bg-gold" />
              <div
                className="prose-rich mt-4 text-sm text-ink/90"
                {...fallbackLang(item, "projectDetails")}
                dangerouslySetInnerHTML={{ __html: item.projectDetails }}
              />
            </section>
          )}
          {item.relatedProducts.length > 0 && (
            <section className="rounded-xl border border-line bg-surface p-6 md:p-8">
              <h2 className="text-h4">{t("gallery.detail.relatedProducts")}</h2>
              <div className="mt-3 h-px w-10 bg-gold" />
              <ul className="mt-4 divide-y divide-line">
                {item.relatedProducts.map((product) => (
                  <li key={product.id}>
                    <Link
                      to={`/products/${encodeURIComponent(product.slug)}`}
                      {...fallbackLang(product, "name")}
                      className="flex min-h-11 items-center justify-between gap-4 py-2 font-medium hover:text-gold-dark"
                    >
                      {product.name}
                      <span aria-hidden="true" className="text-gold-dark">
                        →
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </aside>
      </div>

      <section className="bg-ink-soft text-paper">
        <div className="container-page flex flex-col items-start gap-6 py-14 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="text-h2">{t("gallery.detail.ctaTitle")}</h2>
            <p className="mt-2 text-paper/75">{t("gallery.detail.ctaBody")}</p>
          </div>
          <Link to="/contact" className="btn-primary shrink-0">
            {t("gallery.detail.ctaButton")}
          </Link>
        </div>
      </section>
    </main>
  );
}

/** A failure other than a missing project (which redirects) shows the site's error screen. */
function ProjectErrorBoundary() {
  return <PageError />;
}

// The page is the server's: the browser keeps its HTML and mounts its islands (decision 022).
export const meta = import.meta.env.SSR ? pageMeta : undefined;
export default import.meta.env.SSR ? GalleryProject : ServerRenderedPage;
export const ErrorBoundary = import.meta.env.SSR ? ProjectErrorBoundary : ServerRenderedPage;
export { shouldRevalidate } from "~/lib/document-navigation";
