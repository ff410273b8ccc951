/**
 * `npm test`: every check, in two lanes side by side, since a 2-core machine spends most of a
 * browser test waiting (on Chromium, on the product, on timers) while the other checks need the CPU:
 * - the browser lane: `npm run build`, then `vitest run --project build --project e2e` (its output
 *   goes straight to the terminal; the browser tests run two files at a time, vitest.config.ts),
 *   then the server suite again on a throwaway PostgreSQL (scripts/test-postgres.ts; skipped with
 *   a printed line when Debian's `postgresql` is not installed), printed in one block;
 * - the checks lane: typecheck, lint, `vitest run --project web --project server` (server on
 *   PGlite). Each step's output is printed in one block when it ends.
 * Every step runs whatever another one did (only the browser tests wait for a build that passed).
 * The last lines list each failed test and each that passed only on a retry, the slowest test files,
 * every step's time, and `Tests: N passed, N failed, N skipped` over all runs; any failed step (or a
 * run that ended without its summary) fails the command. Arguments go to every Vitest run
 * (`npm test -- tests/server/x.test.ts` runs that file on PGlite and on PostgreSQL).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { failureLines, slowestLines, summaryLine, type TestCounts } from '../tests/support/summary-reporter';
import { runStep, timesLine, type Step, type StepResult } from './run-step';
import { runServerSuiteOnPostgres } from './test-postgres';

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

const bin = (name: string) => join(process.cwd(), 'node_modules', '.bin', name);

async function main(vitestArgs: string[]): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'test-summary-'));
  const started = Date.now();
  const results: StepResult[] = [];
  const summaries: string[] = [];
  /** A Vitest run of `projects` whose counts land in a file of its own. */
  const vitest = (name: string, projects: string[]): Step => {
    const file = join(dir, `${summaries.push(name)}.jsonl`);
    const args = ['run', ...projects.flatMap((p) => ['--project', p]), ...(vitestArgs.length > 0 ? ['--passWithNoTests', ...vitestArgs] : [])];
    return { name, command: bin('vitest'), args, env: { TEST_SUMMARY_FILE: file, TEST_SUMMARY_LABEL: name } };
  };
  const npmScript = (script: string): Step => ({ name: script, command: 'npm', args: ['run', '--silent', script] });
  const run = async (step: Step, output: 'inherit' | 'block') => {
    const result = await runStep(step, output);
    results.push(result);
    return result;
  };

  const postgresRun = async () => {
    const postgres = join(dir, `${summaries.push('server suite on PostgreSQL')}.jsonl`);
    const pg = await runServerSuiteOnPostgres(['--passWithNoTests', ...vitestArgs], { TEST_SUMMARY_FILE: postgres, TEST_SUMMARY_LABEL: 'server suite on PostgreSQL' }, 'block').catch(
      (error: unknown) => {
        console.error(`The server suite on PostgreSQL could not run: ${error instanceof Error ? error.message : String(error)}`);
        return { skipped: false as const, exitCode: 1, seconds: 0 };
      },
    );
    if (!pg.skipped) results.push({ name: 'server suite on PostgreSQL', exitCode: pg.exitCode, seconds: pg.seconds });
  };
  // The PostgreSQL run follows the browser tests: the checks lane is the longer one without it.
  const browserLane = async () => {
    const build = await run(npmScript('build'), 'inherit');
    if (build.exitCode === 0) await run(vitest('browser tests and build checks', ['build', 'e2e']), 'inherit');
    await postgresRun();
  };
  const checksLane = async () => {
    await run(npmScript('typecheck'), 'block');
    await run(npmScript('lint'), 'block');
    await run(vitest('web and server tests', ['web', 'server']), 'block');
  };

  const total: TestCounts = { passed: 0, failed: 0, skipped: 0 };
  const failures: string[] = [];
  const flaky: string[] = [];
  const slowest: NonNullable<TestCounts['slowest']> = [];
  try {
    await Promise.all([browserLane(), checksLane()]);
    summaries.forEach((name, index) => {
      const runs = readCounts(join(dir, `${index + 1}.jsonl`));
      const step = results.find((r) => r.name === name);
      // A run that crashed before its summary still counts as a failure in the total.
      if (runs.length === 0 && step && step.exitCode !== 0) total.failed += 1;
      for (const counts of runs) {
        total.passed += counts.passed;
        total.failed += counts.failed;
        total.skipped += counts.skipped;
        failures.push(...(counts.failures ?? []));
        flaky.push(...(counts.flaky ?? []));
        slowest.push(...(counts.slowest ?? []).map((file) => ({ ...file, file: `${file.file} (${name})` })));
      }
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const failed = results.some((r) => r.exitCode !== 0) || !results.some((r) => r.name === 'browser tests and build checks');
  process.stdout.write(`${slowestLines(slowest)}${failureLines(failures, flaky)}\n`);
  process.stdout.write(`Steps: ${timesLine(results)} · wall ${Math.round((Date.now() - started) / 1000)} s\n`);
  process.stdout.write(`${summaryLine(total)}\n`);
  return failed ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
