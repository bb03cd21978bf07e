// Reads the reports of the test runners for `npm test`'s summary (scripts/test-all.ts).
import fs from "node:fs";
import { stripVTControlCharacters } from "node:util";
import type { TestSummary } from "../../tests/support/summary-reporter";

export type TestTime = { suite: string; title: string; seconds: number };
/** What a report adds to the summary: count lines, test durations, flaky and failed tests. */
export type ReportFacts = { counts: string[]; times: TestTime[]; flaky: string[]; failed: string[] };

/** A failed test's title with the first line of its error, cut to keep the summary readable. */
function failure(title: string, error: string | undefined): string {
  const line = stripVTControlCharacters(error ?? "")
    .trim()
    .slice(0, 300);
  return line ? `${title}\n      ${line}` : title;
}

export function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as T;
  } catch {
    return undefined;
  }
}

/** Counts per Vitest project and test durations from tests/support/summary-reporter.ts's file. */
export function readVitest(suite: string, file: string): ReportFacts | undefined {
  const tests = readJson<TestSummary[]>(file);
  if (!tests) return undefined;
  const facts: ReportFacts = { counts: [], times: [], flaky: [], failed: [] };
  const perProject: Record<string, Record<string, number>> = {};
  for (const test of tests) {
    const project = suite === "security" ? "security" : test.project;
    perProject[project] ??= {};
    perProject[project][test.state] = (perProject[project][test.state] ?? 0) + 1;
    const title = `${test.file} › ${test.name}`;
    facts.times.push({ suite: project, title, seconds: test.ms / 1000 });
    if (test.state === "failed") facts.failed.push(failure(`${project} ${title}`, test.error));
  }
  for (const [project, states] of Object.entries(perProject)) {
    const total = Object.values(states).reduce((sum, n) => sum + n, 0);
    const detail = Object.entries(states).map(([state, n]) => `${n} ${state}`);
    facts.counts.push(`${project}: ${total} tests (${detail.join(", ")})`);
  }
  return facts;
}

type PlaywrightSuite = {
  title: string;
  file: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    line: number;
    tests: {
      projectName: string;
      status: string;
      results: { duration: number; error?: { message?: string } }[];
    }[];
  }[];
};
type PlaywrightReport = {
  suites: PlaywrightSuite[];
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
};

/**
 * Counts per project, flaky tests and test durations from Playwright's JSON report; `ran` is false when
 * no test ran (the global setup failed).
 */
export function readPlaywright(file: string): (ReportFacts & { ran: boolean }) | undefined {
  const report = readJson<PlaywrightReport>(file);
  if (!report) return undefined;
  const facts: ReportFacts = { counts: [], times: [], flaky: [], failed: [] };
  const perProject: Record<string, number> = {};
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        perProject[test.projectName] = (perProject[test.projectName] ?? 0) + 1;
        const title = `[${test.projectName}] ${suite.file}:${spec.line} › ${[...titles, spec.title].join(" › ")}`;
        if (test.status === "flaky") facts.flaky.push(`e2e ${title}`);
        const last = test.results.at(-1);
        if (last) facts.times.push({ suite: "e2e", title, seconds: last.duration / 1000 });
        if (test.status === "unexpected") {
          const error = test.results.find((result) => result.error)?.error?.message;
          facts.failed.push(failure(`e2e ${title}`, error?.split("\n")[0]));
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites) walk(suite, []);
  const { expected, unexpected, flaky: flakyCount, skipped } = report.stats;
  for (const [project, count] of Object.entries(perProject))
    facts.counts.push(`e2e ${project}: ${count} tests`);
  facts.counts.push(`e2e: ${expected} passed, ${unexpected} failed, ${flakyCount} flaky, ${skipped} skipped`);
  return { ...facts, ran: expected + unexpected + flakyCount > 0 };
}
