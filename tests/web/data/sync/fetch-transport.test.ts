import { gunzipSync } from 'node:zlib';
import { describe, expect, test, vi } from 'vitest';
import { createFetchTransport } from '@/data/sync/fetch-transport';
import { TransportFailure } from '@/data/sync/transport';

const clientId = '3f0c4a55-1d8e-4f5b-9b0e-0d6f2b1c9a11';
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

function transportAnswering(response: () => Response | Promise<Response>) {
  const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => response());
  const transport = createFetchTransport({ getToken: async () => 'tok-1', organisationId: '5', fetch });
  return { transport, fetch };
}

describe('the fetch transport', () => {
  test('sends the token and the organisation header, and parses the answer', async () => {
    const { transport, fetch } = transportAnswering(() => json(200, { lastMutationId: 1, results: [{ id: 1, status: 'applied' }] }));
    const answer = await transport.push({ clientId, mutations: [{ id: 1, name: 'x', args: {} }] });
    expect(answer.results[0]!.status).toBe('applied');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/sync/push');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer tok-1', 'X-organisation-id': '5' });
  });

  test('says the push is on the wire once fetch has its body, before the answer', async () => {
    let answer!: (response: Response) => void;
    const { transport, fetch } = transportAnswering(() => new Promise<Response>((resolve) => (answer = resolve)));
    const onSending = vi.fn();
    const body = { clientId, mutations: [{ id: 1, name: 'x', args: { text: 'y'.repeat(2000) } }] };
    const pushed = transport.push(body, onSending);
    await vi.waitFor(() => expect(onSending).toHaveBeenCalledOnce());
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch.mock.calls[0]![1]?.headers).toMatchObject({ 'Content-Encoding': 'gzip' });
    expect(gunzipSync(fetch.mock.calls[0]![1]!.body as Uint8Array).toString()).toBe(JSON.stringify(body));
    answer(json(200, { lastMutationId: 1, results: [{ id: 1, status: 'applied' }] }));
    expect((await pushed).lastMutationId).toBe(1);
    expect(onSending).toHaveBeenCalledOnce();
  });

  test('puts the cursor in the pull query', async () => {
    const { transport, fetch } = transportAnswering(() => json(200, { cursor: '9', reset: false, lastMutationId: 0, changes: {} }));
    await transport.pull({ clientId, cursor: '8' });
    expect(fetch.mock.calls[0]![0]).toBe(`/api/sync/pull?clientId=${clientId}&cursor=8`);
  });

  test.each([
    [401, 'unauthorized'],
    [403, 'refused'],
    [429, 'throttled'],
    [503, 'server'],
  ])('classifies %i as %s', async (status, kind) => {
    const { transport } = transportAnswering(() => json(status, { title: 'nope', detail: 'Because.' }, { 'Retry-After': '3' }));
    const failure = await transport.pull({ clientId }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(TransportFailure);
    expect(failure).toMatchObject({ kind, message: 'Because.', retryAfterMs: 3000 });
  });

  test('a network error is a network failure', async () => {
    const { transport } = transportAnswering(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(transport.pull({ clientId })).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('a request that stalls', () => {
  /** A fetch whose answer never comes (a half-open connection) until its signal aborts it. */
  const stalledFetch = vi.fn(
    (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
  );

  test('is given up as a network failure after the timeout, so the engine retries it and lets go of the lock', async () => {
    const transport = createFetchTransport({ getToken: async () => 'tok-1', organisationId: '5', fetch: stalledFetch, timeoutMs: 50 });
    await expect(transport.push({ clientId, mutations: [{ id: 1, name: 'x', args: {} }] })).rejects.toMatchObject({
      kind: 'network',
      message: expect.stringMatching(/^The server did not answer within /),
    });
    await expect(transport.pull({ clientId })).rejects.toBeInstanceOf(TransportFailure);
  });

  test('also when the answer stalls after its headers', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      // Half an answer, then nothing; a real fetch errors the body when the request's signal aborts, and so does this one.
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"cursor":'));
          init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const transport = createFetchTransport({ getToken: async () => 'tok-1', organisationId: '5', fetch, timeoutMs: 50 });
    await expect(transport.pull({ clientId })).rejects.toMatchObject({ kind: 'network' });
  });
});
