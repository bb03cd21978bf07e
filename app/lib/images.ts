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

/** Width of the variant a video's poster shows: the stage is at most 848 px wide. */
export const POSTER_WIDTH = 920;

const MEDIA_IMAGE = /^(\/media\/.+?)\.(jpe?g|png|webp|gif|avif)$/i;
const SITE_IMAGE = /^(\/images\/.+?)\.(jpe?g|png|webp)$/i;

/** URL of one WebP variant of a stored image: /media/x/123.jpg -> /media/x/123-w800.webp */
export function variantUrl(url: string, width: number): string | null {
  const match = MEDIA_IMAGE.exec(url);
  return match ? `${match[1]}-w${width}.webp` : null;
}

/**
 * srcset of an image's variants, or undefined for images we did not process (external, SVG).
 * A stored image (/media/…) lists every width: its variants exist at each one, never enlarged. A site
 * image (/images/…, committed) lists the widths below its own, then itself at `originalWidth`.
 */
export function imageSrcSet(url: string | null | undefined, originalWidth?: number): string | undefined {
  if (!url) return undefined;
  if (MEDIA_IMAGE.test(url)) return IMAGE_WIDTHS.map((w) => `${variantUrl(url, w)} ${w}w`).join(", ");
  const site = SITE_IMAGE.exec(url);
  if (!site || !originalWidth) return undefined;
  return [
    ...IMAGE_WIDTHS.filter((w) => w < originalWidth).map((w) => `${site[1]}-w${w}.webp ${w}w`),
    `${url} ${originalWidth}w`,
  ].join(", ");
}

/** The plain src beside a srcset (browsers without srcset, social cards): the variant at `width`, or the URL itself. */
export function imageSrc(url: string, width: (typeof IMAGE_WIDTHS)[number] = 920): string {
  return variantUrl(url, width) ?? url;
}

/** The WebP a <video> shows before it plays: a stored poster's variant (the poster is stored as uploaded). */
export function posterSrc(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  return variantUrl(url, POSTER_WIDTH) ?? url;
}
