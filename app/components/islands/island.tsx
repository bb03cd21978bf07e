import { type ComponentType, createElement, lazy } from "react";
import { useRouteLoaderData } from "react-router";
import { pickMessages } from "~/lib/i18n/catalogues";
import type { MessageKey } from "~/lib/i18n/messages/en";
import type { RootData } from "~/root";

/**
 * How an island's code is loaded: a dynamic import of a module whose default export is the island's
 * component. A module that also exports `enhance` is an enhancer: the browser does not render the
 * component again but hands `enhance` the server's element (the island's first child), for a part whose
 * elements must stay the ones the server sent (the home carousel holds the LCP image); it gets the
 * island's props too.
 */
export type IslandLoader = () => Promise<{
  // biome-ignore lint/suspicious/noExplicitAny: any island's props
  default: ComponentType<any>;
  // biome-ignore lint/suspicious/noExplicitAny: any island's props
  enhance?: (element: HTMLElement, props: any) => () => void;
}>;

/** The islands a route's page (or the layout, in root) may hold: its `handle.islands`, by name. */
export type RouteIslands = { islands: Record<string, IslandLoader> };

/** When the browser mounts an island: on first use (pointer, touch or focus inside it), at once, or once idle. */
export type IslandWhen = "use" | "now" | "idle";

// The server renders islands through the same dynamic imports (React waits for them): no island code is
// imported statically, so none of it lands in a page's first-load chunks.
const serverComponents = new Map<IslandLoader, ComponentType<object>>();
function serverComponent(load: IslandLoader): ComponentType<object> {
  let component = serverComponents.get(load);
  if (!component) {
    component = lazy(load);
    serverComponents.set(load, component);
  }
  return component;
}

/**
 * An interactive part of a static page (decision 022), rendered by the server inside `<Static>`. The
 * browser renders the same component over it, from its props in `data-island-props` and its strings in
 * `data-island-strings`, when the visitor first uses it (`when="use"`) or after hydration (`when="now"`);
 * islands of one `group` mount together. Until then the server's HTML works without JavaScript (links,
 * form posts). `load` must be the route's `handle.islands[name]`, which is how the browser finds it;
 * `messages` names the strings it shows in the browser (keys, or prefixes ending in ".").
 */
export function Island<L extends IslandLoader>({
  name,
  load,
  props,
  messages,
  when = "use",
  group,
  as = "div",
  children,
}: {
  name: string;
  load: L;
  props: Omit<React.ComponentProps<Awaited<ReturnType<L>>["default"]>, "children">;
  messages: readonly (MessageKey | `${string}.`)[];
  when?: IslandWhen;
  group?: string;
  as?: "div" | "span";
  /** Children of the island's component on the server (an enhancer's static content). */
  children?: React.ReactNode;
}) {
  const root = useRouteLoaderData("root") as RootData | undefined;
  return createElement(
    as,
    {
      className: "contents",
      "data-island": name,
      "data-island-props": JSON.stringify(props),
      "data-island-strings": JSON.stringify(pickMessages(root?.language.code ?? "en", messages)),
      "data-island-when": when === "use" ? undefined : when,
      "data-island-group": group,
    },
    createElement(serverComponent(load), props as object, children),
  );
}
