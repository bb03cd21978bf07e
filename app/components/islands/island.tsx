import { type ComponentType, createElement, lazy } from "react";
import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/root";
import { pickMessages } from "~/lib/i18n/catalogues";
import { ISLAND_MESSAGES } from "./island-messages";
import { ISLANDS, type IslandName, type IslandProps } from "./registry";

/** When the browser mounts an island: on first use (pointer, touch or focus inside it), or at once. */
export type IslandWhen = "use" | "now";

// The server renders islands through the same dynamic imports (React waits for them): no island code is
// imported statically, so none of it lands in a page's first-load chunks.
const serverComponents = new Map<IslandName, ComponentType<object>>();
function serverComponent(name: IslandName): ComponentType<object> {
  let component = serverComponents.get(name);
  if (!component) {
    component = lazy(ISLANDS[name] as () => Promise<{ default: ComponentType<object> }>);
    serverComponents.set(name, component);
  }
  return component;
}

/**
 * An interactive part of a static page, rendered by the server inside `<Static>`. The browser renders
 * the same component over it, from its props in `data-island-props` and its strings in
 * `data-island-strings`, when the visitor first uses it (`when="use"`) or after hydration (`when="now"`);
 * islands of one `group` mount together. Until then the server's HTML works without JavaScript (links,
 * form posts).
 */
export function Island<N extends IslandName>({
  name,
  props,
  when = "use",
  group,
  as = "div",
}: {
  name: N;
  props: IslandProps<N>;
  when?: IslandWhen;
  group?: string;
  as?: "div" | "span";
}) {
  const root = useRouteLoaderData("root") as RootData | undefined;
  const strings = pickMessages(root?.language.code ?? "en", ISLAND_MESSAGES[name]);
  return createElement(
    as,
    {
      className: "contents",
      "data-island": name,
      "data-island-props": JSON.stringify(props),
      "data-island-strings": JSON.stringify(strings),
      "data-island-when": when === "use" ? undefined : when,
      "data-island-group": group,
    },
    createElement(serverComponent(name), props as object),
  );
}
