import { type ComponentType, useEffect, useLayoutEffect, useRef, useState } from "react";
import { createPortal, flushSync } from "react-dom";
import { useMatches } from "react-router";
import type { Messages } from "~/lib/i18n/messages/en";
import { IslandMessages } from "~/lib/i18n/use-t";
import type { IslandLoader, RouteIslands } from "./island";

type Mounted = {
  element: HTMLElement;
  Component: ComponentType<object>;
  props: object;
  strings: Partial<Messages>;
};
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const FIELDS = "input,textarea,select";

/**
 * What a visitor had typed, chosen or focused in an island's server HTML, by position: React renders the
 * same elements (their generated ids may differ), so the n-th field or element is the same one.
 */
function takeState(element: HTMLElement) {
  const all = [...element.querySelectorAll("*")];
  const values = [...element.querySelectorAll<Field>(FIELDS)].map((field) =>
    field instanceof HTMLSelectElement || field.type === "hidden" || field.value === field.defaultValue
      ? null
      : field.value,
  );
  const selects = [...element.querySelectorAll("select")].map((select) =>
    select.selectedOptions[0]?.defaultSelected ? null : select.value,
  );
  return { focused: document.activeElement ? all.indexOf(document.activeElement) : -1, values, selects };
}

/** Sets a value the way the visitor does, so React's onChange sees it. */
function enter(field: Field, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
}

/** One island rendered by React over its server HTML: the old nodes go once the new ones are in place. */
function IslandRoot({ island }: { island: Mounted }) {
  const before = useRef<{ nodes: ChildNode[]; state: ReturnType<typeof takeState> } | null>(null);
  before.current ??= { nodes: [...island.element.childNodes], state: takeState(island.element) };
  useLayoutEffect(() => {
    const { nodes, state } = before.current!;
    for (const node of nodes) node.remove();
    const { element } = island;
    // After React's commit (a microtask, still before the next paint): each entry then re-renders the
    // island before the next, as typing does, so no onChange works from a stale value.
    queueMicrotask(() => {
      const fields = element.querySelectorAll<Field>(FIELDS);
      state.values.forEach((value, index) => {
        if (value !== null && fields[index]) enter(fields[index], value);
      });
      const selects = element.querySelectorAll("select");
      state.selects.forEach((value, index) => {
        if (value !== null && selects[index]) enter(selects[index], value);
      });
      (element.querySelectorAll("*")[state.focused] as HTMLElement | undefined)?.focus();
    });
  }, [island]);
  return (
    <IslandMessages value={island.strings}>
      <island.Component {...island.props} />
    </IslandMessages>
  );
}

