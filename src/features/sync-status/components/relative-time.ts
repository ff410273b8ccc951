/** "Synced just now", "Synced 2 minutes ago", "Synced yesterday": how long ago a sync was. */
const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** The phrase for a past instant relative to `now`. Under a minute is "just now". */
export function timeAgo(iso: string, now: number): string {
  const elapsed = Math.max(0, now - Date.parse(iso));
  for (const [unit, size] of units) {
    if (elapsed >= size) return format.format(-Math.floor(elapsed / size), unit);
  }
  return 'just now';
}
