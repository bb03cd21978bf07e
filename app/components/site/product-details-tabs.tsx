import { useRouteLoaderData } from "react-router";
import { fallbackLang } from "~/lib/i18n/fallback-lang";
import { useT } from "~/lib/i18n/use-t";
import { fieldLabel, TECHNICAL_FIELDS } from "~/lib/technical-fields";
import type { loader } from "~/routes/products.$slug";
import { ProductTabs } from "./product-tabs";
import { Swatch } from "./swatch";

type Product = Awaited<ReturnType<typeof loader>>["product"];

/** Product Information and Technical Details, in tabs (an island, decision 022). */
export default function ProductDetailsTabs() {
  const t = useT();
  const { product } = useRouteLoaderData("routes/products.$slug") as Awaited<ReturnType<typeof loader>>;
  return (
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
  );
}

/** Every item code with its colour and main technical values, in a table that scrolls sideways on small screens. */
function TechnicalTable({ product }: { product: Product }) {
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
      <table className="w-full min-w-[820px] text-left text-sm">
        <thead className="bg-paper text-muted">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              {t("product.itemCode")}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t("product.colour")}
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
              <th scope="row" className="whitespace-nowrap px-4 py-3 font-semibold text-ink">
                {code.itemCode}
              </th>
              <td className="px-4 py-3">
                <span
                  className="inline-flex items-center gap-2 whitespace-nowrap"
                  {...fallbackLang(code, "colourName")}
                >
                  <Swatch hex={code.colourHex} className="size-4 shrink-0 rounded-full" />
                  {code.colourName ?? code.colourHex ?? t("product.na")}
                </span>
              </td>
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
