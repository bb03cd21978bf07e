export type MediaSource =
  | { kind: "image"; url: string }
  | { kind: "youtube"; url: string; embedUrl: string; thumbnailUrl: string }
  | { kind: "vimeo"; url: string; embedUrl: string }
  | { kind: "video"; url: string; posterUrl: string | null };

const YOUTUBE_HOSTS = [
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "youtu.be",
  "www.youtube-nocookie.com",
];
const VIMEO_HOSTS = ["vimeo.com", "www.vimeo.com", "player.vimeo.com"];
const VIDEO_EXTENSION = /\.(mp4|webm|ogg)$/i;

function parseUrl(url: string): URL | null {
  try {
    return new URL(url, "http://local.invalid");
  } catch {
    return null;
  }
}

/** The video id of a YouTube watch, short, embed or youtu.be link; null when there is none. */
export function youtubeId(url: string): string | null {
  const parsed = parseUrl(url);
  if (!parsed || !YOUTUBE_HOSTS.includes(parsed.hostname)) return null;
  const candidate =
    parsed.hostname === "youtu.be"
      ? parsed.pathname.slice(1)
      : (parsed.searchParams.get("v") ?? /^\/(?:embed|shorts|live)\/([^/]+)/.exec(parsed.pathname)?.[1]);
  return candidate && /^[\w-]{6,20}$/.test(candidate) ? candidate : null;
}

/** The video id of a vimeo.com or player.vimeo.com link; null when there is none. */
export function vimeoId(url: string): string | null {
  const parsed = parseUrl(url);
  if (!parsed || !VIMEO_HOSTS.includes(parsed.hostname)) return null;
  return /\/(\d{4,})(?:\/|$)/.exec(parsed.pathname)?.[1] ?? null;
}

/**
 * How to show one media entry: YouTube and Vimeo (recognised by host) play in embedded frames,
 * other videos (mp4, webm, ogg or typed video) in the native player, the rest as images.
 */
export function mediaSource(
  url: string,
  mediaType: "image" | "video",
  posterUrl: string | null = null,
): MediaSource {
  const youtube = youtubeId(url);
  if (youtube) {
    return {
      kind: "youtube",
      url,
      embedUrl: `https://www.youtube-nocookie.com/embed/${youtube}`,
      thumbnailUrl: `https://img.youtube.com/vi/${youtube}/hqdefault.jpg`,
    };
  }
  const vimeo = vimeoId(url);
  if (vimeo) return { kind: "vimeo", url, embedUrl: `https://player.vimeo.com/video/${vimeo}?dnt=1` };
  const path = parseUrl(url)?.pathname ?? url;
  if (mediaType === "video" || VIDEO_EXTENSION.test(path)) return { kind: "video", url, posterUrl };
  return { kind: "image", url };
}
