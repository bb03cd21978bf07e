import { createElement, type JSX } from "react";

/** The browser's side of a static element: React keeps the server's HTML inside it as it is. */
const KEEP = { __html: "" };

type StaticProps<T extends keyof JSX.IntrinsicElements> = { as?: T; children?: React.ReactNode } & Omit<
  JSX.IntrinsicElements[T],
  "children" | "dangerouslySetInnerHTML"
>;

/**
 * An element the server renders whole and the browser keeps as it came (decision 022): React hydrates
 * the element itself but neither hydrates nor re-renders what is inside. Pass the children as
 * `import.meta.env.SSR && <…/>` so that their code, and the catalogue they read, stay out of the
 * browser build. Interactive parts inside are islands (`<Island>`), mounted on first use.
 */
export function Static<T extends keyof JSX.IntrinsicElements = "div">({
  as,
  children,
  ...props
}: StaticProps<T>) {
  const tag = as ?? "div";
  if (import.meta.env.SSR) return createElement(tag, props, children);
  // React does not look inside an element that has inner HTML while hydrating (nor touch it later while
  // the string stays the same), so the server's content stays.
  return createElement(tag, { ...props, dangerouslySetInnerHTML: KEEP, suppressHydrationWarning: true });
}

/** A public route's component in the browser: the page is the server's (the site layout is static). */
export function ServerRenderedPage() {
  return null;
}