/** Arms every island of the page (see <Island>) and renders those in use, in place, through portals. */
export function Islands() {
  const [mounted, setMounted] = useState<Mounted[]>([]);
  // The page's islands never change (it is static), nor do the routes that hold their loaders.
  const matches = useRef(useMatches()).current;
  useEffect(() => {
    const loaders: Record<string, IslandLoader> = {};
    for (const match of matches) Object.assign(loaders, (match.handle as RouteIslands | undefined)?.islands);
    const mountedElements = new Set<HTMLElement>();
    const cleanups: (() => void)[] = [];
    // Clicks and keys that reached an island before its code did, replayed on the same elements after
    // (sent forms wait in onSubmit; links to other pages just go).
    const early = new Map<HTMLElement, { index: number; type: string; key?: string }[]>();
    const loading = new Map<HTMLElement, Promise<void>>();
    const mount = (element: HTMLElement): Promise<void> => {
      let done = loading.get(element);
      if (!done) {
        // Registered before loading starts: an island's group includes itself.
        done = Promise.resolve(element).then(load);
        loading.set(element, done);
      }
      return done;
    };
    const load = async (element: HTMLElement) => {
      const group = element.dataset.islandGroup;
      if (group) {
        for (const other of document.querySelectorAll<HTMLElement>(`[data-island-group="${group}"]`))
          void mount(other);
      }
      const { default: Component, enhance } = await loaders[element.dataset.island!]!();
      // A press in progress on the server's nodes ends there first: rendering replaces them, and a click
      // pressed on an old node and released on a new one reaches neither. Its click (dispatched with the
      // release) is then remembered and replayed.
      while (element.matches(":active")) await new Promise((resolve) => setTimeout(resolve, 50));
      mountedElements.add(element);
      const props = JSON.parse(element.dataset.islandProps || "{}") as object;
      if (enhance) {
        cleanups.push(enhance(element.firstElementChild as HTMLElement, props));
        return;
      }
      const strings = JSON.parse(element.dataset.islandStrings || "{}") as Partial<Messages>;
      const island = { element, Component: Component as ComponentType<object>, props, strings };
      flushSync(() => setMounted((list) => [...list, island]));
      setTimeout(() => {
        const all = element.querySelectorAll("*");
        for (const { index, type, key } of early.get(element) ?? []) {
          all[index]?.dispatchEvent(
            type === "click"
              ? new MouseEvent(type, { bubbles: true, cancelable: true })
              : new KeyboardEvent(type, { key, bubbles: true }),
          );
        }
      });
    };
    // A form sent while its island's code is still on its way waits for it, then goes the island's way
    // (fetcher, validation); if the code cannot load, the browser sends it as a plain post.
    const onSubmit = (event: SubmitEvent) => {
      const element = (event.target as Element).closest<HTMLElement>("[data-island]");
      if (!element || mountedElements.has(element)) return;
      event.preventDefault();
      const form = event.target as HTMLFormElement;
      const index = [...element.querySelectorAll("form")].indexOf(form);
      mount(element).then(
        () => setTimeout(() => element.querySelectorAll("form")[index]?.requestSubmit()),
        () => form.submit(),
      );
    };
    document.addEventListener("submit", onSubmit, true);
    cleanups.push(() => document.removeEventListener("submit", onSubmit, true));
    for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
      const when = element.dataset.islandWhen;
      // Also at once when the visitor is already in it: the scripts start after the first paint
      // (decision 023), so a field may have been focused, typed in or changed before they came.
      const state = takeState(element);
      if (when === "now" || state.focused >= 0 || [...state.values, ...state.selects].some((v) => v !== null))
        void mount(element);
      if (when === "idle") (window.requestIdleCallback ?? setTimeout)(() => mount(element));
      const start = () => void mount(element);
      for (const type of ["pointerover", "touchstart", "focusin", "change"]) {
        element.addEventListener(type, start, { once: true, passive: true });
        cleanups.push(() => element.removeEventListener(type, start));
      }
      const remember = (event: Event) => {
        const target = event.target as Element;
        if (mountedElements.has(element) || target.closest("[type=submit]")) return;
        // A link to another page goes; one within this page (a list's filter or page) waits for the island.
        const link = target.closest("a[href]") as HTMLAnchorElement | null;
        if (link && new URL(link.href).pathname !== location.pathname) return;
        if (link) {
          event.preventDefault();
          mount(element).catch(() => location.assign(link.href));
        }
        const index = [...element.querySelectorAll("*")].indexOf(link ?? target);
        const { type, key } = event as KeyboardEvent;
        early.set(element, [...(early.get(element) ?? []), { index, type, key }]);
        start();
      };
      for (const type of ["click", "keydown"]) {
        element.addEventListener(type, remember, true);
        cleanups.push(() => element.removeEventListener(type, remember, true));
      }
    }
    // Keys pressed before this point met a page without its scripts (decision 023): tests wait for it.
    document.documentElement.dataset.islands = "armed";
    return () => {
      for (const cleanup of cleanups) cleanup();
    };
  }, [matches]);
  return mounted.map((island, index) => createPortal(<IslandRoot island={island} />, island.element, index));
}
