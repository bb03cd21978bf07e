import { clsx } from "clsx";
import { imageSrc, imageSrcSet } from "~/lib/images";

type Props = {
  src: string | null | undefined;
  alt: string;
  /** The sizes attribute: how wide the image is displayed at each breakpoint. */
  sizes: string;
  width: number;
  height: number;
  /** The LCP image: eager, high fetch priority. Everything else is lazy. */
  priority?: boolean;
  className?: string;
  maxWidth?: number;
};

/** A stored image with its WebP variants in srcset; a tasteful placeholder when there is none. */
export function ResponsiveImage({ src, alt, sizes, width, height, priority, className, maxWidth }: Props) {
  if (!src) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={clsx(
          "bg-[linear-gradient(135deg,#1a1d24_0%,#3a3326_45%,#b8892b_50%,#3a3326_55%,#1a1d24_100%)]",
          className,
        )}
      />
    );
  }
  return (
    <img
      src={imageSrc(src, maxWidth)}
      srcSet={imageSrcSet(src, maxWidth)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : "auto"}
      className={className}
    />
  );
}
