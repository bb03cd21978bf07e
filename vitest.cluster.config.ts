import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = {
  "~": fileURLToPath(new URL("./app", import.meta.url)),
  "#server": fileURLToPath(new URL("./server", import.meta.url)),
};

/**
 * npm run test:cluster: three production instances of the build on one throwaway PostgreSQL 15 and one
 * S3 server (needs `react-router build` first and PostgreSQL 15's binaries).
 */
export default defineConfig({
  resolve: { alias },
  test: {
    include: ["tests/cluster/**/*.test.ts"],
    environment: "node",
    env: { NODE_ENV: "test" },
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
    pool: "forks",
  },
});
