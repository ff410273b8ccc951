/** The push scheduler over a fake clock (issue 53): kinds switched off, quiet hours across midnight in the user's zone, the reminder time, deadline stages. */
import { expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../contract/notifications';
import { deadlineStage, flashcardReminderDay, inQuietHours, localClock, pushTime } from '../../server/slices/notifications/schedule';

const kolkata = { ...DEFAULT_NOTIFICATION_SETTINGS, timeZone: 'Asia/Kolkata', quietStart: '22:00', quietEnd: '07:00', reminderTime: '18:30' };
// 2026-12-02 16:45 UTC is 22:15 in Kolkata (UTC+5:30).
const at = (iso: string) => new Date(iso);

it('reads the clock in the user’s zone', () => {
  expect(localClock(at('2026-12-02T16:45:00Z'), 'Asia/Kolkata')).toEqual({ date: '2026-12-02', minutes: 22 * 60 + 15 });
  expect(localClock(at('2026-12-02T20:00:00Z'), 'Asia/Kolkata')).toEqual({ date: '2026-12-03', minutes: 90 });
});

it('holds a push made in quiet hours until they end, and sends at once outside them', () => {
  expect(inQuietHours(kolkata, at('2026-12-02T16:45:00Z'))).toBe(true);
  expect(pushTime(kolkata, 'graded', at('2026-12-02T16:45:00Z'))).toEqual(at('2026-12-03T01:30:00Z')); // 07:00 in Kolkata
  expect(pushTime(kolkata, 'graded', at('2026-12-02T10:00:00Z'))).toEqual(at('2026-12-02T10:00:00Z'));
  expect(inQuietHours(kolkata, at('2026-12-03T01:30:00Z'))).toBe(false);
  expect(inQuietHours({ ...kolkata, quietStart: null }, at('2026-12-02T16:45:00Z'))).toBe(false);
  // Quiet hours within one day (13:00–14:00 UTC).
  const lunch = { ...DEFAULT_NOTIFICATION_SETTINGS, quietStart: '13:00', quietEnd: '14:00' };
  expect(pushTime(lunch, 'message', at('2026-12-02T13:20:30Z'))).toEqual(at('2026-12-02T14:00:00Z'));
});

it('makes nothing of a kind the user switched off', () => {
  expect(pushTime({ ...kolkata, disabledKinds: ['message'] }, 'message', at('2026-12-02T10:00:00Z'))).toBeNull();
  expect(flashcardReminderDay({ ...kolkata, disabledKinds: ['flashcards'] }, at('2026-12-02T14:00:00Z'))).toBeNull();
});

it('makes the flashcards reminder from the learner’s time in their zone, once per local day', () => {
  expect(flashcardReminderDay(kolkata, at('2026-12-02T12:59:00Z'))).toBeNull(); // 18:29 local
  expect(flashcardReminderDay(kolkata, at('2026-12-02T13:00:00Z'))).toBe('2026-12-02'); // 18:30 local
  expect(flashcardReminderDay(kolkata, at('2026-12-02T18:00:00Z'))).toBe('2026-12-02');
  expect(flashcardReminderDay(kolkata, at('2026-12-02T19:00:00Z'))).toBeNull(); // 00:30 on the 3rd
});

it('reminds of a deadline 24 hours and 1 hour ahead', () => {
  const due = at('2026-12-03T12:00:00Z');
  expect(deadlineStage(due, at('2026-12-02T11:00:00Z'))).toBeNull();
  expect(deadlineStage(due, at('2026-12-02T12:00:00Z'))).toBe('24h');
  expect(deadlineStage(due, at('2026-12-03T11:00:00Z'))).toBe('1h');
  expect(deadlineStage(due, at('2026-12-03T12:00:01Z'))).toBeNull();
});
