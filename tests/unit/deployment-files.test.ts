import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { parseEnv } from "node:util";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { parseConfig } from "#server/config";
import {
  commandOf,
  copiesOf,
  dockerIgnores,
  ENTRY_POINTS,
  envOf,
  ROOT,
  readDockerfile,
  type Stage,
} from "../support/dockerfile";

// Docker cannot run where the tests run: these check the deployment files as far as they can be checked
// without it. tests/security/production-image.test.ts builds the final image's file tree and starts it.

const stages = readDockerfile();
const stage = (name: string): Stage => {
  const found = stages.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`No stage ${name}`);
  return found;
};
const runtime = stages.at(-1)!;
const runs = (s: Stage) => s.instructions.filter((i) => i.keyword === "RUN").map((i) => i.args);

/** The paths (relative to the project) the final image holds from the build context. */
function runtimeContextPaths(): string[] {
  return copiesOf(runtime)
    .filter((copy) => copy.from === undefined)
    .flatMap((copy) => copy.sources);
}

const PACKAGE = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
/** Imported only on the development branch of server.ts (NODE_ENV=development), never in the image. */
const DEVELOPMENT_ONLY = new Set(["vite"]);

/** Resolves a local specifier (relative, ~/, #server/) from a file to a file of the project. */
function resolveLocal(from: string, specifier: string): string | null {
  const base = specifier.startsWith("~/")
    ? path.join(ROOT, "app", specifier.slice(2))
    : specifier.startsWith("#server/")
      ? path.join(ROOT, "server", specifier.slice("#server/".length))
      : specifier.startsWith(".")
        ? path.resolve(path.dirname(from), specifier)
        : null;
  if (base === null) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`${path.relative(ROOT, from)} imports ${specifier}, which does not exist`);
}

