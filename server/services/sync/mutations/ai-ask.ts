/** `ai.ask`: store the question and charge a credit once (services/ai-tutor.ts); the tutor answers after the commit. */
import { recordQuestion } from '../../ai-tutor';
import type { MutationHandler } from './registry';

/** Applies `ai.ask`. */
export const aiAsk: MutationHandler<'ai.ask'> = async (db, caller, args, { afterCommit, tutor }) => {
  const answerNow = await recordQuestion(db, caller, args);
  if (answerNow && tutor) afterCommit(() => tutor.answer(caller, { messageId: args.messageId, day: args.day, body: args.body }));
};
