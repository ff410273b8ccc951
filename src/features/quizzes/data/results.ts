/**
 * The learner's quiz results on this device: graded attempts (pulled `quizResults` rows) and
 * attempts submitted here that wait for their grade, grouped per quiz with the best and latest.
 */
import { useLiveQuery } from '@/data/live-query';
import type { QuizResultRowData, QuizRowData } from '@contract/quizzes';
import { db } from '@/data/db';
import { listWaitingAttempts, type AttemptRow } from './attempts';
import { i18n } from '@/i18n/i18n';
import { quizzesNs } from '../messages/en';

/** One submitted attempt: graded (`result`), or waiting for its grade. */
export interface SubmittedAttempt {
  id: string;
  quizId: string;
  submittedAt: string;
  result: QuizResultRowData | null;
}

/** One quiz's attempts, newest first, with the best graded percentage. */
export interface QuizHistory {
  quizId: string;
  name: string;
  attempts: SubmittedAttempt[];
  best: QuizResultRowData | null;
}

/** Groups attempts by quiz (quizzes by latest attempt, newest first); pure, for tests. */
export function groupHistory(results: QuizResultRowData[], waiting: AttemptRow[], names: Map<string, string>): QuizHistory[] {
  const graded = new Set(results.map((r) => r.id));
  const all: SubmittedAttempt[] = [
    ...results.map((r) => ({ id: r.id, quizId: r.quizId, submittedAt: r.submittedAt, result: r })),
    ...waiting
      .filter((a) => a.status === 'submitted' && a.submittedAt && !graded.has(a.id))
      .map((a) => ({ id: a.id, quizId: a.quizId, submittedAt: a.submittedAt!, result: null })),
  ].sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));
  const byQuiz = new Map<string, QuizHistory>();
  for (const attempt of all) {
    let history = byQuiz.get(attempt.quizId);
    if (!history) {
      history = { quizId: attempt.quizId, name: names.get(attempt.quizId) ?? i18n.getFixedT(null, quizzesNs)('history.quizGone'), attempts: [], best: null };
      byQuiz.set(attempt.quizId, history);
    }
    history.attempts.push(attempt);
    const r = attempt.result;
    if (r && (!history.best || r.percent > history.best.percent)) history.best = r;
  }
  return [...byQuiz.values()];
}

/** Every quiz the learner submitted, live; `undefined` while reading. With `quizId`, that quiz only. */
export function useQuizHistory(quizId?: string): QuizHistory[] | undefined {
  return useLiveQuery(async () => {
    const results = (quizId ? await db.quizResults.where('quizId').equals(quizId).toArray() : await db.quizResults.toArray()) as QuizResultRowData[];
    const waiting = (await listWaitingAttempts()).filter((a) => !quizId || a.quizId === quizId);
    const quizzes = (await db.quizzes.toArray()) as QuizRowData[];
    return groupHistory(results, waiting, new Map(quizzes.map((q) => [q.id, q.name])));
  }, [quizId ?? '']);
}
