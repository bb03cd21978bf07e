import fs from "node:fs";
import { defineConfig, devices } from "@playwright/test";

export const CHROMIUM = "/usr/bin/chromium";

// Without Chromium: an error on CI; elsewhere a warning and no test (`test:e2e` passes --pass-with-no-tests).
const chromiumMissing = !fs.existsSync(CHROMIUM);
if (chromiumMissing) {
  const message = `End-to-end tests need Debian's Chromium at ${CHROMIUM} (apt-get install chromium).`;
  if (process.env.CI) throw new Error(message);
  console.warn(`\n[e2e] SKIPPED: ${message}\n`);
}

// The servers the tests start never read a developer's .env (server/env-file.ts): tests set what they need.
process.env.ENV_FILE = "none";

const launchOptions = {
  executablePath: CHROMIUM,
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
};

export default defineConfig({
  testDir: "tests/e2e",
  // Seeds the demo data directory once; each worker's server (tests/e2e/fixtures.ts) starts on a copy.
  globalSetup: chromiumMissing ? undefined : "./tests/e2e/global-setup.ts",
  testIgnore: chromiumMissing ? "**/*" : undefined,
  // Files are spread over the workers; the tests of one file stay in order on one worker and server.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  // Generous for a loaded 2-core CI machine; a passing test takes no longer for it.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // The list reporter names flaky tests; scripts/test-all.ts reads the JSON for its summary.
  reporter: [["list"], ["json", { outputFile: "playwright-report/results.json" }]],
  reportSlowTests: null,
  // Baselines of visual.spec.ts, one folder per spec, without the platform suffix (Linux Chromium only).
  snapshotPathTemplate: "{testDir}/__screenshots__/{testFilePath}/{arg}{ext}",
  use: {
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
      // Only tests tagged @mobile: those whose layout or menu differs at 375 px.
      name: "mobile",
      use: { ...devices["Pixel 7"], viewport: { width: 375, height: 812 }, launchOptions },
      grep: /@mobile/,
    },
  ],
});
