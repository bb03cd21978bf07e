import { Link } from "react-router";
import { pageTag } from "#server/cache/tags";
import { listFeaturedProducts } from "#server/catalog/products";
import { messagesFor } from "#server/i18n/messages";
import { markUncacheable, tagPage } from "#server/request-context";
import { carouselInterval, listCarouselImages } from "#server/settings/public";
import { Island, type RouteIslands } from "~/components/islands/island";
import type { Slide } from "~/components/site/hero-carousel";
import { ServerRenderedPage } from "~/components/static-html";
import { LoadToast } from "~/components/ui/load-toast";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { COMPANY } from "~/lib/company";
import { fallbackLang } from "~/lib/i18n/fallback-lang";
import type { MessageKey } from "~/lib/i18n/messages/en";
import { createTranslate } from "~/lib/i18n/translate";
import { useT } from "~/lib/i18n/use-t";
import { imageSrc, imageSrcSet, siteImageSrcSet } from "~/lib/images";
import { seo } from "~/lib/seo";
import { currentOrigin, metaLocale, metaTranslate, organizationJsonLd, websiteJsonLd } from "~/lib/site-seo";
import type { Route } from "./+types/_index";

/** `sizes` (how ~/lib/image-sizes derives them): featured products on the home page: gap 32 px, 1 column below 768 px, 3 from 768 px. */
const FEATURED_SIZES =
  "(min-width: 1200px) 360.67px, (min-width: 768px) calc(33.33vw - 39.33px), (min-width: 640px) calc(100vw - 50px), calc(100vw - 34px)";

const FEATURED_COUNT = 3;

/** The JPEG is the plain src (and the social card); browsers take the WebP srcset. */
const DEFAULT_SLIDE = {
  src: "/images/hero-default-1200.jpg",
  srcSet: siteImageSrcSet("/images/hero-default.webp", 1920),
};

/** Featured products, or an empty list and a flag when they could not be read. */
async function loadFeatured(languageCode: string) {
  try {
    return { featured: await listFeaturedProducts(FEATURED_COUNT, languageCode), featuredFailed: false };
  } catch {
    return { featured: [], featuredFailed: true };
  }
}

export async function loader({ context }: Route.LoaderArgs) {
  const t = createTranslate(messagesFor(context.language.code));
  const [carousel, intervalMs, featured] = await Promise.all([
    listCarouselImages(),
    carouselInterval(),
    loadFeatured(context.language.code),
  ]);
  tagPage(
    context,
    "settings",
    "products",
    ...featured.featured.map((product) => pageTag.product(product.id)),
  );
  if (carousel.failed || featured.featuredFailed) markUncacheable(context);
  const slides: Slide[] =
    carousel.images.length > 0
      ? carousel.images.map((image) => ({
          src: imageSrc(image.imageUrl, 1920),
          srcSet: imageSrcSet(image.imageUrl),
          alt: image.altText || image.title || t("home.defaultImageAlt"),
        }))
      : [{ ...DEFAULT_SLIDE, alt: t("home.defaultImageAlt") }];
  return { slides, intervalMs, carouselFailed: carousel.failed, ...featured };
}

function pageMeta({ matches, loaderData }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  const origin = currentOrigin(matches);
  // React hoists a high-priority <link rel="preload" as="image"> with the srcset of the first slide.
  return seo(matches, {
    description: t("home.description"),
    path: "/",
    image: loaderData?.slides[0]?.src,
    jsonLd: [
      organizationJsonLd(origin, t("site.name")),
      websiteJsonLd(origin, t("site.name"), metaLocale(matches)),
    ],
  });
}

export const handle = {
  islands: { carousel: () => import("~/components/site/hero-carousel") },
} satisfies RouteIslands;

const TESTIMONIALS: { quote: MessageKey; name: MessageKey; role: MessageKey }[] = [
  { quote: "home.testimonial1", name: "home.testimonial1Name", role: "home.testimonial1Role" },
  { quote: "home.testimonial2", name: "home.testimonial2Name", role: "home.testimonial2Role" },
  { quote: "home.testimonial3", name: "home.testimonial3Name", role: "home.testimonial3Role" },
];

const PRIMARY_BUTTON = "btn-primary";
const SECONDARY_DARK = "btn-secondary-dark";

