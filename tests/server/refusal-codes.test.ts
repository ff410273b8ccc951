/**
 * Refusals carry a code and params (issue 52, item 5): a write refused through push is answered with
 * its English reason (unchanged) and the code and params the PWA words in the learner's language; a
 * refused write sent again keeps them (the audit log stores them); the API's problem details carry
 * them too, a validation error with the fields at fault.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalEnglish } from '../../contract/refusals';
import { progressArgs, push } from './support/sync';
import { authHeaders, createTestServer, signIn, type TestServer } from './support/test-server';

let server: TestServer;
let learner: string;
let teacher: string;

beforeAll(async () => {
  server = await createTestServer();
  learner = await signIn('learner@demo.test');
  teacher = await signIn('teacher@demo.test');
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
    const body = (await res.json()) as { detail: string; code: string; params: { part: string; fields: string } };
    expect(body.detail).toBe('The request json is invalid.');
    expect(body.code).toBe('request-invalid');
    expect(body.params.part).toBe('json');
    expect(body.params.fields.split(', ').sort()).toEqual(['clientId', 'mutations']);
  });
});
