/**
 * API answers of 1 KiB or more go gzipped to a client that accepts gzip (a pull on a slow link is
 * mostly bytes); small answers, clients that do not accept it and event streams go as they are.
 */
import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestServer, signIn, type TestServer } from './support/test-server';

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await createTestServer();
  token = await signIn('learner@demo.test');
});
afterAll(() => server?.close());

const pullWith = (headers: Record<string, string>) =>
  server.app.request(`/api/sync/pull?clientId=${randomUUID()}`, { headers: { ...authHeaders(token), ...headers } });

describe('API answers on the wire', () => {
  it('gzips a pull for a client that accepts gzip, the same JSON once expanded', async () => {
    const plain = await pullWith({});
    expect(plain.headers.get('content-encoding')).toBeNull();
    const plainJson = (await plain.json()) as { changes: Record<string, unknown> };

    const zipped = await pullWith({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
    const bytes = Buffer.from(await zipped.arrayBuffer());
    const json = JSON.parse(gunzipSync(bytes).toString('utf8')) as { changes: Record<string, unknown> };
    // The same rows (the cursor and page marks may differ between two pulls of new clients).
    expect(json.changes).toEqual(plainJson.changes);
    expect(bytes.length).toBeLessThan(JSON.stringify(json).length / 3);
  });

  it('sends a small answer as it is', async () => {
    const res = await server.app.request('/api/no-such-route', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect((await res.text()).length).toBeLessThan(1024);
  });

  it('leaves an event stream uncompressed, so each event reaches the client when it is sent', async () => {
    const abort = new AbortController();
    const res = await server.app.request(`/api/sync/events?clientId=${randomUUID()}`, {
      headers: { ...authHeaders(token), 'accept-encoding': 'gzip' },
      signal: abort.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('content-encoding')).toBeNull();
    abort.abort();
    await res.body?.cancel().catch(() => {});
  });
});
