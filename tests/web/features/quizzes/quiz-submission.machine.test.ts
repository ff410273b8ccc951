// The quiz-submission machine: every transition of SPEC §4 (init, clamped next/previous, answers
// replaced, result → completed, reset), the review and submitted substates, resume, and the
// provided actions (draft saved at every change, submit queued once).
import { describe, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import type { QuizQuestionRowData, QuizResultRowData } from '@contract/quizzes';
import { quizSubmissionMachine, type QuizInit } from '@/features/quizzes/machines/quiz-submission.machine';

const question = (n: number): QuizQuestionRowData => ({ id: `q${n}`, quizId: 'quiz-1', position: n, prompt: `Question ${n}`, kind: 'single', options: ['a', 'b'], points: 1 });
const quiz: QuizInit = { quizId: 'quiz-1', details: { name: 'Loops', code: 'PY-110' }, questions: [question(1), question(2), question(3)], attemptId: 'att-1', startedAt: '2026-11-22T10:00:00.000Z' };
const result = { id: 'att-1', quizId: 'quiz-1', score: 2, total: 3 } as QuizResultRowData;

function start() {
  const saveDraft = vi.fn();
  const submitAttempt = vi.fn();
  const actor = createActor(quizSubmissionMachine.provide({ actions: { saveDraft, submitAttempt } })).start();
  return { actor, saveDraft, submitAttempt, snap: () => actor.getSnapshot() };
}

describe('quiz submission machine', () => {
  test('starts closed with the empty SPEC §3 state', () => {
    const { snap } = start();
    expect(snap().value).toBe('closed');
    expect(snap().context).toMatchObject({ status: 'closed', quizDetails: null, code: null, questions: [], currentQuestionIndex: 0, userAnswers: [], result: null });
  });

  test('init → ongoing at question 0 with the quiz details, and the draft is saved', () => {
    const { actor, snap, saveDraft } = start();
    actor.send({ type: 'quiz.init', quiz });
    expect(snap().matches('ongoing')).toBe(true);
    expect(snap().value).toEqual({ ongoing: 'answering' });
    expect(snap().context).toMatchObject({ status: 'ongoing', quizDetails: { name: 'Loops', code: 'PY-110' }, code: 'quiz-1', currentQuestionIndex: 0 });
    expect(snap().context.questions).toHaveLength(3);
    expect(saveDraft).toHaveBeenCalledTimes(1);
  });

  test('next and previous are clamped to the first and last question', () => {
    const { actor, snap } = start();
    actor.send({ type: 'quiz.init', quiz });
    actor.send({ type: 'quiz.previous' });
    expect(snap().context.currentQuestionIndex).toBe(0);
    actor.send({ type: 'quiz.next' });
    actor.send({ type: 'quiz.next' });
    expect(snap().context.currentQuestionIndex).toBe(2);
    actor.send({ type: 'quiz.next' });
    expect(snap().context.currentQuestionIndex).toBe(2);
    actor.send({ type: 'quiz.previous' });
    expect(snap().context.currentQuestionIndex).toBe(1);
    actor.send({ type: 'quiz.goTo', index: 99 });
    expect(snap().context.currentQuestionIndex).toBe(2);
    actor.send({ type: 'quiz.goTo', index: -4 });
    expect(snap().context.currentQuestionIndex).toBe(0);
  });

  test('answering a question replaces an earlier answer to it; each answer is saved', () => {
    const { actor, snap, saveDraft } = start();
    actor.send({ type: 'quiz.init', quiz });
    actor.send({ type: 'quiz.answer', answer: { qstnId: 'q1', answer: 'a' } });
    actor.send({ type: 'quiz.answer', answer: { qstnId: 'q2', answer: ['a', 'b'] } });
    actor.send({ type: 'quiz.answer', answer: { qstnId: 'q1', answer: 'b' } });
    expect(snap().context.userAnswers).toEqual([{ qstnId: 'q2', answer: ['a', 'b'] }, { qstnId: 'q1', answer: 'b' }]);
    expect(saveDraft).toHaveBeenCalledTimes(4);
  });

  test('review → back to a question, review → submit → waiting; the result arriving → completed', () => {
    const { actor, snap, submitAttempt } = start();
    actor.send({ type: 'quiz.init', quiz });
    actor.send({ type: 'quiz.review' });
    expect(snap().value).toEqual({ ongoing: 'reviewing' });
    actor.send({ type: 'quiz.answer', answer: { qstnId: 'q1', answer: 'a' } });
    expect(snap().context.userAnswers).toEqual([]);
    actor.send({ type: 'quiz.goTo', index: 1 });
    expect(snap().value).toEqual({ ongoing: 'answering' });
    expect(snap().context.currentQuestionIndex).toBe(1);
    actor.send({ type: 'quiz.submit', submittedAt: '2026-11-22T10:05:00.000Z' });
    expect(snap().value).toEqual({ ongoing: 'answering' });
    actor.send({ type: 'quiz.review' });
    actor.send({ type: 'quiz.submit', submittedAt: '2026-11-22T10:05:00.000Z' });
    expect(snap().value).toEqual({ ongoing: 'submitted' });
    expect(snap().context).toMatchObject({ status: 'ongoing', submittedAt: '2026-11-22T10:05:00.000Z' });
    expect(submitAttempt).toHaveBeenCalledTimes(1);
    actor.send({ type: 'quiz.next' });
    expect(snap().context.currentQuestionIndex).toBe(1);
    actor.send({ type: 'quiz.graded', result });
    expect(snap().value).toBe('completed');
    expect(snap().context).toMatchObject({ status: 'completed', result });
  });

  test('a refusal is kept with its reason; reset returns to closed from any state', () => {
    const { actor, snap } = start();
    actor.send({ type: 'quiz.init', quiz });
    actor.send({ type: 'quiz.review' });
    actor.send({ type: 'quiz.submit', submittedAt: '2026-11-22T10:05:00.000Z' });
    actor.send({ type: 'quiz.refused', reason: 'Too late.' });
    expect(snap().value).toEqual({ ongoing: 'refused' });
    expect(snap().context.refusal).toBe('Too late.');
    actor.send({ type: 'quiz.reset' });
    expect(snap().value).toBe('closed');
    expect(snap().context.status).toBe('closed');
    expect(snap().context.refusal).toBeNull();
    actor.send({ type: 'quiz.init', quiz });
    actor.send({ type: 'quiz.review' });
    actor.send({ type: 'quiz.submit', submittedAt: '2026-11-22T10:05:00.000Z' });
    actor.send({ type: 'quiz.graded', result });
    actor.send({ type: 'quiz.reset' });
    expect(snap().context).toMatchObject({ status: 'closed', result: null, userAnswers: [], questions: [] });
  });

  test('the result is ignored while closed, and next/previous do nothing there', () => {
    const { actor, snap } = start();
    actor.send({ type: 'quiz.graded', result });
    actor.send({ type: 'quiz.next' });
    expect(snap().value).toBe('closed');
    expect(snap().context).toMatchObject({ result: null, currentQuestionIndex: 0 });
  });

  test('resume restores answers and the question (clamped); a submitted attempt resumes waiting', () => {
    const { actor, snap, saveDraft } = start();
    actor.send({ type: 'quiz.resume', quiz, userAnswers: [{ qstnId: 'q1', answer: 'a' }], currentQuestionIndex: 7, submittedAt: null });
    expect(snap().value).toEqual({ ongoing: 'answering' });
    expect(snap().context).toMatchObject({ currentQuestionIndex: 2, userAnswers: [{ qstnId: 'q1', answer: 'a' }], attemptId: 'att-1' });
    expect(saveDraft).not.toHaveBeenCalled();
    const other = start();
    other.actor.send({ type: 'quiz.resume', quiz, userAnswers: [], currentQuestionIndex: 0, submittedAt: '2026-11-22T10:05:00.000Z' });
    expect(other.snap().value).toEqual({ ongoing: 'submitted' });
    expect(other.submitAttempt).not.toHaveBeenCalled();
  });
});