/** Every project file reachable by imports from the entry files, and every package they import. */
function importClosure(entries: string[]): { files: Set<string>; packages: Map<string, string> } {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const queue = entries.map((entry) => path.join(ROOT, entry));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    const source = fs.readFileSync(file, "utf8");
    const specifiers = [
      ...source.matchAll(/^\s*import\s+(?!type\b)(?:[^"';]*?\s+from\s+)?["']([^"']+)["']/gm),
      ...source.matchAll(/^\s*export\s+(?!type\b)[^"';]*?\s+from\s+["']([^"']+)["']/gm),
      ...source.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g),
    ].map((match) => match[1]!);
    for (const specifier of specifiers) {
      if (specifier.startsWith("node:") || builtinModules.includes(specifier)) continue;
      const local = resolveLocal(file, specifier);
      if (local) queue.push(local);
      else {
        const name = specifier.startsWith("@")
          ? specifier.split("/").slice(0, 2).join("/")
          : specifier.split("/")[0]!;
        packages.set(name, path.relative(ROOT, file));
      }
    }
  }
  return { files, packages };
}

describe("Dockerfile", () => {
  it("builds in stages on Node 22 LTS: all dependencies and the build, then production dependencies only", () => {
    expect(stages.map((s) => s.name)).toEqual(["deps", "build", "prod-deps", "runtime"]);
    for (const s of [stage("deps"), stage("prod-deps"), runtime]) expect(s.image).toMatch(/^node:22[.-]/);
    expect(stage("build").image).toBe("deps");
    expect(runs(stage("deps"))).toContainEqual(expect.stringMatching(/^npm ci\b(?!.*--omit)/));
    expect(runs(stage("build"))).toEqual(["npx react-router build"]);
    expect(runs(stage("prod-deps"))).toContainEqual(expect.stringMatching(/^npm ci --omit=dev\b/));
    // The final image takes node_modules from the production-only stage, and nothing else from deps.
    const fromStages = copiesOf(runtime).filter((copy) => copy.from !== undefined);
    expect(fromStages).toEqual([
      { from: "prod-deps", sources: ["/app/node_modules"], destination: "./node_modules" },
      { from: "build", sources: ["/app/build"], destination: "./build" },
    ]);
  });

  it("names only files that exist and that .dockerignore lets into the build context", () => {
    for (const s of stages) {
      for (const copy of copiesOf(s)) {
        if (copy.from !== undefined) {
          expect(
            stages.slice(0, stages.indexOf(s)).map((earlier) => earlier.name),
            copy.from,
          ).toContain(copy.from);
          continue;
        }
        for (const source of copy.sources) {
          if (source === ".") continue;
          expect(fs.existsSync(path.join(ROOT, source)), `${s.name}: COPY ${source}`).toBe(true);
          expect(dockerIgnores(source), `${s.name}: COPY ${source} is in .dockerignore`).toBe(false);
        }
      }
    }
  });

  it("lets everything the build stage needs into the context: only tests, docs, benchmarks and deployment files stay out", () => {
    const tracked = execFileSync("git", ["ls-files"], { cwd: ROOT, encoding: "utf8" })
      .split("\n")
      .filter(Boolean);
    const outside = new Set([
      "tests",
      "docs",
      "bench",
      ".ci",
      "deploy",
      "compose.yaml",
      "Dockerfile",
      ".dockerignore",
    ]);
    const wronglyIgnored = tracked.filter((file) => dockerIgnores(file) && !outside.has(file.split("/")[0]!));
    expect(wronglyIgnored).toEqual([]);
    expect(tracked.filter((file) => file.startsWith("app/")).length).toBeGreaterThan(50);
  });

  it("keeps secrets, local data and outputs out of the build context", () => {
    for (const kept of [".env", ".env.production", ".git", "node_modules", "data", "build", "test-results"]) {
      expect(dockerIgnores(kept), kept).toBe(true);
    }
    for (const needed of [".env.example", "app/root.tsx", "server/app.ts", "vite.config.ts", "public"]) {
      expect(dockerIgnores(needed), needed).toBe(false);
    }
  });

  it("runs as an unprivileged user, keeps the data directory in a volume and checks /healthz", () => {
    const env = envOf(runtime);
    expect(env).toMatchObject({
      NODE_ENV: "production",
      HOST: "0.0.0.0",
      PORT: "3000",
      DATA_DIR: "/app/data",
    });
    const users = runtime.instructions.filter((i) => i.keyword === "USER").map((i) => i.args);
    expect(users).toEqual(["node"]);
    const volume = runtime.instructions.find((i) => i.keyword === "VOLUME")?.args;
    expect(JSON.parse(volume ?? "[]")).toEqual([env.DATA_DIR]);
    expect(runs(runtime).join("\n")).toContain(`chown node:node ${env.DATA_DIR}`);
    expect(commandOf(runtime, "HEALTHCHECK").join(" ")).toContain("/healthz");
    expect(commandOf(runtime, "CMD")).toEqual(["node", "--import", "tsx", "server.ts"]);
  });

  it("holds every file the server and the scripts import, and their packages are production dependencies", () => {
    const copied = runtimeContextPaths();
    const entries = copied.filter((file) => /^(server\.ts|scripts\/[^/]+\.ts)$/.test(file));
    expect(entries.sort()).toEqual([...ENTRY_POINTS].sort());
    const { files, packages } = importClosure(entries);
    const inImage = (file: string) => {
      const relative = path.relative(ROOT, file);
      return copied.some((source) => relative === source || relative.startsWith(`${source}/`));
    };
    expect([...files].filter((file) => !inImage(file)).map((file) => path.relative(ROOT, file))).toEqual([]);
    // None of them, nor the migrations applied at start, is kept out of the build context.
    const migrations = fs
      .readdirSync(path.join(ROOT, "server/db/migrations"), { recursive: true })
      .map((name) => path.join(ROOT, "server/db/migrations", String(name)));
    const ignored = [...files, ...migrations]
      .map((file) => path.relative(ROOT, file))
      .filter((file) => dockerIgnores(file));
    expect(ignored).toEqual([]);
    for (const file of [
      "server/config.ts",
      "server/env-file.ts",
      "server/db/client.ts",
      "server/seed/seed.ts",
    ]) {
      expect(files, file).toContain(path.join(ROOT, file));
    }
    const missing = [...packages]
      .filter(([name]) => !(name in PACKAGE.dependencies) && !DEVELOPMENT_ONLY.has(name))
      .map(([name, importer]) => `${name} (imported by ${importer})`);
    expect(missing).toEqual([]);
    // The scripts run with tsx, which must therefore be a production dependency.
    expect(PACKAGE.dependencies).toHaveProperty("tsx");
  });
});

/** Compose's ${VAR}, ${VAR:-default} and ${VAR:?message} with these values. */
function interpolate(text: string, values: Record<string, string | undefined>): string {
  return text.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_, name: string, kind?: string, rest?: string) => {
    const value = values[name];
    if (value !== undefined && value !== "") return value;
    if (kind === "?") throw new Error(`${name} is required: ${rest}`);
    return kind === "-" ? (rest ?? "") : "";
  });
}

type Service = {
  image?: string;
  build?: string;
  ports?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: number };
  volumes?: string[];
  restart?: string;
  command?: string[];
  healthcheck?: { test: string[] };
};

