/** How the teaching screens (and their CSV exports) write dates and percentages. */
import { formatLongDate } from '@/ui/date';

/** A calendar date `YYYY-MM-DD` or ISO instant as '23 November 2026'; '—' for none. */
export const shownDate = (value: string | null | undefined) => (value ? formatLongDate(new Date(value.length === 10 ? `${value}T00:00:00` : value)) : '—');
/** A percentage, or '—' for none. */
export const shownPercent = (value: number | null) => (value === null ? '—' : `${value}%`);
