/** The sync status's texts in English (issue 52): the source its translations follow, key for key. */
import { englishMessages } from '@/i18n/i18n';

export const messages = {
  offline: 'Offline',
  online: 'Online',
  waiting_one: '{{count}} change waiting to sync',
  waiting_other: '{{count}} changes waiting to sync',
  waitingShort: '{{count}} waiting to sync',
  allSaved: 'All changes saved',
  statusLabel: 'Sync status: {{status}}',
  statusRegion: 'Sync status',
  synced: 'Synced {{when}}',
  justNow: 'just now',
  notSynced: 'Not synced yet',
  refusedList: 'Changes the server refused',
  retry: 'Retry',
  discard: 'Discard',
  lostRegion: 'Changes the server lost',
  lostTitle_one: 'The server lost {{count}} change you had sent',
  lostTitle_other: 'The server lost {{count}} changes you had sent',
  lostBody: 'The server was restored from an earlier copy. This device kept your changes: send them again, or discard them.',
  sendAgain: 'Send again',
  busyIn: 'Server busy, retrying in {{seconds}} s',
  busyNow: 'Server busy, retrying now',
  storageUsed: '{{used}} of {{quota}} used',
  storageLabel: 'Storage: {{usage}}',
  intents: {
    'progress-set': 'Lesson progress',
    'enrolment-request': 'Enrolment',
    'quiz-submit': 'Quiz answers',
    'exercise-submit': 'Exercise answers',
    'card-review': 'Flashcard review',
    'card-importHistory': 'Review history from Anki',
    'message-send': 'Message',
    'ai-ask': 'Question to the tutor',
  },
};

/** The sync status's texts: these keys, each a text in another language. */
export type Messages = typeof messages;

export const syncStatusNs = englishMessages('sync-status', messages);
