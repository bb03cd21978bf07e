// The `sizes` of each public image layout: the width the image is displayed at, in CSS px, for every
// viewport. Written from the layout's CSS and checked against Chromium's rendered widths at 375, 768,
// 1024 and 1440 px (scripts/measure-images.ts; tests/e2e/images.spec.ts checks every page). The page
// container (container-page) is at most 1200 px wide with 16 px gutters below 640 px and 24 px from
// 640 px; cards have a 1 px border, thumbnail buttons 2 px. A card grid of n columns `gap` px apart shows
// (min(100vw, 1200px) - 48px - (n - 1) × gap) / n - 2px.
// The card grids' sizes, shared by several components; a layout that one component or route shows
// keeps its sizes beside it (hero, product gallery, media thumbnails and stages, featured products, about
// pictures, related products), so that no page's JavaScript carries another's strings.

/** /products: gap 24 px, 3 columns from 1024 px. */
export const PRODUCT_GRID_SIZES =
  "(min-width: 1200px) 366px, (min-width: 1024px) calc(33.33vw - 34px), (min-width: 640px) calc(50vw - 38px), calc(100vw - 34px)";

/** /resources and /news: gap 32 px, 3 columns from 1024 px. */
export const CARD_GRID_SIZES =
  "(min-width: 1200px) 360.67px, (min-width: 1024px) calc(33.33vw - 39.33px), (min-width: 640px) calc(50vw - 42px), calc(100vw - 34px)";
