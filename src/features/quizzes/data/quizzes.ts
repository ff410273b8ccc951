/**
 * Quizzes as cached on this device (pulled without answer keys): one quiz with its questions, and
 * the quizzes of the learner's courses they have not attempted yet.
 */
import { useLiveQuery } from '@/data/live-query';
import type { QuizQuestionRowData, QuizRowData } from '@contract/quizzes';
import { db } from '@/data/db';

/** A quiz with its questions in order; `null` when it is not on this device, `undefined` while reading. */
export function useQuiz(quizId: string): { quiz: QuizRowData; questions: QuizQuestionRowData[] } | null | undefined {
  return useLiveQuery(async () => {
    const quiz = await db.quizzes.get(quizId);
    if (!quiz) return null;
    const questions = await db.quizQuestions.where('quizId').equals(quizId).sortBy('position');
    return { quiz, questions };
  }, [quizId]);
}

/** A quiz the learner has not attempted, with its course's title. */
export interface OpenQuiz {
  quiz: QuizRowData;
  courseTitle: string;
}

/** Quizzes of the learner's (assigned) courses with no attempt on this device or graded, by deadline then name. */
export function useOpenQuizzes(): OpenQuiz[] | undefined {
  return useLiveQuery(async () => {
    // `assigned` is a boolean, so it has no index: filter in memory (ARCHITECTURE pitfalls).
    const courses = (await db.courses.toArray()).filter((c) => c.assigned);
    const titles = new Map(courses.map((c) => [c.id, c.title]));
    const quizzes = await db.quizzes.where('courseId').anyOf([...titles.keys()]).toArray();
    const attempted = new Set([
      ...(await db.quizResults.toArray()).map((r) => r.quizId),
      ...(await db.quizAttempts.where('status').anyOf(['submitted', 'graded']).toArray()).map((a) => a.quizId),
    ]);
    return quizzes
      .filter((quiz) => !attempted.has(quiz.id))
      .sort((a, b) => (a.dueAt ?? '9999').localeCompare(b.dueAt ?? '9999') || a.name.localeCompare(b.name))
      .map((quiz) => ({ quiz, courseTitle: titles.get(quiz.courseId) ?? '' }));
  }, []);
}
