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
import { aiAsk } from './ai-ask';
import { cardReview } from './card-review';
import { draftDiscard, draftSave } from './draft-save';
import { enrolmentRequest } from './enrolment-request';
import { exerciseSubmit } from './exercise-submit';
import { messageSend } from './message-send';
import { progressSet } from './progress-set';
import { quizSubmit } from './quiz-submit';

/** What a handler may use besides the database: work to run once the push has committed, the live bus and the tutor. */
export interface MutationContext {
  /** Runs `task` after the push transaction commits (never if it rolls back). */
  afterCommit: (task: () => Promise<void>) => void;
  /** Publish live events here, from `afterCommit` (never inside the transaction). */
  live: LiveBus;
  tutor?: Tutor;
}

/** Applies one intent inside the push transaction (in its own savepoint). */
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
  'draft.save': draftSave,
  'draft.discard': draftDiscard,
};

/** The handler of intent `name`. */
export function handlerFor<N extends MutationName>(name: N): MutationHandler<N> {
  return handlers[name];
}
