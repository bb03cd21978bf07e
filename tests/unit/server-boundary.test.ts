import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { serverBoundary } from "../../scripts/vite-server-boundary.ts";

const ROOT = path.resolve("/project");
const SERVER = path.join(ROOT, "server");
const plugin = serverBoundary({ root: ROOT, serverDir: SERVER });

type Resolve = (id: string, importer: string, options: Record<string, unknown>) => Promise<unknown>;
const resolveId = plugin.resolveId as unknown as (
  this: unknown,
  id: string,
  importer: string | undefined,
  options: Record<string, unknown>,
) => Promise<unknown>;

/** Runs the hook as Vite would, for one environment, with `#server/*` and `~/*` resolved to the project. */
function resolveFor(environment: "client" | "ssr", id: string, importer: string) {
  const resolve: Resolve = async (source) => ({
    id: path.join(ROOT, source.replace(/^#server\//, "server/").replace(/^~\//, "app/")),
  });
  return resolveId.call({ environment: { name: environment }, resolve }, id, importer, {
    isEntry: false,
    ssr: environment === "ssr",
  });
}

describe("the server boundary (Vite plugin)", () => {
  it("fails the client build when browser code imports a server module, naming both", async () => {
    const importer = path.join(ROOT, "app/components/admin/status-select.tsx");
    await expect(resolveFor("client", "#server/db/schema.ts", importer)).rejects.toThrow(
      /'server\/db\/schema\.ts' imported by 'app\/components\/admin\/status-select\.tsx'/,
    );
    await expect(resolveFor("client", "#server/db/schema.ts", importer)).rejects.toThrow(
      /loader and action only/,
    );
  });

  it("lets the server build import server modules", async () => {
    const importer = path.join(ROOT, "app/routes/admin.products.tsx");
    await expect(resolveFor("ssr", "#server/db/schema.ts", importer)).resolves.toBeUndefined();
  });

  it("lets browser code import app modules and packages whose path has a server folder", async () => {
    const importer = path.join(ROOT, "app/routes/admin.products.tsx");
    await expect(resolveFor("client", "~/lib/schemas/status.ts", importer)).resolves.toBeUndefined();
    await expect(
      resolveFor("client", "node_modules/react-dom/server/index.js", importer),
    ).resolves.toBeUndefined();
    await expect(resolveFor("client", "server.ts", importer)).resolves.toBeUndefined();
  });
});

/** Every .ts/.tsx file under a folder. */
function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe("browser code imports nothing from server/", () => {
  it("components, hooks and app/lib import no server module, not even a type", () => {
    const app = path.resolve("app");
    const routeModules = new Set([path.join(app, "root.tsx")]);
    const offenders = sourceFiles(app)
      .filter((file) => !file.startsWith(path.join(app, "routes") + path.sep) && !routeModules.has(file))
      .filter((file) => /from\s+["'](#server\/|(\.\.\/)+server\/)/.test(fs.readFileSync(file, "utf8")))
      .map((file) => path.relative(app, file));
    expect(offenders).toEqual([]);
  });
});