function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { slides, intervalMs, carouselFailed, featured, featuredFailed } = loaderData;

  return (
    <main id="main" tabIndex={-1}>
      {carouselFailed && <LoadToast message={t("home.carouselFailed")} />}
      {featuredFailed && <LoadToast message={t("home.featuredFailed")} />}
      <Island
        name="carousel"
        load={handle.islands.carousel}
        props={{ slides, intervalMs }}
        messages={[]}
        when={slides.length > 1 ? "idle" : "use"}
      >
        <div className="container-page relative pt-18">
          <div className="max-w-2xl">
            <p className="text-balance text-xs font-semibold uppercase tracking-[0.32em] text-gold-light">
              {t("home.eyebrow")}
            </p>
            <h1 className="mt-5 text-balance text-display">{t("home.headline")}</h1>
            <p className="mt-6 max-w-xl text-pretty text-lg leading-relaxed text-paper/85">
              {t("home.subhead")}
            </p>
            <div className="mt-10 flex flex-wrap gap-4">
              <Link to="/products" className={PRIMARY_BUTTON}>
                {t("home.ctaProducts")}
              </Link>
              <Link to="/about" className={SECONDARY_DARK}>
                {t("home.ctaAbout")}
              </Link>
            </div>
          </div>
        </div>
      </Island>

      <section className="container-page grid items-center gap-12 py-20 lg:grid-cols-2 lg:py-28">
        <div>
          <p className="text-xs font-semibold uppercase tracking-[0.28em] text-gold-dark">
            {t("home.aboutLabel")}
          </p>
          <h2 className="mt-4 text-h2">{t("home.aboutTitle")}</h2>
          <p className="mt-6 text-lg leading-relaxed text-muted">{t("home.aboutBody")}</p>
          <Link to="/about" className="mt-8 link-more">
            {t("home.aboutLink")} <span aria-hidden="true">→</span>
          </Link>
        </div>
        <dl className="grid grid-cols-3 gap-4 rounded-2xl border border-line bg-surface p-6 sm:p-10">
          {[
            // Years since the founding (41 in 2026), not a second "40+" beside the countries' one.
            { value: String(new Date().getFullYear() - COMPANY.foundingYear), label: t("home.statYears") },
            { value: "600+", label: t("home.statColours") },
            { value: "40+", label: t("home.statCountries") },
          ].map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse text-center">
              <dt className="mt-2 text-sm text-muted">{stat.label}</dt>
              <dd className="font-serif text-4xl font-semibold text-gold-dark sm:text-5xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="bg-surface py-20 lg:py-28" aria-labelledby="featured-title">
        <div className="container-page">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <p className="text-xs font-semibold uppercase tracking-[0.28em] text-gold-dark">
                {t("home.featuredLabel")}
              </p>
              <h2 id="featured-title" className="mt-4 text-h2">
                {t("home.featuredTitle")}
              </h2>
            </div>
            <Link to="/products" className="link-more">
              {t("home.viewAll")} <span aria-hidden="true">&nbsp;→</span>
            </Link>
          </div>
          {featured.length === 0 ? (
            <p className="mt-10 text-muted">{t("home.featuredEmpty")}</p>
          ) : (
            <ul className="mt-12 grid gap-8 md:grid-cols-3" data-testid="featured-products">
              {featured.map((product) => (
                <li
                  key={product.id}
                  className="group overflow-hidden rounded-xl border border-line bg-surface transition-shadow hover:shadow-xl"
                >
                  <ResponsiveImage
                    src={product.imageUrl}
                    alt={product.name}
                    sizes={FEATURED_SIZES}
                    width={800}
                    height={600}
                    className="aspect-[4/3] w-full object-cover"
                  />
                  <div className="p-6">
                    <h3 className="text-h4" {...fallbackLang(product, "name")}>
                      {product.name}
                    </h3>
                    <p className="mt-2 line-clamp-3 text-muted" {...fallbackLang(product, "description")}>
                      {product.description}
                    </p>
                    <Link to={`/products/${encodeURIComponent(product.slug)}`} className="mt-5 link-more">
                      {t("home.learnMore")}
                      <span className="sr-only">: {product.name}</span>
                      <span aria-hidden="true">→</span>
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <section className="container-page py-20 lg:py-28" aria-labelledby="testimonials-title">
        <p className="text-center text-xs font-semibold uppercase tracking-[0.28em] text-gold-dark">
          {t("home.testimonialsLabel")}
        </p>
        <h2 id="testimonials-title" className="mt-4 text-center text-h2">
          {t("home.testimonialsTitle")}
        </h2>
        <ul className="mt-12 grid gap-8 md:grid-cols-3" data-testid="testimonials">
          {TESTIMONIALS.map((item) => (
            <li key={item.quote} className="flex flex-col rounded-xl border border-line bg-surface p-8">
              <span aria-hidden="true" className="font-serif text-6xl leading-none text-gold">
                “
              </span>
              <blockquote className="mt-2 flex-1 text-lg leading-relaxed">{t(item.quote)}</blockquote>
              <p className="mt-6 border-t border-line pt-4">
                <span className="block font-semibold">{t(item.name)}</span>
                <span className="text-sm text-muted">{t(item.role)}</span>
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-ink py-20 text-paper lg:py-24">
        <div className="container-page text-center">
          <span aria-hidden="true" className="mx-auto block h-px w-16 bg-gold" />
          <h2 className="mt-8 text-h2">{t("home.ctaTitle")}</h2>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-paper/80">{t("home.ctaBody")}</p>
          <div className="mt-10 flex flex-wrap justify-center gap-4">
            <Link to="/contact" className={PRIMARY_BUTTON}>
              {t("home.ctaContact")}
            </Link>
            <Link to="/products" className={SECONDARY_DARK}>
              {t("home.ctaBrowse")}
            </Link>
          </div>
        </div>
      </section>
    </main>
  );
}

// The page is the server's: the browser keeps its HTML and mounts its islands (decision 022).
export const meta = import.meta.env.SSR ? pageMeta : undefined;
export default import.meta.env.SSR ? Home : ServerRenderedPage;
export { shouldRevalidate } from "~/lib/document-navigation";
