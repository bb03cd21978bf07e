// Writes every demo file (images with variants, PDFs, videos) before any row refers to it.
import sharp from "sharp";
import { storeFile, storeImage } from "../media/images";
import { muxVp8Webm, vp8FrameFromWebp } from "../media/webm";
import { type ArtworkSpec, type PaletteName, renderArtwork, renderShimmerFrames } from "./artwork";
import {
  type Art,
  CAROUSEL,
  GALLERY_ITEMS,
  type GalleryMediaSeed,
  NEWS_ITEMS,
  PRODUCTS,
  type ProductSeed,
} from "./content";
import { colourBookPdf, productCataloguePdf } from "./documents";

const CONTENT_SIZE = { width: 1200, height: 900 };
const ITEM_CODE_SIZE = { width: 800, height: 600 };
const CAROUSEL_SIZE = { width: 1920, height: 1080 };
const VIDEO = { width: 640, height: 360, frames: 16, fps: 6 };
/** Faster WebP variants than uploads get: the seed makes about a hundred images on first start. */
const VARIANTS = { effort: 2 };
/** Two jobs at a time: each one already keeps libvips busy, and the machine may be shared. */
const CONCURRENCY = 2;

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

/** A close-up of an earlier picture: the middle half, enlarged back to full size. */
async function closeUp(source: Buffer, width: number, height: number): Promise<Buffer> {
  return sharp(source)
    .extract({
      left: Math.round(width * 0.3),
      top: Math.round(height * 0.2),
      width: Math.round(width / 2),
      height: Math.round(height / 2),
    })
    .resize(width, height)
    .modulate({ brightness: 1.06 })
    .jpeg({ quality: 84, progressive: true })
    .toBuffer();
}

/** Renders a list of pictures in order (close-ups reuse earlier ones) and returns their JPEG bytes. */
async function renderList(arts: Art[], seed: string, size = CONTENT_SIZE): Promise<Buffer[]> {
  const out: Buffer[] = [];
  for (const [index, item] of arts.entries()) {
    if ("detailOf" in item) {
      const source = out[item.detailOf];
      if (!source) throw new Error(`Close-up of a missing picture in ${seed}`);
      out.push(await closeUp(source, size.width, size.height));
    } else {
      out.push(await renderArtwork({ ...item, ...size, seed: `${seed}-${index}` }));
    }
  }
  return out;
}

async function storeAll(folder: string, images: Buffer[]): Promise<string[]> {
  const urls: string[] = [];
  for (const image of images) urls.push(await storeImage(folder, image, VARIANTS));
  return urls;
}

/** A few seconds of shimmering thread as WebM, with its middle frame stored as the poster image. */
async function storeVideo(folder: string, palette: PaletteName, seed: string): Promise<StoredMedia> {
  const spec: ArtworkSpec = {
    kind: "strands",
    palette,
    accent: "gold",
    seed,
    width: VIDEO.width,
    height: VIDEO.height,
  };
  const frames = await renderShimmerFrames(spec, VIDEO.frames);
  const webm = muxVp8Webm({ ...VIDEO, frames: frames.map(vp8FrameFromWebp) });
  const poster = await sharp(frames[Math.floor(frames.length / 2)]!)
    .jpeg({ quality: 84 })
    .toBuffer();
  const url = await storeFile(folder, webm, ".webm");
  return { url, mediaType: "video", posterUrl: await storeImage(folder, poster, VARIANTS) };
}

async function storeProduct(product: ProductSeed) {
  const pictures = await renderList(product.images, product.key);
  const images = await storeAll("products", pictures);
  const itemCodeImages = new Map<string, string>();
  for (const code of product.itemCodes.filter((c) => c.withImage)) {
    const picture = await renderArtwork({
      kind: "spools",
      palette: code.palette,
      seed: code.itemCode,
      ...ITEM_CODE_SIZE,
    });
    itemCodeImages.set(code.itemCode, await storeImage("item-code-images", picture, VARIANTS));
  }
  let catalogue: string | null = null;
  if (product.catalogue) {
    const pdf = await productCataloguePdf({
      name: product.name,
      description: product.description,
      picture: pictures[0]!,
      rows: product.itemCodes.map((c) => ({
        code: c.itemCode,
        composition: c.composition,
        denier: c.denier,
        length: c.length,
      })),
      swatches: product.itemCodes.map((c) => ({ code: c.itemCode, name: c.colour, palette: c.palette })),
    });
    catalogue = await storeFile("pdf", pdf, ".pdf");
  }
  return { images, itemCodeImages, catalogue };
}

/** Stores a media list: pictures, the local video (shared per folder), YouTube links as they are. */
async function storeMediaList(
  list: GalleryMediaSeed[],
  seed: string,
  imageFolder: string,
  video: () => Promise<StoredMedia>,
): Promise<StoredMedia[]> {
  const out: StoredMedia[] = [];
  for (const [index, item] of list.entries()) {
    if ("youtube" in item) out.push({ url: item.youtube, mediaType: "video", posterUrl: null });
    else if ("video" in item) out.push(await video());
    else {
      const [picture] = await renderList([item], `${seed}-m${index}`);
      out.push({
        url: await storeImage(imageFolder, picture!, VARIANTS),
        mediaType: "image",
        posterUrl: null,
      });
    }
  }
  return out;
}

/** Generates and stores every demo file; returns their URLs by the content they belong to. */
export async function generateDemoMedia(): Promise<DemoMedia> {
  const media: DemoMedia = { products: new Map(), gallery: new Map(), news: new Map(), carousel: [] };
  const galleryVideo = () => storeVideo("gallery-videos", "gold", "gallery-video");
  const newsVideo = () => storeVideo("news", "silver", "news-video");
  const tasks: (() => Promise<void>)[] = [
    ...PRODUCTS.map((product) => async () => {
      media.products.set(product.key, await storeProduct(product));
    }),
    ...GALLERY_ITEMS.map((item) => async () => {
      const [primary] = await storeAll("gallery-items", await renderList([item.primary], item.slug));
      const pdf = item.colourBook
        ? await storeFile("documents", await colourBookPdf(item.colourBook), ".pdf")
        : null;
      const list = await storeMediaList(item.media, item.slug, "gallery-items", galleryVideo);
      media.gallery.set(item.slug, { primary: primary!, pdf, media: list });
    }),
    ...NEWS_ITEMS.map((item) => async () => {
      const [primary] = await storeAll("news", await renderList([item.primary], item.slug));
      media.news.set(item.slug, {
        primary: primary!,
        media: await storeMediaList(item.media, item.slug, "news", newsVideo),
      });
    }),
    async () => {
      const pictures = await renderList(
        CAROUSEL.map((slide) => slide.art),
        "carousel",
        CAROUSEL_SIZE,
      );
      media.carousel = await storeAll("carousel", pictures);
    },
  ];
  await runLimited(tasks, CONCURRENCY);
  return media;
}
