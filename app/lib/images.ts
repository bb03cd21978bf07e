/**
 * Widths of the WebP variants made for every uploaded or generated image (decision 004). Neighbours are at
 * most 1.5× apart, so whatever width an image is shown at, a candidate lies between it and 1.5× it; the
 * steps in between sit just above the widths our layouts show at the viewports Lighthouse and our tests
 * use (400 for 361-366 px cards, 560 for 544, 680 for 644-665, 880 for 848, 920 for 895-900 and 1080 for
 * the 984 px hero on a 375 px phone at DPR 2.625, 1440 for a 1350-1440 px hero).
 */
export const IMAGE_WIDTHS = [120, 160, 240, 320, 400, 480, 560, 680, 880, 920, 1080, 1440, 1920] as const;

/** WebP quality of the variants, chosen on the textured artwork (decision 004: 72 against 78 saves ~10 %). */
export const WEBP_QUALITY = 72;

const MEDIA_IMAGE = /^(\/media\/.+?)\.(jpe?g|png|webp|gif|avif)$/i;
const SITE_IMAGE = /^(\/images\/.+?)\.(jpe?g|png|webp)$/i;

/** URL of one WebP variant of a stored image: /media/x/123.jpg -> /media/x/123-w800.webp */
export function variantUrl(url: string, width: number): string | null {
  const match = MEDIA_IMAGE.exec(url);
  return match ? `${match[1]}-w${width}.webp` : null;
}

/**
 * srcset of a stored image's variants (every width: each exists, never enlarged), or undefined for
 * images we did not process (external, SVG, site images: see siteImageSrcSet).
 */
export function imageSrcSet(url: string | null | undefined): string | undefined {
  if (!url || !MEDIA_IMAGE.test(url)) return undefined;
  return IMAGE_WIDTHS.map((w) => `${variantUrl(url, w)} ${w}w`).join(", ");
}

/** srcset of a site image (/images/…, committed): its variants below its own width, then itself. */
export function siteImageSrcSet(url: string, originalWidth: number): string | undefined {
  const site = SITE_IMAGE.exec(url);
  if (!site) return undefined;
  return [
    ...IMAGE_WIDTHS.filter((w) => w < originalWidth).map((w) => `${site[1]}-w${w}.webp ${w}w`),
    `${url} ${originalWidth}w`,
  ].join(", ");
}

/** The plain src beside a srcset (browsers without srcset, social cards): the variant at `width`, or the URL itself. */
export function imageSrc(url: string, width: (typeof IMAGE_WIDTHS)[number] = 920): string {
  return variantUrl(url, width) ?? url;
}
