/**
 * The write intents this server applies, by name, each mapped straight to its domain's service
 * (the function a REST route would call), which throws `HttpError` to refuse (the push answers
 * `rejected` with its detail). `satisfies` checks the map against every intent of the contract
 * (contract/intents.ts) and each service's parameters against its intent's args: an intent without
 * a handler, or a service that takes other args, does not compile. Only intents that use the
 * {@link MutationContext} (work after the commit, the batch's lesson checks) have a lambda here.
 */
import type { IntentArgs, IntentName } from '../../contract/intents';
import type { Caller } from '../auth/caller';
import type { Tutor } from '../ai/tutor';
import type { Database } from '../db/client';
import type { LiveBus } from '../live/bus';
import { chatTopic, dayDocumentTopic, pushQueueTopic } from '../live/topics';
import { grantAccess, revokeAccess } from './admin-courses/access-grants';
import { createCourse, duplicateCourse, setCourseStatus } from './admin-courses/course-status';
import { addEnrolments, decideEnrolments } from './admin-courses/enrolment-decisions';
import { recordQuestion } from './ai-chat/ai-tutor';
import { sendAnnouncement } from './notifications/announcements';
import { discardDraft, saveDraft } from './authoring/drafts';
import { sendMessage } from './messages/send';
import { requestEnrolment } from './courses/enrolments';
import { addMembership, moveMembership, removeMembership } from './people/batch-memberships';
import { importCardHistory, recordCardReview, recordExerciseAttempt } from './practice/practice';
import { notifyEnrolmentDecided, notifyEnrolmentRequested, notifyExerciseGraded, notifyFeedback, notifyMessage, notifyQuizGraded } from './notifications/events';
import { notifyAnnouncement } from './notifications/announcement';
import { markAllNotificationsRead, markNotificationsRead } from './notifications/read-state';
import { setNotificationSettings } from './notifications/settings';
import { removePushSubscription, savePushSubscription } from './notifications/subscriptions';
import { setPreference } from './account/preferences';
import { commitPackageAttempt } from './packages/package-attempts';
import { keepPackageStatement } from './packages/xapi/statements';
import { setLessonProgress, type LessonChecks } from './courses/progress';
import { submitQuizAttempt } from './quizzes/submit';
import { enqueueScores } from '../lti/score-queue';
import { setOwnPackageLimits } from './packages/organisation-limits';
import { wakeScoreWorkers } from '../lti/score-worker';
import { grantQuizExtension } from './teaching/extensions';
import { giveQuizFeedback } from './teaching/feedback';

/** What a handler may use besides the database: work to run once the push has committed, the live bus and the tutor. */
export interface MutationContext {
  /** Runs `task` after the push transaction commits (never if it rolls back). */
  afterCommit: (task: () => Promise<void>) => void;
  /** Publish live events here, from `afterCommit` (never inside the transaction). */
  live: LiveBus;
  tutor?: Tutor;
  /** The batch's lesson checks (slices/courses/progress.ts), kept while only progress writes are applied. */
  lessonChecks?: LessonChecks;
}

/**
 * Applies one intent inside the push transaction (in its own savepoint when the batch is applied
 * again after a failure; see push.ts). What it resolves to is not used.
 */
export type MutationHandler<N extends IntentName> = (db: Database, caller: Caller, args: IntentArgs<N>, context: MutationContext) => Promise<unknown>;

/**
 * `service` followed by `notify` (slices/notifications/events.ts) in the same transaction, and a
 * wake-up of the push workers once it commits (issue 53).
 */
function notifying<N extends IntentName>(service: MutationHandler<N>, notify: (db: Database, caller: Caller, args: IntentArgs<N>) => Promise<void>): MutationHandler<N> {
  return async (db, caller, args, context) => {
    await service(db, caller, args, context);
    await notify(db, caller, args);
    context.afterCommit(() => context.live.publish(pushQueueTopic()));
  };
}

/** One handler per intent name. */
export type HandlerRegistry = { readonly [N in IntentName]: MutationHandler<N> };

export const handlers = {
  // The batch's memo of lesson checks (push.ts) makes 200 writes to one lesson cheap.
  'progress.set': (db, caller, args, { lessonChecks }) => setLessonProgress(db, caller, args, lessonChecks),
  'enrolment.request': notifying(requestEnrolment, notifyEnrolmentRequested),
  // Graded against the server's clock (its own parameter), not the context.
  'quiz.submit': notifying(async (db, caller, args, { afterCommit }) => {
    await submitQuizAttempt(db, caller, args);
    // A quiz placed in an LTI platform: its score is queued with the attempt, posted once committed.
    if (await enqueueScores(db, args.attemptId)) afterCommit(async () => wakeScoreWorkers());
  }, notifyQuizGraded),
  'exercise.submit': notifying(recordExerciseAttempt, notifyExerciseGraded),
  'card.review': recordCardReview,
  'card.importHistory': importCardHistory,
  'message.send': notifying(async (db, caller, args, { afterCommit, live }) => {
    await sendMessage(db, caller, args);
    afterCommit(() => live.publish(chatTopic(caller.organisationId)));
  }, notifyMessage),
  // The question shows on the asker's every device (their day document), and the tutor answers once it is committed.
  'ai.ask': async (db, caller, args, { afterCommit, live, tutor }) => {
    const answerNow = await recordQuestion(db, caller, args);
    afterCommit(() => live.publish(dayDocumentTopic({ organisationId: caller.organisationId, userId: caller.id, day: args.day })));
    if (answerNow && tutor) afterCommit(() => tutor.answer(caller, { messageId: args.messageId, day: args.day, body: args.body }));
  },
  'quizFeedback.give': notifying(giveQuizFeedback, notifyFeedback),
  'quizExtension.grant': grantQuizExtension,
  'enrolment.decide': notifying(decideEnrolments, notifyEnrolmentDecided),
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
  'package.commit': commitPackageAttempt,
  'package.statement': keepPackageStatement,
  'pushSubscription.save': savePushSubscription,
  'pushSubscription.remove': removePushSubscription,
  'notification.markRead': markNotificationsRead,
  'notification.markAllRead': markAllNotificationsRead,
  'notificationSettings.set': setNotificationSettings,
  // Its learners are notified in the same transaction (push, the bell).
  'packageLimits.set': setOwnPackageLimits,
  'announcement.send': notifying(sendAnnouncement, notifyAnnouncement),
} as const satisfies HandlerRegistry;

/** The handler of intent `name`. */
export function handlerFor<N extends IntentName>(name: N): MutationHandler<N> {
  return (handlers as HandlerRegistry)[name];
}
