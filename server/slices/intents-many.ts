/**
 * Intents a push applies set-based (issue 55; `quiz.submit` since item 1's last cut): a run of consecutive writes of one such kind in a
 * batch goes to its `applyMany` in one call (push.ts), which checks access once for the run and
 * writes it in a statement or two, answering each write as its single handler (registry.ts) would:
 * `undefined` when applied, or its refusal. A refused write changes nothing; an error thrown is a
 * failure of the run, which push then applies one write at a time. Any other intent, and a run of
 * one write, goes through its single handler.
 */
import type { IntentArgs, IntentName } from '../../contract/intents';
import type { Caller } from '../auth/caller';
import type { Database } from '../db/client';
import type { HttpError } from '../http/problem';
import { chatTopic, pushQueueTopic } from '../live/topics';
import { enqueueScores } from '../lti/score-queue';
import { wakeScoreWorkers } from '../lti/score-worker';
import { sendMessages } from './messages/send-many';
import { notifyAttemptGraded, notifyMessage, notifyQuizGraded } from './notifications/events';
import { submitQuizAttempts } from './quizzes/submit-many';
import { recordCardReviews } from './practice/practice-reviews';
import { setLessonProgressMany } from './courses/progress-many';
import type { MutationContext } from './intents';

/** Applies a run of writes of one intent; answers each in order: undefined (applied) or its refusal. */
export type ManyHandler<N extends IntentName> = (db: Database, caller: Caller, args: IntentArgs<N>[], context: MutationContext) => Promise<(HttpError | undefined)[]>;

/** The intents with an `applyMany`. */
export type ManyRegistry = { readonly [N in IntentName]?: ManyHandler<N> };

export const manyHandlers = {
  'progress.set': (db, caller, args, { lessonChecks }) => setLessonProgressMany(db, caller, args, lessonChecks),
  'card.review': recordCardReviews,
  // As the single handler: each message notifies (registry.ts `notifying`), and one wake-up of the chat and the push workers for the run.
  'message.send': async (db, caller, args, { afterCommit, live }) => {
    const outcomes = await sendMessages(db, caller, args);
    const sent = args.filter((_, i) => !outcomes[i]);
    for (const message of sent) await notifyMessage(db, caller, message);
    if (sent.length > 0) {
      afterCommit(() => live.publish(chatTopic(caller.organisationId)));
      afterCommit(() => live.publish(pushQueueTopic()));
    }
    return outcomes;
  },
  // As the single handler (registry.ts): each applied write notifies (a replay reads its grade as before), its scores are queued for LTI, and the push workers wake once.
  'quiz.submit': async (db, caller, args, { afterCommit, live }) => {
    const { outcomes, stored, replays } = await submitQuizAttempts(db, caller, args);
    const queued = await enqueueScores(db, [...stored.map((a) => a.attemptId), ...replays.map((a) => a.attemptId)]);
    if (queued) afterCommit(async () => wakeScoreWorkers());
    for (const { attemptId, ...grade } of stored) await notifyAttemptGraded(db, caller, attemptId, grade);
    for (const replay of replays) await notifyQuizGraded(db, caller, replay);
    if (stored.length + replays.length > 0) afterCommit(() => live.publish(pushQueueTopic()));
    return outcomes;
  },
} as const satisfies ManyRegistry;

/** The `applyMany` of intent `name`, if it has one. */
export function manyHandlerFor(name: string): ManyHandler<IntentName> | undefined {
  return (manyHandlers as ManyRegistry)[name as IntentName] as ManyHandler<IntentName> | undefined;
}
