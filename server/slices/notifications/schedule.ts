/**
 * When a notification may be pushed (issue 53), as pure functions of the user's settings and a
 * clock, so tests run them over a fake clock: a switched-off kind is never made; within quiet hours
 * the push waits for their end (the in-app row is made at once); the daily flashcards reminder is due
 * from the learner's chosen time in their time zone; deadline reminders 24 h and 1 h ahead.
 * Quiet hours and reminder times are wall-clock times of the user's zone; on a day the zone changes
 * its offset, an end computed across the change may be an hour off.
 */
import type { NotificationKind } from '../../../contract/notifications';
import type { UserSettings } from './settings';

const MINUTE = 60_000;
const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** The local calendar date (`YYYY-MM-DD`) and minutes after local midnight of `now` in `timeZone`. */
export function localClock(now: Date, timeZone: string): { date: string; minutes: number } {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-CA', {
    timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  }).formatToParts(now).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** True when `now` is within the user's quiet hours (start inclusive, end exclusive; may span midnight). */
export function inQuietHours(settings: UserSettings, now: Date): boolean {
  if (!settings.quietStart || !settings.quietEnd) return false;
  const start = minutesOf(settings.quietStart);
  const end = minutesOf(settings.quietEnd);
  if (start === end) return false;
  const { minutes } = localClock(now, settings.timeZone);
  return start < end ? minutes >= start && minutes < end : minutes >= start || minutes < end;
}

/** When a push of `kind` made at `now` may go out: null when the kind is off, the end of quiet hours within them, else now. */
export function pushTime(settings: UserSettings, kind: NotificationKind, now: Date): Date | null {
  if (settings.disabledKinds.includes(kind)) return null;
  if (!inQuietHours(settings, now)) return now;
  const { minutes } = localClock(now, settings.timeZone);
  const wait = (minutesOf(settings.quietEnd!) - minutes + 1440) % 1440;
  const startOfMinute = Math.floor(now.getTime() / MINUTE) * MINUTE;
  return new Date(startOfMinute + wait * MINUTE);
}

/** The local date whose flashcards reminder is due at `now` (at or after the reminder time), or null before it. */
export function flashcardReminderDay(settings: UserSettings, now: Date): string | null {
  if (settings.disabledKinds.includes('flashcards')) return null;
  const { date, minutes } = localClock(now, settings.timeZone);
  return minutes >= minutesOf(settings.reminderTime) ? date : null;
}

/** The local date whose teacher's digest is due at `now` (same time as the reminder), or null. */
export function digestDay(settings: UserSettings, now: Date): string | null {
  if (settings.disabledKinds.includes('batchDigest')) return null;
  const { date, minutes } = localClock(now, settings.timeZone);
  return minutes >= minutesOf(settings.reminderTime) ? date : null;
}

/** Which deadline reminder is due for a quiz due at `dueAt`: '1h' within the last hour, '24h' within the last day, else null. */
export function deadlineStage(dueAt: Date, now: Date): '24h' | '1h' | null {
  const left = dueAt.getTime() - now.getTime();
  if (left <= 0) return null;
  if (left <= 60 * MINUTE) return '1h';
  if (left <= 24 * 60 * MINUTE) return '24h';
  return null;
}
