/**
 * A push body may come gzipped (`Content-Encoding: gzip`): applied as the same JSON; a compressed
 * bomb (small on the wire, past the push limit once expanded) is 413, not gzip 400, another encoding 415.
 */
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUSH_BODY_BYTES } from '../../contract/wire';
import { progressBatch } from './support/sync';
import { authHeaders, createTestServer, signIn, type TestServer } from './support/test-server';

const MiB = 1024 * 1024;
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await createTestServer();
  token = await signIn('learner@demo.test');
});
afterAll(() => server?.close());

const pushRaw = (bytes: Uint8Array, encoding: string) =>
  server.app.request('/api/sync/push', { method: 'POST', headers: { ...authHeaders(token), 'content-encoding': encoding }, body: new Uint8Array(bytes) });

describe('POST /api/sync/push with a compressed body', () => {
  it('applies a gzipped batch as it would the same JSON', async () => {
    const json = JSON.stringify({ clientId: randomUUID(), mutations: progressBatch(1, 3) });
    const res = await pushRaw(gzipSync(json), 'gzip');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ lastMutationId: 3, results: [1, 2, 3].map((id) => ({ id, status: 'applied' })) });
  });

  it('answers 413 to a body that expands past the push limit, however small it is sent', async () => {
    // 5 MiB of JSON-ish padding: about 5 KB gzipped.
    const bomb = gzipSync(`{"clientId":"${randomUUID()}","mutations":[],"pad":"${'a'.repeat(PUSH_BODY_BYTES + MiB)}"}`);
    expect(bomb.length).toBeLessThan(64 * 1024);
    const res = await pushRaw(bomb, 'gzip');
    expect(res.status).toBe(413);
    expect(((await res.json()) as { detail: string }).detail).toContain('decompressed');
  });

  it('answers 400 to a body that is not gzip, and 415 to another encoding', async () => {
    const json = new TextEncoder().encode(JSON.stringify({ clientId: randomUUID(), mutations: progressBatch(1, 1) }));
    expect((await pushRaw(json, 'gzip')).status).toBe(400);
    expect((await pushRaw(json, 'br')).status).toBe(415);
  });
});

