import { type ImageLoad, ResponsiveImage } from "~/components/ui/responsive-image";
import { fallbackLang } from "~/lib/i18n/fallback-lang";
import { useT } from "~/lib/i18n/use-t";
import { PRODUCT_GRID_SIZES } from "~/lib/image-sizes";

export type ProductCardData = {
  id: number;
  name: string;
  slug: string;
  description: string;
  imageUrl: string | null;
  categories?: { id: number; name: string; fallback?: string[] }[];
  /** Fields shown in the original language (no translation yet). */
  fallback?: string[];
};

/** A product in a grid: image, category tags, name, description and a Learn more link. */
export function ProductCard({
  product,
  headingLevel = "h2",
  load,
  sizes = PRODUCT_GRID_SIZES,
}: {
  product: ProductCardData;
  headingLevel?: "h2" | "h3";
  /** The width its image is shown at in the grid the card sits in (~/lib/image-sizes). */
  sizes?: string;
  /** Lazy unless said otherwise (`cardImageLoad` for a list's first row). */
  load?: ImageLoad;
}) {
  const t = useT();
  const Heading = headingLevel;
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface transition-shadow duration-200 hover:shadow-[0_12px_32px_-12px_rgba(15,17,21,0.25)]">
      <div className="aspect-[4/3] overflow-hidden bg-ink-soft">
        <ResponsiveImage
          src={product.imageUrl}
          alt={product.name}
          sizes={sizes}
          width={800}
          height={600}
          load={load}
          className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        {product.categories && product.categories.length > 0 && (
          <ul className="mb-3 flex flex-wrap gap-2">
            {product.categories.map((category) => (
              <li key={category.id} className="tag" {...fallbackLang(category, "name")}>
                {category.name}
              </li>
            ))}
          </ul>
        )}
        <Heading className="font-serif text-2xl text-ink leading-tight" {...fallbackLang(product, "name")}>
          {product.name}
        </Heading>
        {product.description && (
          <p
            className="mt-2 line-clamp-3 text-muted text-sm leading-relaxed"
            {...fallbackLang(product, "description")}
          >
            {product.description}
          </p>
        )}
        <a
          href={`/products/${encodeURIComponent(product.slug)}`}
          className="link-more mt-auto self-start pt-4"
          aria-label={t("products.learnMoreAbout", { name: product.name })}
        >
          {t("products.learnMore")}
          {/* Link text that names its product (search engines read it; the aria-label is what is announced). */}
          <span className="sr-only"> {product.name}</span>
          <svg
            aria-hidden="true"
            viewBox="0 0 16 16"
            className="size-4 transition-transform group-hover:translate-x-0.5"
          >
            <path d="M3 8h10M9 4l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </a>
      </div>
    </article>
  );
}
