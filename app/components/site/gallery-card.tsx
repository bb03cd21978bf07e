import { type ImageLoad, ResponsiveImage } from "~/components/ui/responsive-image";
import { fallbackLang } from "~/lib/i18n/fallback-lang";
import { useT } from "~/lib/i18n/use-t";
import { CARD_GRID_SIZES } from "~/lib/image-sizes";

export type GalleryCardItem = {
  id: number;
  name: string;
  slug: string;
  description: string;
  primaryImageUrl: string | null;
  pdfUrl: string | null;
  isPdf: boolean;
  categories: { id: number; name: string; fallback?: string[] }[];
  /** Fields shown in the original language (no translation yet). */
  fallback?: string[];
};

/**
 * One resource: image, category tags, name and description; PDFs download, projects link to their
 * page. A PDF resource without its file has no page either: a plain card with nothing to follow.
 */
export function GalleryCard({ item, load }: { item: GalleryCardItem; load?: ImageLoad }) {
  const t = useT();
  const pdfUrl = item.isPdf ? item.pdfUrl : null;
  const detailHref = item.isPdf ? null : `/resources/${encodeURIComponent(item.slug)}`;
  return (
    <article
      id={item.slug}
      className="group flex w-full flex-col overflow-hidden rounded-xl border border-line bg-surface transition-shadow duration-200 hover:shadow-[0_12px_32px_-12px_rgba(15,17,21,0.25)]"
    >
      <div className="aspect-[4/3] overflow-hidden bg-ink-soft">
        <ResponsiveImage
          src={item.primaryImageUrl}
          alt={item.name}
          sizes={CARD_GRID_SIZES}
          width={800}
          height={600}
          load={load}
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <ul className="flex flex-wrap gap-2">
          {(item.categories.length
            ? item.categories.map((c) => ({ name: c.name, lang: fallbackLang(c, "name") }))
            : [{ name: t("gallery.card.uncategorized"), lang: undefined }]
          ).map(({ name, lang }) => (
            <li key={name} className="tag" {...lang}>
              {name}
            </li>
          ))}
        </ul>
        <h2 className="mt-4 text-h4" {...fallbackLang(item, "name")}>
          {detailHref ? (
            <a href={detailHref} className="hover:text-gold-dark">
              {item.name}
            </a>
          ) : (
            item.name
          )}
        </h2>
        <p
          className="mt-2 line-clamp-3 text-sm leading-relaxed text-muted"
          {...fallbackLang(item, "description")}
        >
          {item.description}
        </p>
        <div className="mt-auto pt-6">
          {pdfUrl ? (
            <a
              href={pdfUrl}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t("gallery.card.downloadPdfOf", { name: item.name })}
              className="btn-primary"
            >
              <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4">
                <path
                  d="M8 2v8m0 0L4.5 6.5M8 10l3.5-3.5M3 13h10"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.6"
                />
              </svg>
              {t("gallery.card.downloadPdf")}
            </a>
          ) : (
            detailHref && (
              <a
                href={detailHref}
                aria-label={t("gallery.card.viewDetailsOf", { name: item.name })}
                className="link-more"
              >
                {t("gallery.card.viewDetails")}
                <span className="sr-only"> {item.name}</span>
                <span aria-hidden="true">→</span>
              </a>
            )
          )}
        </div>
      </div>
    </article>
  );
}
