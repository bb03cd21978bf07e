import { Form } from "react-router";
import { fallbackLang } from "~/lib/i18n/fallback-lang";
import { useT } from "~/lib/i18n/use-t";
import { fieldLabel, TECHNICAL_FIELDS, type TechnicalField } from "~/lib/technical-fields";
import { SampleButton } from "./sample-button";
import { Swatch } from "./swatch";

/**
 * A swatch in the item-code grid, less its card's 1 px border: 2 columns 12 px apart on a phone, 3 from
 * 640 px, in the info column beside the 575 px gallery (56 px apart) from 1024 px, 4 columns from 1280 px.
 */
const SWATCH_GRID_SIZES =
  "(min-width: 1280px) 119.25px, (min-width: 1200px) 163.67px, (min-width: 1024px) calc(33.33vw - 236.33px), (min-width: 640px) calc(33.33vw - 26px), calc(50vw - 24px)";

/** What the chooser shows of an item code: its code, image, colour and technical fields (item_codes columns). */
export type ItemCodeDetail = {
  id: number;
  itemCode: string;
  imageUrl: string | null;
  colourHex: string | null;
  colourName: string | null;
  /** Fields shown in the original language (no translation yet). */
  fallback?: string[];
} & Record<TechnicalField, string | null>;

type Props = {
  codes: ItemCodeDetail[];
  selected: ItemCodeDetail | undefined;
  onSelect: (code: ItemCodeDetail) => void;
};

/**
 * Item-code chooser as a grid of swatches (radio buttons: arrow keys move the choice) and the chosen code's
 * technical data; a GET form (?code=…) so it also works before JavaScript loads.
 */
export function ProductItemCodes({ codes, selected, onSelect }: Props) {
  const t = useT();
  if (codes.length === 0) return <p className="text-muted text-sm">{t("product.itemCode.none")}</p>;
  const value = (text: string | null) => (text?.trim() ? text : t("product.na"));
  return (
    <div>
      <Form method="get" preventScrollReset replace>
        <fieldset>
          <legend className="font-medium text-ink text-xs uppercase tracking-[0.2em]">
            {t("product.itemCode")}
          </legend>
          <div
            className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4"
            data-testid="swatch-grid"
          >
            {codes.map((code) => (
              <label key={code.id} className="group relative block cursor-pointer">
                <input
                  type="radio"
                  name="code"
                  value={code.itemCode}
                  data-image={code.imageUrl ?? undefined}
                  checked={selected?.id === code.id}
                  onChange={() => onSelect(code)}
                  className="peer sr-only"
                />
                <span className="flex h-full flex-col overflow-hidden rounded-lg border border-line bg-surface transition-colors group-hover:border-gold peer-checked:border-gold peer-checked:ring-2 peer-checked:ring-gold peer-focus-visible:outline-2 peer-focus-visible:outline-gold-dark peer-focus-visible:outline-offset-2">
                  <Swatch
                    hex={code.colourHex}
                    imageUrl={code.imageUrl}
                    sizes={SWATCH_GRID_SIZES}
                    className="aspect-[4/3] w-full border-0 border-line border-b"
                  />
                  <span className="block px-3 py-2">
                    <span className="block font-semibold text-ink text-sm">{code.itemCode}</span>
                    <span className="block truncate text-muted text-xs" {...fallbackLang(code, "colourName")}>
                      {code.colourName ?? "\u00a0"}
                    </span>
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <noscript>
          <button type="submit" className="mt-3 btn-secondary">
            {t("product.itemCode.show")}
          </button>
        </noscript>
      </Form>
      {selected && (
        <section
          aria-labelledby="technical-data-heading"
          className="@container mt-5 rounded-xl border border-line bg-surface"
        >
          <h2
            id="technical-data-heading"
            className="border-line border-b px-5 py-3 font-sans font-semibold text-sm tracking-normal"
          >
            {t("product.technicalData", { code: selected.itemCode })}
          </h2>
          {/* Two columns only when the card itself is wide enough (it is narrow beside the gallery at
              1000-1110 px); a long value wraps in its own grid cell, so it never runs into a label. */}
          <dl
            className="grid grid-cols-1 divide-y divide-line text-sm @xl:grid-cols-2 @xl:divide-y-0"
            data-testid="technical-data"
          >
            {(selected.colourName || selected.colourHex) && (
              <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-4 px-5 py-2.5 @xl:border-line @xl:border-b @xl:odd:border-r">
                <dt className="text-muted">{t("product.colour")}</dt>
                <dd
                  className="flex items-center justify-end gap-2 text-right font-medium text-ink [overflow-wrap:anywhere]"
                  {...fallbackLang(selected, "colourName")}
                >
                  {selected.colourHex && (
                    <Swatch hex={selected.colourHex} className="size-4 shrink-0 rounded-full" />
                  )}
                  {[selected.colourName, selected.colourHex?.toUpperCase()].filter(Boolean).join(" · ")}
                </dd>
              </div>
            )}
            {TECHNICAL_FIELDS.map((field) => (
              <div
                key={field}
                className="grid grid-cols-[auto_minmax(0,1fr)] gap-4 px-5 py-2.5 @xl:border-line @xl:border-b @xl:odd:border-r"
              >
                <dt className="text-muted">{t(fieldLabel(field))}</dt>
                <dd
                  className="text-right font-medium text-ink [overflow-wrap:anywhere]"
                  {...fallbackLang(selected, field)}
                >
                  {value(selected[field])}
                </dd>
              </div>
            ))}
          </dl>
          <div className="flex flex-wrap items-center gap-x-5 gap-y-3 border-line border-t px-5 py-4 print:hidden">
            <SampleButton itemCodeId={selected.id} />
            <a
              href={`/compare?codes=${selected.id}`}
              className="inline-flex min-h-11 items-center font-medium text-gold-dark text-sm underline-offset-4 hover:underline"
            >
              {t("compare.withOthers", { code: selected.itemCode })}
            </a>
          </div>
        </section>
      )}
    </div>
  );
}
