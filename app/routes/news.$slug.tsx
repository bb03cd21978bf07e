import { Link, redirect } from "react-router";
import { pageTag } from "#server/cache/tags";
import { stripTags } from "#server/html/sanitize";
import { logger } from "#server/logger";
import { formatNewsDate } from "#server/news/dates";
import { getPublicNewsItem } from "#server/news/news";
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
import type { Route } from "./+types/news.$slug";

/** `sizes` (how ~/lib/image-sizes derives them): a news article's media stage: the article column is at most 896 px wide. */
const NEWS_STAGE_SIZES =
  "(min-width: 896px) 848px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)";

const NOT_FOUND = "/news?error=not-found";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  let item: Awaited<ReturnType<typeof getPublicNewsItem>>;
  try {
    item = await getPublicNewsItem(params.slug, context.language.code, context.languages, context.preview);
  } catch (error) {
    logger.error({ err: error, slug: params.slug }, "news item failed to load");
    throw redirect(NOT_FOUND);
  }
  // Missing, inactive and trashed items alike: back to the list, which shows Failed to load news item (the
  // specification's behaviour; a trashed item says no more than a missing one).
  if (!item) throw redirect(NOT_FOUND);
  tagPage(context, pageTag.news(item.id));
  // Each language's host answers at its own slug; another one (the original's, another language's) moves there.
  // A preview keeps its link (the draft may change the slug).
  if (!context.preview && item.slug !== params.slug)
    throw redirect(ownSlugPath("/news", item.slug, request.url), 301);
  const { createdAt, updatedAt, ...rest } = item;
  return {
    languagePaths: item.versions.paths,
    item: {
      ...rest,
      summary: stripTags(item.description),
      date: formatNewsDate(createdAt, context.language.locale),
      published: createdAt.toISOString(),
      modified: updatedAt.toISOString(),
    },
  };
}

export const headers = goneAwareHeaders;

function pageMeta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const t = metaTranslate(matches);
  const { item } = loaderData;
  const origin = absoluteUrl(matches, "/").replace(/\/$/, "");
  const organization = { "@type": "Organization", name: t("site.name"), url: origin };
  const path = `/news/${encodeURIComponent(item.slug)}`;
  return [
    ...seo(matches, {
      title: item.title,
      section: t("news.title"),
      description: item.summary || t("news.description"),
      path,
      versions: item.versions,
      image: item.primaryImageUrl,
      type: "article",
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "Article",
          headline: item.title,
          description: item.summary,
          image: item.primaryImageUrl ? [absoluteUrl(matches, item.primaryImageUrl)] : undefined,
          datePublished: item.published,
          dateModified: item.modified,
          mainEntityOfPage: `${origin}${path}`,
          author: organization,
          publisher: organization,
        },
        breadcrumbList(origin, [
          { name: t("nav.home"), path: "/" },
          { name: t("news.title"), path: "/news" },
          { name: item.title, path },
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
  islands: {
    media: () => import("~/components/site/media-viewer"),
    like: () => import("~/components/site/news-like-button"),
    likeCount: () => import("~/components/site/news-like-count"),
  },
} satisfies RouteIslands;

const LIKE_MESSAGES = [
  "news.like",
  "news.like.failed",
  "news.liked",
  "news.likeItem",
  "news.likeCount",
  "news.error.title",
] as const;

function NewsArticle({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { item } = loaderData;
  const sources: MediaSource[] = [
    ...(item.primaryImageUrl ? [mediaSource(item.primaryImageUrl, "image")] : []),
    ...item.media.map((m) => mediaSource(m.url, m.mediaType, m.posterUrl)),
  ];
  return (
    <main id="main" tabIndex={-1}>
      <section className="bg-ink pt-18 text-paper">
        <div className="container-page max-w-4xl pt-8 pb-14 md:pb-20">
          <Link
            to="/news"
            className="inline-flex min-h-11 items-center gap-2 text-sm text-gold-light hover:text-paper"
          >
            <span aria-hidden="true">←</span>
            {t("news.back")}
          </Link>
          <h1 className="mt-8 text-h1" {...fallbackLang(item, "title")}>
            {item.title}
          </h1>
          <div className="mt-6 flex items-center gap-6 text-sm text-paper/75">
            <time dateTime={item.published}>{item.date}</time>
            <Island
              name="likeCount"
              load={handle.islands.likeCount}
              props={{ id: item.id, likes: item.likes }}
              messages={LIKE_MESSAGES}
              when="idle"
              group="like"
              as="span"
            />
          </div>
        </div>
      </section>
      <article className="container-page max-w-4xl py-12 md:py-16">
        {sources.length > 0 && (
          <Island
            name="media"
            load={handle.islands.media}
            props={{ sources, name: item.title, stageSizes: NEWS_STAGE_SIZES }}
            messages={["media."]}
          />
        )}
        {item.description && (
          <p
            className="mt-10 font-serif text-2xl leading-snug text-ink/90"
            {...fallbackLang(item, "description")}
          >
            {item.description}
          </p>
        )}
        {/* Rich text starts at h2/h3: a level-2 heading keeps the outline in order. */}
        <h2 className="sr-only">{t("news.articleHeading")}</h2>
        <div
          className="prose-rich mt-6 text-ink/90"
          {...fallbackLang(item, "articleBody")}
          // Sanitised on the server against an allow-list (server/html/sanitize.ts).
          dangerouslySetInnerHTML={{ __html: item.articleBody }}
        />
        <footer className="mt-12 flex flex-wrap items-center justify-between gap-4 border-t border-line pt-6">
          <p className="text-sm text-muted">{t("news.publishedOn", { date: item.date })}</p>
          <Island
            name="like"
            load={handle.islands.like}
            props={{ id: item.id, slug: item.slug, title: item.title, likes: item.likes, showLabel: true }}
            messages={LIKE_MESSAGES}
            when="idle"
            group="like"
          />
        </footer>
      </article>
    </main>
  );
}

/** A failure other than a missing item (which redirects) shows the site's error screen. */
function NewsErrorBoundary() {
  return <PageError />;
}

// The page is the server's: the browser keeps its HTML and mounts its islands (decision 022).
export const meta = import.meta.env.SSR ? pageMeta : undefined;
export default import.meta.env.SSR ? NewsArticle : ServerRenderedPage;
export const ErrorBoundary = import.meta.env.SSR ? NewsErrorBoundary : ServerRenderedPage;
export { shouldRevalidate } from "~/lib/document-navigation";
