import { Form } from "react-router";
import { fallbackLang } from "~/lib/i18n/languages";
import type { MessageKey } from "~/lib/i18n/messages/en";
import { useT } from "~/lib/i18n/use-t";

/** The technical fields of an item code, in the spec's order. */
export const TECHNICAL_FIELDS = [
  "composition",
  "type",
  "denier",
  "length",
  "netWeight",
  "grossWeight",
  "countryOfOrigin",
  "otherInformation",
  "bleaching",
  "ironing",
  "washingTemperature",
  "otherTechnicalInfo",
] as const;

export type TechnicalField = (typeof TECHNICAL_FIELDS)[number];

/** What the chooser shows of an item code: its code, image and technical fields (item_codes columns). */
export type ItemCodeDetail = {
  id: number;
  itemCode: string;
  imageUrl: string | null;
  /** Fields shown in the original language (no translation yet). */
  fallback?: string[];
} & Record<TechnicalField, string | null>;

/** The label key of a technical field. */
export function fieldLabel(field: TechnicalField): MessageKey {
  return `product.field.${field}`;
}

type Props = {
  codes: ItemCodeDetail[];
  selected: ItemCodeDetail | undefined;
  onSelect: (code: ItemCodeDetail) => void;
};

/**
 * Item-code chooser and the chosen code's technical data; a GET form (?code=…) so it also works
 * before JavaScript loads.
 */
export function ProductItemCodes({ codes, selected, onSelect }: Props) {
  const t = useT();
  if (codes.length === 0) return <p className="text-muted text-sm">{t("product.itemCode.none")}</p>;
  const value = (text: string | null) => (text?.trim() ? text : t("product.na"));
  return (
    <div>
      <Form method="get" preventScrollReset replace className="flex items-end gap-3">
        <div className="flex-1">
          <label
            htmlFor="item-code"
            className="block font-medium text-ink text-xs uppercase tracking-[0.2em]"
          >
            {t("product.itemCode")}
          </label>
          <select
            id="item-code"
            name="code"
            value={selected?.itemCode}
            onChange={(event) => {
              const code = codes.find((c) => c.itemCode === event.currentTarget.value);
              if (code) onSelect(code);
            }}
            className="mt-2 min-h-11 w-full rounded-md border border-line bg-surface px-3 text-ink focus:border-gold"
          >
            {codes.map((code) => (
              <option key={code.id} value={code.itemCode} data-image={code.imageUrl ?? undefined}>
                {code.itemCode}
              </option>
            ))}
          </select>
        </div>
        <noscript>
          <button type="submit" className="min-h-11 rounded-md border border-ink px-4 font-medium text-sm">
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
        </section>
      )}
    </div>
  );
}
