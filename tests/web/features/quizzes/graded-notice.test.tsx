// A grade arriving by sync for an attempt submitted on this device is announced once, wherever the learner is.
import { beforeEach, expect, test } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { applyPull } from '@/data/sync/pull';
import { claimGradedNotice } from '@/features/quizzes/data/attempts';
import { QuizGradedNotifier } from '@/features/quizzes/components/quiz-graded-notifier';
import { renderApp } from '../../support/render-app';
import { cacheQuiz, resultRow } from './quiz-rows';

const submitted = { quizId: 'quiz-1', status: 'submitted' as const, userAnswers: [], currentQuestionIndex: 0, startedAt: 'x', submittedAt: 'y', updatedAt: 'z' };

beforeEach(async () => {
  await clearLocalUserData();
  await cacheQuiz();
});

test('claimGradedNotice is true once, and only for a submitted attempt', async () => {
  await db.quizAttempts.bulkPut([{ id: 'a1', ...submitted }, { id: 'a2', ...submitted, status: 'in-progress' as const }]);
  expect(await claimGradedNotice('a1')).toBe(true);
  expect(await claimGradedNotice('a1')).toBe(false);
  expect(await claimGradedNotice('a2')).toBe(false);
  expect(await claimGradedNotice('missing')).toBe(false);
  expect(await db.quizAttempts.get('a1')).toMatchObject({ status: 'graded' });
});

test('the notifier shows a toast when the grade of a submitted attempt is pulled', async () => {
  await db.quizAttempts.put({ id: 'a1', ...submitted });
  renderApp('/dashboard', 'learner');
  render(<QuizGradedNotifier />);
  await applyPull({ cursor: '3', reset: false, lastMutationId: 0, changes: { quizResults: { put: [resultRow('a1')], del: [] } } });
  expect(await screen.findByText('Loops is graded')).toBeTruthy();
  expect(screen.getByText('You scored 67% (pass mark 60%): passed.')).toBeTruthy();
  await waitFor(async () => expect(await db.quizAttempts.get('a1')).toMatchObject({ status: 'graded' }));
});
