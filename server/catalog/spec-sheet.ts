import { createHash } from "node:crypto";
import { config } from "../config";
import { languageOrigin } from "../i18n/host";
import { getPublicProduct, type PublicProduct } from "./products";
import type { SheetRequest } from "./spec-sheet-layout";
import { SheetBusyError, SheetPool } from "./spec-sheet-pool";

/** Bumped when the layout changes, so cached sheets and browsers' copies are made again. */
const LAYOUT_VERSION = 2;
/** Sheets kept in memory (a sheet is 10-60 KB), bounded in count and bytes; the least recently used go first. */
const CACHE_ENTRIES = 1000;
const CACHE_BYTES = 32 * 1024 * 1024;
/**
 * Sheets one client address may have drawn in a window (cache hits and sheets already being drawn are
 * free). Counted in this process only: the limit protects this process's CPU, which is what a build costs.
 */
export const SHEET_BUILDS = { limit: 12, windowMs: 60_000 };
/** Clients tracked at most; past it the counters whose window is over are dropped first. */
const CLIENTS_TRACKED = 10_000;

/**
 * Sheet requests reading the database at once; the rest wait here (at most `waiting`, past it 503), not in
 * the database's queue, where /healthz and every page would wait behind them.
 */
const READS = { concurrent: 4, waiting: 64 };
let reading = 0;
const readers: (() => void)[] = [];

export type SpecSheet = { bytes: Uint8Array; etag: string; fileName: string };

/** What a request for a sheet gets: the sheet, or why not (404, 304, 429, 503). */
export type SheetAnswer =
  | { status: "ready"; sheet: SpecSheet }
  | { status: "notModified"; etag: string; fileName: string }
  | { status: "missing" }
  | { status: "limited" | "busy"; retryAfterSeconds: number };

const cache = new Map<string, SpecSheet>();
let cachedBytes = 0;
const building = new Map<string, Promise<SpecSheet>>();
const builds = new Map<string, { count: number; windowStart: number }>();
let pool = new SheetPool({ budgetMs: 5_000, queueLimit: 24 });

/** What a sheet shows of a product; its hash is the sheet's fingerprint. */
function sheetContent(product: PublicProduct) {
  return {
    name: product.name,
    description: product.description,
    detailedDescription: product.description ? "" : product.detailedDescription,
    categories: product.categories.map((category) => category.name),
    codes: product.itemCodes.map(({ imageUrl: _image, ...code }) => code),
  };
}

/** The site's own origin of a language (PUBLIC_ORIGIN's scheme and port), whatever host was asked. */
function canonicalOrigin(code: string): string {
  const { PUBLIC_ORIGIN, publicPort } = config();
  return languageOrigin(code, new URL(PUBLIC_ORIGIN).protocol.slice(0, -1), publicPort);
}

/**
 * The spec sheet PDF of an active product in a language: product, item codes with swatches and technical
 * data, and the section 9 notes. Kept by product and language with a fingerprint of exactly what it shows,
 * so a change to the product, its codes or their translations makes a new one, in every process, with no
 * invalidation to miss; every host of the site (`www.` too) gets the same one. A sheet not kept is drawn
 * once however many ask at the same time, in the sheet worker, and counts against the client's limit.
 */
