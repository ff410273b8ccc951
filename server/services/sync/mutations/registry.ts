/**
 * The write intents this server applies, by name. Each handler is a thin adapter from an intent's
 * args to the service a REST route would call; it throws `HttpError` to refuse (the push answers
 * `rejected` with its detail). The map is complete over the contract's intents (contract/intents.ts):
 * an intent without a handler does not compile.
 */
import type { MutationArgs, MutationName } from '../../../../contract/sync';
import type { Caller } from '../../../app-env';
import type { Tutor } from '../../../ai/tutor';
import type { Database } from '../../../db/client';
import type { LiveBus } from '../../../live/bus';
import { accessGrant } from './access-grant';
import { accessRevoke } from './access-revoke';
import type { LessonChecks } from '../../progress';
import { aiAsk } from './ai-ask';
import { batchMemberAdd, batchMemberMove, batchMemberRemove } from './batch-member';
import { cardReview } from './card-review';
import { courseCreate } from './course-create';
import { courseDuplicate } from './course-duplicate';
import { courseSetStatus } from './course-set-status';
import { enrolmentAdd } from './enrolment-add';
import { enrolmentDecide } from './enrolment-decide';
import { draftDiscard, draftSave } from './draft-save';
import { enrolmentRequest } from './enrolment-request';
import { exerciseSubmit } from './exercise-submit';
import { messageSend } from './message-send';
import { progressSet } from './progress-set';
import { quizExtensionGrant } from './quiz-extension-grant';
import { quizFeedbackGive } from './quiz-feedback-give';
import { quizSubmit } from './quiz-submit';

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

/** Applies one intent inside the push transaction (in its own savepoint when the batch is applied again after a failure; see push.ts). */
export type MutationHandler<N extends MutationName> = (
  db: Database,
  caller: Caller,
  args: MutationArgs<N>,
  context: MutationContext,
) => Promise<void>;

/** One handler per intent name. */
export type HandlerRegistry = { readonly [N in MutationName]: MutationHandler<N> };

export const handlers: HandlerRegistry = {
  'progress.set': progressSet,
  'enrolment.request': enrolmentRequest,
  'quiz.submit': quizSubmit,
  'exercise.submit': exerciseSubmit,
  'card.review': cardReview,
  'message.send': messageSend,
  'ai.ask': aiAsk,
  'quizFeedback.give': quizFeedbackGive,
  'quizExtension.grant': quizExtensionGrant,
  'enrolment.decide': enrolmentDecide,
  'enrolment.add': enrolmentAdd,
  'access.grant': accessGrant,
  'access.revoke': accessRevoke,
  'batchMember.add': batchMemberAdd,
  'batchMember.move': batchMemberMove,
  'batchMember.remove': batchMemberRemove,
  'course.create': courseCreate,
  'course.setStatus': courseSetStatus,
  'course.duplicate': courseDuplicate,
  'draft.save': draftSave,
  'draft.discard': draftDiscard,
};

/** The handler of intent `name`. */
export function handlerFor<N extends MutationName>(name: N): MutationHandler<N> {
  return handlers[name];
}
