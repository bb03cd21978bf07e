import { createHash, randomBytes, randomUUID } from "node:crypto";
import zlib from "node:zlib";
import { sql } from "drizzle-orm";
import { config } from "../config";
import { type DatabaseHandle, db, type Executor, type Tx } from "../db/client";
import { logger } from "../logger";
import { hashInlineScripts } from "./cached-html";
import type { Invalidation } from "./tags";

/**
 * Stands in for the CSP nonce while a cacheable page renders: the scripts that carry it are the page's
 * own (cached-html.ts). Random per process, like a nonce, so no content can claim it.
 */
export const NONCE_PLACEHOLDER = randomBytes(16).toString("base64");
/** Pages whose loaders named no entity are dropped by every invalidation. */
export const UNTAGGED = "untagged";
/** The NOTIFY channel of page-cache invalidations. */
export const CHANNEL = "page_cache";

export type CachedPage = {
  status: number;
  headers: [string, string][];
  /** The page as served (no nonce), and compressed once: gzip at once, brotli when it is ready. */
  text: Buffer;
  gzip: Buffer;
  br?: Buffer;
  /** Its Content-Security-Policy's script sources: the hashes of its own inline scripts. */
  scriptHashes: string[];
  etag: string;
  tags: string[];
  bytes: number;
  /** When it was stored (ms, monotonic): older than the cache's maximum age, it is dropped. */
  storedAt: number;
  /** Its headers as a flat list for res.writeHead, made on first use (react-router-handler.ts). */
  flatHeaders?: string[];
  /** Whole answers' headers by scheme and encoding, made on first use (page-cache-hit.ts). */
  answerHeaders?: Map<string, string[]>;
};

/** Brotli at its best: a cached page is compressed once and sent many times. */
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } };

/**
 * Rendered public pages keyed by host and normalised URL (server/http/request-layer.ts), bounded in
 * bytes (least recently used go first), dropped by entity tags and after a maximum age.
 */
export class PageCache {
  private entries = new Map<string, CachedPage>();
  private keysByTag = new Map<string, Set<string>>();
  private totalBytes = 0;
  /** Bumped by every invalidation: a page rendered across one is not stored (it may be stale). */
  generation = 0;

  constructor(
    private readonly maxBytes = 64 * 1024 * 1024,
    /** The longest a page is kept, even if no invalidation reaches this process (0: no limit). */
    private readonly maxAgeMs = 5 * 60_000,
    private readonly now: () => number = () => performance.now(),
  ) {}

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (this.maxAgeMs > 0 && this.now() - entry.storedAt > this.maxAgeMs) {
      this.entries.set(key, entry);
      this.delete(key);
      return undefined;
    }
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * Stores a rendered page (its body with NONCE_PLACEHOLDER) unless an invalidation happened since
   * renderGeneration, or its scripts cannot be told apart (then it is served as rendered, not stored).
   */
  set(
    key: string,
    page: { status: number; headers: [string, string][]; body: string; tags: string[] },
    renderGeneration: number,
  ): CachedPage | undefined {
    if (renderGeneration !== this.generation) return undefined;
    const hashed = hashInlineScripts(page.body, NONCE_PLACEHOLDER);
    if (!hashed) {
      logger.warn({ key }, "page not cached: its nonce placeholder is outside a script tag");
      return undefined;
    }
    const text = Buffer.from(hashed.html, "utf8");
    const gzip = zlib.gzipSync(text, { level: 9 });
    const tags = page.tags.length > 0 ? page.tags : [UNTAGGED];
    const etag = `W/"${createHash("sha1").update(text).digest("base64url").slice(0, 22)}"`;
    const storedAt = this.now();
    const entry: CachedPage = {
      status: page.status,
      headers: page.headers,
      text,
      gzip,
      scriptHashes: hashed.scriptHashes,
      etag,
      tags,
      bytes: text.length + gzip.length,
      storedAt,
    };
    zlib.brotliCompress(text, BROTLI_OPTIONS, (error, br) => {
      // Kept if the entry is still this page; until then (or on an error) gzip is served.
      if (error || this.entries.get(key) !== entry) return;
      entry.br = br;
      entry.bytes += br.length;
      entry.answerHeaders = undefined;
      this.totalBytes += br.length;
    });
    this.delete(key);
    this.entries.set(key, entry);
    this.totalBytes += entry.bytes;
    for (const tag of tags) {
      const keys = this.keysByTag.get(tag) ?? new Set<string>();
      keys.add(key);
      this.keysByTag.set(tag, keys);
    }
    while (this.totalBytes > this.maxBytes && this.entries.size > 1) {
      const oldest = this.entries.keys().next().value as string;
      this.delete(oldest);
    }
    return entry;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalBytes -= entry.bytes;
    for (const tag of entry.tags) this.keysByTag.get(tag)?.delete(key);
  }

