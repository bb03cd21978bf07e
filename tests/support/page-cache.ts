import { pageCache } from "#server/cache/page-cache";

/** Puts a page in the process page cache under these tags; the answer is true while it is still there. */
export function cachePage(key: string, tags: string[]): () => boolean {
  const cache = pageCache();
  if (!cache) throw new Error("page cache disabled");
  cache.set(key, { status: 200, headers: [], body: `<p>${key}</p>`, tags }, cache.generation);
  return () => cache.get(key) !== undefined;
}
