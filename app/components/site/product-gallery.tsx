import { clsx } from "clsx";
import { useRef } from "react";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { useT } from "~/lib/i18n/use-t";

/** `sizes` (how ~/lib/image-sizes derives them): its thumbnails: 5 columns 8 px apart inside the gallery, 2 px borders. */
const PRODUCT_THUMBNAIL_SIZES = "(min-width: 607px) 105px, calc(20vw - 17px)";

/** `sizes` (how ~/lib/image-sizes derives them): the product gallery's main image: at most 575 px wide with a 1 px border. */
// Full column width below 1024 px (16 px gutters, 24 px from 640 px, minus the 1 px border), 573 px beside the text.
const PRODUCT_GALLERY_SIZES =
  "(min-width: 1024px) 573px, (min-width: 640px) calc(100vw - 50px), calc(100vw - 34px)";

type Props = {
  name: string;
  images: string[];
  selected: number;
  onSelect: (index: number) => void;
};

/** Main product image with thumbnail buttons; arrow keys, Home and End move between images. */
export function ProductGallery({ name, images, selected, onSelect }: Props) {
  const t = useT();
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = images[selected] ?? images[0] ?? null;
  // The image the page opened with is drawn at once: one that fades in from transparent is not the
  // page's largest paint in Chromium, which then took a thumbnail (lazy) or the heading. Later ones fade.
  const opened = useRef(current);
  const changed = useRef(false);
  changed.current ||= current !== opened.current;

  const move = (event: React.KeyboardEvent, index: number) => {
    const last = images.length - 1;
    const next =
      event.key === "ArrowRight" || event.key === "ArrowDown"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft" || event.key === "ArrowUp"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onSelect(next);
    thumbs.current[next]?.focus();
  };

  return (
    <section aria-label={t("product.gallery.label")} className="w-full lg:max-w-[575px]">
      <div className="aspect-square overflow-hidden rounded-xl border border-line bg-ink-soft">
        <ResponsiveImage
          key={current ?? "none"}
          src={current}
          alt={
            images.length > 1
              ? t("product.gallery.image", { name, index: selected + 1, count: images.length })
              : name
          }
          sizes={PRODUCT_GALLERY_SIZES}
          width={1200}
          height={1200}
          load="lcp"
          className={clsx("size-full object-cover", changed.current && "animate-fade-in")}
        />
      </div>
      {images.length > 1 && (
        <fieldset className="mt-3 grid grid-cols-5 gap-2">
          <legend className="sr-only">{t("product.gallery.thumbnails")}</legend>
          {images.map((url, index) => (
            <button
              key={url}
              ref={(element) => {
                thumbs.current[index] = element;
              }}
              type="button"
              aria-pressed={index === selected}
              aria-label={t("product.gallery.image", { name, index: index + 1, count: images.length })}
              tabIndex={index === selected ? 0 : -1}
              onClick={() => onSelect(index)}
              onKeyDown={(event) => move(event, index)}
              className={clsx(
                "aspect-square overflow-hidden rounded-md border-2 bg-ink-soft transition-colors",
                index === selected ? "border-gold" : "border-transparent hover:border-line",
              )}
            >
              <ResponsiveImage
                src={url}
                alt=""
                sizes={PRODUCT_THUMBNAIL_SIZES}
                width={400}
                height={400}
                className="size-full object-cover"
              />
            </button>
          ))}
        </fieldset>
      )}
    </section>
  );
}
