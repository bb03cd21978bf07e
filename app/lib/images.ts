/** Widths of the WebP variants made for every uploaded or generated image. */
export const IMAGE_WIDTHS = [400, 800, 1200, 1920] as const;

const MEDIA_IMAGE = /^(\/media\/.+?)\.(jpe?g|png|webp|gif|avif)$/i;

/** URL of one WebP variant of a stored image: /media/x/123.jpg -> /media/x/123-w800.webp */
export function variantUrl(url: string, width: number): string | null {
  const match = MEDIA_IMAGE.exec(url);
  return match ? `${match[1]}-w${width}.webp` : null;
}

/** srcset of a stored image's variants, or undefined for images we did not process (external, SVG). */
export function imageSrcSet(url: string | null | undefined, maxWidth = 1920): string | undefined {
  if (!url || !MEDIA_IMAGE.test(url)) return undefined;
  return IMAGE_WIDTHS.filter((w) => w <= maxWidth)
    .map((w) => `${variantUrl(url, w)} ${w}w`)
    .join(", ");
}

/** The variant to use as plain src (the widest one up to maxWidth), or the original. */
export function imageSrc(url: string, maxWidth = 1200): string {
  const width = [...IMAGE_WIDTHS].reverse().find((w) => w <= maxWidth) ?? IMAGE_WIDTHS[0];
  return variantUrl(url, width) ?? url;
}
