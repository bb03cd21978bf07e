import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { deferModuleScripts, isDeferred } from "~/lib/defer-scripts";

// React Router 7's <Scripts> output as React renders it (modulepreloads hoisted into the head, the entry
// twice), trimmed of the manifest's middle.
const PAGE = `<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="preload" as="image" href="/hero.webp" fetchPriority="high"/><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="N0=="/><link rel="modulepreload" href="/assets/root-B.js" nonce="N0=="/><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="N0=="/><link rel="modulepreload" href="/assets/_index-C.js" nonce="N0=="/><link nonce="N0==" rel="stylesheet" href="/assets/app.css"/></head><body><main>page</main><script nonce="N0==">window.__reactRouterContext = {"basename":"/"};</script><script nonce="N0==" type="module" async="">;
import * as route0 from "/assets/root-B.js";
import * as route1 from "/assets/_index-C.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js","imports":[]},"url":"/assets/manifest-1.js"};
  window.__reactRouterRouteModules = {"root":route0,"routes/_index":route1};

import("/assets/entry.client-A.js");</script></body></html>`;

/** The script that replaced React Router's module script. */
const starter = (html: string) =>
  /<script nonce="N0==">(\/\*deferred[\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";

/** Runs the starter with a recording browser: what it adds to the page, and when. */
function run(code: string, paint: "paints" | "never paints") {
  const events: string[] = [];
  type Entries = { getEntriesByName: (name: string) => unknown[] };
  const observers: { callback: (list: Entries, observer: unknown) => void; observer: unknown }[] = [];
  const paints: string[] = [];
  const timers: { ms: number; fn: () => void }[] = [];
  const added: Record<string, string>[] = [];
  const context = vm.createContext({
    document: {
      currentScript: { nonce: "N0==" },
      createElement: (tag: string) => ({ tag }),
      head: { append: (link: Record<string, string>) => events.push(`${link.rel} ${link.href}`) },
      body: {
        append: (script: Record<string, string>) => {
          events.push(`${script.type} script`);
          added.push(script);
        },
      },
    },
    PerformanceObserver: class {
      constructor(callback: (list: Entries, observer: unknown) => void) {
        observers.push({ callback, observer: this });
      }
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: "paint", buffered: true });
      }
      disconnect() {
        observers.length = 0;
      }
    },
    setTimeout: (fn: () => void, ms = 0) => timers.push({ ms, fn }),
  });
  new vm.Script(code).runInContext(context);
  expect(events, "nothing starts before the first paint").toEqual([]);
  const report = () => {
    for (const { callback, observer } of [...observers]) {
      callback({ getEntriesByName: (name) => paints.filter((entry) => entry === name) }, observer);
    }
  };
  if (paint === "paints") {
    paints.push("first-paint");
    report();
    expect(events, "nor at the first paint that is not contentful").toEqual([]);
    paints.push("first-contentful-paint");
    report();
  } else {
    for (const timer of timers) timer.fn();
  }
  // A second start (the fallback timer after the paint, or the other way round) does nothing.
  report();
  for (const timer of timers) timer.fn();
  return { events, added };
}

/** React Router's module script in the page given. */
const moduleScript = (html: string) =>
  /<script nonce="N0==" type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";

describe("public pages start their JavaScript after the first paint", () => {
  it("takes the module preloads and the module script out of the page", () => {
    const html = deferModuleScripts(PAGE);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html, "no module script the parser would fetch at once").not.toMatch(/<script[^>]*type="module"/);
    expect(isDeferred(html)).toBe(true);
    expect(isDeferred(PAGE)).toBe(false);
    // Everything else is untouched: the image preload, the stylesheet, the context script.
    expect(html).toContain('<link rel="preload" as="image" href="/hero.webp" fetchPriority="high"/>');
    expect(html).toContain('<link nonce="N0==" rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain('<script nonce="N0==">window.__reactRouterContext = {"basename":"/"};</script>');
  });

  it("after the first contentful paint, preloads each module once and adds React Router's module script, unchanged", () => {
    const { events, added } = run(starter(deferModuleScripts(PAGE)), "paints");
    expect(events).toEqual([
      "modulepreload /assets/entry.client-A.js",
      "modulepreload /assets/root-B.js",
      "modulepreload /assets/_index-C.js",
      "module script",
    ]);
    expect(added[0]!.textContent).toBe(moduleScript(PAGE));
    expect(added[0]!.nonce).toBe("N0==");
  });

  it("starts anyway in a page that never paints (a background tab), once", () => {
    const { events } = run(starter(deferModuleScripts(PAGE)), "never paints");
    expect(events.filter((event) => event === "module script")).toHaveLength(1);
  });

  it("keeps a closing script tag in the module code from ending the starter", () => {
    const tricky = PAGE.replace('{"entry"', '{"note":"</script><script>alert(1)</script>","entry"');
    const html = deferModuleScripts(tricky);
    expect(starter(html)).not.toContain("</script>");
    const { added } = run(starter(html), "paints");
    expect(added[0]!.textContent).toBe(moduleScript(tricky));
  });

  it("leaves a page alone when the shape is not React Router's: no module script, another import, twice", () => {
    const plain = "<html><body><p>no scripts</p></body></html>";
    expect(deferModuleScripts(plain)).toBe(plain);
    const other = PAGE.replace('import("/assets/entry.client-A.js");', 'import x from "/x.js";');
    expect(deferModuleScripts(other)).toBe(other);
    const once = deferModuleScripts(PAGE);
    expect(deferModuleScripts(once)).toBe(once);
  });
});
