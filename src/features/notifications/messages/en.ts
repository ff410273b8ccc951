/** The notifications' texts in English (issue 52): the source their translations follow, key for key. */
import { notificationTextsEn } from '@contract/notification-texts/en';
import { englishMessages } from '@/i18n/i18n';

export const messages = {
  // The bell and its centre
  notifications: 'Notifications',
  bellUnread_one: 'Notifications, {{count}} unread',
  bellUnread_other: 'Notifications, {{count}} unread',
  markAllRead: 'Mark all read',
  loading: 'Loading notifications…',
  empty: 'No notifications yet. Grades, feedback, messages and reminders appear here.',
  unread: 'Unread',
  // The settings
  intro: 'Everything below also appears in the bell at the top of the app, on all your devices. Push notifications reach this device even when the app is closed.',
  turnOn: 'Turn on notifications on this device',
  turnOff: 'Turn off notifications on this device',
  receives: 'This device receives push notifications.',
  doesNotReceive: 'This device does not receive push notifications.',
  turnOnFailed: 'Notifications could not be turned on. Check your connection and try again.',
  unsupported: 'This browser cannot receive notifications. On iPhone and iPad, add the app to the Home Screen first (iOS 16.4 or later).',
  blocked: 'Notifications are blocked for this site. Allow them in the browser settings, then try again.',
  whatToNotify: 'What to notify',
  hideContent: 'Hide the content on the lock screen',
  quietFrom: 'Quiet hours from',
  quietUntil: 'Quiet hours until',
  reminderAt: 'Flashcards reminder at',
  timeZone: 'Time zone',
  kinds: {
    graded: 'A quiz or exercise is graded',
    feedback: 'Feedback from a teacher',
    message: 'New messages in conversations',
    mention: 'Mentions in rooms',
    enrolment: 'Enrolment decisions',
    deadline: 'Quiz deadlines (24 hours and 1 hour ahead)',
    flashcards: 'Daily flashcards reminder (only when cards are due)',
    learnerRequest: "Learners' requests (staff)",
    batchDigest: 'Daily digest of batches falling behind (teachers)',
    announcement: 'Announcements',
  },
  // What the server's notifications say, by their `textKey` (shared with the server's pushes).
  texts: notificationTextsEn,
};

/** The notifications' texts: these keys, each a text in another language. */
export type Messages = typeof messages;

export const notificationsNs = englishMessages('notifications', messages);
