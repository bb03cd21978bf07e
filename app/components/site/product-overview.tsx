import { useMemo, useState } from "react";
import { useRouteLoaderData } from "react-router";
import { fallbackLang } from "~/lib/i18n/fallback-lang";
import { useT } from "~/lib/i18n/use-t";
import { galleryImages } from "~/lib/product-images";
import type { loader } from "~/routes/products.$slug";
import { ProductGallery } from "./product-gallery";
import { ProductItemCodes } from "./product-item-codes";

type ProductData = Awaited<ReturnType<typeof loader>>;
type Product = ProductData["product"];

/**
 * A product's gallery, header and item-code swatch grid (an island, decision 022): choosing a code shows
 * its technical data, jumps to its image and puts it in the address; the page opens on the preselected
 * code's image (the first code's, or ?code=, which also works without JavaScript).
 */
export default function ProductOverview() {
  const { product, code: chosenCode } = useRouteLoaderData("routes/products.$slug") as ProductData;
  const t = useT();
  const images = useMemo(() => galleryImages(product), [product]);
  const initialCode = product.itemCodes.find((c) => c.itemCode === chosenCode) ?? product.itemCodes[0];
  const [code, setCode] = useState(initialCode);
  // The page opens on the preselected code's image (the first code's, or ?code=), from the server's render on.
  const [imageIndex, setImageIndex] = useState(() =>
    initialCode?.imageUrl ? Math.max(images.indexOf(initialCode.imageUrl), 0) : 0,
  );

  const chooseCode = (next: Product["itemCodes"][number]) => {
    setCode(next);
    // The address follows the choice (shareable, as ?code= is without JavaScript) without a reload.
    const url = new URL(window.location.href);
    url.searchParams.set("code", next.itemCode);
    window.history.replaceState(window.history.state, "", url);
    if (next.imageUrl) {
      const index = images.indexOf(next.imageUrl);
      if (index >= 0) setImageIndex(index);
    }
  };

  return (
    <div className="container-page grid gap-10 py-10 lg:grid-cols-[575px_1fr] lg:gap-14 lg:py-14">
      <ProductGallery name={product.name} images={images} selected={imageIndex} onSelect={setImageIndex} />
      <div className="min-w-0">
        {product.categories.length > 0 && (
          <ul className="flex flex-wrap gap-2">
            {product.categories.map((category) => (
              <li key={category.id}>
                <a
                  href={`/products?category=${encodeURIComponent(category.key)}`}
                  className="tag hover:border-copper"
                  {...fallbackLang(category, "name")}
                >
                  {category.name}
                </a>
              </li>
            ))}
          </ul>
        )}
        <h1 className="mt-4 text-h1" {...fallbackLang(product, "name")}>
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
              className="btn-secondary"
            >
              <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4">
                <path
                  d="M4 1.5h5.5L12 4v10.5H4zM6 8h4M6 10.5h4"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.4"
                />
              </svg>
              {t("product.specSheet")}
            </a>
          </p>
        )}

        {product.cataloguePdf && (
          <div className="mt-8 rounded-xl border border-gold/40 bg-gold/5 p-5 print:hidden">
            <a href={product.cataloguePdf} target="_blank" rel="noopener" className="btn-primary">
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
  );
}

export type { Product };
