/** `quiz.submit`: grade and store an attempt (see services/quizzes/submit.ts). */
import { submitQuizAttempt } from '../../quizzes/submit';
import type { MutationHandler } from './registry';

/** Applies `quiz.submit`. */
export const quizSubmit: MutationHandler<'quiz.submit'> = async (db, caller, args) => {
  await submitQuizAttempt(db, caller, args);
};
