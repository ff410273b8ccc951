// The chat stream's reader: token and organisation header on every connection, events in order,
// and a reconnect that sends Last-Event-ID so nothing between the two connections is lost.
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