export async function specSheetFor(
  slugOrId: string,
  language: { code: string; locale: string },
  request: { clientIp: string; ifNoneMatch?: string | null },
): Promise<SheetAnswer> {
  if (!(await admitRead())) return { status: "busy", retryAfterSeconds: 1 };
  let product: PublicProduct | undefined;
  try {
    product = await getPublicProduct(slugOrId, language.code);
  } finally {
    releaseRead();
  }
  if (!product) return { status: "missing" };
  const origin = canonicalOrigin(language.code);
  const etag = createHash("sha256")
    .update(JSON.stringify([LAYOUT_VERSION, language.code, language.locale, origin, sheetContent(product)]))
    .digest("base64url")
    .slice(0, 27);
  const fileName = `${product.slug}-spec-sheet-${language.code}.pdf`;
  if (request.ifNoneMatch === `"${etag}"`) return { status: "notModified", etag, fileName };
  const key = `${product.id}:${language.code}`;
  const cached = cache.get(key);
  if (cached?.etag === etag) {
    cache.delete(key);
    cache.set(key, cached);
    return { status: "ready", sheet: cached };
  }
  let pending = building.get(`${key}:${etag}`);
  if (!pending) {
    const allowed = countBuild(request.clientIp);
    if (allowed !== true) return { status: "limited", retryAfterSeconds: allowed };
    pending = build(key, { product, language, origin }, etag, fileName);
  }
  try {
    return { status: "ready", sheet: await pending };
  } catch (error) {
    if (error instanceof SheetBusyError)
      return { status: "busy", retryAfterSeconds: error.retryAfterSeconds };
    throw error;
  }
}

/** Waits for a turn to read the database; false when too many already wait. */
async function admitRead(): Promise<boolean> {
  if (reading < READS.concurrent) {
    reading++;
    return true;
  }
  if (readers.length >= READS.waiting) return false;
  await new Promise<void>((resolve) => readers.push(resolve));
  return true;
}

/** Hands the turn to the next waiting request, or frees it. */
function releaseRead(): void {
  const next = readers.shift();
  if (next) next();
  else reading--;
}

/** Draws a sheet in the worker and keeps it; callers asking meanwhile share the one promise. */
function build(key: string, request: SheetRequest, etag: string, fileName: string): Promise<SpecSheet> {
  const flight = `${key}:${etag}`;
  const pending = pool
    .draw(request)
    .then((bytes) => {
      const sheet = { bytes, etag, fileName };
      keep(key, sheet);
      return sheet;
    })
    .finally(() => building.delete(flight));
  building.set(flight, pending);
  return pending;
}

function keep(key: string, sheet: SpecSheet): void {
  const old = cache.get(key);
  if (old) {
    cache.delete(key);
    cachedBytes -= old.bytes.byteLength;
  }
  cache.set(key, sheet);
  cachedBytes += sheet.bytes.byteLength;
  for (const [oldest, entry] of cache) {
    if (cache.size <= CACHE_ENTRIES && cachedBytes <= CACHE_BYTES) break;
    cache.delete(oldest);
    cachedBytes -= entry.bytes.byteLength;
  }
}

/** Counts one build for a client: true when allowed, else the seconds until its window ends. */
function countBuild(client: string): true | number {
  const now = Date.now();
  let entry = builds.get(client);
  if (!entry || now - entry.windowStart >= SHEET_BUILDS.windowMs) {
    if (!entry && builds.size >= CLIENTS_TRACKED) forgetClients(now);
    entry = { count: 0, windowStart: now };
    builds.set(client, entry);
  }
  entry.count++;
  if (entry.count <= SHEET_BUILDS.limit) return true;
  return Math.max(1, Math.ceil((entry.windowStart + SHEET_BUILDS.windowMs - now) / 1000));
}

/** Drops the counters whose window is over, or, when none is, the oldest half. */
function forgetClients(now: number): void {
  for (const [client, entry] of builds) {
    if (now - entry.windowStart >= SHEET_BUILDS.windowMs) builds.delete(client);
  }
  if (builds.size < CLIENTS_TRACKED) return;
  let drop = builds.size / 2;
  for (const client of builds.keys()) {
    if (drop-- <= 0) break;
    builds.delete(client);
  }
}

/** Forgets kept sheets, counters and the worker's settings (tests). */
export async function resetSpecSheets(options?: { budgetMs?: number; queueLimit?: number }): Promise<void> {
  cache.clear();
  cachedBytes = 0;
  builds.clear();
  await pool.close();
  pool = new SheetPool({ budgetMs: options?.budgetMs ?? 5_000, queueLimit: options?.queueLimit ?? 24 });
}
