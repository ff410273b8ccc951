/**
 * The notification kinds and the settings a person starts with (issue 53), as plain data: the
 * client's write modules, loaded on every signed-in visit, read them without pulling in zod.
 */

/** What a notification is about; each kind can be switched off in the settings. */
export const NOTIFICATION_KINDS = [
  'graded', 'feedback', 'message', 'mention', 'enrolment', 'deadline', 'flashcards', 'learnerRequest', 'batchDigest', 'announcement',
] as const;

/** One notification kind. */
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The settings before any choice: every kind on, no quiet hours, the reminder at 18:00 UTC, content shown. */
export const DEFAULT_NOTIFICATION_SETTINGS: {
  disabledKinds: NotificationKind[];
  quietStart: string | null;
  quietEnd: string | null;
  reminderTime: string;
  timeZone: string;
  hideContent: boolean;
} = { disabledKinds: [], quietStart: null, quietEnd: null, reminderTime: '18:00', timeZone: 'UTC', hideContent: false };

/**
 * Where a message notification opens its thread: the server writes it into the notification, and a
 * device that shows the thread marks that thread's notifications read (synced, so the user's other
 * devices and the push queue learn that the message was read).
 */
export function threadUrl(target: { kind: 'room' | 'conversation'; id: string }): string {
  return target.kind === 'conversation' ? `/conversations?conversation=${encodeURIComponent(target.id)}` : `/messages?room=${encodeURIComponent(target.id)}`;
}
