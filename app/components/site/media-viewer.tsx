import { clsx } from "clsx";
import { useState } from "react";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { useT } from "~/lib/i18n/use-t";
import { variantUrl } from "~/lib/images";
import type { MediaSource } from "./media-viewer-sources";

/** A video's poster shows as its WebP variant at this width (the stage is at most 848 px wide); it is stored as uploaded. */
const POSTER_WIDTH = 920;

/** `sizes` (how ~/lib/image-sizes derives them): thumbnails under a media stage: 72 px buttons (96 px from 640 px) with 2 px borders. */
const MEDIA_THUMBNAIL_SIZES = "(min-width: 640px) 92px, 68px";

const stop = (event: React.SyntheticEvent) => event.preventDefault();

function PlayBadge() {
  return (
    <span className="absolute inset-0 grid place-items-center">
      <span className="grid size-8 place-items-center rounded-full bg-ink/70 text-paper">
        <svg aria-hidden="true" viewBox="0 0 16 16" className="ml-0.5 size-3.5">
          <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
        </svg>
      </span>
    </span>
  );
}

/** A local video's frame from its middle, for thumbnails without a stored poster: only metadata and one frame load. */
function MiddleFrame({ url }: { url: string }) {
  return (
    <video
      src={url}
      muted
      playsInline
      preload="metadata"
      tabIndex={-1}
      aria-hidden="true"
      className="size-full object-cover"
      onLoadedMetadata={(event) => {
        const video = event.currentTarget;
        if (Number.isFinite(video.duration)) video.currentTime = video.duration / 2;
      }}
    />
  );
}

function Thumbnail({ source }: { source: MediaSource }) {
  switch (source.kind) {
    case "image":
      return (
        <ResponsiveImage
          src={source.url}
          alt=""
          sizes={MEDIA_THUMBNAIL_SIZES}
          width={96}
          height={72}
          className="size-full object-cover"
        />
      );
    case "youtube":
      return (
        <img
          src={source.thumbnailUrl}
          alt=""
          width={96}
          height={72}
          loading="lazy"
          // Unreachable thumbnail: the dark well and the play badge remain.
          onError={(event) => {
            event.currentTarget.style.visibility = "hidden";
          }}
          className="size-full object-cover"
        />
      );
    case "vimeo":
      return <span className="block size-full bg-[linear-gradient(135deg,#1a1d24,#3a3326)]" />;
    case "video":
      return source.posterUrl ? (
        <ResponsiveImage
          src={source.posterUrl}
          alt=""
          sizes={MEDIA_THUMBNAIL_SIZES}
          width={96}
          height={72}
          className="size-full object-cover"
        />
      ) : (
        <MiddleFrame url={source.url} />
      );
  }
}

function Stage({
  source,
  name,
  index,
  sizes,
}: {
  source: MediaSource;
  name: string;
  index: number;
  sizes: string;
}) {
  const t = useT();
  switch (source.kind) {
    case "image":
      return (
        <ResponsiveImage
          src={source.url}
          alt={t("media.imageOf", { name, number: index + 1 })}
          sizes={sizes}
          width={1200}
          height={900}
          load={index === 0 ? "lcp" : "lazy"}
          className="size-full object-contain"
        />
      );
    case "youtube":
    case "vimeo":
      return (
        <iframe
          src={source.embedUrl}
          title={t("media.videoOf", { name })}
          loading="lazy"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
          className="size-full border-0"
        />
      );
    case "video":
      return (
        // biome-ignore lint/a11y/useMediaCaption: project films have no dialogue to caption
        <video
          key={source.url}
          src={source.url}
          poster={
            source.posterUrl ? (variantUrl(source.posterUrl, POSTER_WIDTH) ?? source.posterUrl) : undefined
          }
          controls
          controlsList="nodownload"
          disablePictureInPicture
          preload="metadata"
          onContextMenu={stop}
          aria-label={t("media.videoOf", { name })}
          className="size-full bg-ink object-contain"
        />
      );
  }
}

/** The primary image plus extra images and videos: one stage, arrows and thumbnails when there is more than one. */
export default function MediaViewer({
  sources,
  name,
  stageSizes,
}: {
  sources: MediaSource[];
  name: string;
  /** The width the stage is shown at in the page's column (~/lib/image-sizes). */
  stageSizes: string;
}) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const count = sources.length;
  const current = sources[Math.min(index, count - 1)];
  const move = (step: number) => setIndex((i) => (i + step + count) % count);
  return (
    <div>
      <div className="relative aspect-[4/3] overflow-hidden rounded-xl bg-ink-soft" data-media-stage>
        {current ? (
          <Stage source={current} name={name} index={index} sizes={stageSizes} />
        ) : (
          <ResponsiveImage
            src={null}
            alt={name}
            sizes="100vw"
            width={1200}
            height={900}
            className="size-full"
          />
        )}
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => move(-1)}
              aria-label={t("media.previous")}
              className="absolute top-1/2 left-3 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-ink/70 text-paper hover:bg-ink"
            >
              <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4">
                <path d="M10 3 5 8l5 5" fill="none" stroke="currentColor" strokeWidth="1.8" />
              </svg>
            </button>
            <button
              type="button"
              onClick={() => move(1)}
              aria-label={t("media.next")}
              className="absolute top-1/2 right-3 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-ink/70 text-paper hover:bg-ink"
            >
              <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4">
                <path d="m6 3 5 5-5 5" fill="none" stroke="currentColor" strokeWidth="1.8" />
              </svg>
            </button>
          </>
        )}
      </div>
      {/* A group of controls named by its legend (as the product gallery's); the list inside is a plain list. */}
      {count > 1 && (
        <fieldset className="min-w-0">
          <legend className="sr-only">{t("media.thumbnails")}</legend>
          <ul className="mt-3 flex gap-2 overflow-x-auto pb-1">
            {sources.map((source, i) => (
              <li key={`${source.url}-${i}`} className="shrink-0">
                <button
                  type="button"
                  onClick={() => setIndex(i)}
                  aria-label={t("media.show", { number: i + 1, total: count })}
                  aria-current={i === index ? "true" : undefined}
                  className={clsx(
                    "relative block h-[54px] w-[72px] overflow-hidden rounded-md border-2 bg-ink-soft sm:h-[72px] sm:w-[96px]",
                    i === index ? "border-gold" : "border-transparent opacity-75 hover:opacity-100",
                  )}
                >
                  <Thumbnail source={source} />
                  {source.kind !== "image" && <PlayBadge />}
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </div>
  );
}
