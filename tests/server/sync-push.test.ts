/**
 * Push: exactly once per (client, mutation id), proven by the admin's audit log; gaps stop a batch,
 * refusals advance the counter, clients keep separate counters, another user's client is 403.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SyncLogEntry } from '../../contract/sync';
import { progressArgs, progressBatch, push } from './support/sync';
import { authHeaders, createTestServer, signIn, type TestServer } from './support/test-server';

let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await createTestServer();
  for (const email of ['learner@demo.test', 'teacher@demo.test', 'admin@demo.test']) tokens[email] = await signIn(email);
});
afterAll(() => server?.close());

const learner = () => tokens['learner@demo.test']!;

async function log(clientId: string): Promise<SyncLogEntry[]> {
  const res = await server.app.request('/api/admin/sync-log?userId=u5-learner', { headers: authHeaders(tokens['admin@demo.test']!) });
  expect(res.status).toBe(200);
  return ((await res.json()) as SyncLogEntry[]).filter((e) => e.clientId === clientId);
}

describe('POST /api/sync/push', () => {
  it('applies the same batch once when it is pushed twice', async () => {
    const clientId = randomUUID();
    const batch = progressBatch(1, 3);
    const first = await push(server, learner(), clientId, batch);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ lastMutationId: 3, results: [1, 2, 3].map((id) => ({ id, status: 'applied' })) });
    const again = await push(server, learner(), clientId, batch);
    expect(again.body).toEqual({ lastMutationId: 3, results: [1, 2, 3].map((id) => ({ id, status: 'duplicate' })) });
    const entries = await log(clientId);
    expect(entries.map((e) => e.mutationId)).toEqual([1, 2, 3]);
    expect(entries.every((e) => e.status === 'applied' && e.name === 'progress.set')).toBe(true);
  });

  it('skips everything from a gap on and keeps lastMutationId before it', async () => {
    const clientId = randomUUID();
    const batch = [...progressBatch(1, 2), ...progressBatch(4, 2)];
    const { body } = await push(server, learner(), clientId, batch);
    expect(body.lastMutationId).toBe(2);
    expect(body.results.map((r) => r.status)).toEqual(['applied', 'applied', 'skipped', 'skipped']);
    expect((await log(clientId)).map((e) => e.mutationId)).toEqual([1, 2]);
    const resent = await push(server, learner(), clientId, progressBatch(3, 3));
    expect(resent.body.lastMutationId).toBe(5);
  });

  it('keeps a separate counter per client of the same user, interleaved', async () => {
    const a = randomUUID();
    const b = randomUUID();
    expect((await push(server, learner(), a, progressBatch(1, 2))).body.lastMutationId).toBe(2);
    expect((await push(server, learner(), b, progressBatch(1, 1))).body.lastMutationId).toBe(1);
    expect((await push(server, learner(), a, progressBatch(3, 1))).body.results).toEqual([{ id: 3, status: 'applied' }]);
    expect((await push(server, learner(), b, progressBatch(2, 2))).body.lastMutationId).toBe(3);
    expect((await log(a)).map((e) => e.mutationId)).toEqual([1, 2, 3]);
    expect((await log(b)).map((e) => e.mutationId)).toEqual([1, 2, 3]);
  });

  it('answers a refused or malformed mutation rejected with a reason, advances past it and applies the next', async () => {
    const clientId = randomUUID();
    const { status, body } = await push(server, learner(), clientId, [
      { id: 1, name: 'progress.set', args: progressArgs({ courseId: 'c5-projects', lessonId: 'c5-projects-m1-l1' }) },
      { id: 2, name: 'progress.set', args: { ...progressArgs(), progress: 400 } },
      { id: 3, name: 'quiz.submit', args: { attemptId: randomUUID(), quizId: 'c5-data-quiz', answers: [], startedAt: '2026-11-22T10:00:00Z', submittedAt: '2026-11-22T10:05:00Z' } },
      { id: 4, name: 'no.such.intent', args: {} },
      { id: 5, name: 'progress.set', args: progressArgs({ courseId: 'c5-spreadsheets', lessonId: 'c7-marine-biology-m1-l1' }) },
      { id: 6, name: 'progress.set', args: progressArgs({ section: 1 }) },
    ]);
    expect(status).toBe(200);
    expect(body.lastMutationId).toBe(6);
    expect(body.results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected', 'rejected', 'applied']);
    expect(body.results[0]!.reason).toMatch(/not found or is not available to you/);
    expect(body.results[1]!.reason).toMatch(/args\.progress/);
    expect(body.results[2]!.reason).toMatch(/not found or is not available to you/);
    expect(body.results[4]!.reason).toMatch(/not found or is not available to you/);
    expect((await log(clientId)).map((e) => `${e.mutationId}:${e.status}`)).toEqual(['1:rejected', '2:rejected', '3:rejected', '4:rejected', '5:rejected', '6:applied']);
  });

  it("refuses another user's client id with 403", async () => {
    const clientId = randomUUID();
    await push(server, learner(), clientId, progressBatch(1, 1));
    const { status } = await push(server, tokens['teacher@demo.test']!, clientId, progressBatch(2, 1));
    expect(status).toBe(403);
    const pulled = await server.app.request(`/api/sync/pull?clientId=${clientId}`, { headers: authHeaders(tokens['teacher@demo.test']!) });
    expect(pulled.status).toBe(403);
  });

  it('answers 400 to a malformed envelope', async () => {
    const res = await server.app.request('/api/sync/push', { method: 'POST', headers: authHeaders(learner()), body: JSON.stringify({ clientId: 'x', mutations: [] }) });
    expect(res.status).toBe(400);
  });
});
