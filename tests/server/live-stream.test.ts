/**
 * The one SSE loop (server/http/live-stream.ts) on a bare Hono app: it catches up first, writes
 * again on each wake-up (a burst makes one flush), sends keep-alive comments while idle, and lets
 * go of its subscription when the client goes away.
 */
import { Hono } from 'hono';
import { pino } from 'pino';
import { expect, it } from 'vitest';
import type { AppEnv } from '../../server/app-env';
import { liveStream, type LiveStreamSpec } from '../../server/http/live-stream';

function appWith(spec: LiveStreamSpec) {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('log', pino({ level: 'silent' }));
    await next();
  });
  app.get('/events', (c) => liveStream(c, spec));
  return app;
}

/** Reads the body until `text` has appeared; answers everything read. */
async function readUntil(reader: ReadableStreamDefaultReader<string>, seen: { text: string }, text: string): Promise<string> {
  while (!seen.text.includes(text)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`the stream ended before ${JSON.stringify(text)}`);
    seen.text += value;
  }
  return seen.text;
}

it('catches up, flushes on wake-ups, keeps an idle stream alive and unsubscribes when the client leaves', async () => {
  let wake: () => void = () => {};
  let subscribed = 0;
  let flushes = 0;
  const app = appWith({
    subscribe: (w) => {
      subscribed += 1;
      wake = w;
      return () => (subscribed -= 1);
    },
    open: (send) => send({ event: 'ready', id: '0', data: '' }),
    flush: async (send) => {
      flushes += 1;
      await send({ event: 'tick', id: String(flushes), data: String(flushes) });
      return false;
    },
    heartbeatMs: 20,
  });
  const res = await app.request('/events');
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const seen = { text: '' };
  await readUntil(reader, seen, 'data: 1\nid: 1');
  expect(seen.text.indexOf('event: ready')).toBeLessThan(seen.text.indexOf('event: tick'));
  await readUntil(reader, seen, ': keep-alive');
  wake();
  wake();
  await readUntil(reader, seen, 'id: 2');
  // Both wake-ups came before the flush: one flush, then the stream is idle again.
  seen.text = seen.text.slice(seen.text.indexOf('id: 2'));
  await readUntil(reader, seen, ': keep-alive');
  expect(seen.text).not.toContain('id: 3');
  expect(subscribed).toBe(1);
  await reader.cancel();
  await expect.poll(() => subscribed).toBe(0);
});

it('does not catch up when told not to: the first event waits for a wake-up', async () => {
  let wake: () => void = () => {};
  const app = appWith({
    catchUp: false,
    subscribe: (w) => {
      wake = w;
      return () => {};
    },
    flush: async (send) => {
      await send({ event: 'pull', data: '' });
      return false;
    },
    heartbeatMs: 20,
  });
  const res = await app.request('/events');
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const seen = { text: '' };
  await readUntil(reader, seen, ': keep-alive');
  expect(seen.text).not.toContain('event: pull');
  wake();
  await readUntil(reader, seen, 'event: pull');
  await reader.cancel();
});
