/**
 * The server's refusal codes (issue 52, item 5): every refusal a push answers `rejected` with, and
 * the problem details of the API, can carry a `code` and its `params` beside the English sentence.
 * The PWA words a known code in the learner's language (src/i18n/refusals), and shows the server's
 * English `reason` for a code it does not know (a newer server). Each template is the English the
 * server writes, with `{{param}}` placeholders; a key ending `_one`/`_other` is a plural form chosen
 * by the `count` param (i18next's form). Params hold data values only (names, numbers, limits, ids).
 * Not on the first load: the wire guards (wire.ts) only check that `code` is a string. The staff's
 * codes and those of uploads, packages and LTI are in refusals-staff.ts and refusals-integrations.ts,
 * the HTTP layer's (no route, an unhandled error, a status's own code) in refusals-http.ts.
 */
import { fieldProblemTemplates, FIELD_PROBLEMS, integrationRefusalTemplates } from './refusals-integrations';
import { httpRefusalTemplates } from './refusals-http';
import { staffRefusalTemplates } from './refusals-staff';

export const refusalTemplates = {
  ...staffRefusalTemplates,
  ...integrationRefusalTemplates,
  ...fieldProblemTemplates,
  ...httpRefusalTemplates,
  // Push (server/services/sync): a write that cannot be read or applied, and errors of its data.
  'sync-unknown-intent': 'This server cannot apply {{name}} yet.',
  'sync-unreadable': 'This change could not be read by the server ({{field}}).',
  'sync-conflict': 'This change conflicts with something already saved on the server, so it was not saved.',
  'sync-missing-reference': 'This change refers to something that is no longer on the server, so it was not saved.',
  'sync-invalid-value': 'A value in this change is out of range or not valid, so it was not saved.',
  'sync-not-saved': 'The server could not save this change, so it was not saved. If this keeps happening, tell an administrator.',
  'sync-refused': 'The server refused this change.',
  'sync-foreign-client': 'This sync client belongs to another account; sign in again to start a new local database.',
  // Requests the API refuses as a whole.
  'request-invalid': 'The request {{part}} is invalid ({{fields}}).',
  'too-many-requests': 'Too many requests; try again in {{seconds}} s.',
  // Lessons and practice.
  'lesson-unavailable': 'This lesson was not found or is not available to you, so its progress was not saved.',
  'lesson-section-past-end_one': 'This lesson has one section, so progress for section {{section}} was not saved.',
  'lesson-section-past-end_other': 'This lesson has {{count}} sections, so progress for section {{section}} was not saved.',
  'lesson-item-past-end': 'This lesson has {{items}} items, so item {{item}} was not saved.',
  'exercise-unavailable': 'This exercise was not found or is not available to you, so this attempt was not saved.',
  'card-unavailable': 'This flashcard was not found or is not available to you, so this review was not saved.',
  'deck-unavailable': 'This deck or one of its cards was not found or is not available to you, so this review history was not saved.',
  'review-in-future': 'A review in this history is dated in the future, so it was not saved.',
  // Quizzes.
  'quiz-unavailable': 'This quiz was not found or is not available to you, so this attempt was not graded.',
  'attempt-id-taken': 'This attempt id is already taken.',
  'quiz-submitted-in-future': 'This attempt says it was submitted at {{submittedAt}}, which is still in the future: check the date and time of your device.',
  'quiz-submitted-before-start': 'This attempt says it was submitted before it was started: check the date and time of your device.',
  'quiz-submitted-late': 'The deadline for "{{quiz}}" was {{dueAt}}; this attempt was submitted at {{submittedAt}}, too late to be graded.',
  'quiz-arrived-late': 'The deadline for "{{quiz}}" was {{dueAt}}; attempts must reach the server within 48 hours of it, and this one arrived later, so it cannot be graded.',
  'quiz-over-time': '"{{quiz}}" has a time limit of {{limit}} minutes; this attempt took {{took}} minutes, so it cannot be graded.',
  'quiz-attempts-used_one': '"{{quiz}}" allows {{count}} attempt, and you have used them all, so this attempt was not graded.',
  'quiz-attempts-used_other': '"{{quiz}}" allows {{count}} attempts, and you have used them all, so this attempt was not graded.',
  'quiz-version-missing': 'Version {{version}} of this quiz does not exist, so this attempt was not graded.',
  // Enrolment.
  'course-not-open': 'There is no course {{courseId}} open for enrolment; it may have been removed.',
  'enrolment-declined': 'An administrator declined your enrolment in "{{course}}"; ask them if you still need it.',
  'enrolment-declined-note': 'An administrator declined your enrolment in "{{course}}"; ask them if you still need it. They wrote: "{{note}}"',
  'course-closed': '"{{course}}" is not taking new learners; ask an administrator for access.',
  // Teaching.
  'not-your-learner': 'Only a teacher of this learner’s batch for this quiz’s course, or an admin, may do this.',
  'feedback-id-taken': 'This feedback id is already taken.',
  'extension-id-taken': 'This extension id is already taken.',
  'extension-not-later': 'An extension’s due date must be later than the learner’s current due date.',
  'quiz-results-staff-only': 'Only teachers and admins read quiz results.',
  'quiz-results-missing': 'There is no quiz {{quizId}} you can see results of.',
  // Chat and the AI tutor.
  'chat-sign-in-read': 'Sign in to read chat.',
  'chat-sign-in': 'Sign in to chat.',
  'chat-not-room-member': 'You are not a member of this chat room.',
  'chat-not-in-conversation': 'You are not part of this conversation.',
  'chat-no-shared-batch': 'You can only message people you share a batch with.',
  'chat-message-id-taken': 'This message id is already taken; the message was not sent.',
  'tutor-question-old': 'This question is from another day; ask it again today.',
  'tutor-message-id-taken': 'This message id is already in use.',
  'tutor-credit-used': 'You have used today\'s {{limit}} questions to the tutor. Your credit comes back tomorrow.',
  // Staff: courses, announcements, drafts, batches.
  'admins-only': 'Only an administrator can do this.',
  'course-missing': 'There is no course {{courseId}} in your organisation; it may have been removed.',
  'course-no-such': 'There is no course {{courseId}}.',
  'not-an-editor': 'Only admins and the teachers of its batches may edit this course.',
  'not-an-uploader': 'Only admins and teachers of a batch may upload media.',
  'announcement-admins-only': 'Only an administrator can send an announcement.',
  'announcement-id-taken': 'This announcement id is already taken.',
  'audience-batch-missing': 'There is no batch {{batchId}} in your organisation; it may have been removed.',
  'audience-course-missing': 'There is no course {{courseId}} in your organisation; it may have been removed.',
  'audience-archived': '{{name}} is archived: it takes no announcements.',
  'drafts-staff-only': 'Only teachers and admins keep drafts.',
  'publish-admins-only': 'Only an administrator publishes quizzes, exercises and decks.',
  'draft-missing': 'This draft was not found.',
  'batch-admins-only': 'Only an administrator can change who is in a batch.',
  'batch-missing': 'There is no batch {{batchId}} in your organisation; it may have been removed.',
  'batch-archived': '{{name}} is archived: it takes no learners.',
  'person-missing': 'There is no person {{userId}} in your organisation.',
  'person-removed': '{{name}} was removed from the organisation: restore them before adding them to a batch.',
  'membership-gone': 'That learner is no longer in this batch (membership {{memberId}}); someone may have removed them.',
  'membership-id-taken': 'This membership id is already taken; add the learner again.',
  'already-in-batch': '{{learner}} is already in {{batch}}.',
  'membership-moved': 'Someone moved this learner to another batch meanwhile; look again and choose.',
  'learner-already-in': 'The learner is already in {{batch}}.',
} as const;

