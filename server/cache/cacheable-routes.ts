import { PAGE_SIZES } from "~/lib/pagination";
import type { DraftType } from "~/lib/schemas/history";

/**
 * The public routes whose answers the page cache may keep, and the query parameters each one reads.
 * A route missing here is never stored, whatever its path looks like (decision 009). The list lives on
 * the server, not in a route `handle`, so public bundles carry none of it.
 *
 * Only the parameters named here reach React Router for these routes, in this order, so what is
 * rendered is a function of the cache key and nothing else a visitor sends. A value its pattern refuses
 * is passed on unchanged but the answer is not stored (no entry per random value); free text (`q`) is
 * never stored. A value that passes but names nothing that exists is kept out by the route's loader
 * (`storeOnlyKnownValues` in server/request-context.ts), which alone knows what exists.
 */
export type ParamRule = RegExp | "never-stored" | PreviewRule;

/**
 * A signed draft preview (`?preview=…`, decision 019): passed on, and it makes the request private, as a
 * signed-in one is: never served from nor stored in the page cache, answered `no-store, private` and
 * `noindex`. Named with the kind of record the route shows.
 */
export type PreviewRule = { preview: DraftType };

/** Read by the root layout on every page: the no-JavaScript newsletter outcome. */
const LAYOUT_PARAMS: Record<string, ParamRule> = {
  newsletter: /^(subscribed|invalid|duplicate|failed|limited)$/,
};

const PAGE = /^[1-9]\d{0,4}$/;
const SIZE = new RegExp(`^(${PAGE_SIZES.join("|")})$`);
/** Display text up to 100 characters, no control characters (category names, item codes). */
const TEXT = /^[^\p{Cc}]{1,100}$/u;

const ROUTES: Record<string, Record<string, ParamRule>> = {
  "routes/_index": {},
  "routes/about": {},
  "routes/contact": {},
  "routes/products._index": {
    category: TEXT,
    composition: TEXT,
    denier: TEXT,
    length: TEXT,
    page: PAGE,
    q: "never-stored",
    type: TEXT,
  },
  // The shade finder: one entry per colour and category. A form posted without JavaScript (picker and
  // current) is redirected to that address, never stored. /samples (a visitor's own list) and /compare
  // (any combination of codes) are not listed: never stored.
  "routes/colours": { category: TEXT, current: "never-stored", hex: /^[0-9a-f]{6}$/, picker: "never-stored" },
  "routes/products.$slug": { code: TEXT, preview: { preview: "products" } },
  "routes/resources._index": {
    category: /^\d{1,9}$/,
    error: /^item$/,
    page: PAGE,
    q: "never-stored",
    size: SIZE,
  },
  "routes/resources.$slug": { preview: { preview: "gallery-items" } },
  "routes/news._index": { error: /^not-found$/, page: PAGE, q: "never-stored", size: SIZE },
  "routes/news.$slug": { preview: { preview: "news-items" } },
  "routes/news.rss[.]xml": {},
  "routes/robots[.]txt": {},
  "routes/sitemap[.]xml": {},
};

/**
 * React Router's own parameter on a `.data` request: which loaders to run, of the root and the route
 * (every route listed here is a child of the root; one under a layout would fail closed, its `.data`
 * answers not stored). Any other list runs fewer loaders or none, and would make an entry per made-up
 * value (issue 33): stored only as the client spells it, the root first.
 */
function dataParams(routeId: string): Record<string, ParamRule> {
  const id = routeId.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return { _routes: new RegExp(`^(?:root|root,${id}|${id})$`) };
}

/** The parameters a cacheable route reads (sorted), or null when the route is never cached. */
export function cachePolicy(routeId: string | undefined, dataRequest: boolean): [string, ParamRule][] | null {
  const own = routeId === undefined || !Object.hasOwn(ROUTES, routeId) ? undefined : ROUTES[routeId];
  if (!own || routeId === undefined) return null;
  const key = `${routeId}${dataRequest ? ".data" : ""}`;
  let policy = policies.get(key);
  if (!policy) {
    policy = Object.entries({ ...LAYOUT_PARAMS, ...own, ...(dataRequest ? dataParams(routeId) : {}) }).sort(
      ([a], [b]) => (a < b ? -1 : 1),
    );
    policies.set(key, policy);
  }
  return policy;
}

const policies = new Map<string, [string, ParamRule][]>();

/**
 * The query React Router is given for a cacheable route (only the parameters it reads, first value
 * each, in a fixed order), whether the answer may be stored, and the kind of draft a preview asks for.
 */
export function normaliseQuery(
  search: URLSearchParams,
  policy: [string, ParamRule][],
): { query: string; storable: boolean; preview?: DraftType } {
  const kept = new URLSearchParams();
  let storable = true;
  let preview: DraftType | undefined;
  for (const [name, rule] of policy) {
    const value = search.get(name);
    if (value === null) continue;
    kept.set(name, value);
    if (rule === "never-stored") storable &&= value.trim() === "";
    else if (rule instanceof RegExp) storable &&= rule.test(value);
    else {
      storable = false;
      preview = rule.preview;
    }
  }
  const query = kept.toString();
  return { query: query ? `?${query}` : "", storable, ...(preview ? { preview } : {}) };
}
