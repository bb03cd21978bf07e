// Stores every demo file before any row refers to it. The pictures and videos are committed files
// (server/seed/assets/, rendered once by `npm run demo:render`): nothing is drawn or rendered here.
// Pictures go through storeImage, so they get the WebP variants and the storage that uploads get;
// the PDFs are laid out with pdf-lib from those pictures (see decision 007).
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { storeFile, storeImage } from "../media/images";
import { DEMO_ASSETS_DIR, DEMO_VIDEOS, itemCodePicture } from "./assets";
import {
  CAROUSEL,
  GALLERY_ITEMS,
  type MediaSeed,
  NEWS_ITEMS,
  type Picture,
  PRODUCTS,
  type ProductSeed,
} from "./content";
import {
  colourBookPdf,
  productCataloguePdf,
  SWATCH_ASPECT,
  type Swatch,
  type SwatchLabel,
} from "./documents";

/** Faster WebP variants than uploads get: the seed stores about 130 pictures on first start. */
const VARIANTS = { effort: 2 };
/** Two jobs at a time: each one already keeps libvips busy, and the machine may be shared. */
const CONCURRENCY = 2;
/** Swatch pictures in the PDFs: small crops of the item-code pictures, enough for print at 150 pt. */
const SWATCH_WIDTH = 360;

export type StoredMedia = { url: string; mediaType: "image" | "video"; posterUrl: string | null };

export type DemoMedia = {
  products: Map<string, { images: string[]; itemCodeImages: Map<string, string>; catalogue: string | null }>;
  gallery: Map<string, { primary: string; pdf: string | null; media: StoredMedia[] }>;
  news: Map<string, { primary: string; media: StoredMedia[] }>;
  carousel: string[];
};

/** Runs tasks with at most `limit` in flight, keeping the results in order. */
async function runLimited<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

/** The bytes of a committed demo file. */
export function readDemoAsset(name: string): Promise<Buffer> {
  return fs.readFile(path.join(DEMO_ASSETS_DIR, name));
}

async function storePicture(folder: string, picture: Picture): Promise<string> {
  return storeImage(folder, await readDemoAsset(picture), VARIANTS);
}

async function storePictures(folder: string, pictures: Picture[]): Promise<string[]> {
  const urls: string[] = [];
  for (const picture of pictures) urls.push(await storePicture(folder, picture));
  return urls;
}

/** Labelled swatches with their pictures cropped to the PDF's swatch window. */
async function swatchesFor(labels: SwatchLabel[]): Promise<Swatch[]> {
  return Promise.all(
    labels.map(async (label) => ({
      ...label,
      picture: await sharp(await readDemoAsset(itemCodePicture(label.code)))
        .resize(SWATCH_WIDTH, Math.round(SWATCH_WIDTH / SWATCH_ASPECT), { fit: "cover" })
        .jpeg({ quality: 80 })
        .toBuffer(),
    })),
  );
}

async function storeVideo(folder: string, name: keyof typeof DEMO_VIDEOS): Promise<StoredMedia> {
  const video = DEMO_VIDEOS[name];
  const url = await storeFile(folder, await readDemoAsset(video.file), ".webm");
  return { url, mediaType: "video", posterUrl: await storePicture(folder, video.poster) };
}

async function storeProduct(product: ProductSeed) {
  const images = await storePictures("products", product.images);
  const itemCodeImages = new Map<string, string>();
  for (const code of product.itemCodes) {
    itemCodeImages.set(code.itemCode, await storePicture("item-code-images", itemCodePicture(code.itemCode)));
  }
  let catalogue: string | null = null;
  if (product.catalogue) {
    const pdf = await productCataloguePdf({
      name: product.name,
      description: product.description,
      picture: await readDemoAsset(product.images[0]!),
      rows: product.itemCodes.map((c) => ({
        code: c.itemCode,
        composition: c.composition,
        denier: c.denier,
        length: c.length,
      })),
      swatches: await swatchesFor(product.itemCodes.map((c) => ({ code: c.itemCode, name: c.colour }))),
    });
    catalogue = await storeFile("pdf", pdf, ".pdf");
  }
  return { images, itemCodeImages, catalogue };
}

/** Stores a media list: pictures, local videos, YouTube links as they are. */
async function storeMediaList(
  list: MediaSeed[],
  folder: string,
  videoFolder: string,
): Promise<StoredMedia[]> {
  const out: StoredMedia[] = [];
  for (const item of list) {
    if ("youtube" in item) out.push({ url: item.youtube, mediaType: "video", posterUrl: null });
    else if ("video" in item) out.push(await storeVideo(videoFolder, item.video));
    else out.push({ url: await storePicture(folder, item.picture), mediaType: "image", posterUrl: null });
  }
  return out;
}

/** Stores every demo file; returns their URLs by the content they belong to. */
export async function storeDemoMedia(): Promise<DemoMedia> {
  const media: DemoMedia = { products: new Map(), gallery: new Map(), news: new Map(), carousel: [] };
  const tasks: (() => Promise<void>)[] = [
    ...PRODUCTS.map((product) => async () => {
      media.products.set(product.key, await storeProduct(product));
    }),
    ...GALLERY_ITEMS.map((item) => async () => {
      const primary = await storePicture("gallery-items", item.primary);
      const pdf = item.colourBook
        ? await storeFile(
            "documents",
            await colourBookPdf({
              ...item.colourBook,
              swatches: await swatchesFor(item.colourBook.swatches),
            }),
            ".pdf",
          )
        : null;
      const list = await storeMediaList(item.media, "gallery-items", "gallery-videos");
      media.gallery.set(item.slug, { primary, pdf, media: list });
    }),
    ...NEWS_ITEMS.map((item) => async () => {
      media.news.set(item.slug, {
        primary: await storePicture("news", item.primary),
        media: await storeMediaList(item.media, "news", "news"),
      });
    }),
    async () => {
      media.carousel = await storePictures(
        "carousel",
        CAROUSEL.map((slide) => slide.picture),
      );
    },
  ];
  await runLimited(tasks, CONCURRENCY);
  return media;
}
