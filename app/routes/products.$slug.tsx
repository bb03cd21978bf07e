import { data, isRouteErrorResponse, Link, redirect, useRouteError } from "react-router";
import { pageTag } from "#server/cache/tags";
import { getPublicProduct, type PublicProduct } from "#server/catalog/products";
import { isKnownValue, storeOnlyKnownValues, tagPage } from "#server/request-context";
import { isTrashedPage } from "#server/trash/trash";
import { Island, type RouteIslands } from "~/components/islands/island";
import { ProductCard } from "~/components/site/product-card";
import { ServerRenderedPage } from "~/components/static-html";
import { LoadToast } from "~/components/ui/load-toast";
import { goneAwareHeaders, goneResponse, isGoneError } from "~/lib/gone";
import { useT } from "~/lib/i18n/use-t";
import { galleryImages } from "~/lib/product-images";
import { absoluteUrl, breadcrumbList, metaTranslate, pageTitle, seo } from "~/lib/seo";
import { ownSlugPath } from "~/lib/slug";
import type { Route } from "./+types/products.$slug";

/** `sizes` (how ~/lib/image-sizes derives them): related products on a product page: gap 24 px, 4 columns from 1024 px. */
const RELATED_PRODUCTS_SIZES =
  "(min-width: 1200px) 268px, (min-width: 1024px) calc(25vw - 32px), (min-width: 640px) calc(50vw - 38px), calc(100vw - 34px)";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const product = await getPublicProduct(
    params.slug,
    context.language.code,
    context.languages,
    context.preview,
  );
  if (!product) {
    if (await isTrashedPage("products", params.slug)) throw goneResponse();
    throw data({ notFound: true }, { status: 404 });
  }
  // The page shows the product, its categories and related products: a change to any of them drops it.
  tagPage(
    context,
    pageTag.product(product.id),
    "product-categories",
    ...product.categories.map((category) => pageTag.category(category.id)),
    ...product.related.map((related) => pageTag.product(related.id)),
  );
  // A preview keeps its link (the draft may change the slug); a translated slug or numeric id goes to the
  // host language's own slug URL.
  if (!context.preview && product.slug !== params.slug)
    throw redirect(ownSlugPath("/products", product.slug, request.url), 301);
  const code = new URL(request.url).searchParams.get("code");
  storeOnlyKnownValues(
    context,
    isKnownValue(
      code,
      product.itemCodes.map((c) => c.itemCode),
    ),
  );
  return {
    product,
    code: product.itemCodes.some((c) => c.itemCode === code) ? code : null,
    languagePaths: product.versions.paths,
  };
}

export const headers = goneAwareHeaders;

function pageMeta({ matches, loaderData }: Route.MetaArgs) {
  const t = metaTranslate(matches);
  if (!loaderData)
    return [
      { title: pageTitle(matches, t("product.notFound.title")) },
      { name: "robots", content: "noindex" },
    ];
  const { product } = loaderData;
  const path = `/products/${encodeURIComponent(product.slug)}`;
  const url = absoluteUrl(matches, path);
  const images = galleryImages(product);
  const description = product.description || t("products.metaDescription");
  const mainImage = images[0];
  // React itself emits <link rel="preload" as="image"> for the image shown first (rendered with fetchpriority high).
  return seo(matches, {
    title: product.name,
    description,
    path,
    versions: product.versions,
    image: mainImage,
    type: "product",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Product",
        name: product.name,
        description,
        url,
        ...(images.length > 0 ? { image: images.map((image) => absoluteUrl(matches, image)) } : {}),
        ...(product.itemCodes[0] ? { sku: product.itemCodes[0].itemCode } : {}),
        ...(product.itemCodes.length > 1
          ? {
              additionalProperty: product.itemCodes.map((code) => ({
                "@type": "PropertyValue",
                name: t("product.itemCode"),
                value: code.itemCode,
              })),
            }
          : {}),
        brand: { "@type": "Brand", name: t("site.name") },
        offers: {
          "@type": "Offer",
          price: 0,
          priceCurrency: "USD",
          availability: "https://schema.org/InStock",
          url,
        },
      },
      breadcrumbList(url.slice(0, url.length - path.length), [
        { name: t("product.breadcrumb.home"), path: "/" },
        { name: t("products.title"), path: "/products" },
        { name: product.name, path },
      ]),
    ],
  });
}

