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
