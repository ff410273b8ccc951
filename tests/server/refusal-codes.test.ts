/**
 * Refusals carry a code and params (issue 52, item 5): a write refused through push is answered with
 * its English reason (unchanged) and the code and params the PWA words in the learner's language; a
 * refused write sent again keeps them (the audit log stores them); the API's problem details carry
 * them too, a validation error with the fields at fault.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalEnglish } from '../../contract/refusals';
import { PUSH_BODY_BYTES } from '../../contract/wire';
import { progressArgs, push } from './support/sync';
import { authHeaders, createTestServer, signIn, type TestServer } from './support/test-server';

let server: TestServer;
let learner: string;
let teacher: string;
let admin: string;

beforeAll(async () => {
  server = await createTestServer();
  learner = await signIn('learner@demo.test');
  teacher = await signIn('teacher@demo.test');
  admin = await signIn('admin@demo.test');
});
afterAll(() => server?.close());

describe('a write refused through push', () => {
  it('carries its code and params beside the English reason, and keeps them when sent again', async () => {
    const clientId = randomUUID();
    const mutations = [
      { id: 1, name: 'progress.set', args: progressArgs({ section: 40 }) },
      { id: 2, name: 'progress.set', args: progressArgs({ lessonId: 'no-such-lesson' }) },
      { id: 3, name: 'future.intent', args: {} },
    ];
    const first = await push(server, learner, clientId, mutations);
    expect(first.status).toBe(200);
    const [section, lesson, unknown] = first.body.results;
    expect(section).toMatchObject({ status: 'rejected', code: 'lesson-section-past-end', params: { section: 41 } });
    expect(section!.reason).toBe(refusalEnglish('lesson-section-past-end', section!.params));
    expect(section!.reason).toMatch(/^This lesson has \d+ sections?/);
    expect(lesson).toEqual({ id: 2, status: 'rejected', code: 'lesson-unavailable', reason: 'This lesson was not found or is not available to you, so its progress was not saved.' });
    // An intent this server does not know is not a mutation of its contract: unreadable, at its name.
    expect(unknown).toMatchObject({ status: 'rejected', code: 'sync-unreadable', params: { field: 'name' } });
    expect(unknown!.reason).toMatch(/^This change could not be read by the server \(name\): /);

    // The first answer was lost: the device sends the same writes again and is told the same.
    const again = await push(server, learner, clientId, mutations);
    expect(again.body.results).toEqual(first.body.results);
  });

  it('an unreadable write names the field at fault', async () => {
    const { body } = await push(server, learner, randomUUID(), [{ id: 1, name: 'progress.set', args: progressArgs({ progress: 500 }) }]);
    expect(body.results[0]).toMatchObject({ status: 'rejected', code: 'sync-unreadable', params: { field: 'args.progress' } });
    expect(body.results[0]!.reason).toMatch(/^This change could not be read by the server \(args\.progress\): /);
  });
});

describe('problem details of the API', () => {
  it('a refusal of a route carries its code and params', async () => {
    const res = await server.app.request('/api/teacher/quizzes/no-such-quiz/results', { headers: authHeaders(teacher) });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(await res.json()).toMatchObject({ status: 404, detail: 'There is no quiz no-such-quiz you can see results of.', code: 'quiz-results-missing', params: { quizId: 'no-such-quiz' } });
  });

  it('a validation error carries the request part and the fields at fault', async () => {
    const res = await server.app.request('/api/sync/push', { method: 'POST', headers: authHeaders(learner), body: JSON.stringify({ clientId: 'not-a-uuid', mutations: [] }) });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { detail: string; code: string; params: { part: string; field: string; problem: string; fields: string } };
    expect(body.detail).toBe('The request json is invalid.');
    expect(body.code).toBe('invalid-field');
    expect(body.params.part).toBe('json');
    expect(body.params.fields.split(', ').sort()).toEqual(['clientId', 'mutations']);
    expect(body.params).toMatchObject({ field: 'clientId', problem: 'wrong-format' });
  });

  it('a field zod refuses names its problem from a small closed set', async () => {
    const cases: [object, string, string][] = [
      [{ name: 'x'.repeat(500), courseId: 'any-course', startsOn: '2026-01-01', endsOn: '2026-02-01' }, 'name', 'too-long'],
      [{ courseId: 'any-course', startsOn: '2026-01-01', endsOn: '2026-02-01' }, 'name', 'required'],
      [{ name: 'A batch', courseId: 'any-course', startsOn: 'soon', endsOn: '2026-02-01' }, 'startsOn', 'not-a-date'],
      [{ name: 'A batch', courseId: 'any-course', startsOn: '2026-01-01', endsOn: '2026-02-01', colour: 'red' }, '', 'unknown-field'],
    ];
    for (const [json, field, problem] of cases) {
      const res = await server.app.request('/api/admin/manage/batches', { method: 'POST', headers: authHeaders(admin), body: JSON.stringify(json) });
      expect(res.status, JSON.stringify(json)).toBe(400);
      const body = (await res.json()) as { code: string; params: Record<string, string> };
      expect(body.code).toBe('invalid-field');
      expect(body.params['problem'], JSON.stringify(json)).toBe(problem);
      if (field) expect(body.params['field']).toBe(field);
    }
  });

  it('a staff route refuses with its code, its English unchanged', async () => {
    const res = await server.app.request('/api/admin/manage/batches/no-such-batch', { method: 'PATCH', headers: authHeaders(admin), body: JSON.stringify({ name: 'Renamed' }) });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ detail: 'There is no batch no-such-batch in this organisation.', code: 'batch-not-in-organisation', params: { batchId: 'no-such-batch' } });
    const role = await server.app.request('/api/admin/batches', { headers: authHeaders(learner) });
    expect(role.status).toBe(403);
    expect(await role.json()).toMatchObject({ code: 'role-needed', params: { roles: 'admin', role: 'learner' } });
  });

  it('a push too large as a whole is 413 with its code', async () => {
    const res = await server.app.request('/api/sync/push', { method: 'POST', headers: authHeaders(learner), body: JSON.stringify({ clientId: randomUUID(), mutations: [], pad: 'x'.repeat(PUSH_BODY_BYTES) }) });
    expect(res.status).toBe(413);
    const body = (await res.json()) as { detail: string; code: string; params: { maxBytes: number } };
    expect(body.code).toBe('request-too-large');
    expect(body.params.maxBytes).toBe(PUSH_BODY_BYTES);
    expect(body.detail).toBe(`The request body is larger than ${PUSH_BODY_BYTES} bytes.`);
  });
});
