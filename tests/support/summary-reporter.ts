import fs from "node:fs";
import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";

/** One line per test: its Vitest project, file, name, state, milliseconds and first error line. */
export type TestSummary = {
  project: string;
  file: string;
  name: string;
  state: string;
  ms: number;
  error?: string;
};

/**
 * Writes every test's project, state and duration to the JSON file VITEST_SUMMARY_FILE names (Vitest's
 * own JSON reporter leaves out the project), for the counts and slowest tests `npm test` prints.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const file = process.env.VITEST_SUMMARY_FILE;
    if (!file) return;
    const tests: TestSummary[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const result = test.result();
        const error = result.errors?.[0]?.message.split("\n")[0];
        tests.push({
          project: module.project.name,
          file: path.relative(process.cwd(), module.moduleId),
          name: test.fullName,
          state: result.state,
          ms: test.diagnostic()?.duration ?? 0,
          ...(error ? { error } : {}),
        });
      }
    }
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, JSON.stringify(tests));
  }
}
