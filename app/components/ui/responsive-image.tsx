import { clsx } from "clsx";
import { preload } from "react-dom";
import { imageSrc, imageSrcSet } from "~/lib/images";

/**
 * How an image loads: "lcp" is the page's largest paint (eager, high priority, and React preloads it
 * with its srcset and sizes in the head); "eager" is above the fold on some screens but never the LCP
 * alone (low priority, so neither preloaded nor competing with the LCP); "lazy" for the rest.
 */
export type ImageLoad = "lcp" | "eager" | "lazy";

/**
 * A card grid's loading: the first card is the LCP on a phone; the rest of the widest first row (3
 * cards) is eager, since equal cards side by side make whichever paints first the desktop's LCP.
 */
export function cardImageLoad(index: number): ImageLoad {
  return index === 0 ? "lcp" : index < 3 ? "eager" : "lazy";
}

type Props = {
  src: string | null | undefined;
  alt: string;
  /** The sizes attribute: how wide the image is displayed at each breakpoint (~/lib/image-sizes). */
  sizes: string;
  width: number;
  height: number;
  /** Lazy unless said otherwise. */
  load?: ImageLoad;
  /**
   * With load "lcp": the media query of the screens where the image is the LCP (the about page's first
   * picture from 1024 px). Only there is it preloaded at high priority; elsewhere it loads eagerly at low
   * priority, leaving the bandwidth to the text that is the LCP there.
   */
  lcpMedia?: string;
  className?: string;
  /** The srcset when it is not a stored image's (a site image's: siteImageSrcSet). */
  srcSet?: string;
};

/** A stored image with its WebP variants in srcset; a tasteful placeholder when there is none. */
export function ResponsiveImage({
  src,
  alt,
  sizes,
  width,
  height,
  load = "lazy",
  lcpMedia,
  className,
  srcSet = imageSrcSet(src),
}: Props) {
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
  const lcpSomewhere = load === "lcp" && lcpMedia !== undefined;
  if (lcpSomewhere)
    preload(imageSrc(src), {
      as: "image",
      imageSrcSet: srcSet,
      imageSizes: sizes,
      fetchPriority: "high",
      media: lcpMedia,
    });
  const lcp = load === "lcp" && !lcpSomewhere;
  return (
    <img
      // The browser reports when it is painted (element timing): the web fonts wait for it (decision 027).
      {...(lcp ? { elementtiming: "lcp" } : {})}
      src={imageSrc(src)}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={load === "lazy" ? "lazy" : "eager"}
      decoding={lcp ? "sync" : "async"}
      fetchPriority={load === "lazy" ? "auto" : lcp ? "high" : "low"}
      className={className}
    />
  );
}
