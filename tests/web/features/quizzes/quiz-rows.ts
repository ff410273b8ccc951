// Cached quiz rows for the quiz screen tests, shaped as contract/quizzes.ts says pull sends them.
import type { QuizQuestionRowData, QuizResultRowData, QuizRowData } from '@contract/quizzes';
import { db } from '@/data/db';
import { courseRow } from '../../support/rows';

export const quiz: QuizRowData = {
  id: 'quiz-1', courseId: 'c1', name: 'Loops', code: 'PY-110', description: 'Check loops.', passMark: 60,
  timeLimitMinutes: 10, dueAt: null, questionCount: 3, updatedAt: '2026-11-22T10:00:00.000Z',
};

export const questions: QuizQuestionRowData[] = [
  { id: 'q1', quizId: 'quiz-1', position: 1, prompt: 'Pick b', kind: 'single', options: ['a', 'b', 'c'], points: 1 },
  { id: 'q2', quizId: 'quiz-1', position: 2, prompt: 'Loops repeat.', kind: 'truefalse', options: ['True', 'False'], points: 1 },
  { id: 'q3', quizId: 'quiz-1', position: 3, prompt: 'Keyword to leave a loop?', kind: 'text', options: [], points: 1 },
];

/** A graded result of attempt `id` (q1 right, q2 wrong, q3 right). */
export function resultRow(id: string): QuizResultRowData {
  return {
    id, quizId: 'quiz-1', userId: 'u1', score: 2, total: 3, percent: 67, passMark: 60, passed: true,
    startedAt: '2026-11-22T10:00:00.000Z', submittedAt: '2026-11-22T10:05:00.000Z', gradedAt: '2026-11-22T10:06:00.000Z',
    answers: [
      { qstnId: 'q1', answer: 'b', correct: true, correctAnswer: ['b'], points: 1 },
      { qstnId: 'q2', answer: 'False', correct: false, correctAnswer: ['True'], points: 1 },
      { qstnId: 'q3', answer: 'break', correct: true, correctAnswer: ['break'], points: 1 },
    ],
  };
}

/** Caches an assigned course with the quiz and its questions. */
export async function cacheQuiz(): Promise<void> {
  await db.courses.put(courseRow({ id: 'c1', title: 'Python', assigned: true }));
  await db.quizzes.put(quiz);
  await db.quizQuestions.bulkPut(questions);
}
