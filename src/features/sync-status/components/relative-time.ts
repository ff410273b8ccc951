/** "Synced just now", "Synced 2 minutes ago", "Synced yesterday": how long ago a sync was, in the language shown. */
import { currentLanguage, i18n } from '@/i18n/i18n';
import { intlLocaleOf } from '@/i18n/languages';
import { syncStatusNs } from '../messages/en';

const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** The phrase for a past instant relative to `now`. Under a minute is "just now". */
export function timeAgo(iso: string, now: number): string {
  const elapsed = Math.max(0, now - Date.parse(iso));
  const format = new Intl.RelativeTimeFormat(intlLocaleOf(currentLanguage()), { numeric: 'auto' });
  for (const [unit, size] of units) {
    if (elapsed >= size) return format.format(-Math.floor(elapsed / size), unit);
  }
  return i18n.t('justNow', { ns: syncStatusNs });
}
