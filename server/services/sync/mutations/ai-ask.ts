/**
 * `ai.ask`: store the question and charge a credit once (services/ai-tutor.ts). After the commit
 * the asker's day-document streams re-read it (the question shows on every device) and the tutor
 * answers.
 */
import { dayDocumentTopic } from '../../../live/topics';
import { recordQuestion } from '../../ai-tutor';
import type { MutationHandler } from './registry';

/** Applies `ai.ask`. */
export const aiAsk: MutationHandler<'ai.ask'> = async (db, caller, args, { afterCommit, live, tutor }) => {
  const answerNow = await recordQuestion(db, caller, args);
  afterCommit(() => live.publish(dayDocumentTopic({ organisationId: caller.organisationId, userId: caller.id, day: args.day })));
  if (answerNow && tutor) afterCommit(() => tutor.answer(caller, { messageId: args.messageId, day: args.day, body: args.body }));
};
