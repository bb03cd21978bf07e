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

/** What a visitor had typed or focused in an island's server HTML, put back once React renders it. */
function takeState(element: HTMLElement) {
  const active = document.activeElement;
  const focused = active && element.contains(active) ? (active as Field) : null;
  const values = [
    ...element.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input[name],textarea[name]"),
  ]
    .filter((field) => field.type !== "hidden" && field.value !== field.defaultValue)
    .map((field) => [field.name, field.value] as const);
  return { focusedName: focused?.name || focused?.id, values };
}

/** Sets a value the way typing does, so React's onChange sees it. */
function typeValue(field: Field, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/** One island rendered by React over its server HTML: the old nodes go once the new ones are in place. */
function IslandRoot({ island }: { island: Mounted }) {
  const before = useRef<{ nodes: ChildNode[]; state: ReturnType<typeof takeState> } | null>(null);
  before.current ??= { nodes: [...island.element.childNodes], state: takeState(island.element) };
  useLayoutEffect(() => {
    const { nodes, state } = before.current!;
    for (const node of nodes) node.remove();
    const find = (name: string) =>
      island.element.querySelector<Field>(`[name="${name}"],[id="${name}"]`) ?? undefined;
    for (const [name, value] of state.values) {
      const field = find(name);
      if (field) typeValue(field, value);
    }
    if (state.focusedName) find(state.focusedName)?.focus();
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
    const started = new Set<HTMLElement>();
    const cleanups: (() => void)[] = [];
    const mount = async (element: HTMLElement) => {
      if (started.has(element)) return;
      started.add(element);
      const group = element.dataset.islandGroup;
      if (group) {
        for (const other of document.querySelectorAll<HTMLElement>(`[data-island-group="${group}"]`))
          void mount(other);
      }
      const { default: Component, enhance } = await loaders[element.dataset.island!]!();
      if (enhance) {
        cleanups.push(enhance(element.firstElementChild as HTMLElement));
        return;
      }
      const props = JSON.parse(element.dataset.islandProps || "{}") as object;
      const strings = JSON.parse(element.dataset.islandStrings || "{}") as Partial<Messages>;
      const island = { element, Component: Component as ComponentType<object>, props, strings };
      flushSync(() => setMounted((list) => [...list, island]));
    };
    for (const element of document.querySelectorAll<HTMLElement>("[data-island]")) {
      const when = element.dataset.islandWhen;
      if (when === "now") void mount(element);
      if (when === "idle") (window.requestIdleCallback ?? setTimeout)(() => mount(element));
      if (when) continue;
      const start = () => void mount(element);
      for (const type of ["pointerover", "touchstart", "focusin"]) {
        element.addEventListener(type, start, { once: true, passive: true });
        cleanups.push(() => element.removeEventListener(type, start));
      }
    }
    return () => {
      for (const cleanup of cleanups) cleanup();
    };
  }, [matches]);
  return mounted.map((island, index) => createPortal(<IslandRoot island={island} />, island.element, index));
}
