import type { Route } from "./+types/route";

/** What the loader gives the screen's three columns. */
export type TranslationsData = Route.ComponentProps["loaderData"];
export type TranslatableFieldRow = TranslationsData["fields"][number];
export type FieldTranslationRow = TranslationsData["translations"][number];

/** "country_of_origin" → "Country of origin". */
export function fieldLabel(name: string): string {
  const words = name.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The record list's filter (missing or outdated texts in a language), kept while staff move around. */
export type ScreenFilter = { show: string; language: string } | null;

/** The URL of a selection on this screen, with the filter in force. */
export function selectionHref(
  type: string,
  id?: number | null,
  field?: string | null,
  filter?: ScreenFilter,
): string {
  const params = new URLSearchParams({ type });
  if (filter) {
    params.set("show", filter.show);
    params.set("language", filter.language);
  }
  if (id) params.set("id", String(id));
  if (id && field) params.set("field", field);
  return `/admin/translations?${params}`;
}

/** A column of the screen and its heading. */
export const panel = "rounded-lg border border-gray-200 bg-white shadow-sm";
export const panelHeading =
  "border-gray-200 border-b px-4 py-3 font-sans font-semibold text-gray-900 text-sm";

/** The row of a chosen item in a column: gold edge and tint; others keep an invisible edge. */
export const choice = (current: boolean) =>
  current ? "border-l-4 border-gold bg-amber-50" : "border-l-4 border-transparent";