function ProductDetail({ loaderData }: Route.ComponentProps) {
  return <ProductView product={loaderData.product} />;
}

export const handle = {
  islands: {
    overview: () => import("~/components/site/product-overview"),
    tabs: () => import("~/components/site/product-details-tabs"),
  },
} satisfies RouteIslands;

/** The strings of the overview island: the product's and its code's links. */
const OVERVIEW_MESSAGES = ["product.", "compare.withOthers", "samples.request"] as const;

/** The product page: header, the overview and tabs islands, delivery, notes and related products. */
function ProductView({ product }: { product: PublicProduct }) {
  const t = useT();
  return (
    <main id="main" tabIndex={-1} className="pt-18">
      <div className="border-line border-b bg-surface print:hidden">
        <div className="container-page py-4">
          <Link
            to="/products"
            className="inline-flex min-h-11 items-center gap-2 font-medium text-gold-dark text-sm hover:text-ink"
          >
            <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4">
              <path d="M13 8H3M7 4L3 8l4 4" fill="none" stroke="currentColor" strokeWidth="1.5" />
            </svg>
            {t("product.back")}
          </Link>
        </div>
      </div>

      <Island name="overview" load={handle.islands.overview} props={{}} messages={OVERVIEW_MESSAGES} />
      <Island name="tabs" load={handle.islands.tabs} props={{}} messages={["product."]} />
      <section className="container-page grid gap-6 pb-16 md:grid-cols-2">
        <div className="rounded-xl border border-line bg-surface p-6 sm:p-8">
          <h2 className="text-h3">{t("product.delivery.heading")}</h2>
          <ul className="mt-4 space-y-2 text-muted leading-relaxed">
            <li>{t("product.delivery.stock")}</li>
            <li>{t("product.delivery.leadTime")}</li>
            <li>{t("product.delivery.shipping")}</li>
          </ul>
        </div>
        <div className="rounded-xl border border-line bg-surface p-6 sm:p-8">
          <h2 className="text-h3">{t("product.notes.heading")}</h2>
          <ul className="mt-4 space-y-2 text-muted leading-relaxed">
            <li>{t("product.notes.grossWeight")}</li>
            <li>{t("product.notes.meters")}</li>
            <li>{t("product.notes.lots")}</li>
          </ul>
        </div>
      </section>

      {product.related.length > 0 && (
        <section className="border-line border-t bg-surface print:hidden" aria-labelledby="related-heading">
          <div className="container-page py-16">
            <h2 id="related-heading" className="text-h2">
              {t("product.related")}
            </h2>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {product.related.map((related) => (
                <li key={related.id}>
                  <ProductCard product={related} headingLevel="h3" sizes={RELATED_PRODUCTS_SIZES} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </main>
  );
}

/**
 * Product Not Found (the specification's screen) for a missing product and, answered 410, for one in Trash;
 * any other failure the same screen with the load-failure toast.
 */
function ProductErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const gone = isGoneError(error);
  return (
    <main
      id="main"
      tabIndex={-1}
      className="grid min-h-[70vh] place-items-center bg-paper px-6 pt-18 text-center"
    >
      {!notFound && !gone && <LoadToast message={t("product.loadFailed")} />}
      <div>
        <p className="font-serif text-6xl text-gold">{notFound || gone ? "404" : "500"}</p>
        <h1 className="mt-4 text-h2">{t("product.notFound.title")}</h1>
        <p className="mt-3 text-muted">{t("product.notFound.body")}</p>
        <Link to="/products" className="mt-8 btn-primary">
          {t("product.back")}
        </Link>
      </div>
    </main>
  );
}

// The page is the server's: the browser keeps its HTML and mounts its islands (decision 022).
export const meta = import.meta.env.SSR ? pageMeta : undefined;
export default import.meta.env.SSR ? ProductDetail : ServerRenderedPage;
export const ErrorBoundary = import.meta.env.SSR ? ProductErrorBoundary : ServerRenderedPage;
export { shouldRevalidate } from "~/lib/document-navigation";
