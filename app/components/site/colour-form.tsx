import { useState } from "react";
import { normaliseHex } from "~/lib/colour";
import { coloursHref, urlHex } from "~/lib/colour-search";
import { useT } from "~/lib/i18n/use-t";

/**
 * The shade finder's form (an island on /colours, decision 022): the picker and the hex field follow each
 * other, and a search goes straight to its shareable address. Without JavaScript, or before the island's
 * code has come, the form sends the picker, the typed hex and the colour searched before (`current`), and
 * the loader redirects to the same address.
 */
export default function ColourForm({
  hex,
  typed,
  invalid,
  category,
  categories,
}: {
  hex: string | null;
  typed: string;
  invalid: boolean;
  category: string;
  categories: { id: number; key: string; name: string }[];
}) {
  const t = useT();
  const [value, setValue] = useState(hex ? hex.toUpperCase() : typed);
  const picked = normaliseHex(value) ?? hex ?? "#b8892b";
  return (
    <form
      method="get"
      action="/colours"
      className="mt-6 space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        const chosenCategory = new FormData(event.currentTarget).get("category");
        window.location.assign(
          coloursHref(urlHex(value), typeof chosenCategory === "string" ? chosenCategory : ""),
        );
      }}
    >
      <input type="hidden" name="current" value={hex ?? ""} />
      <div className="flex items-end gap-4">
        <div>
          <label htmlFor="colour-picker" className="mb-1.5 block font-semibold text-sm">
            {t("colours.picker")}
          </label>
          <input
            id="colour-picker"
            type="color"
            name="picker"
            value={picked}
            onChange={(event) => setValue(event.currentTarget.value.toUpperCase())}
            className="block h-11 w-20 cursor-pointer rounded-md border border-line bg-surface p-1"
          />
        </div>
        <div className="min-w-0 flex-1">
          <label htmlFor="colour-hex" className="mb-1.5 block font-semibold text-sm">
            {t("colours.hex")}
          </label>
          <input
            id="colour-hex"
            type="text"
            name="hex"
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            maxLength={20}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={invalid || undefined}
            aria-describedby="colour-hex-hint"
            className={`min-h-11 w-full rounded-md border bg-surface px-3 font-mono text-ink uppercase focus:border-gold focus:outline-none focus:ring-2 focus:ring-gold/30 ${invalid ? "border-red-700" : "border-line"}`}
          />
        </div>
      </div>
      <p id="colour-hex-hint" className={invalid ? "text-red-700 text-sm" : "text-muted text-sm"}>
        {invalid ? t("colours.invalidHex") : t("colours.hexHint")}
      </p>
      <div>
        <label htmlFor="colour-category" className="mb-1.5 block font-semibold text-sm">
          {t("colours.category")}
        </label>
        <select id="colour-category" name="category" defaultValue={category} className="field">
          <option value="">{t("colours.allCategories")}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.key}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn-primary w-full">
        {t("colours.submit")}
      </button>
    </form>
  );
}
