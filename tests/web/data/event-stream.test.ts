// The one SSE client: token and organisation header on every connection, events in order,
// a reconnect that sends Last-Event-ID so nothing between two connections is lost, and a silent
// connection (no event, no keep-alive comment) dropped and resumed.
import { afterEach, expect, test, vi } from 'vitest';
import { configureApiClient } from '@/data/api-client';
import { openEventStream } from '@/data/event-stream';
import type { SseEvent } from '@/data/sse-parse';

/** A response whose body is `chunks` and then ends (the connection drops). */
function sseResponse(chunks: string[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

test('sends the token and organisation, and resumes after the last event id', async () => {
  configureApiClient({ getIdToken: async () => 'fresh-token' });
  const calls: Headers[] = [];
  const answers = [
    // The event split across two chunks must still arrive whole.
    sseResponse(['event: ready\nid: 10\ndata: \n\n', 'event: message\nid: 11\nda', 'ta: {"n":1}\n\n: keep-alive\n\n']),
    sseResponse(['event: ready\nid: 11\ndata: \n\nevent: message\nid: 12\ndata: {"n":2}\n\n']),
  ];
  vi.stubGlobal('fetch', vi.fn(async (_url: string, init: RequestInit) => {
    calls.push(new Headers(init.headers));
    const next = answers.shift();
    return next ?? new Promise<Response>(() => {});
  }));
  const events: SseEvent[] = [];
  const stream = openEventStream('/chat/stream', { onEvent: (e) => void events.push(e), maxDelayMs: 1 });
  await vi.waitFor(() => expect(events.filter((e) => e.event === 'message')).toHaveLength(2), { timeout: 15_000 });
  stream.close();
  expect(events.filter((e) => e.event === 'message').map((e) => [e.id, e.data])).toEqual([['11', '{"n":1}'], ['12', '{"n":2}']]);
  expect(calls[0]!.get('authorization')).toBe('Bearer fresh-token');
  expect(calls[0]!.has('x-organisation-id')).toBe(true);
  expect(calls[0]!.get('last-event-id')).toBeNull();
  expect(calls[1]!.get('last-event-id')).toBe('11');
  expect(stream.lastEventId()).toBe('12');
});

/** A response whose body stays open; `send(text)` writes to it. */
function openResponse() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    send: (text: string) => controller.enqueue(new TextEncoder().encode(text)),
  };
}

test('keep-alive comments hold a quiet connection; a silent one is dropped and resumed after the last event id', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    configureApiClient({ getIdToken: async () => 'fresh-token' });
    const first = openResponse();
    const second = openResponse();
    const answers = [first, second];
    const calls: Headers[] = [];
    vi.stubGlobal('fetch', vi.fn(async (_url: string, init: RequestInit) => {
      calls.push(new Headers(init.headers));
      return answers.shift()?.response ?? new Promise<Response>(() => {});
    }));
    const events: SseEvent[] = [];
    const errors: unknown[] = [];
    const stream = openEventStream('/chat/stream', { onEvent: (e) => void events.push(e), onError: (e) => void errors.push(e), heartbeatTimeoutMs: 1000, maxDelayMs: 1 });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    first.send('event: message\nid: 7\ndata: {"n":1}\n\n');
    await vi.waitFor(() => expect(events).toHaveLength(1));
    // Comments every 900 ms keep it open well past the timeout.
    for (let i = 0; i < 3; i += 1) {
      await vi.advanceTimersByTimeAsync(900);
      first.send(': keep-alive\n\n');
      await vi.advanceTimersByTimeAsync(0);
    }
    expect(calls).toHaveLength(1);
    // Then silence: the connection is dropped and a new one resumes after event 7.
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(10);
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.get('last-event-id')).toBe('7');
    expect(errors.map((e) => (e as Error).name)).toEqual(['SilentStreamError']);
    second.send('event: message\nid: 8\ndata: {"n":2}\n\n');
    await vi.waitFor(() => expect(events.map((e) => e.id)).toEqual(['7', '8']));
    stream.close();
  } finally {
    vi.useRealTimers();
  }
});

test('a refused connection is reported and retried', async () => {
  configureApiClient({ getIdToken: async () => 'fresh-token' });
  const answers = [new Response('{"detail":"down"}', { status: 503 }), sseResponse(['event: message\nid: 1\ndata: x\n\n'])];
  vi.stubGlobal('fetch', vi.fn(async () => answers.shift() ?? new Promise<Response>(() => {})));
  const events: SseEvent[] = [];
  const errors: unknown[] = [];
  const connections: boolean[] = [];
  const stream = openEventStream('/sync/events', { onEvent: (e) => void events.push(e), onError: (e) => void errors.push(e), onConnection: (open) => void connections.push(open), maxDelayMs: 1 });
  await vi.waitFor(() => expect(events).toHaveLength(1), { timeout: 5000 });
  stream.close();
  expect(errors).toHaveLength(1);
  expect(connections.slice(0, 2)).toEqual([true, false]);
});
