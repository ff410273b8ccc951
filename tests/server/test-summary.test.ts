/**
 * tests/support/summary-reporter.ts, the closing lines of every `npm test` run: the counts, and
 * one line per failed test or module so that the tail of a CI log names what failed.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { slowestLines } from '../support/summary-reporter';

const reporter = resolve('tests/support/summary-reporter.ts');
// Inside the checkout, so that the files it runs resolve `vitest` from its node_modules.
const dir = mkdtempSync(join(resolve('tests'), '.summary-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('ends with the counts after one line per failed test (with the error of its retry when that differs), per module that could not load and per test that passed only on a retry', async () => {
  writeFileSync(join(dir, 'vitest.config.mjs'), "export default { test: { include: ['*.check.ts'] } };\n");
  writeFileSync(
    join(dir, 'mixed.check.ts'),
    [
      "import { expect, test } from 'vitest';",
      "test('passes', () => expect(1).toBe(1));",
      "test('fails with a reason', () => expect(1, 'the reason').toBe(2));",
      "test.skip('is skipped', () => {});",
      'let attempts = 0;',
      "test('passes when retried', { retry: 1 }, () => expect(++attempts, 'the first attempt').toBe(2));",
      'let tries = 0;',
      "test('fails on both tries', { retry: 1 }, () => expect(++tries, 'try').toBe(0));",
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

  expect(lines.slice(-9)).toEqual([
    'Passed only on a retry:',
    '  ~ mixed.check.ts > passes when retried: the first attempt: expected 1 to be 2 // Object.is equality',
    '',
    'Failed:',
    expect.stringMatching(/^ {2}✗ broken\.check\.ts: Cannot find module '\.\/missing-module'/),
    '  ✗ mixed.check.ts > fails with a reason: the reason: expected 1 to be 2 // Object.is equality',
    '  ✗ mixed.check.ts > fails on both tries: try: expected 1 to be +0 // Object.is equality (on its retry: try: expected 2 to be +0 // Object.is equality)',
    '',
    'Tests (sample): 2 passed, 3 failed, 1 skipped',
  ]);
  expect(JSON.parse(readFileSync(summaryFile, 'utf8'))).toEqual({
    passed: 2,
    failed: 3,
    skipped: 1,
    failures: [
      expect.stringMatching(/^broken\.check\.ts: Cannot find module/),
      'mixed.check.ts > fails with a reason: the reason: expected 1 to be 2 // Object.is equality',
      'mixed.check.ts > fails on both tries: try: expected 1 to be +0 // Object.is equality (on its retry: try: expected 2 to be +0 // Object.is equality)',
    ],
    flaky: ['mixed.check.ts > passes when retried: the first attempt: expected 1 to be 2 // Object.is equality'],
    // What makes a run slow is named: its files, slowest first, with their durations.
    slowest: [
      { file: expect.stringMatching(/\.check\.ts$/), ms: expect.any(Number) },
      { file: expect.stringMatching(/\.check\.ts$/), ms: expect.any(Number) },
    ],
  });
});

it('names the slowest files of several runs, slowest first, ten at most', () => {
  const files = Array.from({ length: 12 }, (_, i) => ({ file: `f${i}.test.ts`, ms: i * 1000 }));
  const lines = slowestLines(files).trim().split('\n');
  expect(lines[0]).toBe('Slowest test files:');
  expect(lines.slice(1).map((line) => line.trim())).toEqual(Array.from({ length: 10 }, (_, i) => `${(11 - i).toFixed(1)} s  f${11 - i}.test.ts`));
  expect(slowestLines([])).toBe('');
});
