// `npm test`: everything CI checks, in stages, with each stage's time, the flaky and the slowest tests at
// the end. Exits non-zero when a stage failed; stages that do not depend on a failed one still run.
//
//   1. typecheck, lint and the production build side by side (tsc takes one core, the build the other);
//   2. unit and integration tests (Vitest: PGlite, and PostgreSQL when TEST_DATABASE_URL is set, beside
//      each other on both cores);
//   3. end-to-end tests (Playwright, two workers, each with its own server) on that build;
//   4. security tests on the same build, reusing the demo data directory the end-to-end setup seeded;
//   5. the cluster test (three production instances of the build on a throwaway PostgreSQL 15 and one S3
//      server), when TEST_DATABASE_URL is set (CI sets it; without it CI fails and elsewhere it is skipped).
//
// Stages 2-5 each fill both cores, so they run one after the other.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type ReportFacts, readPlaywright, readVitest, type TestTime } from "./lib/test-reports";

type Outcome = "passed" | "failed" | "skipped";
type Result = { name: string; outcome: Outcome; seconds: number; note?: string };

const CHROMIUM = "/usr/bin/chromium";
const REPORT_DIR = "test-results/npm-test";
const VITEST_REPORT = path.join(REPORT_DIR, "vitest.json");
const SECURITY_REPORT = path.join(REPORT_DIR, "security.json");
const CLUSTER_REPORT = path.join(REPORT_DIR, "cluster.json");
/** Playwright's JSON report (playwright.config.ts writes it there). */
const E2E_REPORT = "playwright-report/results.json";
/** Both reporters: Vitest's usual output, and the per-test summary this script reads. */
const VITEST_REPORTERS = ["--reporter=default", "--reporter=./tests/support/summary-reporter.ts"];
const results: Result[] = [];
const flaky: string[] = [];
const failedTests: string[] = [];
const times: TestTime[] = [];
const counts: string[] = [];
function add(facts: ReportFacts | undefined) {
  counts.push(...(facts?.counts ?? []));
  times.push(...(facts?.times ?? []));
  flaky.push(...(facts?.flaky ?? []));
  failedTests.push(...(facts?.failed ?? []));
}

