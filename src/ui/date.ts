/** Dates as the product shows them (SPEC §9). */

const longDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

/** Formats a day as day, long month, year in en-IN, e.g. '22 November 2026'. */
export function formatLongDate(date: Date): string {
  return longDate.format(date);
}

/** Today as '22 November 2026'. */
export function formatToday(now: Date = new Date()): string {
  return formatLongDate(now);
}

const clockTime = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' });
const dayAndTime = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
const dayMonthYearTime = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/**
 * A message's time in en-IN, the same everywhere: '4:31 pm' today, '22 Nov, 4:31 pm' on another
 * day this year, '22 Nov 2025, 4:31 pm' in another year.
 */
export function formatMessageTime(at: Date, now: Date = new Date()): string {
  if (at.toDateString() === now.toDateString()) return clockTime.format(at);
  return (at.getFullYear() === now.getFullYear() ? dayAndTime : dayMonthYearTime).format(at);
}
