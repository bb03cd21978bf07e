import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const NAME = "aurum:server-boundary";
const SERVER_DIR = fileURLToPath(new URL("../server/", import.meta.url));

/** Whether a resolved module id (an absolute path, perhaps with a query) lies under `dir`. */
function isUnder(id: string, dir: string): boolean {
  const file = id.split("?")[0]!;
  if (!path.isAbsolute(file)) return false;
  const relative = path.relative(dir, file);
  return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
}

/** The build error: which browser module imported which server module, and what to do instead. */
export function serverBoundaryMessage(root: string, importer: string, resolved: string): string {
  const short = (file: string) => path.relative(root, file.split("?")[0]!).replaceAll(path.sep, "/");
  return [
    "Server module imported by browser code",
    "",
    `    '${short(resolved)}' imported by '${short(importer)}'`,
    "",
    "  Nothing under server/ (#server/*) may reach the browser: it would ship the database schema, drivers",
    "  or secrets in a client chunk. A route module may import #server/* for its loader and action only",
    "  (React Router removes those from the browser build); components, hooks and the rest of a route",
    "  import shared enums, form schemas and types from app/lib/ (~/lib/schemas/...) instead.",
    "",
  ].join("\n");
}

/**
 * Fails the client build (and the dev server's browser requests) when a module under server/ is resolved
 * for the browser. Works like React Router's own `.server` check (react-router:dot-server): it runs before
 * other resolvers, resolves the import itself and refuses it for the client environment only; route
 * modules reach it after React Router stripped their loader and action, so their server imports are gone.
 */
export function serverBoundary(options: { root: string; serverDir?: string }): Plugin {
  const serverDir = options.serverDir ?? SERVER_DIR;
  return {
    name: NAME,
    enforce: "pre",
    async resolveId(id, importer, resolveOptions) {
      // Vite's dependency scan (dev server start) resolves everything; the real requests are checked later.
      if (!importer || (resolveOptions as { scan?: boolean } | undefined)?.scan) return;
      const environment = (this as { environment?: { name: string } }).environment?.name;
      const isClient = environment ? environment === "client" : !resolveOptions?.ssr;
      if (!isClient || resolveOptions?.custom?.[NAME]) return;
      const resolved = await this.resolve(id, importer, {
        ...resolveOptions,
        custom: { ...resolveOptions?.custom, [NAME]: true },
      });
      if (!resolved || !isUnder(resolved.id, serverDir)) return;
      throw new Error(serverBoundaryMessage(options.root, importer, resolved.id));
    },
  };
}
