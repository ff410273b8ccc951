import { expect, test } from 'vitest';
import { formatLongDate, formatToday, formatMessageTime } from '@/ui/date';

test('today reads as day, long month, year in en-IN', () => {
  expect(formatToday(new Date(2026, 10, 22, 9, 30))).toBe('22 November 2026');
  expect(formatLongDate(new Date(2027, 0, 5))).toBe('5 January 2027');
});

test('message times read the same in chat and the tutor, with the date when not today (issue 21 item 6)', () => {
  const now = new Date(2026, 10, 23, 18, 0);
  expect(formatMessageTime(new Date(2026, 10, 23, 16, 31), now)).toBe('4:31 pm');
  expect(formatMessageTime(new Date(2026, 10, 22, 16, 31), now)).toBe('22 Nov, 4:31 pm');
  expect(formatMessageTime(new Date(2025, 11, 31, 9, 5), now)).toBe('31 Dec 2025, 9:05 am');
});

test('message times are formatted once a minute, and each minute and style reads its own', () => {
  const now = new Date(2026, 10, 23, 18, 0);
  expect(formatMessageTime(new Date(2026, 10, 23, 16, 31, 5), now)).toBe('4:31 pm');
  expect(formatMessageTime(new Date(2026, 10, 23, 16, 31, 59), now)).toBe('4:31 pm');
  expect(formatMessageTime(new Date(2026, 10, 23, 16, 32, 0), now)).toBe('4:32 pm');
  // The same minute seen from the next day shows its date: the style is part of the key.
  expect(formatMessageTime(new Date(2026, 10, 23, 16, 31, 30), new Date(2026, 10, 24, 9, 0))).toBe('23 Nov, 4:31 pm');
  expect(formatMessageTime(new Date(2026, 10, 23, 16, 31, 30), new Date(2027, 0, 2, 9, 0))).toBe('23 Nov 2026, 4:31 pm');
});
