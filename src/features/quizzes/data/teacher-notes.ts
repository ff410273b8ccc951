/**
 * What the learner's teacher wrote or granted (issue 16): feedback on an attempt and extensions of a
 * quiz, pulled into `quizFeedback` and `quizExtensions` (a learner's pull holds only their own).
 */
import { useLiveQuery } from '@/data/live-query';
import type { QuizFeedbackRow } from '@contract/teaching';
import { db } from '@/data/db';
import { useSignedInUser } from '@/data/signed-in-user';

/** The feedback on attempt `attemptId`, oldest first; undefined while read. */
export function useAttemptFeedback(attemptId: string): QuizFeedbackRow[] | undefined {
  return useLiveQuery(async () => (await db.quizFeedback.where('attemptId').equals(attemptId).toArray()).sort((a, b) => a.createdAt.localeCompare(b.createdAt)), [attemptId]);
}

/** The learner's extension of a quiz: its due date after extensions (never earlier), and attempts added. */
export interface QuizExtensionState {
  dueAt: string | null;
  extraAttempts: number;
}

/** The deadline and extra attempts of quiz `quiz` for this learner, after their extensions (the server applies the same rule). */
export function extendedQuiz(quiz: { dueAt: string | null }, extensions: readonly { dueAt: string | null; extraAttempts: number }[]): QuizExtensionState {
  let dueAt = quiz.dueAt;
  for (const e of extensions) if (dueAt !== null && e.dueAt !== null && Date.parse(e.dueAt) > Date.parse(dueAt)) dueAt = e.dueAt;
  return { dueAt, extraAttempts: extensions.reduce((sum, e) => sum + e.extraAttempts, 0) };
}

/** The signed-in learner's extensions of quiz `quizId` (a teacher's device holds their learners' too). */
export function useQuizExtensions(quizId: string) {
  const userId = useSignedInUser()?.user.id ?? '';
  return useLiveQuery(() => db.quizExtensions.where('quizId').equals(quizId).filter((e) => e.userId === userId).toArray(), [quizId, userId]);
}
