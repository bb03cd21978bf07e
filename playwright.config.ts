import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";

export const CHROMIUM = "/usr/bin/chromium";
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${PORT}`;

if (!fs.existsSync(CHROMIUM)) {
  throw new Error(`End-to-end tests need Debian's Chromium at ${CHROMIUM} (apt-get install chromium).`);
}

const launchOptions = {
  executablePath: CHROMIUM,
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Generous for a loaded 2-core CI machine; a passing test takes no longer for it.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: BASE_URL,
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions,
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 }, launchOptions },
    },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], viewport: { width: 375, height: 812 }, launchOptions },
      grep: /@mobile/,
    },
  ],
  webServer: {
    command: "tsx scripts/e2e-server.ts",
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: "ignore",
    stderr: "pipe",
    env: { E2E_PORT: String(PORT) },
  },
});