type TemplateKey = keyof typeof refusalTemplates;
/** A refusal code: a template key without its plural suffix. */
export type RefusalCode = TemplateKey extends infer K ? (K extends `${infer Base}_${'one' | 'other'}` ? Base : K) : never;
/** A refusal's params: data values only. */
export type RefusalParams = Readonly<Record<string, string | number>>;
/** A refusal as it travels: its code and params. */
export interface Refusal {
  code: RefusalCode;
  params?: RefusalParams;
}

const templates: Readonly<Record<string, string>> = refusalTemplates;

/** Whether the PWA and server know `code`. */
export function isRefusalCode(code: unknown): code is RefusalCode {
  return typeof code === 'string' && (code in templates || `${code}_other` in templates);
}

/** The template key of `code` for `params` (its plural form when it has them: English one/other). */
export function templateKey(code: RefusalCode, params: RefusalParams = {}): TemplateKey {
  if (code in templates) return code as TemplateKey;
  return `${code}_${params.count === 1 ? 'one' : 'other'}` as TemplateKey;
}

/**
 * The key the PWA words a refusal with in another language: `invalid-field`'s problem picks its
 * sentence ("{{field}} is too long."); any other code is its own key (a plural's form is i18next's).
 */
export function wordingKey(code: RefusalCode, params: RefusalParams = {}): string {
  const problem = params['problem'];
  if (code === 'invalid-field' && (FIELD_PROBLEMS as readonly unknown[]).includes(problem)) return `invalid-field_${String(problem)}`;
  return code;
}

/** Fills `{{name}}` placeholders of `template` from `params` (an unknown one stays as written). */
export function fillTemplate(template: string, params: RefusalParams = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The English sentence of a refusal: what the server writes as `detail` or `reason`. */
export function refusalEnglish(code: RefusalCode, params: RefusalParams = {}): string {
  return fillTemplate(refusalTemplates[templateKey(code, params)], params);
}
