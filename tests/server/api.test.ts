/** The SPEC §7 calls in their exact shapes, and bad input always answered 4xx problem+json. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiChatMessagesResponseSchema, courseSummarySchema, parseCurrentUser, problemSchema } from '../../contract/api';
import { adminBatchSchema } from '../../contract/people';
import { authHeaders, createTestServer, signIn, type TestServer } from './support/test-server';

let server: TestServer;
let learner: string;
let admin: string;

beforeAll(async () => {
  server = await createTestServer({ limits: { aiChat: { max: 40, windowMs: 60_000 } } });
  [learner, admin] = await Promise.all([signIn('learner@demo.test'), signIn('admin@demo.test')]);
});
afterAll(() => server?.close());

const post = (path: string, token: string, body: BodyInit, headers: Record<string, string> = {}) =>
  server.app.request(path, { method: 'POST', headers: { ...authHeaders(token), ...headers }, body });

async function expectProblem(res: Response, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toBe('application/problem+json');
  return problemSchema.parse(await res.json());
}

describe('GET /api/users/me', () => {
  it('answers the user with its role in the organisation', async () => {
    const res = await server.app.request('/api/users/me', { headers: authHeaders(admin) });
    const body: unknown = await res.json();
    expect(body).toEqual({
      id: 'u5-admin', uid: 'demo-admin', email: 'admin@demo.test', displayName: 'Ada Admin', photoURL: null,
      organisationId: '5', organisationName: 'Demo Academy', role: 'admin',
    });
    expect(parseCurrentUser(body)).toEqual(body);
  });
});

describe('POST /api/ai-chat/messages', () => {
  it("answers the caller's messages outside the excluded day, with Firestore-style timestamps", async () => {
    const res = await post('/api/ai-chat/messages', learner, JSON.stringify({ userId: 'u5-learner', excludeCollection: '2026-11-21' }));
    expect(res.status).toBe(200);
    const messages = aiChatMessagesResponseSchema.parse(await res.json());
    expect(messages.map((m) => m.id)).toEqual(['ai-u5-learner-1', 'ai-u5-learner-2']);
    expect(messages[0]).toEqual({
      id: 'ai-u5-learner-1', sender: 'user',
      message: { body: 'What is an absolute reference?', type: 'text', timestamp: { seconds: 1795197600, nanoseconds: 250_000_000 } },
    });
  });

  it('marks failed messages with the error flag', async () => {
    const res = await post('/api/ai-chat/messages', learner, JSON.stringify({ userId: 'demo-learner', excludeCollection: '2026-11-20' }));
    const messages = aiChatMessagesResponseSchema.parse(await res.json());
    expect(messages.filter((m) => m.error).map((m) => m.id)).toEqual(['ai-u5-learner-3']);
  });

  it("answers 403 for another user's id", async () => {
    await expectProblem(await post('/api/ai-chat/messages', admin, JSON.stringify({ userId: 'u5-learner', excludeCollection: 'x' })), 403);
  });

  it.each([
    ['malformed JSON', '{"userId":', 400],
    ['a wrong type', JSON.stringify({ userId: 5, excludeCollection: '2026-11-22' }), 400],
    ['an unknown field', JSON.stringify({ userId: 'u5-learner', excludeCollection: '2026-11-22', admin: true }), 400],
    ['a missing field', JSON.stringify({ userId: 'u5-learner' }), 400],
    ['an array', '[]', 400],
    ['an empty body', '', 400],
    ['a NUL character', JSON.stringify({ userId: 'u5-learner', excludeCollection: 'a\u0000b' }), 400],
  ])('answers %s with a 4xx problem', async (_label, body, status) => {
    const problem = await expectProblem(await post('/api/ai-chat/messages', learner, body), status);
    expect(problem.requestId).toBeTruthy();
  });

  it('names the bad fields', async () => {
    const problem = await expectProblem(await post('/api/ai-chat/messages', learner, JSON.stringify({ userId: 5, extra: 1 })), 400);
    expect(problem.errors?.map((e) => e.path)).toEqual(expect.arrayContaining(['userId', 'excludeCollection']));
  });

  it('answers a body that is not JSON with a 4xx problem', async () => {
    const res = await post('/api/ai-chat/messages', learner, 'userId=u5-learner', { 'content-type': 'text/plain' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it('answers 413 above the 1 MB body limit', async () => {
    const big = JSON.stringify({ userId: 'u5-learner', excludeCollection: 'x'.repeat(1024 * 1024) });
    await expectProblem(await post('/api/ai-chat/messages', learner, big), 413);
  });

  it('answers 429 once a user has used the per-minute allowance', async () => {
    const body = JSON.stringify({ userId: 'u5-admin', excludeCollection: '2026-11-22' });
    const statuses: number[] = [];
    for (let i = 0; i < 45; i += 1) statuses.push((await post('/api/ai-chat/messages', admin, body)).status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
  });
});

describe('GET /api/courses', () => {
  const catalogue = async (token: string) =>
    courseSummarySchema.array().parse(await (await server.app.request('/api/courses', { headers: authHeaders(token) })).json());

  it('lists published courses to learners and drafts too to admins, with lesson counts', async () => {
    const [forLearner, forAdmin] = await Promise.all([catalogue(learner), catalogue(admin)]);
    expect(forLearner.map((c) => c.id)).not.toContain('c5-projects');
    expect(forLearner).toHaveLength(6);
    expect(forAdmin.find((c) => c.id === 'c5-projects')).toMatchObject({ published: false, lessonCount: 1 });
    expect(forLearner.find((c) => c.id === 'c5-spreadsheets')?.lessonCount).toBe(7);
  });
});

describe('errors', () => {
  it('answers unknown /api paths with a JSON 404', async () => {
    await expectProblem(await server.app.request('/api/nothing-here', { headers: authHeaders(learner) }), 404);
    await expectProblem(await server.app.request('/api/users/me', { method: 'DELETE', headers: authHeaders(learner) }), 404);
  });

  it('answers 409 for a batch name that is taken, and 404 for a course of nowhere', async () => {
    const create = (courseId: string) => post('/api/admin/manage/batches', admin, JSON.stringify({ name: 'Evening cohort', courseId }));
    const res = await create('c5-writing');
    expect(res.status).toBe(201);
    expect(adminBatchSchema.parse(await res.json())).toMatchObject({ name: 'Evening cohort', courseTitle: 'Effective Business Writing', studentCount: 0 });
    await expectProblem(await create('c5-writing'), 409);
    await expectProblem(await post('/api/admin/manage/batches', admin, JSON.stringify({ name: 'Other', courseId: 'nope' })), 404);
  });

  it('answers 409 when a learner is already in the batch, 400 for bad path ids', async () => {
    const add = (batch: string) => post(`/api/admin/manage/batches/${batch}/members`, admin, JSON.stringify({ userId: 'u5-learner' }));
    await expectProblem(await add('b5-spreadsheets-spring'), 409);
    await expectProblem(await add('bad%20id'), 400);
  });
});
