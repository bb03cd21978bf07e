/**
 * Public pages start their JavaScript after the first paint (decision 023). React Router's `<Scripts>`
 * writes `<link rel="modulepreload">` for the entry and the route modules (React hoists them into the
 * head, the entry twice) and one inline module script whose static imports the browser fetches at once:
 * on a slow phone link about 110 KB of framework then shares the bandwidth with the stylesheet, the font
 * and the LCP image, and the first paint waits for it. A public page works without its JavaScript
 * (decision 022), so this rewrites that output: the preloads leave the head, and the module script
 * is replaced by a small script that adds them back and then the same module script once the browser
 * reports the first contentful paint (a `paint` performance entry), or after `FALLBACK_MS` where it reports none (a
 * background tab, a browser without paint timing). Preloads added before the load event still delay
 * it, as before.
 *
 * Only React Router's exact shape is rewritten; anything else (a framework upgrade that changes it) is
 * left as it is, and `isDeferred` says whether the rewrite happened (tests/e2e/js-budget.spec.ts checks
 * every public route).
 */

const FALLBACK_MS = 3000;
const MODULE_PRELOAD = /<link rel="modulepreload" href="(\/[^"]+)"(?: nonce="[^"]*")?\/>/g;
const MODULE_SCRIPT = /<script((?: nonce="[^"]*")?) type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /import \* as route\d+ from "\/[^"]+";/g;
/** Marks a rewritten page (and keeps the rewrite idempotent). */
const MARKER = "/*deferred*/";

export function deferModuleScripts(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script || html.includes(MARKER)) return html;
  const [whole, nonce, code] = script as unknown as [string, string, string];
  // Only the shape written for: the route modules' static imports, then plain statements.
  const imports = [...code.matchAll(STATIC_IMPORT)];
  const rest = code.replace(STATIC_IMPORT, "");
  if (imports.length === 0 || /(^|[;\s])import\s*[^\s(]/.test(rest)) return html;
  const preloads = [...new Set([...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!))];
  // A classic script, so it knows its own nonce (document.currentScript), which the module script it
  // adds carries. That module script is React Router's own, unchanged: its static imports evaluate the
  // entry before its body sets the manifest and the route modules, as React Router expects.
  const start =
    `${MARKER}{const nonce=document.currentScript.nonce;let started=0;const start=()=>{if(started++)return;` +
    `for(const href of ${JSON.stringify(preloads)}){const link=document.createElement("link");` +
    `link.rel="modulepreload";link.href=href;document.head.append(link)}` +
    `const script=document.createElement("script");script.type="module";script.nonce=nonce;` +
    `script.textContent=${JSON.stringify(code).replaceAll("<", "\\u003c")};document.body.append(script)};` +
    `try{new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}}).observe({type:"paint",buffered:true})}catch{}` +
    `setTimeout(start,${FALLBACK_MS})}`;
  return html.replace(MODULE_PRELOAD, "").replace(whole, () => `<script${nonce}>${start}</script>`);
}

/** True when the page's module script was rewritten by deferModuleScripts. */
export const isDeferred = (html: string): boolean => html.includes(MARKER);

/**
 * The module code a rewritten page adds after its first paint (React Router's module script), for a
 * policy that allows it by its hash; undefined for a page that was not rewritten.
 */
export function deferredModuleCode(html: string): string | undefined {
  const literal = /script\.textContent=("(?:[^"\\]|\\.)*")/.exec(html)?.[1];
  return literal === undefined || !isDeferred(html) ? undefined : (JSON.parse(literal) as string);
}
