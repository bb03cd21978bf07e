import { useEffect, useMemo, useState } from "react";
import { data, isRouteErrorResponse, Link, redirect, useRouteError } from "react-router";
import { pageTag } from "#server/cache/tags";
import { getPublicProduct, type PublicProduct } from "#server/catalog/products";
import { tagPage } from "#server/request-context";
import { isTrashedPage } from "#server/trash/trash";
import { GonePage } from "~/components/site/gone-page";
import { ProductCard } from "~/components/site/product-card";
import { ProductGallery } from "~/components/site/product-gallery";
import { ProductItemCodes } from "~/components/site/product-item-codes";
import { ProductTabs } from "~/components/site/product-tabs";
import { toast } from "~/components/ui/toast";
import { goneAwareHeaders, goneMeta, goneResponse, isGoneError } from "~/lib/gone";
import { fallbackLang } from "~/lib/i18n/languages";
import { createTranslate } from "~/lib/i18n/translate";
import { useT } from "~/lib/i18n/use-t";
import { absoluteUrl, breadcrumbList, pageTitle, rootDataFrom, seo } from "~/lib/seo";
import { ownSlugPath } from "~/lib/slug";
import { fieldLabel, TECHNICAL_FIELDS } from "~/lib/technical-fields";
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
  return {
    product,
    code: product.itemCodes.some((c) => c.itemCode === code) ? code : null,
    languagePaths: product.versions.paths,
  };
}

/** After hydration: a failed load (network or server error) shows this route's error screen and toast. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    if (isRouteErrorResponse(error) || error instanceof Response) throw error;
    throw data({ failed: true }, { status: 503 });
  }
}

/** Every image of the product, main image first, then gallery and item-code images, without repeats. */
function galleryImages(product: PublicProduct): string[] {
  const urls = [
    product.imageUrl,
    ...product.images.map((image) => image.imageUrl),
    ...product.itemCodes.map((c) => c.imageUrl),
  ];
  return [...new Set(urls.filter((url): url is string => Boolean(url)))];
}

export const headers = goneAwareHeaders;

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  const root = rootDataFrom(matches);
  const t = createTranslate(root?.messages);
  if (!loaderData && isGoneError(error)) return goneMeta(matches);
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

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  return (
    <ProductView
      key={`${loaderData.product.id}:${loaderData.code ?? ""}`}
      product={loaderData.product}
      code={loaderData.code}
    />
  );
}

