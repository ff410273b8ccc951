/**
 * Prints one plain closing line, `Tests: N passed, N failed, N skipped`, after Vitest's own
 * summary, so that any reader of the log (CI included) sees the counts in a common form.
 * `TEST_SUMMARY_LABEL` names the run in that line (`Tests (LABEL): …`); with `TEST_SUMMARY_FILE`
 * the counts are also appended to that file as one JSON line, which scripts/test.ts adds up.
 */
import { appendFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

/** The counts of one run, as appended to `TEST_SUMMARY_FILE`. */
export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
}

/** The closing line for the given counts. */
export function summaryLine(counts: TestCounts, label?: string): string {
  return `Tests${label ? ` (${label})` : ''}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`;
}

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts: TestCounts = { passed: 0, failed: 0, skipped: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed += 1;
        else if (state === 'failed') counts.failed += 1;
        else counts.skipped += 1;
      }
      if (module.state() === 'failed' && module.children.size === 0) counts.failed += 1;
    }
    const file = process.env.TEST_SUMMARY_FILE;
    if (file) appendFileSync(file, `${JSON.stringify(counts)}\n`);
    process.stdout.write(`\n${summaryLine(counts, process.env.TEST_SUMMARY_LABEL || undefined)}\n`);
  }
}
