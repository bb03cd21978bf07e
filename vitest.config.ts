import os from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = {
  "~": fileURLToPath(new URL("./app", import.meta.url)),
  "#server": fileURLToPath(new URL("./server", import.meta.url)),
};

const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl && process.env.CI) {
  throw new Error("CI must run the PostgreSQL integration suite: TEST_DATABASE_URL is not set.");
}
if (!postgresUrl) {
  console.warn(
    "\n[tests] PostgreSQL integration suite SKIPPED: TEST_DATABASE_URL is not set (only PGlite runs).\n",
  );
}

const integration = (name: string, env: Record<string, string>) => ({
  resolve: { alias },
  test: {
    name,
    include: ["tests/integration/**/*.test.ts"],
    environment: "node",
    env: { NODE_ENV: "test", ENV_FILE: "none", ...env },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks" as const,
  },
});

// Processes the tests start (servers, scripts) never read a developer's .env (server/env-file.ts): ENV_FILE=none.
export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. All of them, so the
    // PGlite and PostgreSQL projects run beside each other (each test file has its own database).
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
          env: { NODE_ENV: "test", ENV_FILE: "none" },
        },
      },
      integration("pglite", { TEST_DB_KIND: "pglite" }),
      ...(postgresUrl
        ? [integration("postgres", { TEST_DB_KIND: "postgres", TEST_DATABASE_URL: postgresUrl })]
        : []),
    ],
  },
});
