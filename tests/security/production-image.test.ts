import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, expect, inject, it } from "vitest";
import { commandOf, copiesOf, envOf, ROOT, readDockerfile } from "../support/dockerfile";
import { ADMIN, copyTemplate, figure, freePort, startServer, type TestServer, tempDir } from "./support";

/**
 * Docker cannot run where the tests run, so this builds the production image's file tree the way the
 * Dockerfile's final stage does (production dependencies only, the build, the listed sources) in a
 * temporary folder, and runs what the container runs there: the server, its HEALTHCHECK command and the
 * scripts. What it cannot check: the base image itself (Node 22 on Debian; this machine runs the Node
 * that runs the tests), file ownership and the non-root user.
 */

const runtime = readDockerfile().at(-1)!;
const folders: string[] = [];
let server: TestServer | undefined;

afterAll(async () => {
  await server?.stop();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

/** The final stage's file tree, as Docker would assemble it, under a new folder. */
function assembleImage(): string {
  const image = tempDir("production-image-");
  folders.push(image);
  for (const copy of copiesOf(runtime)) {
    const destination = path.join(image, copy.destination);
    if (copy.from === "prod-deps") {
      // The prod-deps stage runs `npm ci --omit=dev`: the same tree as this checkout's node_modules pruned of
      // development dependencies (hard links, so nothing is downloaded or copied twice).
      const stageDir = tempDir("production-deps-");
      folders.push(stageDir);
      for (const file of ["package.json", "package-lock.json"])
        fs.copyFileSync(path.join(ROOT, file), path.join(stageDir, file));
      expect(spawnSync("cp", ["-al", path.join(ROOT, "node_modules"), stageDir]).status).toBe(0);
      const prune = spawnSync("npm", ["prune", "--omit=dev", "--offline", "--no-audit", "--no-fund"], {
        cwd: stageDir,
        encoding: "utf8",
      });
      expect(prune.status, prune.stderr).toBe(0);
      fs.renameSync(path.join(stageDir, "node_modules"), destination);
    } else if (copy.from === "build") {
      fs.cpSync(path.join(ROOT, "build"), destination, { recursive: true });
    } else if (copy.from === undefined) {
      for (const source of copy.sources) {
        const target = copy.destination.endsWith("/")
          ? path.join(destination, path.basename(source))
          : destination;
        fs.cpSync(path.join(ROOT, source), target, { recursive: true });
      }
    } else {
      throw new Error(`COPY --from=${copy.from} is not simulated here`);
    }
  }
  return image;
}

it("the production image's files alone serve the site, pass its health check and run its scripts", async () => {
  const started = performance.now();
  const image = assembleImage();
  const assembledMs = performance.now() - started;
  expect(
    fs.existsSync(path.join(image, "node_modules/vite")),
    "a development dependency is in the image",
  ).toBe(false);
  expect(fs.existsSync(path.join(image, "node_modules/tsx"))).toBe(true);

  const port = await freePort();
  const dataDir = copyTemplate(inject("templateDir"), "production-image-data-");
  folders.push(dataDir);
  // The container's environment: the image's ENV, then what a deployment sets; nothing from this machine
  // but PATH and HOME.
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ...envOf(runtime),
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
  };
  expect(commandOf(runtime, "CMD"), "startServer runs the image's command").toEqual([
    "node",
    "--import",
    "tsx",
    "server.ts",
  ]);
  server = await startServer({ dataDir, port, cwd: image, baseEnv: env });
  for (const page of ["/", "/products", "/news", "/admin/login"]) {
    const response = await fetch(`${server.url}${page}`, { headers: { Host: `localhost:${port}` } });
    expect(response.status, page).toBe(200);
  }

  // The HEALTHCHECK command, run as Docker runs it inside the container.
  const [command, ...args] = commandOf(runtime, "HEALTHCHECK");
  const healthcheck = () =>
    spawnSync(command === "node" ? process.execPath : command!, args, { cwd: image, env, timeout: 10_000 })
      .status;
  expect(healthcheck()).toBe(0);
  expect(await server.stop()).toBe(0);
  server = undefined;
  expect(healthcheck()).toBe(1);

  // The scripts, as `docker compose run app npm run …` runs them.
  const npm = (script: string, ...rest: string[]) =>
    spawnSync("npm", ["run", "--silent", script, ...(rest.length > 0 ? ["--", ...rest] : [])], {
      cwd: image,
      env,
      encoding: "utf8",
      timeout: 120_000,
    });
  const migrate = npm("db:migrate");
  expect(migrate.status, migrate.stderr).toBe(0);
  const backupDir = path.join(dataDir, "backups", "image-test");
  const backup = npm("db:backup", "--out", backupDir);
  expect(backup.status, backup.stderr).toBe(0);
  expect(fs.existsSync(path.join(backupDir, "database.json"))).toBe(true);
  const admin = npm("admin:create", "--email", ADMIN.email, "--password", ADMIN.password);
  expect(admin.status, admin.stderr).toBe(0);
  expect(admin.stdout).toContain(`Password of ${ADMIN.email} reset (now Administrator).`);
  figure(
    "production image",
    `file tree assembled in ${(assembledMs / 1000).toFixed(1)} s (${fs.readdirSync(path.join(image, "node_modules")).length} top-level packages); served, healthy, scripts ran in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}, 300_000);
