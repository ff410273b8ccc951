/**
 * The write intents this server applies, by name, each mapped straight to its domain's service
 * (the function a REST route would call), which throws `HttpError` to refuse (the push answers
 * `rejected` with its detail). `satisfies` checks the map against every intent of the contract
 * (contract/intents.ts) and each service's parameters against its intent's args: an intent without
 * a handler, or a service that takes other args, does not compile. Only intents that use the
 * {@link MutationContext} (work after the commit, the batch's lesson checks) have a lambda here.
 */
import type { IntentArgs, IntentName } from '../../../../contract/intents';
import type { Caller } from '../../../auth/caller';
import type { Tutor } from '../../../ai/tutor';
import type { Database } from '../../../db/client';
import type { LiveBus } from '../../../live/bus';
import { chatTopic, dayDocumentTopic } from '../../../live/topics';
import { grantAccess, revokeAccess } from '../../admin/access-grants';
import { createCourse, duplicateCourse, setCourseStatus } from '../../admin/course-status';
import { addEnrolments, decideEnrolments } from '../../admin/enrolment-decisions';
import { recordQuestion } from '../../ai-tutor';
import { sendAnnouncement } from '../../announcements';
import { discardDraft, saveDraft } from '../../authoring/drafts';
import { sendMessage } from '../../chat/send';
import { requestEnrolment } from '../../enrolments';
import { addMembership, moveMembership, removeMembership } from '../../people/batch-memberships';
import { recordCardReview, recordExerciseAttempt } from '../../practice';
import { setPreference } from '../../preferences';
import { setLessonProgress, type LessonChecks } from '../../progress';
import { submitQuizAttempt } from '../../quizzes/submit';
import { grantQuizExtension } from '../../teaching/extensions';
import { giveQuizFeedback } from '../../teaching/feedback';

/** What a handler may use besides the database: work to run once the push has committed, the live bus and the tutor. */
export interface MutationContext {
  /** Runs `task` after the push transaction commits (never if it rolls back). */
  afterCommit: (task: () => Promise<void>) => void;
  /** Publish live events here, from `afterCommit` (never inside the transaction). */
  live: LiveBus;
  tutor?: Tutor;
  /** The batch's lesson checks (services/progress.ts), kept while only progress writes are applied. */
  lessonChecks?: LessonChecks;
}

/**
 * Applies one intent inside the push transaction (in its own savepoint when the batch is applied
 * again after a failure; see push.ts). What it resolves to is not used.
 */
export type MutationHandler<N extends IntentName> = (db: Database, caller: Caller, args: IntentArgs<N>, context: MutationContext) => Promise<unknown>;

/** One handler per intent name. */
export type HandlerRegistry = { readonly [N in IntentName]: MutationHandler<N> };

export const handlers = {
  // The batch's memo of lesson checks (push.ts) makes 200 writes to one lesson cheap.
  'progress.set': (db, caller, args, { lessonChecks }) => setLessonProgress(db, caller, args, lessonChecks),
  'enrolment.request': requestEnrolment,
  // Graded against the server's clock (its own parameter), not the context.
  'quiz.submit': (db, caller, args) => submitQuizAttempt(db, caller, args),
  'exercise.submit': recordExerciseAttempt,
  'card.review': recordCardReview,
  'message.send': async (db, caller, args, { afterCommit, live }) => {
    await sendMessage(db, caller, args);
    afterCommit(() => live.publish(chatTopic(caller.organisationId)));
  },
  // The question shows on the asker's every device (their day document), and the tutor answers once it is committed.
  'ai.ask': async (db, caller, args, { afterCommit, live, tutor }) => {
    const answerNow = await recordQuestion(db, caller, args);
    afterCommit(() => live.publish(dayDocumentTopic({ organisationId: caller.organisationId, userId: caller.id, day: args.day })));
    if (answerNow && tutor) afterCommit(() => tutor.answer(caller, { messageId: args.messageId, day: args.day, body: args.body }));
  },
  'quizFeedback.give': giveQuizFeedback,
  'quizExtension.grant': grantQuizExtension,
  'enrolment.decide': decideEnrolments,
  'enrolment.add': addEnrolments,
  'access.grant': grantAccess,
  'access.revoke': revokeAccess,
  'batchMember.add': addMembership,
  'batchMember.move': moveMembership,
  'batchMember.remove': removeMembership,
  'course.create': createCourse,
  'course.setStatus': setCourseStatus,
  'course.duplicate': duplicateCourse,
  'draft.save': saveDraft,
  'draft.discard': discardDraft,
  'preference.set': setPreference,
  // Its after-commit hook (`onAnnouncementSent`) is the service's, through the context.
  'announcement.send': sendAnnouncement,
} as const satisfies HandlerRegistry;

/** The handler of intent `name`. */
export function handlerFor<N extends IntentName>(name: N): MutationHandler<N> {
  return (handlers as HandlerRegistry)[name];
}
