import { type ImageLoad, ResponsiveImage } from "~/components/ui/responsive-image";
import { fallbackLang } from "~/lib/i18n/fallback-lang";
import { useT } from "~/lib/i18n/use-t";
import { CARD_GRID_SIZES } from "~/lib/image-sizes";
import { NewsLikeButton } from "./news-like-button";

export type NewsCardItem = {
  id: number;
  title: string;
  slug: string;
  description: string;
  primaryImageUrl: string | null;
  isPinned: boolean;
  likes: number;
  date: string;
  isoDate: string;
  /** Fields shown in the original language (no translation yet). */
  fallback?: string[];
};

/** One news item in the list: image, date, pin, title link, description, Read more and the like toggle. */
export function NewsCard({ item, load }: { item: NewsCardItem; load?: ImageLoad }) {
  const t = useT();
  const href = `/news/${encodeURIComponent(item.slug)}`;
  return (
    <article className="group flex w-full flex-col overflow-hidden rounded-xl border border-line bg-surface transition-shadow duration-200 hover:shadow-[0_12px_32px_-12px_rgba(15,17,21,0.25)]">
      <div className="relative aspect-[4/3] overflow-hidden bg-ink-soft">
        <ResponsiveImage
          src={item.primaryImageUrl}
          alt={item.title}
          sizes={CARD_GRID_SIZES}
          width={800}
          height={600}
          load={load}
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-center justify-between gap-3 text-sm text-muted">
          <time dateTime={item.isoDate}>{item.date}</time>
          {item.isPinned && (
            <span className="inline-flex items-center gap-1 text-gold-dark" data-pinned>
              <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4">
                <path
                  d="M10.5 1.5 14.5 5.5l-2 .5-2.5 2.5.5 3-1.5 1.5-2.5-2.5L3 14l-1-1 3.5-3.5L3 7l1.5-1.5 3 .5L10 3.5z"
                  fill="currentColor"
                />
              </svg>
              <span>{t("news.pinned")}</span>
            </span>
          )}
        </div>
        <h2 className="mt-3 text-h4" {...fallbackLang(item, "title")}>
          <a href={href} className="hover:text-gold-dark">
            {item.title}
          </a>
        </h2>
        <p
          className="mt-2 line-clamp-3 text-sm leading-relaxed text-muted"
          {...fallbackLang(item, "description")}
        >
          {item.description}
        </p>
        <div className="mt-auto flex items-center justify-between gap-4 pt-6">
          <a href={href} aria-label={t("news.readMoreOf", { title: item.title })} className="link-more">
            {t("news.readMore")}
            <span className="sr-only"> {item.title}</span>
            <span aria-hidden="true">→</span>
          </a>
          <NewsLikeButton id={item.id} slug={item.slug} title={item.title} likes={item.likes} />
        </div>
      </div>
    </article>
  );
}