describe("compose.yaml", () => {
  const text = fs.readFileSync(path.join(ROOT, "compose.yaml"), "utf8");
  const example = parseEnv(fs.readFileSync(path.join(ROOT, "deploy/compose.env.example"), "utf8"));
  const compose = parseYaml(interpolate(text, example)) as { services: Record<string, Service> };
  const services = compose.services;

  it("parses, with two app replicas behind a proxy, PostgreSQL, MinIO and its bucket, and Mailpit", () => {
    expect(Object.keys(services).sort()).toEqual([
      "app",
      "mailpit",
      "minio",
      "minio-setup",
      "postgres",
      "proxy",
    ]);
    expect(services.app!.build).toBe(".");
    expect(services.app!.deploy?.replicas).toBe(2);
    expect(services.proxy!.image).toMatch(/^caddy:2/);
    expect(services.postgres!.image).toMatch(/^postgres:(1[5-9]|[2-9]\d)/);
    expect(services.minio!.image).toMatch(/^minio\/minio/);
    expect(services.mailpit!.image).toMatch(/^axllent\/mailpit/);
    // Only the proxy is reachable from the network; the rest publish nothing, or to this machine only.
    expect(services.proxy!.ports).toEqual(expect.arrayContaining(["80:80", "443:443"]));
    expect(services.app!.ports).toBeUndefined();
    for (const name of ["postgres", "minio", "mailpit"]) {
      for (const port of services[name]!.ports ?? []) expect(port, name).toMatch(/^127\.0\.0\.1:/);
    }
  });

  it("starts the app once PostgreSQL is healthy and the bucket exists (a one-shot service)", () => {
    expect(services.app!.depends_on).toMatchObject({
      postgres: { condition: "service_healthy" },
      "minio-setup": { condition: "service_completed_successfully" },
    });
    expect(services["minio-setup"]!.restart).toBe("no");
    expect(services["minio-setup"]!.command).toEqual([
      "mb",
      "--ignore-existing",
      `media/${example.S3_BUCKET}`,
    ]);
    expect(services["minio-setup"]!.depends_on).toMatchObject({ minio: { condition: "service_healthy" } });
    expect(services.postgres!.healthcheck?.test.join(" ")).toContain("pg_isready");
  });

  it("configures the app for this topology: a valid configuration, one trusted proxy hop, S3 media, mail to Mailpit", () => {
    const env = services.app!.environment!;
    const config = parseConfig(env);
    expect(config.trustProxy).toBe(1);
    expect(config.PUBLIC_ORIGIN).toBe(`https://${example.SITE_DOMAIN}`);
    expect(new URL(env.DATABASE_URL!).hostname).toBe("postgres");
    expect(new URL(env.SMTP_URL!).hostname).toBe("mailpit");
    expect(env).toMatchObject({
      MEDIA_STORAGE: "s3",
      S3_ENDPOINT: "http://minio:9000",
      S3_BUCKET: example.S3_BUCKET,
      S3_ACCESS_KEY_ID: example.S3_ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: example.S3_SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: "true",
    });
    expect(env.S3_REGION).toBeTruthy();
    expect(services.minio!.environment).toMatchObject({
      MINIO_ROOT_USER: example.S3_ACCESS_KEY_ID,
      MINIO_ROOT_PASSWORD: example.S3_SECRET_ACCESS_KEY,
    });
  });

  it("asks for every secret it needs, and the example names each of them", () => {
    const required = [...text.matchAll(/\$\{(\w+):\?/g)].map((match) => match[1]!);
    expect(new Set(required)).toEqual(
      new Set([
        "POSTGRES_PASSWORD",
        "S3_ACCESS_KEY_ID",
        "S3_SECRET_ACCESS_KEY",
        "ADMIN_EMAIL",
        "ADMIN_PASSWORD",
      ]),
    );
    for (const name of required) expect(example, name).toHaveProperty(name);
    expect(() => interpolate(text, {})).toThrow(/is required/);
  });

  it("the proxy reads deploy/Caddyfile, which sends every request to the app replicas on the app's port", () => {
    expect(services.proxy!.volumes).toContain("./deploy/Caddyfile:/etc/caddy/Caddyfile:ro");
    const caddyfile = fs.readFileSync(path.join(ROOT, "deploy/Caddyfile"), "utf8");
    expect(caddyfile).toMatch(new RegExp(`dynamic a app ${envOf(runtime).PORT}\\b`));
    expect(caddyfile).toMatch(/^\{\$SITE_DOMAIN:localhost\}, www\.\{\$SITE_DOMAIN:localhost\}, zh\./m);
  });
});
