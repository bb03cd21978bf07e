import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
};
type Manifest = { entry: { module: string; imports: string[] }; routes: Record<string, ManifestRoute> };

/** React Router's client manifest from a production build. */
export function readClientManifest(buildDir = "build"): Manifest {
  const assets = path.join(buildDir, "client", "assets");
  const file = fs.readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error(`No React Router manifest in ${assets}: run the build first`);
  const source = fs.readFileSync(path.join(assets, file), "utf8");
  return JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as Manifest;
}

/** The URL path of a route (joined with its parents'), e.g. products/:slug. */
export function routePath(manifest: Manifest, id: string): string {
  const segments: string[] = [];
  for (
    let route: ManifestRoute | undefined = manifest.routes[id];
    route;
    route = route.parentId ? manifest.routes[route.parentId] : undefined
  ) {
    if (route.path) segments.unshift(route.path);
  }
  return `/${segments.join("/")}`;
}

/** Gzipped bytes of every script a first visit to the route loads (entry, its ancestors, the route). */
export function firstLoadJs(
  manifest: Manifest,
  id: string,
  buildDir = "build",
): { files: string[]; gzipBytes: number } {
  const files = new Set<string>([manifest.entry.module, ...manifest.entry.imports]);
  for (
    let route: ManifestRoute | undefined = manifest.routes[id];
    route;
    route = route.parentId ? manifest.routes[route.parentId] : undefined
  ) {
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  let gzipBytes = 0;
  for (const file of files) {
    const bytes = fs.readFileSync(path.join(buildDir, "client", file.replace(/^\//, "")));
    gzipBytes += zlib.gzipSync(bytes, { level: 9 }).length;
  }
  return { files: [...files], gzipBytes };
}

/** Route ids of the public site: everything but /admin and resource routes without a component. */
export function publicRouteIds(manifest: Manifest): string[] {
  return Object.values(manifest.routes)
    .filter((route) => route.id !== "root" && !routePath(manifest, route.id).startsWith("/admin"))
    .filter((route) => (route as { hasDefaultExport?: boolean }).hasDefaultExport !== false)
    .map((route) => route.id);
}
