/**
 * Prints one plain closing line, `Tests: N passed, N failed, N skipped`, after Vitest's own
 * summary, so that any reader of the log (CI included) sees the counts in a common form, preceded
 * by one line per failed test (file, name and the first line of its error, and of its retry's when
 * that differs) and one per test that passed only when retried (`retry: 1`, vitest.config.ts): a
 * log read from its tail then still says what failed and what is flaky. `TEST_SUMMARY_LABEL` names the run in that line
 * (`Tests (LABEL): …`); with `TEST_SUMMARY_FILE` the counts and failures are also appended to that
 * file as one JSON line, which scripts/test.ts adds up.
 */
import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestCase, TestModule } from 'vitest/node';

/** The counts of one run, as appended to `TEST_SUMMARY_FILE`. */
export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
  /** One line per failed test or module: `file > name: first line of the error`. */
  failures?: string[];
  /** One line per test that failed and then passed on a retry: `file > name: first line of the error`. */
  flaky?: string[];
  /** The run's slowest test files, slowest first (at most SLOWEST_SHOWN). */
  slowest?: { file: string; ms: number }[];
}

/** How many of the slowest test files a summary names: what makes a run slow, to fix at its cause. */
export const SLOWEST_SHOWN = 10;

/** The slowest files of one or more runs as lines, slowest first, or nothing when there is none. */
export function slowestLines(files: readonly { file: string; ms: number }[]): string {
  const top = [...files].sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_SHOWN);
  return top.length === 0 ? '' : `\nSlowest test files:\n${top.map((f) => `  ${(f.ms / 1000).toFixed(1).padStart(7)} s  ${f.file}`).join('\n')}\n`;
}

/** The closing line for the given counts. */
export function summaryLine(counts: TestCounts, label?: string): string {
  return `Tests${label ? ` (${label})` : ''}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`;
}

/** The lines naming each flaky test and each failure, or nothing when there is none. */
export function failureLines(failures: readonly string[], flaky: readonly string[] = []): string {
  const block = (title: string, mark: string, lines: readonly string[]) =>
    lines.length === 0 ? '' : `\n${title}:\n${lines.map((line) => `  ${mark} ${line}`).join('\n')}\n`;
  return block('Passed only on a retry', '~', flaky) + block('Failed', '✗', failures);
}

function firstLineOf(error: { message?: string } | undefined): string {
  const message = error?.message ?? 'no error message';
  return (message.split('\n').find((line) => line.trim() !== '') ?? message).trim().slice(0, 300);
}

/** The first line of the first error, and of the retry's when that one failed differently. */
function firstErrorLine(errors: ReadonlyArray<{ message?: string }> | undefined): string {
  const first = firstLineOf(errors?.[0]);
  const last = errors && errors.length > 1 ? firstLineOf(errors[errors.length - 1]) : first;
  return last === first ? first : `${first} (on its retry: ${last})`;
}

function fileOf(module: TestModule): string {
  return relative(process.cwd(), module.moduleId);
}

function failureOf(test: TestCase): string {
  return `${fileOf(test.module)} > ${test.fullName}: ${firstErrorLine(test.result().errors)}`;
}

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts: TestCounts = { passed: 0, failed: 0, skipped: 0 };
    const failures: string[] = [];
    const flaky: string[] = [];
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') {
          counts.passed += 1;
          if (test.diagnostic()?.flaky) flaky.push(failureOf(test));
        } else if (state === 'failed') {
          counts.failed += 1;
          failures.push(failureOf(test));
        } else counts.skipped += 1;
      }
      if (module.state() === 'failed' && module.children.size === 0) {
        counts.failed += 1;
        failures.push(`${fileOf(module)}: ${firstErrorLine(module.errors())}`);
      }
    }
    counts.failures = failures;
    counts.flaky = flaky;
    counts.slowest = testModules
      .map((module) => ({ file: fileOf(module), ms: Math.round(module.diagnostic().duration) }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, SLOWEST_SHOWN);
    const file = process.env.TEST_SUMMARY_FILE;
    if (file) appendFileSync(file, `${JSON.stringify(counts)}\n`);
    process.stdout.write(`${failureLines(failures, flaky)}\n${summaryLine(counts, process.env.TEST_SUMMARY_LABEL || undefined)}\n`);
  }
}
