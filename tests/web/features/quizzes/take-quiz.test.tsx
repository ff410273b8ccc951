// /take-quiz and /quiz-result on the real app, router and Dexie: the attempt saved at every answer
// and resumed, the review warning, submit through the outbox, the pending notice offline, the
// pulled grade opening the result, a refusal's reason, and a pull reset keeping the attempt.
import { afterEach, beforeEach, expect, test } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/data/db';
import { clearLocalUserData } from '@/data/local-data';
import { applyPull } from '@/data/sync/pull';
import { renderApp } from '../../support/render-app';
import { cacheQuiz, resultRow } from './quiz-rows';

const setOnline = (online: boolean) => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
};

beforeEach(async () => {
  await clearLocalUserData();
  await cacheQuiz();
});
afterEach(() => setOnline(true));

async function startAndAnswerFirst() {
  const user = userEvent.setup();
  const app = renderApp('/take-quiz?quiz=quiz-1', 'learner');
  // The first render loads the route's code: on a loaded machine that can take seconds.
  await user.click(await screen.findByRole('button', { name: 'Start quiz' }, { timeout: 10_000 }));
  expect(await screen.findByText('Question 1 of 3')).toBeTruthy();
  expect(screen.getByRole('timer').textContent).toBe('Time left: about 10 min of 10');
  await user.click(screen.getByRole('checkbox', { name: 'a' }));
  await user.click(screen.getByRole('checkbox', { name: 'b' }));
  expect((screen.getByRole('checkbox', { name: 'a' }) as HTMLInputElement).checked).toBe(false);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  return { user, app };
}

test('every answer is saved on the device and a reload resumes the attempt where it was', async () => {
  await startAndAnswerFirst();
  await screen.findByText('Question 2 of 3');
  await waitFor(async () => {
    const [draft] = await db.quizAttempts.toArray();
    expect(draft).toMatchObject({ quizId: 'quiz-1', status: 'in-progress', currentQuestionIndex: 1, userAnswers: [{ qstnId: 'q1', answer: 'b' }] });
  });
  cleanup();
  renderApp('/take-quiz?quiz=quiz-1', 'learner');
  expect(await screen.findByText('Question 2 of 3')).toBeTruthy();
  expect(screen.getByText('1 of 3 answered')).toBeTruthy();
  expect(screen.getByRole('checkbox', { name: 'True' })).toBeTruthy();
}, 20_000);

test('review warns about unanswered questions; submit offline queues quiz.submit and says it will be graded; the pulled grade opens the result', async () => {
  const { user, app } = await startAndAnswerFirst();
  await user.click(await screen.findByRole('button', { name: 'Review answers' }));
  expect(await screen.findByText(/2 questions are not answered yet/)).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Change your answer to question 3' }));
  await user.type(await screen.findByLabelText('Your answer'), 'break');
  await user.click(screen.getByRole('button', { name: 'Review answers' }));
  expect(await screen.findByText(/1 question is not answered yet/)).toBeTruthy();
  setOnline(false);
  await user.click(screen.getByRole('button', { name: 'Submit quiz' }));
  expect(await screen.findByText('Submitted — it will be graded when you are back online')).toBeTruthy();
  await waitFor(async () => expect(await db.outbox.count()).toBe(1));
  const [row] = await db.outbox.toArray();
  expect(row).toMatchObject({ name: 'quiz.submit', status: 'pending' });
  const args = row!.args as { attemptId: string; quizId: string; answers: unknown[] };
  expect(args).toMatchObject({ quizId: 'quiz-1', answers: [{ qstnId: 'q1', answer: 'b' }, { qstnId: 'q3', answer: 'break' }] });
  expect(await db.quizAttempts.get(args.attemptId)).toMatchObject({ status: 'submitted' });

  setOnline(true);
  await applyPull({ cursor: '2', reset: false, lastMutationId: row!.mutationId, changes: { quizResults: { put: [resultRow(args.attemptId)], del: [] } } });
  await waitFor(() => expect(app.router.state.location.search).toEqual({ attempt: args.attemptId }));
  expect(await screen.findByText('Score: 2 of 3 (67%)')).toBeTruthy();
  expect(screen.getByText('Passed')).toBeTruthy();
  expect(screen.getByText('Pass mark: 60%')).toBeTruthy();
  expect(screen.getByText('Correct answer: True')).toBeTruthy();
  expect(await screen.findByText('Loops repeat.')).toBeTruthy();
}, 20_000);

test("the result screen shows the server's reason for a refused attempt", async () => {
  await db.quizAttempts.put({ id: 'att-9', quizId: 'quiz-1', status: 'refused', userAnswers: [], currentQuestionIndex: 0, startedAt: 'x', submittedAt: 'y', updatedAt: 'z' });
  await db.outbox.add({ mutationId: 4, name: 'quiz.submit', args: { attemptId: 'att-9' }, status: 'failed', createdAt: 'now', error: 'The deadline for "Loops" was 2026-11-20 12:00 UTC; too late.' });
  renderApp('/quiz-result?attempt=att-9', 'learner');
  expect(await screen.findByText('This attempt was not graded')).toBeTruthy();
  expect(screen.getByText(/The deadline for "Loops" was/)).toBeTruthy();
});

test('a pull reset clears cached rows but keeps the attempt in progress', async () => {
  await db.quizAttempts.put({ id: 'att-1', quizId: 'quiz-1', status: 'in-progress', userAnswers: [], currentQuestionIndex: 0, startedAt: 'x', submittedAt: null, updatedAt: 'z' });
  await applyPull({ cursor: '5', reset: true, lastMutationId: 0, changes: {} });
  expect(await db.quizzes.count()).toBe(0);
  expect(await db.quizAttempts.get('att-1')).toMatchObject({ status: 'in-progress' });
});

test('the search param is checked: none chosen, or a quiz not on this device, says so', async () => {
  const app = renderApp('/take-quiz', 'learner');
  expect(await screen.findByText('No quiz was chosen.')).toBeTruthy();
  await app.router.navigate({ to: '/take-quiz', search: { quiz: 'nope' } });
  expect(await screen.findByText(/This quiz is not on this device/)).toBeTruthy();
  await app.router.navigate({ to: '/quiz-result', search: { attempt: 'nope' } });
  expect(await screen.findByText('There is no submitted attempt with this id on this device.')).toBeTruthy();
  // Without an attempt, the learner's results: none yet.
  await app.router.navigate({ to: '/quiz-result', search: { attempt: '' } });
  expect(await screen.findByText('You have not submitted a quiz yet. Quizzes are part of your courses.')).toBeTruthy();
});
