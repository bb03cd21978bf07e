import fs from "node:fs";
import path from "node:path";

const ROUTES_DIR = path.resolve("app/routes");

/** A route module that exports an action, with its URL (sample value for `$param`) and declared intents. */
export type ActionRoute = { file: string; path: string; admin: boolean; intents: string[] };

/** A route module: its file under app/routes, its URL (`$param` given `sample`) and its source. */
type RouteFile = { file: string; path: string; source: string };

/** Every route module of app/routes with its URL, read with the flatRoutes naming (admin.x.tsx, admin.x/route.tsx). */
function routeFiles(sample: string): RouteFile[] {
  const routes: RouteFile[] = [];
  for (const entry of fs.readdirSync(ROUTES_DIR, { withFileTypes: true })) {
    const file = entry.isDirectory()
      ? ["route.tsx", "route.ts"]
          .map((name) => path.join(entry.name, name))
          .find((f) => fs.existsSync(path.join(ROUTES_DIR, f)))
      : entry.name;
    if (!file || !/\.(tsx|ts)$/.test(file)) continue;
    const routeName = entry.isDirectory() ? entry.name : entry.name.replace(/\.(tsx|ts)$/, "");
    const segments = routeName
      .split(/(?<!\[)\.(?!\])/)
      .map((segment) => segment.replaceAll("[.]", "."))
      .filter((segment) => segment !== "_index" && !segment.startsWith("_"))
      .map((segment) => segment.replace(/_$/, ""))
      .map((segment) => (segment.startsWith("$") ? sample : segment));
    const source = fs.readFileSync(path.join(ROUTES_DIR, file), "utf8");
    routes.push({ file, path: `/${segments.join("/")}`, source });
  }
  return routes;
}

const hasAction = (source: string) => /export (async )?function action\b/.test(source);

/**
 * Every back-office route module (admin.tsx and admin.*, not the sign-in pages admin_.login*), with its
 * URL (`$param` as 1) and whether it has an action: what the guard and role tests check.
 */
export function adminRouteFiles(): { file: string; path: string; hasAction: boolean }[] {
  return routeFiles("1")
    .filter((route) => /^admin(\.|\/|$)/.test(route.file.replace(/\.(tsx|ts)$/, "")))
    .map((route) => ({ file: route.file, path: route.path, hasAction: hasAction(route.source) }));
}

/**
 * Every route module with an action, read from app/routes with the flatRoutes naming (as
 * tests/e2e/admin-guard.spec.ts does), so a new form is fuzzed the day it lands.
 */
export function actionRoutes(): ActionRoute[] {
  const routes: ActionRoute[] = [];
  for (const { file, path: url, source } of routeFiles("sample")) {
    if (!hasAction(source)) continue;
    const intents = [...source.matchAll(/^\s+(\w+): intent\(/gm)].map((match) => match[1]!);
    // entityIntents(…) (server/admin/entity-intents.ts) declares create, update and delete, and status
    // and reorder when given their writers.
    if (/\bentityIntents\(/.test(source)) {
      intents.push("create", "update", "delete");
      if (/^\s+setStatus:/m.test(source)) intents.push("status");
      if (/^\s+reorder: \{/m.test(source)) intents.push("reorder");
    }
    routes.push({ file, path: url, admin: url.startsWith("/admin"), intents });
  }
  return routes;
}

/** Form field names the app uses: every `name="…"` in app/ and every key of a zod object in server/ and app/lib/schemas/. */
export function fieldNames(): string[] {
  const names = new Set<string>();
  const walk = (dir: string, pattern: RegExp) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full, pattern);
      else if (/\.(tsx?|ts)$/.test(entry.name))
        for (const match of fs.readFileSync(full, "utf8").matchAll(pattern)) names.add(match[1]!);
    }
  };
  walk(path.resolve("app"), /\bname="([A-Za-z_]+(?:\[\])?)"/g);
  walk(path.resolve("server"), /\b([A-Za-z_]+): z\./g);
  walk(path.resolve("app/lib/schemas"), /\b([A-Za-z_]+): z\./g);
  return [...names].sort();
}
