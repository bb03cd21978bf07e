/**
 * What a cached page shows, named the same by the loaders that tag pages (tagPage) and by the writers that
 * drop them (writeAndInvalidate's invalidate): a list or the settings, or one entity by id.
 */
export const LIST_TAGS = [
  "products",
  "product-categories",
  /** Every item code's data: the facets on /products, the shade finder, compare. */
  "item-codes",
  "gallery",
  "gallery-categories",
  "news",
  "settings",
] as const;
export type ListTag = (typeof LIST_TAGS)[number];
/** One product, product category, gallery item or news item. */
export type EntityTag =
  | `product:${number}`
  | `category:${number}`
  | `gallery-item:${number}`
  | `news:${number}`;
export type PageTag = ListTag | EntityTag;
/** What a write may invalidate: tags, or "*" for every page (a reconnect, a restore). */
export type Invalidation = PageTag | "*";

/** The tag of one entity a page shows. */
export const pageTag = {
  product: (id: number): EntityTag => `product:${id}`,
  category: (id: number): EntityTag => `category:${id}`,
  galleryItem: (id: number): EntityTag => `gallery-item:${id}`,
  news: (id: number): EntityTag => `news:${id}`,
};