  /** Drops every page that shows one of these entities, plus untagged pages; "*" drops all. */
  invalidate(tags: readonly Invalidation[]): void {
    this.generation += 1;
    if (tags.includes("*")) {
      this.entries.clear();
      this.keysByTag.clear();
      this.totalBytes = 0;
      return;
    }
    for (const tag of [...tags, UNTAGGED] as string[]) {
      for (const key of this.keysByTag.get(tag) ?? []) this.delete(key);
      this.keysByTag.delete(tag);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  /** What the cache holds now, in bytes (its bound is maxBytes). */
  get bytes(): number {
    return this.totalBytes;
  }
}

/** Told of invalidations that came from elsewhere: another process's notice, or a reconnect ("*"). */
export type InvalidationListener = (tags: readonly Invalidation[]) => void;

type Global = typeof globalThis & {
  __pageCache?: PageCache;
  __invalidationListeners?: Map<string, InvalidationListener>;
};
const store = globalThis as Global;
const processId = randomUUID();
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more: a longer list is sent as "*". */
const MAX_NOTICE_BYTES = 7000;
store.__invalidationListeners ??= new Map();
const listeners = store.__invalidationListeners;

/**
 * Registers, under a name (a module reloaded in development replaces its own), what else a process keeps
 * that another process's write may make stale, such as the enabled languages. A process that writes
 * updates its own copy itself.
 */
export function onRemoteInvalidation(name: string, listener: InvalidationListener): void {
  listeners.set(name, listener);
}

function remoteInvalidation(tags: readonly Invalidation[]): void {
  pageCache()?.invalidate(tags);
  for (const [name, listener] of listeners) {
    try {
      listener(tags);
    } catch (error) {
      logger.warn({ err: error, listener: name }, "invalidation listener failed");
    }
  }
}

/** The process page cache (disabled with PAGE_CACHE=off; bounds from PAGE_CACHE_MAX_MB and _MAX_AGE_SECONDS). */
export function pageCache(): PageCache | null {
  if (process.env.PAGE_CACHE === "off") return null;
  store.__pageCache ??= new PageCache(
    config().PAGE_CACHE_MAX_MB * 1024 * 1024,
    config().PAGE_CACHE_MAX_AGE_SECONDS * 1000,
  );
  return store.__pageCache;
}

/** The notice other processes receive for these tags (every page when the list is too long for one). */
export function invalidationNotice(tags: readonly Invalidation[]): string {
  const notice = JSON.stringify({ from: processId, tags });
  return Buffer.byteLength(notice) <= MAX_NOTICE_BYTES
    ? notice
    : JSON.stringify({ from: processId, tags: ["*"] });
}

/**
 * Queues the invalidation notice on a transaction: PostgreSQL delivers it to every listening process
 * when the transaction commits, and never when it rolls back.
 */
export async function notifyInvalidation(tx: Executor, tags: readonly Invalidation[]): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHANNEL}, ${invalidationNotice(tags)})`);
}

/** Names the pages a write changes (tags in ./tags.ts; "*" for every page). */
export type Invalidate = (tags: readonly Invalidation[]) => void;

/**
 * Runs a write in one transaction with its page-cache invalidation: the tags `run` names are sent to the
 * other processes by pg_notify inside that transaction (delivered if and only if it commits), and this
 * process drops its own pages after the commit. A write that fails invalidates nothing anywhere.
 */
export async function writeAndInvalidate<T>(run: (tx: Tx, invalidate: Invalidate) => Promise<T>): Promise<T> {
  const tags = new Set<Invalidation>();
  const invalidate: Invalidate = (list) => {
    for (const tag of list) tags.add(tag);
  };
  const value = await db().transaction(async (tx) => {
    const result = await run(tx, invalidate);
    if (tags.size > 0) await notifyInvalidation(tx, [...tags]);
    return result;
  });
  if (tags.size > 0) pageCache()?.invalidate([...tags]);
  return value;
}

/**
 * Listens for invalidations sent by other processes. After the listening connection was lost and
 * reopened, every page is dropped: notices sent meanwhile never arrived.
 */
export async function listenForInvalidations(handle: DatabaseHandle): Promise<() => Promise<void>> {
  return handle.listen(
    CHANNEL,
    (payload) => {
      try {
        const message = JSON.parse(payload) as { from: string; tags: Invalidation[] };
        if (message.from !== processId) remoteInvalidation(message.tags);
      } catch {
        remoteInvalidation(["*"]);
      }
    },
    { onReconnect: () => remoteInvalidation(["*"]) },
  );
}
