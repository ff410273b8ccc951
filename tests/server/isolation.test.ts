/**
 * Tenant isolation: Riverside College's rows never appear in Demo Academy's answers and the
 * other way round, and ids of the other organisation behave as if they did not exist.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestServer, signIn, type TestServer } from './support/test-server';

let server: TestServer;
const tokens: Record<string, string> = {};
const lists = ['/api/courses', '/api/admin/batches', '/api/admin/users', '/api/admin/organisation'];

beforeAll(async () => {
  server = await createTestServer();
  for (const email of ['admin@demo.test', 'teacher@demo.test', 'admin@other.test', 'teacher@other.test']) tokens[email] = await signIn(email);
});
afterAll(() => server?.close());

async function answer(path: string, email: string, org: string, init: RequestInit = {}) {
  const res = await server.app.request(path, { ...init, headers: authHeaders(tokens[email]!, org) });
  return { status: res.status, text: await res.text() };
}

describe('isolation between organisations', () => {
  it.each(lists)("%s as Demo Academy's admin shows nothing of Riverside College", async (path) => {
    const { status, text } = await answer(path, 'admin@demo.test', '5');
    expect(status).toBe(200);
    expect(text).not.toMatch(/Riverside|c7-|u7-|b7-|@other\.test|Marine/);
  });

  it.each(lists)("%s as Riverside's admin shows nothing of Demo Academy", async (path) => {
    const { status, text } = await answer(path, 'admin@other.test', '7');
    expect(status).toBe(200);
    expect(text).not.toMatch(/Demo Academy|c5-|u5-|b5-|@demo\.test|Spreadsheet/);
    if (path === '/api/courses') expect(JSON.parse(text)).toHaveLength(2);
  });

  it("shows each teacher only their own organisation's batches", async () => {
    const demo = JSON.parse((await answer('/api/teacher/batches', 'teacher@demo.test', '5')).text) as { id: string }[];
    const other = JSON.parse((await answer('/api/teacher/batches', 'teacher@other.test', '7')).text) as { id: string }[];
    expect(demo.map((b) => b.id).sort()).toEqual(['b5-data-autumn', 'b5-python-autumn', 'b5-python-weekend', 'b5-spreadsheets-spring']);
    expect(other.map((b) => b.id)).toEqual(['b7-biology-2026']);
  });

  it("answers 404 for another organisation's batch enrolment, 200 for one's own", async () => {
    expect((await answer('/api/batch-students/b7-biology-2026-u7-learner', 'admin@demo.test', '5')).status).toBe(404);
    expect((await answer('/api/batch-students/b7-biology-2026-u7-learner', 'admin@other.test', '7')).status).toBe(200);
  });

  it("answers 404 to a teacher for a batch they do not teach", async () => {
    expect((await answer('/api/batch-students/b7-biology-2026-u7-learner', 'teacher@other.test', '7')).status).toBe(200);
    expect((await answer('/api/batch-students/b5-spreadsheets-spring-u5-learner', 'teacher@other.test', '7')).status).toBe(404);
  });

  it("refuses to build a batch from another organisation's course or learner", async () => {
    const post = (path: string, body: object) => answer(path, 'admin@demo.test', '5', { method: 'POST', body: JSON.stringify(body) });
    expect((await post('/api/admin/manage/batches', { name: 'Stolen', courseId: 'c7-marine-biology' })).status).toBe(404);
    expect((await post('/api/admin/manage/batches/b5-python-autumn/members', { userId: 'u7-learner' })).status).toBe(404);
  });

  it("keeps one organisation's settings change out of the other", async () => {
    const patch = { method: 'PATCH', body: JSON.stringify({ selfSignUp: true }) };
    expect(JSON.parse((await answer('/api/admin/organisation', 'admin@other.test', '7', patch)).text)).toMatchObject({ id: '7', selfSignUp: true });
    expect(JSON.parse((await answer('/api/admin/organisation', 'admin@demo.test', '5')).text)).toMatchObject({ id: '5', name: 'Demo Academy' });
  });
});
