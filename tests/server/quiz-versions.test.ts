/**
 * Quiz versions (issue 18, item 2): publishing makes an immutable version, a publish over a version
 * the author did not start from is refused (409) with the server's version, attempts are graded on
 * the version they were started on (an offline attempt on version 1 submitted after version 2), and
 * publishing over attempts needs the author's choice: keep grades, or regrade (summary first).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { publishQuizResponseSchema, quizVersionSchema, regradeSummarySchema, type QuizContent } from '../../contract/quiz-authoring';
import { quizResultRowSchema } from '../../contract/quizzes';
import { pull, push } from './support/sync';
import { serverSuite } from './support/suite';
import { authHeaders } from './support/test-server';

const suite = serverSuite(['admin@demo.test', 'teacher@demo.test', 'learner@demo.test', 'admin@other.test']);
const ADMIN = 'admin@demo.test';
const LEARNER = 'learner@demo.test';

const question = (id: string, answer: string) => ({
  id, prompt: `Question ${id}`, kind: 'single' as const, options: ['a', 'b', 'c'], items: [], answer: [answer], tolerance: 0, points: 1, feedback: `About ${id}`,
});

function content(over: Partial<QuizContent> = {}): QuizContent {
  return {
    name: 'Versioned quiz', code: 'VQ-1', description: '', courseId: 'c5-spreadsheets', passMark: 50, timeLimitMinutes: null, dueAt: null,
    attemptsAllowed: null, shuffleQuestions: false, shuffleOptions: false,
    questions: [question(`${randomUUID()}`, 'a'), question(`${randomUUID()}`, 'b')],
    ...over,
  };
}

async function api(email: string, method: string, path: string, body?: unknown, org = '5') {
  const res = await suite.server.app.request(`/api/admin/quizzes${path}`, {
    method, headers: authHeaders(suite.token(email), org), ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const publish = (quizId: string, baseVersion: number | null, c: QuizContent, attempts?: 'keep' | 'regrade') =>
  api(ADMIN, 'POST', `/${quizId}/publish`, { baseVersion, content: c, ...(attempts ? { attempts } : {}) });

async function submit(quizId: string, answers: { qstnId: string; answer: string }[], version?: number) {
  const attemptId = randomUUID();
  const at = new Date().toISOString();
  const answer = await push(suite.server, suite.token(LEARNER), randomUUID(), [
    { id: 1, name: 'quiz.submit', args: { attemptId, quizId, answers, startedAt: at, submittedAt: at, ...(version ? { version } : {}) } },
  ]);
  expect(answer.body.results[0]).toMatchObject({ status: 'applied' });
  return attemptId;
}

async function myResult(attemptId: string) {
  const answer = await pull(suite.server, suite.token(LEARNER), randomUUID());
  return quizResultRowSchema.parse(answer.changes.quizResults?.put.find((row) => row.id === attemptId));
}

describe('publishing', () => {
  it('creates version 1, then immutable versions; learners pull the current one', async () => {
    const quizId = randomUUID();
    const v1 = content();
    const first = await publish(quizId, null, v1);
    expect(first.status).toBe(200);
    expect(publishQuizResponseSchema.parse(first.body)).toEqual({ quizId, version: 1, regraded: 0 });
    const v2 = { ...v1, name: 'Versioned quiz, second edition' };
    expect((await publish(quizId, 1, v2)).body).toMatchObject({ version: 2 });

    const read = quizVersionSchema.parse((await api(ADMIN, 'GET', `/${quizId}`)).body);
    expect(read).toMatchObject({ version: 2, content: { name: 'Versioned quiz, second edition' } });
    const old = quizVersionSchema.parse((await api(ADMIN, 'GET', `/${quizId}/versions/1`)).body);
    expect(old.content).toEqual(v1);
    const edit = await suite.server.db.execute(sql`update quiz_versions set content = '{}' where quiz_id = ${quizId} and version = 1`).then(() => null, (error: Error) => error);
    expect(String(edit?.cause)).toMatch(/is immutable/);
    expect(quizVersionSchema.parse((await api(ADMIN, 'GET', `/${quizId}/versions/1`)).body).content).toEqual(v1);

    const learnerPull = await pull(suite.server, suite.token(LEARNER), randomUUID());
    expect(learnerPull.changes.quizzes?.put.find((q) => q.id === quizId)).toMatchObject({ version: 2, name: 'Versioned quiz, second edition' });
    const questions = learnerPull.changes.quizQuestions?.put.filter((q) => 'quizId' in q && q.quizId === quizId) ?? [];
    expect(questions).toHaveLength(2);
    expect(JSON.stringify(questions)).not.toMatch(/"answer"|About /);
  });

  it('refuses a publish over a version the author did not start from, with the server version to compare', async () => {
    const quizId = randomUUID();
    await publish(quizId, null, content());
    await publish(quizId, 1, content({ name: 'Published elsewhere' }));
    const stale = await publish(quizId, 1, content({ name: 'Mine' }));
    expect(stale.status).toBe(409);
    expect(quizVersionSchema.parse(stale.body.server)).toMatchObject({ version: 2, content: { name: 'Published elsewhere' } });
    // A new quiz whose id is taken by a published one is stale too.
    expect((await publish(quizId, null, content())).status).toBe(409);
  });

  it('is for admins of the organisation only, and refuses a key that does not fit the kind', async () => {
    const quizId = randomUUID();
    expect((await api('teacher@demo.test', 'POST', `/${quizId}/publish`, { baseVersion: null, content: content() })).status).toBe(403);
    await publish(quizId, null, content());
    expect((await api('admin@other.test', 'GET', `/${quizId}`, undefined, '7')).status).toBe(404);
    expect((await api('admin@other.test', 'POST', `/${quizId}/publish`, { baseVersion: 1, content: content({ courseId: null }) }, '7')).status).toBe(404);
    const bad = content();
    bad.questions[0]!.answer = ['not an option'];
    const refused = await publish(randomUUID(), null, bad);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Mark exactly one option as right.');
  });
});

describe('attempts and versions', () => {
  it('grades an offline attempt on version 1 submitted after version 2 against version 1', async () => {
    const quizId = randomUUID();
    const v1 = content();
    await publish(quizId, null, v1);
    const [q1, q2] = v1.questions;
    // The learner started on version 1 (offline); meanwhile the author changes both keys.
    const v2 = { ...v1, questions: [{ ...q1!, answer: ['c'] }, { ...q2!, answer: ['c'] }] };
    expect((await publish(quizId, 1, v2)).body).toMatchObject({ version: 2 });
    const offline = await submit(quizId, [{ qstnId: q1!.id, answer: 'a' }, { qstnId: q2!.id, answer: 'b' }], 1);
    expect(await myResult(offline)).toMatchObject({ version: 1, score: 2, total: 2, passed: true });
    const current = await submit(quizId, [{ qstnId: q1!.id, answer: 'a' }, { qstnId: q2!.id, answer: 'c' }]);
    expect(await myResult(current)).toMatchObject({ version: 2, score: 1 });
    const graded = await myResult(offline);
    expect(graded.answers.map((a) => a.feedback)).toEqual([`About ${q1!.id}`, `About ${q2!.id}`]);
  });

  it('asks what happens to attempts, summarises whose scores change, and keeps or regrades', async () => {
    const quizId = randomUUID();
    const v1 = content();
    await publish(quizId, null, v1);
    const [q1, q2] = v1.questions;
    const attempt = await submit(quizId, [{ qstnId: q1!.id, answer: 'a' }, { qstnId: q2!.id, answer: 'c' }]);
    expect(await myResult(attempt)).toMatchObject({ score: 1, passed: true });

    const v2 = { ...v1, questions: [{ ...q1!, answer: ['b'] }, q2!] };
    const noChoice = await publish(quizId, 1, v2);
    expect(noChoice.status).toBe(422);
    expect(noChoice.body.detail).toMatch(/keep their grades or are regraded/);
    const summary = regradeSummarySchema.parse((await api(ADMIN, 'POST', `/${quizId}/regrade-preview`, { content: v2 })).body);
    expect(summary).toEqual({
      attempts: 1,
      changes: [{ attemptId: attempt, userId: 'u5-learner', name: 'Lena Learner', before: { score: 1, total: 2, passed: true }, after: { score: 0, total: 2, passed: false } }],
    });

    expect((await publish(quizId, 1, v2, 'keep')).body).toMatchObject({ version: 2, regraded: 0 });
    expect(await myResult(attempt)).toMatchObject({ version: 1, score: 1, passed: true });

    const v3 = { ...v2, questions: [q1!, { ...q2!, answer: ['c'] }] };
    expect((await publish(quizId, 2, v3, 'regrade')).body).toMatchObject({ version: 3, regraded: 1 });
    expect(await myResult(attempt)).toMatchObject({ version: 3, score: 2, passed: true });
  });
});
