/** The parts of React Router's browser manifest that name the modules a page preloads. */
type AssetsManifest = {
  entry: { module: string };
  routes: Record<string, { imports?: string[] } | undefined>;
};

/**
 * React Router's `<Scripts>` writes a modulepreload for the entry module, then for each matched route's
 * imports. The entry chunk here holds the framework and the shared code (vite.config.ts), so the root's
 * imports name it too and every page preloaded it twice. Drops the entry from the routes' imports, once
 * when the server loads the build: the browser has the entry before any route module anyway.
 */
export function dropEntryFromRouteImports(assets: AssetsManifest): void {
  for (const route of Object.values(assets.routes)) {
    if (route?.imports) route.imports = route.imports.filter((href) => href !== assets.entry.module);
  }
}
