/** `quizFeedback.give`: a teacher's feedback on a learner's attempt (see services/teaching/feedback.ts). */
import { giveQuizFeedback } from '../../teaching/feedback';
import type { MutationHandler } from './registry';

/** Applies `quizFeedback.give`. */
export const quizFeedbackGive: MutationHandler<'quizFeedback.give'> = async (db, caller, args) => {
  await giveQuizFeedback(db, caller, args);
};
