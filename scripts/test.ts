/**
 * The test runs of `npm test` (after typecheck, lint and build): `vitest run` (web, server on
 * PGlite, e2e), then the server suite again on a throwaway PostgreSQL (scripts/test-postgres.ts;
 * skipped with a printed line when Debian's `postgresql` is not installed). Both always run; the
 * last line adds them up as `Tests: N passed, N failed, N skipped`, after one line per failed test
 * of either run and per test that passed only on a retry (so the tail of a CI log says what
 * failed), and a failure in either (or a run that ended without its summary) fails the command.
 * Arguments go to both Vitest runs (`npm test -- tests/server/x.test.ts` runs that file on PGlite
 * and on PostgreSQL).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { failureLines, summaryLine, type TestCounts } from '../tests/support/summary-reporter';
import { runServerSuiteOnPostgres, runVitest } from './test-postgres';

function readCounts(file: string): TestCounts[] {
  try {
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as TestCounts);
  } catch {
    return [];
  }
}

async function main(vitestArgs: string[]): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'test-summary-'));
  const total: TestCounts = { passed: 0, failed: 0, skipped: 0 };
  const failures: string[] = [];
  const flaky: string[] = [];
  let failed = false;
  const add = (file: string, exitCode: number) => {
    const runs = readCounts(file);
    // A run that crashed before its summary still counts as a failure in the total.
    if (runs.length === 0 && exitCode !== 0) total.failed += 1;
    for (const counts of runs) {
      total.passed += counts.passed;
      total.failed += counts.failed;
      total.skipped += counts.skipped;
      failures.push(...(counts.failures ?? []));
      flaky.push(...(counts.flaky ?? []));
    }
    if (exitCode !== 0) failed = true;
  };
  try {
    const mainFile = join(dir, 'main.jsonl');
    add(mainFile, await runVitest(vitestArgs, { ...process.env, TEST_SUMMARY_FILE: mainFile, TEST_SUMMARY_LABEL: 'vitest run' }));

    const postgresFile = join(dir, 'postgres.jsonl');
    const postgres = await runServerSuiteOnPostgres(vitestArgs, { TEST_SUMMARY_FILE: postgresFile, TEST_SUMMARY_LABEL: 'server suite on PostgreSQL' }).catch(
      (error: unknown) => {
        console.error(`The server suite on PostgreSQL could not run: ${error instanceof Error ? error.message : String(error)}`);
        return { skipped: false as const, exitCode: 1 };
      },
    );
    if (!postgres.skipped) add(postgresFile, postgres.exitCode);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  process.stdout.write(`${failureLines(failures, flaky)}\n${summaryLine(total)}\n`);
  return failed ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
