// The learner's results grouped per quiz: attempts newest first, best score, waiting attempts included.
import { expect, test } from 'vitest';
import type { QuizResultRowData } from '@contract/quizzes';
import { groupHistory } from '@/features/quizzes/data/results';
import type { AttemptRow } from '@/features/quizzes/data/attempts';

const result = (id: string, quizId: string, percent: number, submittedAt: string): QuizResultRowData => ({
  id, quizId, userId: 'u1', score: percent / 10, total: 10, percent, passMark: 60, passed: percent >= 60,
  startedAt: submittedAt, submittedAt, gradedAt: submittedAt, answers: [],
});
const waiting = (id: string, quizId: string, submittedAt: string, status: AttemptRow['status'] = 'submitted'): AttemptRow => ({
  id, quizId, status, userAnswers: [], currentQuestionIndex: 0, startedAt: submittedAt, submittedAt, updatedAt: submittedAt,
});

test('groups attempts per quiz, newest first, with the best graded score; quizzes by latest attempt', () => {
  const history = groupHistory(
    [result('a1', 'q1', 80, '2026-11-01T10:00:00Z'), result('a2', 'q1', 50, '2026-11-05T10:00:00Z'), result('b1', 'q2', 70, '2026-11-03T10:00:00Z')],
    [waiting('a3', 'q1', '2026-11-06T10:00:00Z'), waiting('a2', 'q1', '2026-11-05T10:00:00Z'), waiting('x', 'q2', '2026-11-07T10:00:00Z', 'in-progress')],
    new Map([['q1', 'Loops'], ['q2', 'Formulas']]),
  );
  expect(history.map((h) => [h.name, h.attempts.map((a) => a.id), h.best?.id])).toEqual([
    ['Loops', ['a3', 'a2', 'a1'], 'a1'],
    ['Formulas', ['b1'], 'b1'],
  ]);
  expect(history[0]!.attempts[0]!.result).toBeNull(); // waiting for its grade
});

test('a quiz no longer on the device keeps its results under a plain name', () => {
  expect(groupHistory([result('a1', 'gone', 90, '2026-11-01T10:00:00Z')], [], new Map())[0]!.name).toBe('A quiz no longer on this device');
});
