/** The technical filters on /products: item-code fields whose values products are filtered by. */
export const FACETS = ["composition", "type", "denier", "length"] as const;
export type Facet = (typeof FACETS)[number];
/** One chosen value per facet. */
export type FacetSelection = Partial<Record<Facet, string>>;

/** The chosen facet values of a URL's query (each trimmed, at most 200 characters, empty left out). */
export function facetsFrom(search: URLSearchParams): FacetSelection {
  const selection: FacetSelection = {};
  for (const facet of FACETS) {
    const value = search.get(facet)?.trim().slice(0, 200);
    if (value) selection[facet] = value;
  }
  return selection;
}
