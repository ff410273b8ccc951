/**
 * The texts of server-made notifications in English (issue 52): each notification stores a `textKey`
 * and its `params`; the PWA's centre (namespace `notifications`, group `texts`) and the server's push
 * (server/slices/notifications/texts.ts) word it in the recipient's language from these, key for
 * key in hi.ts and ar.ts. A key without `body` keeps the body its author wrote (a message, an admin's
 * note). Plain data: no zod, loaded with the bell.
 */
export const notificationTextsEn = {
  someone: 'Someone',
  quizGraded: { title: 'Quiz graded: {{title}}', body: 'You scored {{percent}}%.' },
  quizPassed: { title: 'Quiz graded: {{title}}', body: 'You scored {{percent}}% and passed.' },
  exerciseChecked: { title: 'Exercise checked: {{title}}', body: '{{correct}} of {{total}} correct.' },
  feedback: { title: 'Feedback on {{title}}' },
  message: { title: 'New message from {{from}}' },
  mention: { title: '{{from}} mentioned you in {{room}}' },
  enrolmentApproved: { title: 'You are enrolled in {{title}}', body: 'The course is ready to start.' },
  enrolmentApprovedNote: { title: 'You are enrolled in {{title}}' },
  enrolmentDeclined: { title: 'Your request for {{title}} was declined', body: 'Ask your administrator if you have questions.' },
  enrolmentDeclinedNote: { title: 'Your request for {{title}} was declined' },
  learnerRequest: { title: '{{from}} asked to join {{title}}', body: 'Approve or decline the request.' },
  deadlineDay: { title: '{{title}} is due in 24 hours', body: 'You have not submitted it yet.' },
  deadlineHour: { title: '{{title}} is due in an hour', body: 'You have not submitted it yet.' },
  flashcards: {
    title_one: '{{count}} flashcard to review',
    title_other: '{{count}} flashcards to review',
    body: 'A few minutes today keeps them fresh.',
  },
  batchDigest: {
    title_one: '{{count}} batch falling behind',
    title_other: '{{count}} batches falling behind',
    line: '{{batch}}: {{inactive}} inactive for {{days}} days',
  },
};

/** The notification texts: these keys, each a text in another language. */
export type NotificationTexts = typeof notificationTextsEn;

/** A notification's text key (every group but `someone`). */
export type NotificationTextKey = Exclude<keyof NotificationTexts, 'someone'>;
