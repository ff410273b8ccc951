/**
 * Every problem+json body the server writes carries a refusal code (issue 52, item 5): an address
 * with no route, a missing file, a body the server cannot read, a rate limit, an unhandled error and
 * a framework's own error, so the PWA words each in the learner's language. English details as before.
 */
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isRefusalCode, refusalEnglish } from '../../contract/refusals';
import { STATUS_REFUSALS, statusRefusal } from '../../contract/refusals-http';
import { PUSH_BODY_BYTES } from '../../contract/wire';
import { progressArgs } from './support/sync';
import { authHeaders, createTestServer, signIn, type TestServer } from './support/test-server';

let server: TestServer;
let learner: string;

beforeAll(async () => {
  server = await createTestServer({ limits: { writesPerUser: { max: 1, windowMs: 60_000 } } });
  learner = await signIn('learner@demo.test');
});
afterAll(() => server?.close());

/** The problem body of `res`, checked to be problem+json. */
async function problemOf(res: Response): Promise<{ status: number; detail: string; code: string; params?: Record<string, string | number> }> {
  expect(res.headers.get('content-type')).toContain('application/problem+json');
  return (await res.json()) as { status: number; detail: string; code: string; params?: Record<string, string | number> };
}

const push = (body: BodyInit, headers: Record<string, string> = {}) =>
  server.app.request('/api/sync/push', { method: 'POST', headers: { ...authHeaders(learner), ...headers }, body });

describe('problem bodies of the HTTP layer', () => {
  it.each([
    ['an unknown API route', '/api/no-such-thing', 'GET', 'no-route', { method: 'GET', path: '/api/no-such-thing' }],
    ['an unknown API route with another method', '/api/users/me', 'DELETE', 'no-route', { method: 'DELETE', path: '/api/users/me' }],
    ['a missing asset', '/assets/gone-123.js', 'GET', 'no-file', { path: '/assets/gone-123.js' }],
    ['a missing media file', '/media/none.png', 'GET', 'no-media', undefined],
    ['a POST outside the API', '/dashboard', 'POST', 'no-route', { method: 'POST', path: '/dashboard' }],
  ] as const)('%s is 404 with its code and the English detail of it', async (_name, path, method, code, params) => {
    const res = await server.app.request(path, { method, headers: authHeaders(learner) });
    expect(res.status).toBe(404);
    const body = await problemOf(res);
    expect(body).toMatchObject({ status: 404, code, detail: refusalEnglish(code, params) });
    expect(body.params).toEqual(params);
  });

  it('a push in an encoding other than gzip is 415, one that is not gzip 400, one that expands too far 413', async () => {
    const brotli = await push(new Uint8Array([1, 2, 3]), { 'content-encoding': 'br' });
    expect(brotli.status).toBe(415);
    expect(await problemOf(brotli)).toMatchObject({ code: 'encoding-unsupported', detail: 'Only gzip is accepted as a content encoding.' });
    const broken = await push(new Uint8Array([1, 2, 3]), { 'content-encoding': 'gzip' });
    expect(broken.status).toBe(400);
    expect(await problemOf(broken)).toMatchObject({ code: 'gzip-invalid', detail: 'The request body is not valid gzip.' });
    const bomb = await push(new Uint8Array(gzipSync(Buffer.alloc(PUSH_BODY_BYTES + 1, 32))), { 'content-encoding': 'gzip' });
    expect(bomb.status).toBe(413);
    expect(await problemOf(bomb)).toMatchObject({ code: 'request-too-large-unzipped', params: { maxBytes: PUSH_BODY_BYTES }, detail: `The request body is larger than ${PUSH_BODY_BYTES} bytes once decompressed.` });
  });

  it('a body that is not JSON is 400 with a code', async () => {
    const res = await push('{"clientId": ');
    expect(res.status).toBe(400);
    expect(isRefusalCode((await problemOf(res)).code)).toBe(true);
  });

  it('an unhandled error is 500 internal-error, without its internals', async () => {
    const transaction = vi.spyOn(server.db, 'transaction').mockImplementationOnce(() => {
      throw new Error('boom: select secret from internals');
    });
    try {
      const res = await push(JSON.stringify({ clientId: randomUUID(), mutations: [{ id: 1, name: 'progress.set', args: progressArgs({}) }] }));
      expect(res.status).toBe(500);
      const body = await problemOf(res);
      expect(body.code).toBe('internal-error');
      expect(JSON.stringify(body)).not.toMatch(/boom|secret|internals\b/);
    } finally {
      transaction.mockRestore();
    }
  });

  it('the write throttle is 429 with its code and the seconds to wait', async () => {
    const write = () => push(JSON.stringify({ clientId: randomUUID(), mutations: [{ id: 1, name: 'progress.set', args: progressArgs({}) }] }));
    let res = await write();
    for (let i = 0; i < 5 && res.status !== 429; i += 1) res = await write();
    expect(res.status).toBe(429);
    const body = await problemOf(res);
    expect(body.code).toBe('too-many-requests');
    expect(body.params?.['seconds']).toBeGreaterThan(0);
  });

  it('every status has a known code of its own, for a problem nothing more precise was said of', () => {
    for (const [status, code] of Object.entries(STATUS_REFUSALS)) {
      expect(isRefusalCode(code), status).toBe(true);
      expect(statusRefusal(Number(status))).toBe(code);
    }
    expect(statusRefusal(418)).toBe('bad-request');
    expect(statusRefusal(504)).toBe('internal-error');
  });
});
