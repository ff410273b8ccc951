/**
 * Live events across API processes: two apps on one database, each with its own live-event bus
 * (PGlite in-process; PostgreSQL with its own LISTEN connection per app when DATABASE_URL is set).
 * What is written through A reaches streams opened on B: a chat message, a tutor answer in the
 * day document, and the pull hint (to every device but the one that pushed).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AiChatDocument } from '../../contract/api';
import { PULL_HINT_EVENT, SYNC_EVENTS_PATH } from '../../contract/live';
import { documentEvents, openEvents, openStream } from './support/sse';
import { progressBatch, push } from './support/sync';
import { authHeaders, createSecondInstance, createTestServer, signIn, type TestServer } from './support/test-server';

let a: TestServer;
let b: Awaited<ReturnType<typeof createSecondInstance>>;
let learner = '';
let teacher = '';
const closers: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  a = await createTestServer();
  b = await createSecondInstance(a);
  learner = await signIn('learner@demo.test');
  teacher = await signIn('teacher@demo.test');
});
afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
  await b?.close();
  await a?.close();
});

it('delivers a chat message pushed through A on a stream opened on B', async () => {
  const stream = await openStream({ ...a, app: b.app }, learner);
  closers.push(stream.close);
  const messageId = randomUUID();
  const args = { messageId, roomId: 'r5-general', body: 'Through the other process', sentAt: new Date().toISOString() };
  const { body } = await push(a, teacher, randomUUID(), [{ id: 1, name: 'message.send', args }]);
  expect(body.results[0]).toMatchObject({ status: 'applied' });
  const event = await stream.nextMessage();
  expect(event.data).toMatchObject({ id: messageId, body: 'Through the other process', roomId: 'r5-general' });
  expect(Number(event.id)).toBeGreaterThan(Number(stream.readyId));
});

it('brings the question and the tutor’s answer written through A to the day-document stream on B', async () => {
  const day = new Date().toISOString().slice(0, 10);
  const res = await b.app.request(`/api/ai-chat/stream?day=${day}`, { headers: authHeaders(learner) });
  const events = documentEvents(res.body!);
  closers.push(events.close);
  await events.next(() => true);
  const messageId = randomUUID();
  const args = { messageId, body: 'What is an absolute reference?', day, sentAt: new Date().toISOString() };
  expect((await push(a, learner, randomUUID(), [{ id: 1, name: 'ai.ask', args }])).body.results[0]).toMatchObject({ status: 'applied' });
  const answered = (doc: AiChatDocument) => doc.messages.some((m) => m.id === `${messageId}:answer` && m.message.body.length > 0);
  const doc = await events.next(answered);
  expect(doc.messages.map((m) => m.id)).toEqual(expect.arrayContaining([messageId, `${messageId}:answer`]));
});

it('sends the pull hint to B’s streams after a push on A, except to the device that pushed', async () => {
  const pusher = randomUUID();
  const other = randomUUID();
  const pusherStream = await openEvents(b.app, `/api${SYNC_EVENTS_PATH}?clientId=${pusher}`, learner);
  const otherStream = await openEvents(b.app, `/api${SYNC_EVENTS_PATH}?clientId=${other}`, teacher);
  closers.push(pusherStream.close, otherStream.close);
  expect((await push(a, learner, pusher, progressBatch(1, 1))).body.results[0]).toMatchObject({ status: 'applied' });
  expect((await otherStream.next(PULL_HINT_EVENT)).data).toBe('');
  // Now the other device writes: the first device hears of it, and heard nothing of its own push.
  expect((await push(a, teacher, other, progressBatch(1, 1))).body.results[0]).toMatchObject({ status: 'applied' });
  await pusherStream.next(PULL_HINT_EVENT);
  expect(pusherStream.received.map((e) => e.event)).toEqual([PULL_HINT_EVENT]);
});

it('sends no pull hint for a push that applied nothing, and refuses a client id that is not one', async () => {
  const watcher = await openEvents(b.app, `/api${SYNC_EVENTS_PATH}?clientId=${randomUUID()}`, teacher);
  closers.push(watcher.close);
  const device = randomUUID();
  await push(a, learner, device, progressBatch(1, 1));
  await watcher.next(PULL_HINT_EVENT);
  // The same batch again is a duplicate: nothing new to pull, so no hint; the next write is one.
  expect((await push(a, learner, device, progressBatch(1, 1))).body.results[0]).toMatchObject({ status: 'duplicate' });
  await push(a, learner, device, progressBatch(2, 1));
  await watcher.next(PULL_HINT_EVENT);
  expect(watcher.received.filter((e) => e.event === PULL_HINT_EVENT)).toHaveLength(2);
  const bad = await b.app.request(`/api${SYNC_EVENTS_PATH}?clientId=nope`, { headers: authHeaders(learner) });
  expect(bad.status).toBe(400);
  const anonymous = await b.app.request(`/api${SYNC_EVENTS_PATH}`);
  expect(anonymous.status).toBe(401);
});
