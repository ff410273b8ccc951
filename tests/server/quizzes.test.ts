/**
 * Quizzes on the server: grading, the deadline and time-limit rule for attempts submitted offline,
 * answer keys never pulled before an attempt is graded, and per-quiz results for staff.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { quizQuestionRowSchema, quizResultRowSchema, type QuizResultRowData, type QuizResultSummary } from '../../contract/quizzes';
import { CLOCK_SKEW_MS, lateAttemptReason, QUIZ_SUBMIT_GRACE_MS } from '../../server/slices/quizzes/deadline';
import { gradeAttempt, type KeyedQuestion } from '../../contract/quiz-grading';
import { pull, push } from './support/sync';
import { serverSuite } from './support/suite';
import { authHeaders } from './support/test-server';

const QUIZ = 'c5-python-quiz';
const keyed: KeyedQuestion[] = [
  { id: 'q1', kind: 'single', answer: ['b'], points: 1 },
  { id: 'q2', kind: 'multiple', answer: ['x', 'y'], points: 2 },
  { id: 'q3', kind: 'text', answer: ['break', 'Break out'], points: 1 },
];

describe('gradeAttempt', () => {
  it('scores single, multiple and text answers and applies the pass mark', () => {
    const grade = gradeAttempt(keyed, [{ qstnId: 'q1', answer: 'b' }, { qstnId: 'q2', answer: ['y', 'x'] }, { qstnId: 'q3', answer: '  BREAK   out ' }], 60);
    expect(grade).toMatchObject({ score: 4, total: 4, percent: 100, passed: true });
    expect(grade.answers.map((a) => a.correct)).toEqual([true, true, true]);
    expect(grade.answers[1]!.correctAnswer).toEqual(['x', 'y']);
  });

  it('gives nothing for a wrong, partial, missing or extra choice', () => {
    const grade = gradeAttempt(keyed, [{ qstnId: 'q1', answer: 'a' }, { qstnId: 'q2', answer: ['x'] }, { qstnId: 'zz', answer: 'b' }], 25);
    expect(grade).toMatchObject({ score: 0, total: 4, percent: 0, passed: false });
    expect(gradeAttempt(keyed, [{ qstnId: 'q2', answer: ['x', 'y', 'z'] }], 0).answers[1]!.correct).toBe(false);
    expect(gradeAttempt(keyed, [{ qstnId: 'q3', answer: 'brake' }], 0).answers[2]).toMatchObject({ correct: false, answer: 'brake' });
  });

  it('passes exactly at the pass mark and uses the last answer to a question', () => {
    const grade = gradeAttempt(keyed, [{ qstnId: 'q1', answer: 'a' }, { qstnId: 'q1', answer: 'b' }, { qstnId: 'q3', answer: 'break' }], 50);
    expect(grade).toMatchObject({ score: 2, percent: 50, passed: true });
    expect(gradeAttempt(keyed, [{ qstnId: 'q3', answer: 'break' }], 50).passed).toBe(false);
  });
});

describe('lateAttemptReason', () => {
  const due = new Date('2026-11-20T12:00:00Z');
  const quiz = { name: 'Loops', dueAt: due, timeLimitMinutes: null };
  const at = (ms: number) => new Date(due.getTime() + ms);

  it('accepts an attempt submitted before the deadline that arrives within the grace window', () => {
    expect(lateAttemptReason(quiz, at(-600_000), at(-60_000), at(QUIZ_SUBMIT_GRACE_MS - 1000))).toBeNull();
  });

  it('refuses one submitted after the deadline, or arriving after the grace window, with a reason', () => {
    expect(lateAttemptReason(quiz, at(-600_000), at(60_000), at(120_000))).toMatch(/too late to be graded/);
    expect(lateAttemptReason(quiz, at(-600_000), at(-60_000), at(QUIZ_SUBMIT_GRACE_MS + 1000))).toMatch(/within 48 hours/);
  });

  it('refuses a submit time in the future beyond clock skew, and an attempt over its time limit', () => {
    const now = new Date('2026-11-01T00:00:00Z');
    expect(lateAttemptReason(quiz, now, new Date(now.getTime() + CLOCK_SKEW_MS + 1000), now)).toMatch(/in the future/);
    expect(lateAttemptReason(quiz, now, new Date(now.getTime() + CLOCK_SKEW_MS - 1000), now)).toBeNull();
    const timed = { ...quiz, timeLimitMinutes: 10 };
    expect(lateAttemptReason(timed, new Date(now.getTime() - 11 * 60_000), now, now)).toBeNull();
    expect(lateAttemptReason(timed, new Date(now.getTime() - 13 * 60_000), now, now)).toMatch(/time limit of 10 minutes/);
  });
});

const suite = serverSuite(['learner@demo.test', 'teacher@demo.test', 'admin@demo.test']);
const learnerToken = () => suite.token('learner@demo.test');
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const submit = (clientId: string, id: number, args: Record<string, unknown>) =>
  push(suite.server, learnerToken(), clientId, [{ id, name: 'quiz.submit', args: { attemptId: randomUUID(), quizId: QUIZ, answers: [], startedAt: minutesAgo(5), submittedAt: minutesAgo(1), ...args } }]);

describe('quiz.submit and pull', () => {
  it('pulls quizzes and questions without answer keys, and no result before grading', async () => {
    const answer = await pull(suite.server, learnerToken(), randomUUID());
    const questions = answer.changes.quizQuestions!.put.filter((q) => q.quizId === QUIZ);
    expect(questions.map((q) => q.kind)).toEqual(['single', 'multiple', 'truefalse', 'text']);
    for (const q of answer.changes.quizQuestions!.put) {
      quizQuestionRowSchema.parse(q);
      expect(Object.keys(q)).not.toContain('answer');
    }
    expect(answer.changes.quizzes!.put.map((q) => q.id)).toContain(QUIZ);
    // A quiz of a course the learner may not open (c5-data: access only requested) is not sent at all.
    expect(answer.changes.quizzes!.put.map((q) => q.id)).not.toContain('c5-data-quiz');
    expect(answer.changes.quizQuestions!.put.some((q) => q.quizId === 'c5-data-quiz')).toBe(false);
    expect(answer.changes.quizResults!.put.some((r) => r.quizId === QUIZ)).toBe(false);
    // Only the caller's own graded attempts: the seeded one, never Priya's.
    expect(answer.changes.quizResults!.put.map((r) => r.id)).toEqual(['4f1d3b52-5c1e-4a43-9d0e-0b8f7f4e2a11']);
  });

  it('grades a submitted attempt; the next pull brings the result with the correct answers', async () => {
    const clientId = randomUUID();
    const first = await pull(suite.server, learnerToken(), clientId);
    const attemptId = randomUUID();
    const answers = [
      { qstnId: `${QUIZ}-q1`, answer: '[0, 1, 2]' },
      { qstnId: `${QUIZ}-q2`, answer: ['for'] },
      { qstnId: `${QUIZ}-q3`, answer: 'True' },
      { qstnId: `${QUIZ}-q4`, answer: ' Break ' },
    ];
    const { body } = await submit(clientId, 1, { attemptId, answers });
    expect(body.results[0]!.status).toBe('applied');
    const next = await pull(suite.server, learnerToken(), clientId, first.cursor);
    const result = quizResultRowSchema.parse(next.changes.quizResults!.put.find((r) => r.id === attemptId)) as QuizResultRowData;
    expect(result).toMatchObject({ quizId: QUIZ, userId: 'u5-learner', score: 3, total: 4, percent: 75, passMark: 70, passed: true });
    expect(result.answers.map((a) => a.correct)).toEqual([true, false, true, true]);
    expect(result.answers[1]!.correctAnswer).toEqual(['for', 'while']);
    // A replay of the same attempt (a new mutation, e.g. "send again") is stored once.
    expect((await submit(clientId, 2, { attemptId, answers: [] })).body.results[0]!.status).toBe('applied');
    const rows = await suite.server.db.execute(sql`select score from quiz_attempts where id = ${attemptId}`);
    expect((rows as unknown as { rows: { score: number }[] }).rows).toEqual([{ score: 3 }]);
  });

  it('accepts an attempt submitted offline before the deadline and refuses a late one with the reason', async () => {
    await suite.server.db.execute(sql`update quizzes set due_at = now() - interval '1 hour', time_limit_minutes = null where id = ${QUIZ}`);
    try {
      const clientId = randomUUID();
      const inTime = await submit(clientId, 1, { startedAt: minutesAgo(90), submittedAt: minutesAgo(70) });
      expect(inTime.body.results[0]!.status).toBe('applied');
      const late = await submit(clientId, 2, { startedAt: minutesAgo(50), submittedAt: minutesAgo(30) });
      expect(late.body.results[0]).toMatchObject({ status: 'rejected' });
      expect(late.body.results[0]!.reason).toMatch(/^The deadline for "Loops and ranges" was .*too late to be graded\.$/);
    } finally {
      await suite.server.db.execute(sql`update quizzes set due_at = null, time_limit_minutes = 10 where id = ${QUIZ}`);
    }
  });

  it('refuses an attempt over the time limit and one at a quiz of a course the learner cannot open', async () => {
    const clientId = randomUUID();
    const slow = await submit(clientId, 1, { startedAt: minutesAgo(30), submittedAt: minutesAgo(1) });
    expect(slow.body.results[0]!.reason).toMatch(/time limit of 10 minutes/);
    const closed = await submit(clientId, 2, { quizId: 'c5-data-quiz' });
    expect(closed.body.results[0]!.reason).toBe('This quiz was not found or is not available to you, so this attempt was not graded.');
  });
});

describe('GET /api/teacher/quizzes/:quizId/results', () => {
  const results = async (email: string, quizId: string) => {
    const res = await suite.server.app.request(`/api/teacher/quizzes/${quizId}/results`, { headers: authHeaders(suite.token(email)) });
    return { status: res.status, body: (await res.json()) as QuizResultSummary[] };
  };

  beforeAll(async () => {
    // Mei is not in the teacher's spreadsheet batch: an admin sees her attempt, the teacher does not.
    await suite.server.db.execute(sql`insert into quiz_attempts (id, organisation_id, quiz_id, user_id, answers, score, total, passed, started_at, submitted_at)
      values (${randomUUID()}, '5', 'c5-spreadsheets-quiz', 'u5-mei', '[]'::jsonb, 0, 3, false, now(), now())`);
  });

  it("gives a teacher their batch's attempts and an admin every attempt", async () => {
    const teacher = await results('teacher@demo.test', 'c5-spreadsheets-quiz');
    expect(teacher.status).toBe(200);
    expect(teacher.body.map((r) => r.userId).sort()).toEqual(['u5-learner', 'u5-priya']);
    expect(teacher.body.find((r) => r.userId === 'u5-learner')).toMatchObject({ score: 2, total: 3, percent: 67, passed: true, name: 'Lena Learner' });
    const admin = await results('admin@demo.test', 'c5-spreadsheets-quiz');
    expect(admin.body.map((r) => r.userId).sort()).toEqual(['u5-learner', 'u5-mei', 'u5-priya']);
  });

  it('answers 404 for a quiz of a course the teacher teaches no batch of, and 403 for a learner', async () => {
    expect((await results('teacher@demo.test', 'c5-finance-quiz')).status).toBe(404);
    expect((await results('admin@demo.test', 'c7-marine-biology-quiz')).status).toBe(404);
    expect((await results('learner@demo.test', 'c5-spreadsheets-quiz')).status).toBe(403);
  });
});
