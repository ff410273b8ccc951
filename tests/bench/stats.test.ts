import { expect, test } from 'vitest';
import { figure, summarise, table, verdict } from '../../bench/support/stats';

test('median, min and max, with an even count averaging the middle pair', () => {
  expect(summarise([5, 1, 3])).toEqual({ median: 3, min: 1, max: 5, runs: 3 });
  expect(summarise([4, 1, 3, 2])).toEqual({ median: 2.5, min: 1, max: 4, runs: 4 });
});

test('runs that produced no value are left out and noted, never counted as zero', () => {
  const f = figure('score', 'pts', [90, NaN, 80], { limit: 85, lowerIsBetter: false });
  expect(f).toMatchObject({ median: 85, min: 80, max: 90, runs: 2, note: '1 of 3 runs produced no value' });
  expect(verdict(f)).toBe('within (≥ 85 pts)');
  expect(verdict(figure('x', 'ms', [NaN], { limit: 1, lowerIsBetter: true }))).toBe('no value');
});

test('the verdict compares the median with the budget in the right direction', () => {
  expect(verdict(figure('js', 'KB', [210], { limit: 200, lowerIsBetter: true }))).toBe('over (≤ 200 KB)');
  expect(verdict(figure('js', 'KB', [190], { limit: 200, lowerIsBetter: true }))).toBe('within (≤ 200 KB)');
  expect(table([figure('a', 'ms', [1, 2, 3])])).toContain('| a ');
});
