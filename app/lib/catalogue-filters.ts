import { type FacetSelection, facetsFrom } from "~/lib/schemas/facets";

/** Filter state of /products from the URL: ?category=…&q=…&composition=…&type=…&denier=…&length=…&page=… */
export function filtersFrom(url: URL) {
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  return {
    category: url.searchParams.get("category")?.trim().slice(0, 200) ?? "",
    q: url.searchParams.get("q")?.trim().slice(0, 200) ?? "",
    facets: facetsFrom(url.searchParams),
    page: Number.isFinite(page) && page > 0 ? Math.min(page, 10_000) : 1,
  };
}

/** A /products URL for a filter state; empty values are left out. */
export function productsHref(filters: {
  category?: string;
  q?: string;
  facets?: FacetSelection;
  page?: number;
}) {
  const params = new URLSearchParams();
  if (filters.category) params.set("category", filters.category);
  if (filters.q) params.set("q", filters.q);
  for (const [facet, value] of Object.entries(filters.facets ?? {})) if (value) params.set(facet, value);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  const search = params.toString();
  return search ? `/products?${search}` : "/products";
}
