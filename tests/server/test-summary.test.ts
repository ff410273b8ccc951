/**
 * tests/support/summary-reporter.ts, the closing lines of every `npm test` run: the counts, and
 * one line per failed test or module so that the tail of a CI log names what failed.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';

const reporter = resolve('tests/support/summary-reporter.ts');
// Inside the checkout, so that the files it runs resolve `vitest` from its node_modules.
const dir = mkdtempSync(join(resolve('tests'), '.summary-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('ends with the counts after one line per failed test and per module that could not load', async () => {
  writeFileSync(join(dir, 'vitest.config.mjs'), "export default { test: { include: ['*.check.ts'] } };\n");
  writeFileSync(
    join(dir, 'mixed.check.ts'),
    [
      "import { expect, test } from 'vitest';",
      "test('passes', () => expect(1).toBe(1));",
      "test('fails with a reason', () => expect(1, 'the reason').toBe(2));",
      "test.skip('is skipped', () => {});",
    ].join('\n'),
  );
  writeFileSync(join(dir, 'broken.check.ts'), "import './missing-module';\n");
  const summaryFile = join(dir, 'counts.jsonl');
  const vitest = resolve('node_modules/vitest/vitest.mjs');
  const run = await promisify(execFile)(process.execPath, [vitest, 'run', `--reporter=${reporter}`], {
    cwd: dir,
    env: { ...process.env, TEST_SUMMARY_FILE: summaryFile, TEST_SUMMARY_LABEL: 'sample', NO_COLOR: '1' },
  }).catch((error: { stdout: string; code: number }) => error);
  const lines = run.stdout.trim().split('\n');

  expect(lines.slice(-5)).toEqual([
    'Failed:',
    expect.stringMatching(/^ {2}✗ broken\.check\.ts: Cannot find module '\.\/missing-module'/),
    '  ✗ mixed.check.ts > fails with a reason: the reason: expected 1 to be 2 // Object.is equality',
    '',
    'Tests (sample): 1 passed, 2 failed, 1 skipped',
  ]);
  expect(JSON.parse(readFileSync(summaryFile, 'utf8'))).toEqual({
    passed: 1,
    failed: 2,
    skipped: 1,
    failures: [expect.stringMatching(/^broken\.check\.ts: Cannot find module/), 'mixed.check.ts > fails with a reason: the reason: expected 1 to be 2 // Object.is equality'],
  });
});
