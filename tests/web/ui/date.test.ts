import { expect, test } from 'vitest';
import { formatLongDate, formatToday } from '@/ui/date';

test('today reads as day, long month, year in en-IN', () => {
  expect(formatToday(new Date(2026, 10, 22, 9, 30))).toBe('22 November 2026');
  expect(formatLongDate(new Date(2027, 0, 5))).toBe('5 January 2027');
});
