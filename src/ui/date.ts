/**
 * Dates as the product shows them (SPEC §9), in the interface language's `Intl` locale (issue 52):
 * English keeps the SPEC's en-IN ('22 November 2026'), Hindi is hi-IN, Arabic ar.
 */
import { currentLanguage } from '@/i18n/i18n';
import { intlLocaleOf } from '@/i18n/languages';

type Style = 'longDate' | 'clockTime' | 'dayAndTime' | 'dayMonthYearTime';

const options: Record<Style, Intl.DateTimeFormatOptions> = {
  longDate: { day: 'numeric', month: 'long', year: 'numeric' },
  clockTime: { hour: 'numeric', minute: '2-digit' },
  dayAndTime: { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' },
  dayMonthYearTime: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The formatter of `style` in the current language (made once per language and style). */
function formatter(style: Style): Intl.DateTimeFormat {
  const locale = intlLocaleOf(currentLanguage());
  const key = `${locale} ${style}`;
  let made = formatters.get(key);
  if (!made) formatters.set(key, (made = new Intl.DateTimeFormat(locale, options[style])));
  return made;
}

/** Formats a day as day, long month, year, e.g. '22 November 2026' in English. */
export function formatLongDate(date: Date): string {
  return formatter('longDate').format(date);
}

/** Today as '22 November 2026'. */
export function formatToday(now: Date = new Date()): string {
  return formatLongDate(now);
}

/**
 * A message's time, the same everywhere: '4:31 pm' today, '22 Nov, 4:31 pm' on another day this
 * year, '22 Nov 2025, 4:31 pm' in another year (English).
 */
export function formatMessageTime(at: Date, now: Date = new Date()): string {
  if (at.toDateString() === now.toDateString()) return formatMinute('clockTime', at);
  return formatMinute(at.getFullYear() === now.getFullYear() ? 'dayAndTime' : 'dayMonthYearTime', at);
}

/** Formatted message times by language, style and minute (bounded: cleared when full). */
const byMinute = new Map<string, string>();
const BY_MINUTE_MAX = 2000;

/**
 * `at` in `style`, which shows minutes at most: every instant of one minute reads the same, so a
 * thread of 100 messages (often many a minute) formats each minute once; `Intl` formatting was the
 * largest script cost of a thread's first paint (docs/PERFORMANCE.md).
 */
function formatMinute(style: 'clockTime' | 'dayAndTime' | 'dayMonthYearTime', at: Date): string {
  const key = `${currentLanguage()} ${style} ${Math.floor(at.getTime() / 60_000)}`;
  let text = byMinute.get(key);
  if (text === undefined) {
    if (byMinute.size >= BY_MINUTE_MAX) byMinute.clear();
    byMinute.set(key, (text = formatter(style).format(at)));
  }
  return text;
}
