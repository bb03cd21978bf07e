import { sql } from "drizzle-orm";
import { config } from "../config";
import { db } from "../db/client";
import { rowsOf } from "../db/sql";
import { VARIANT_KEY } from "./images";
import { forgetOriginalNames } from "./original-names";
import { keyFromUrl, mediaStorage, type StoredFile } from "./storage";

export const STALE_FILE_TYPES = ["image", "document", "video", "other"] as const;
export type StaleFileType = (typeof STALE_FILE_TYPES)[number];

/** One stale file as the Remove Stale Files tab shows it. */
export type StaleFile = { name: string; path: string; size: number; type: StaleFileType; url: string };

export type StaleFilePage = {
  files: StaleFile[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
  fileTypes: StaleFileType[];
};

export const DEFAULT_STALE_PAGE = 1;
export const DEFAULT_STALE_LIMIT = 50;

const EXTENSIONS: Record<Exclude<StaleFileType, "other">, string[]> = {
  image: ["jpg", "jpeg", "png", "webp", "gif", "avif", "svg"],
  document: ["pdf", "doc", "docx", "xls", "xlsx", "ppt", "pptx", "txt", "csv"],
  video: ["mp4", "webm", "ogg", "mov", "avi"],
};

/** The kind of a stored file by its extension. */
export function fileTypeOf(key: string): StaleFileType {
  const extension = key.split(".").pop()?.toLowerCase() ?? "";
  for (const [type, list] of Object.entries(EXTENSIONS)) {
    if (list.includes(extension)) return type as StaleFileType;
  }
  return "other";
}

/** A key without its extension ("news/1700.jpg" → "news/1700"), the name its variants derive from. */
function baseOf(key: string): string {
  const slash = key.lastIndexOf("/");
  const dot = key.lastIndexOf(".");
  return dot > slash ? key.slice(0, dot) : key;
}

const MEDIA_IN_TEXT = /\/media\/([A-Za-z0-9][A-Za-z0-9._/%-]*)/g;

/**
 * Every storage key some row references: all image, PDF, video and poster columns, plus /media/
 * URLs embedded in rich text and translations, in drafts, and in the revisions of records that still
 * exist (so a draft can be published and a revision restored with its files; a deleted record's files
 * become stale as before). One query.
 */
export async function referencedKeys(): Promise<Set<string>> {
  const result = await db().execute<{ url: string }>(sql`
    select image_url as url from products union all select catalogue_pdf from products
    union all select image_url from product_images
    union all select image_url from item_codes
    union all select primary_image_url from gallery_items union all select pdf_url from gallery_items
    union all select image_url from gallery_images union all select poster_url from gallery_images
    union all select primary_image_url from news_items
    union all select media_url from news_media union all select poster_url from news_media
    union all select image_url from general_settings
    union all select t.text from (
      select description as text from products union all select detailed_description from products
      union all select description from product_categories
      union all select other_information from item_codes union all select other_technical_info from item_codes
      union all select description from gallery_items union all select detailed_description from gallery_items
      union all select project_details from gallery_items
      union all select description from news_items union all select article_body from news_items
      union all select translated_value from translations
      union all select values::text from drafts
      union all select r.snapshot::text from revisions r where
        (r.entity_type = 'products' and exists (select 1 from products x where x.id = r.entity_id))
        or (r.entity_type = 'gallery-items' and exists (select 1 from gallery_items x where x.id = r.entity_id))
        or (r.entity_type = 'news-items' and exists (select 1 from news_items x where x.id = r.entity_id))
        or (r.entity_type = 'carousel' and exists (select 1 from general_settings x where x.id = r.entity_id))
    ) t where t.text like '%/media/%'`);
  const keys = new Set<string>();
  for (const { url } of rowsOf<{ url: string | null }>(result)) {
    if (!url) continue;
    if (url.startsWith("/media/") && !url.includes(" ") && !url.includes("<")) {
      const key = keyFromUrl(url);
      if (key) keys.add(key);
      continue;
    }
    for (const match of url.matchAll(MEDIA_IN_TEXT)) {
      const key = keyFromUrl(`/media/${match[1]}`);
      if (key) keys.add(key);
    }
  }
  return keys;
}

/** A stale original with the variant files that go with it. */
type StaleGroup = { file: StoredFile; variants: StoredFile[] };

/**
 * Stale files: stored files no row references, older than the grace period (STALE_FILE_GRACE_HOURS,
 * default 24 h). Variants ({base}-w{width}.webp) belong to their original (decision 004): they are
 * referenced when it is, listed with it, and deleted with it; a variant without an original stands alone.
 */
export async function findStaleFiles(now = new Date()): Promise<Map<string, StaleGroup>> {
  const [files, referenced] = await Promise.all([mediaStorage().list(), referencedKeys()]);
  const cutoff = now.getTime() - config().STALE_FILE_GRACE_HOURS * 3_600_000;
  const originalsByBase = new Map<string, StoredFile>();
  for (const file of files) if (!VARIANT_KEY.test(file.key)) originalsByBase.set(baseOf(file.key), file);
  const referencedBases = new Set([...referenced].map((key) => baseOf(key.replace(VARIANT_KEY, "$1.webp"))));

  const groups = new Map<string, StaleGroup>();
  for (const file of files) {
    const variantOf = VARIANT_KEY.exec(file.key)?.[1];
    if (variantOf !== undefined && originalsByBase.has(variantOf)) continue;
    if (referenced.has(file.key) || referencedBases.has(baseOf(file.key))) continue;
    if (file.modifiedAt.getTime() > cutoff) continue;
    groups.set(file.key, { file, variants: [] });
  }
  for (const file of files) {
    const variantOf = VARIANT_KEY.exec(file.key)?.[1];
    if (variantOf === undefined) continue;
    const original = originalsByBase.get(variantOf);
    if (original) groups.get(original.key)?.variants.push(file);
  }
  return groups;
}

/** One page of stale files, optionally of one type, by path. */
export async function listStaleFiles(options: {
  page?: number;
  limit?: number;
  type?: StaleFileType | null;
  /** The moment ages are taken at (tests move it, since a bucket's file times cannot be set). */
  now?: Date;
}): Promise<StaleFilePage> {
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? DEFAULT_STALE_LIMIT), 1), 500);
  const all = [...(await findStaleFiles(options.now)).values()].map(({ file }) => ({
    name: file.key.split("/").pop() ?? file.key,
    path: file.key,
    size: file.size,
    type: fileTypeOf(file.key),
    url: mediaStorage().publicUrl(file.key),
  }));
  const fileTypes = STALE_FILE_TYPES.filter((type) => all.some((file) => file.type === type));
  const matching = options.type ? all.filter((file) => file.type === options.type) : all;
  const total = matching.length;
  const totalPages = Math.max(Math.ceil(total / limit), 1);
  const page = Math.min(Math.max(Math.trunc(options.page ?? DEFAULT_STALE_PAGE), 1), totalPages);
  return {
    files: matching.slice((page - 1) * limit, page * limit),
    pagination: { page, limit, total, totalPages },
    fileTypes,
  };
}

/**
 * Deletes the given stale files (and their variants), re-checking in this request that each one is
 * still unreferenced and old enough; anything else counts as failed and stays.
 */
export async function deleteStaleFiles(
  paths: string[],
  now = new Date(),
): Promise<{ successful: number; failed: number }> {
  const stale = await findStaleFiles(now);
  let successful = 0;
  let failed = 0;
  for (const path of new Set(paths)) {
    const group = stale.get(path);
    if (!group) {
      failed += 1;
      continue;
    }
    try {
      for (const variant of group.variants) await mediaStorage().delete(variant.key);
      await mediaStorage().delete(group.file.key);
      await forgetOriginalNames([mediaStorage().publicUrl(group.file.key)]);
      successful += 1;
    } catch {
      failed += 1;
    }
  }
  return { successful, failed };
}
