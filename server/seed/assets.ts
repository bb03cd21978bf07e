// Where the committed demo files live (rendered once by `npm run demo:render`, see decision 007).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * server/seed/assets/ of the checkout: pictures (JPEG), videos (WebM) and their posters, by content path.
 * Found upwards from this module, which runs as server/seed/assets.ts under tsx and inside
 * build/server/index.js in production.
 */
function findAssetsDir(): string {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, "server", "seed", "assets");
    if (fs.existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) return path.resolve("server", "seed", "assets");
  }
}

export const DEMO_ASSETS_DIR = findAssetsDir();

/** The two local demo videos: a turntable of gold thread, and cones turning on a winding line. */
export const DEMO_VIDEOS = {
  turntable: {
    file: "video/turntable.webm",
    poster: "video/turntable-poster.jpg",
    width: 640,
    height: 360,
    frames: 20,
    fps: 8,
  },
  line: {
    file: "video/winding-line.webm",
    poster: "video/winding-line-poster.jpg",
    width: 640,
    height: 360,
    frames: 20,
    fps: 8,
  },
} as const;

/** The swatch picture of an item code. */
export function itemCodePicture(code: string): string {
  return `item-codes/${code}.jpg`;
}

/** Every committed demo file the seed stores: the pictures content names, item-code swatches, videos and posters. */
export function demoFilesInUse(content: {
  products: { images: string[]; itemCodes: { itemCode: string }[] }[];
  items: {
    primary: string;
    media: ({ picture: string } | { video: keyof typeof DEMO_VIDEOS } | { youtube: string })[];
  }[];
  carousel: { picture: string }[];
}): Set<string> {
  const files = new Set<string>();
  for (const product of content.products) {
    for (const image of product.images) files.add(image);
    for (const code of product.itemCodes) files.add(itemCodePicture(code.itemCode));
  }
  for (const item of content.items) {
    files.add(item.primary);
    for (const media of item.media) {
      if ("picture" in media) files.add(media.picture);
      if ("video" in media) {
        files.add(DEMO_VIDEOS[media.video].file);
        files.add(DEMO_VIDEOS[media.video].poster);
      }
    }
  }
  for (const slide of content.carousel) files.add(slide.picture);
  return files;
}
