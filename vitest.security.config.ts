import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = {
  "~": fileURLToPath(new URL("./app", import.meta.url)),
  "#server": fileURLToPath(new URL("./server", import.meta.url)),
};

/** npm run test:security: attacks a real production server (needs `react-router build` first). */
export default defineConfig({
  resolve: { alias },
  test: {
    include: ["tests/security/**/*.test.ts"],
    environment: "node",
    // The servers it starts never read a developer's .env (server/env-file.ts).
    env: { NODE_ENV: "test", ENV_FILE: "none" },
    globalSetup: ["tests/security/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 300_000,
    pool: "forks",
  },
});