/** Runs a command, each output line prefixed with the stage's name; resolves to its outcome. */
function run(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<Result> {
  const started = Date.now();
  console.log(`\n[${name}] $ ${command} ${args.join(" ")}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => {
        const lines = (rest + chunk).split("\n");
        rest = lines.pop() ?? "";
        for (const line of lines) console.log(`[${name}] ${line}`);
      });
      stream.on("end", () => {
        if (rest) console.log(`[${name}] ${rest}`);
      });
    }
    let finished = false;
    const finish = (outcome: Outcome, note?: string) => {
      // A child that cannot start may report both "error" and "close".
      if (finished) return;
      finished = true;
      const result = { name, outcome, seconds: (Date.now() - started) / 1000, note };
      results.push(result);
      console.log(`[${name}] ${outcome.toUpperCase()} in ${result.seconds.toFixed(1)} s`);
      resolve(result);
    };
    child.on("error", (error) => finish("failed", error.message));
    child.on("close", (code) =>
      finish(code === 0 ? "passed" : "failed", code === 0 ? undefined : `exit ${code}`),
    );
  });
}

function skip(name: string, note: string): Result {
  const result: Result = { name, outcome: "skipped", seconds: 0, note };
  results.push(result);
  console.warn(`\n[${name}] SKIPPED: ${note}`);
  return result;
}

/** Chromium-based stages fail without it on CI and are skipped loudly elsewhere. */
function chromiumMissing(name: string): Result | undefined {
  if (fs.existsSync(CHROMIUM)) return undefined;
  const note = `needs Chromium at ${CHROMIUM} (apt-get install chromium)`;
  if (process.env.CI) {
    const result: Result = { name, outcome: "failed", seconds: 0, note };
    results.push(result);
    console.error(`\n[${name}] FAILED: ${note}`);
    return result;
  }
  return skip(name, note);
}

const started = Date.now();
fs.rmSync(REPORT_DIR, { recursive: true, force: true });
fs.mkdirSync(REPORT_DIR, { recursive: true });
// The e2e setup seeds this directory; the security suite then reuses it (tests/security/global-setup.ts).
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "test-all-"));
const template = path.join(workDir, "template");

try {
  const [, , build] = await Promise.all([
    run("typecheck", "npm", ["run", "--silent", "typecheck"]),
    run("lint", "npm", ["run", "--silent", "lint"]),
    run("build", "npx", ["react-router", "build"]),
  ]);

  await run("unit+integration", "npx", ["vitest", "run", ...VITEST_REPORTERS], {
    VITEST_SUMMARY_FILE: VITEST_REPORT,
  });
  add(readVitest("unit+integration", VITEST_REPORT));

  let templateReady = false;
  if (build.outcome !== "passed") skip("e2e", "the build failed");
  else if (!chromiumMissing("e2e")) {
    fs.rmSync(E2E_REPORT, { force: true });
    await run("e2e", "npx", ["playwright", "test"], { SECURITY_TEMPLATE_DIR: template });
    // Tests ran, so the global setup finished seeding the template.
    const e2e = readPlaywright(E2E_REPORT);
    add(e2e);
    templateReady = e2e?.ran ?? false;
  }
  if (!templateReady) fs.rmSync(template, { recursive: true, force: true });

  if (build.outcome !== "passed") skip("security", "the build failed");
  else if (!chromiumMissing("security")) {
    await run(
      "security",
      "npx",
      ["vitest", "run", "--config", "vitest.security.config.ts", ...VITEST_REPORTERS],
      { SECURITY_TEMPLATE_DIR: template, VITEST_SUMMARY_FILE: SECURITY_REPORT },
    );
    add(readVitest("security", SECURITY_REPORT));
  }

  if (build.outcome !== "passed") skip("cluster", "the build failed");
  else if (!process.env.TEST_DATABASE_URL) {
    const note = "needs TEST_DATABASE_URL (a PostgreSQL 15 installation: the test starts its own cluster)";
    if (process.env.CI) {
      results.push({ name: "cluster", outcome: "failed", seconds: 0, note });
      console.error(`\n[cluster] FAILED: ${note}`);
    } else skip("cluster", note);
  } else {
    await run(
      "cluster",
      "npx",
      ["vitest", "run", "--config", "vitest.cluster.config.ts", ...VITEST_REPORTERS],
      { VITEST_SUMMARY_FILE: CLUSTER_REPORT },
    );
    add(readVitest("cluster", CLUSTER_REPORT));
  }
} finally {
  fs.rmSync(workDir, { recursive: true, force: true });
}

console.log("\n=== npm test summary");
console.log("\nSlowest 20 tests:");
for (const { suite, title, seconds } of times.sort((a, b) => b.seconds - a.seconds).slice(0, 20)) {
  console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${suite}  ${title}`);
}
console.log("\nTests:");
for (const line of counts) console.log(`  ${line}`);
if (flaky.length > 0) {
  console.log(`\nFLAKY (failed, then passed on retry) — fix these: ${flaky.length}`);
  for (const title of flaky) console.log(`  ${title}`);
} else {
  console.log("\nFlaky: none");
}
if (failedTests.length > 0) {
  console.log(`\nFAILED (failed on every attempt): ${failedTests.length}`);
  for (const title of failedTests) console.log(`  ${title}`);
}
console.log("\nStages:");
for (const { name, outcome, seconds, note } of results) {
  console.log(
    `  ${name.padEnd(18)} ${outcome.padEnd(8)} ${seconds.toFixed(1).padStart(7)} s${note ? `  (${note})` : ""}`,
  );
}
console.log(
  `  ${"total".padEnd(18)} ${"".padEnd(8)} ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s`,
);
const failed = results.filter((result) => result.outcome === "failed").map((result) => result.name);
if (failed.length > 0) {
  console.error(`\nnpm test FAILED: ${failed.join(", ")}`);
  process.exit(1);
}
console.log("\nnpm test passed");
