// The `sizes` of each public image layout: the width the image is displayed at, in CSS px, for every
// viewport. Written from the layout's CSS and checked against Chromium's rendered widths at 375, 768,
// 1024 and 1440 px (scripts/measure-images.ts; tests/e2e/images.spec.ts checks every page). The page
// container (container-page) is at most 1200 px wide with 16 px gutters below 640 px and 24 px from
// 640 px; cards have a 1 px border, thumbnail buttons 2 px. A card grid of n columns `gap` px apart shows
// (min(100vw, 1200px) - 48px - (n - 1) × gap) / n - 2px.
// One export per layout, so a page's bundle carries only the strings it uses.

/** /products: gap 24 px, 3 columns from 1024 px. */
export const PRODUCT_GRID_SIZES =
  "(min-width: 1200px) 366px, (min-width: 1024px) calc(33.33vw - 34px), (min-width: 640px) calc(50vw - 38px), calc(100vw - 34px)";

/** Related products on a product page: gap 24 px, 4 columns from 1024 px. */
export const RELATED_PRODUCTS_SIZES =
  "(min-width: 1200px) 268px, (min-width: 1024px) calc(25vw - 32px), (min-width: 640px) calc(50vw - 38px), calc(100vw - 34px)";

/** /resources and /news: gap 32 px, 3 columns from 1024 px. */
export const CARD_GRID_SIZES =
  "(min-width: 1200px) 360.67px, (min-width: 1024px) calc(33.33vw - 39.33px), (min-width: 640px) calc(50vw - 42px), calc(100vw - 34px)";

/** Featured products on the home page: gap 32 px, 1 column below 768 px, 3 from 768 px. */
export const FEATURED_SIZES =
  "(min-width: 1200px) 360.67px, (min-width: 768px) calc(33.33vw - 39.33px), (min-width: 640px) calc(100vw - 50px), calc(100vw - 34px)";

/** The product gallery's main image: at most 575 px wide with a 1 px border. */
export const PRODUCT_GALLERY_SIZES = "(min-width: 607px) 573px, calc(100vw - 34px)";

/** Its thumbnails: 5 columns 8 px apart inside the gallery, 2 px borders. */
export const PRODUCT_THUMBNAIL_SIZES = "(min-width: 607px) 105px, calc(20vw - 17px)";

/** A resource's media stage: 7 of 12 parts beside the details from 1024 px (gap 48 px). */
export const RESOURCE_STAGE_SIZES =
  "(min-width: 1200px) 644px, (min-width: 1024px) calc(58.33vw - 56px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)";

/** A news article's media stage: the article column is at most 896 px wide. */
export const NEWS_STAGE_SIZES =
  "(min-width: 896px) 848px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)";

/** Thumbnails under a media stage: 72 px buttons (96 px from 640 px) with 2 px borders. */
export const MEDIA_THUMBNAIL_SIZES = "(min-width: 640px) 92px, 68px";

/** The home hero: the whole viewport wide. */
export const HERO_SIZES = "100vw";

/** About page pictures: half the container beside the text from 1024 px (gap 64 px). */
export const ABOUT_STORY_SIZES =
  "(min-width: 1200px) 544px, (min-width: 1024px) calc(50vw - 56px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)";