/** The product page; keyed by product and chosen code so a new product starts at its first image. */
function ProductView({ product, code: chosenCode }: { product: PublicProduct; code: string | null }) {
  const t = useT();
  const images = useMemo(() => galleryImages(product), [product]);
  const initialCode = product.itemCodes.find((c) => c.itemCode === chosenCode) ?? product.itemCodes[0];
  const [code, setCode] = useState(initialCode);
  // The page opens on the preselected code's image (the first code's, or ?code=), from the server's render on.
  const [imageIndex, setImageIndex] = useState(() =>
    initialCode?.imageUrl ? Math.max(images.indexOf(initialCode.imageUrl), 0) : 0,
  );

  const chooseCode = (next: PublicProduct["itemCodes"][number]) => {
    setCode(next);
    if (next.imageUrl) {
      const index = images.indexOf(next.imageUrl);
      if (index >= 0) setImageIndex(index);
    }
  };

  return (
    <main className="pt-18">
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

      <div className="container-page grid gap-10 py-10 lg:grid-cols-[575px_1fr] lg:gap-14 lg:py-14">
        <ProductGallery name={product.name} images={images} selected={imageIndex} onSelect={setImageIndex} />
        <div className="min-w-0">
          {product.categories.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label={t("product.categories")}>
              {product.categories.map((category) => (
                <li key={category.id}>
                  <Link
                    to={`/products?category=${encodeURIComponent(category.key)}`}
                    className="inline-flex rounded-full border border-copper/30 bg-copper/5 px-3 py-1 font-medium text-[#8f4f27] text-xs uppercase tracking-wider hover:border-copper"
                    {...fallbackLang(category, "name")}
                  >
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <h1
            className="mt-4 font-serif text-4xl leading-tight sm:text-5xl"
            {...fallbackLang(product, "name")}
          >
            {product.name}
          </h1>
          <div className="mt-4 h-px w-16 bg-gold" />
          {product.description && (
            <p className="mt-5 text-lg text-muted leading-relaxed" {...fallbackLang(product, "description")}>
              {product.description}
            </p>
          )}

          <div className="mt-8">
            <ProductItemCodes codes={product.itemCodes} selected={code} onSelect={chooseCode} />
          </div>

          {product.itemCodes.length > 0 && (
            <p className="mt-6 print:hidden">
              <a
                href={`/products/${encodeURIComponent(product.slug)}/spec-sheet.pdf`}
                download
                className="inline-flex min-h-11 items-center gap-2 rounded-md border border-ink px-5 font-medium text-sm hover:bg-ink hover:text-paper"
              >
                {t("product.specSheet")}
              </a>
            </p>
          )}

          {product.cataloguePdf && (
            <div className="mt-8 rounded-xl border border-gold/40 bg-gold/5 p-5 print:hidden">
              <a
                href={product.cataloguePdf}
                target="_blank"
                rel="noopener"
                className="inline-flex min-h-11 items-center gap-2 rounded-md bg-gold px-5 font-medium text-ink text-sm hover:bg-gold-light"
              >
                <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4">
                  <path
                    d="M8 2v8M4.5 6.5L8 10l3.5-3.5M3 13h10"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.5"
                  />
                </svg>
                {t("product.pdf.download")}
              </a>
              <p className="mt-3 text-muted text-sm">{t("product.pdf.note")}</p>
            </div>
          )}
        </div>
      </div>

      <section className="container-page pb-6">
        <ProductTabs
          label={t("product.tabs.label")}
          tabs={[
            {
              id: "information",
              label: t("product.tabs.information"),
              content: product.detailedDescription ? (
                <div
                  className="prose-rich max-w-3xl text-ink"
                  {...fallbackLang(product, "detailedDescription")}
                  dangerouslySetInnerHTML={{ __html: product.detailedDescription }}
                />
              ) : (
                <p className="text-muted">{t("product.information.empty")}</p>
              ),
            },
            {
              id: "technical",
              label: t("product.tabs.technical"),
              content: <TechnicalTable product={product} />,
            },
          ]}
        />
      </section>

      <section className="container-page grid gap-6 pb-16 md:grid-cols-2">
        <div className="rounded-xl border border-line bg-surface p-6 sm:p-8">
          <h2 className="font-serif text-3xl">{t("product.delivery.heading")}</h2>
          <ul className="mt-4 space-y-2 text-muted leading-relaxed">
            <li>{t("product.delivery.stock")}</li>
            <li>{t("product.delivery.leadTime")}</li>
            <li>{t("product.delivery.shipping")}</li>
          </ul>
        </div>
        <div className="rounded-xl border border-line bg-surface p-6 sm:p-8">
          <h2 className="font-serif text-3xl">{t("product.notes.heading")}</h2>
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
            <h2 id="related-heading" className="font-serif text-4xl">
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

/** Every item code with its main technical values, in a table that scrolls sideways on small screens. */
function TechnicalTable({ product }: { product: PublicProduct }) {
  const t = useT();
  if (product.itemCodes.length === 0) return <p className="text-muted">{t("product.technical.empty")}</p>;
  const columns = TECHNICAL_FIELDS.slice(0, 7);
  return (
    <section
      className="overflow-x-auto rounded-xl border border-line bg-surface"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      aria-label={t("product.tabs.technical")}
    >
      <table className="w-full min-w-[720px] text-left text-sm">
        <thead className="bg-paper text-muted">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              {t("product.itemCode")}
            </th>
            {columns.map((field) => (
              <th key={field} scope="col" className="px-4 py-3 font-medium">
                {t(fieldLabel(field))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {product.itemCodes.map((code) => (
            <tr key={code.id}>
              <th scope="row" className="px-4 py-3 font-semibold text-ink">
                {code.itemCode}
              </th>
              {columns.map((field) => (
                <td key={field} className="px-4 py-3" {...fallbackLang(code, field)}>
                  {code[field]?.trim() ? code[field] : t("product.na")}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const gone = isGoneError(error);
  const failedMessage = t("product.loadFailed");
  useEffect(() => {
    if (!notFound && !gone) toast.error(failedMessage);
  }, [notFound, gone, failedMessage]);
  if (gone) return <GonePage backTo="/products" backLabel={t("product.back")} />;
  return (
    <main className="grid min-h-[70vh] place-items-center bg-paper px-6 pt-18 text-center">
      <div>
        <p className="font-serif text-6xl text-gold">{notFound ? "404" : "500"}</p>
        <h1 className="mt-4 font-serif text-4xl">{t("product.notFound.title")}</h1>
        <p className="mt-3 text-muted">{t("product.notFound.body")}</p>
        <Link
          to="/products"
          className="mt-8 inline-flex min-h-11 items-center rounded-md bg-gold px-6 font-medium text-ink hover:bg-gold-light"
        >
          {t("product.back")}
        </Link>
      </div>
    </main>
  );
}
