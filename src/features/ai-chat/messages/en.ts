/** The AI tutor chat's texts in English (issue 52): the source its translations follow, key for key. */
import { englishMessages } from '@/i18n/i18n';

export const messages = {
  title: 'AI Tutor',
  intro: 'The tutor answers from your own course material and names the lesson it quotes.',
  offlineTitle: 'You are offline',
  offlineBody: 'Questions will be sent when you are back online.',
  loadFailed: 'Earlier messages could not be loaded',
  tryAgain: 'Try again',
  loadingEarlier: 'Loading earlier messages',
  loading: 'Loading messages',
  notSavedTitle: 'Your question was not saved',
  notSavedBody: 'It could not be stored on this device. Try again.',
  credit: {
    exact: 'Daily credit: {{left}} of {{total}}',
    checking: 'Daily credit: checking…',
    atMost: 'Daily credit: at most {{left}} of {{total}} (checked when online)',
  },
  list: {
    empty: 'No messages yet. Ask the tutor about a lesson, for example “What is an absolute reference?”.',
    earlier: 'Earlier messages',
    today: 'Today',
    todays: "Today's messages",
  },
  message: {
    you: 'You',
    tutor: 'Tutor',
    notSent: 'Not sent',
    retry: 'Retry',
    sending: 'Sending…',
    willSend: 'will be sent when you are back online',
  },
  ask: {
    form: 'Ask the tutor',
    spent: "You have used today's {{credit}} questions. You can ask again tomorrow.",
    label: 'Your question',
    noneLeft: 'No questions left today',
    placeholder: 'Ask about your courses',
    send: 'Send',
  },
};

/** The AI tutor chat's texts: these keys, each a text in another language. */
export type Messages = typeof messages;

export const aiChatNs = englishMessages('ai-chat', messages);
