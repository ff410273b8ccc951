/**
 * When the provider fails, the question is flagged as an error (its credit given back) and a retry
 * of the same message id is answered; the live day document (SSE) shows each step.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AiChatMessage, CurrentUser } from '../../../contract/api';
import type { TutorProvider } from '../../../server/ai/provider';
import { dayDocument } from '../../../server/slices/ai-chat/ai-chat';
import { answerId } from '../../../server/slices/ai-chat/ai-tutor';
import { documentEvents } from '../support/sse';
import { push } from '../support/sync';
import { authHeaders, createTestServer, signIn, type TestServer } from '../support/test-server';

let server: TestServer;
let failNext = true;
const provider: TutorProvider = {
  name: 'flaky',
  async *answer({ question }) {
    if (failNext) {
      failNext = false;
      throw new Error('model down');
    }
    yield 'Answer to ';
    yield question;
  },
};
const day = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  server = await createTestServer({ tutorProvider: provider });
});
afterAll(() => server?.close());

it('flags a failed answer as an error, then answers the retry of the same message', async () => {
  const token = await signIn('learner@demo.test');
  const res = await server.app.request(`/api/ai-chat/stream?day=${day}`, { headers: authHeaders(token) });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const events = documentEvents(res.body!);
  expect((await events.next(() => true)).messages).toEqual([]);

  const clientId = randomUUID();
  const args = { messageId: randomUUID(), body: 'What is a range?', day, sentAt: new Date().toISOString() };
  await push(server, token, clientId, [{ id: 1, name: 'ai.ask', args }]);
  // The first document with the question flagged no longer has the failed answer's row.
  const failed = await events.next((doc) => doc.messages.some((m) => m.error));
  expect(failed.messages).toEqual([expect.objectContaining({ id: args.messageId, sender: 'user', error: true })]);

  await push(server, token, clientId, [{ id: 2, name: 'ai.ask', args }]);
  const answered = await events.next((doc) => doc.messages.some((m) => m.message.body === 'Answer to What is a range?'));
  expect(answered.messages.map((m) => [m.sender, m.error ?? false])).toEqual([['user', false], ['assistant', false]]);
  await events.close();
});

it('never shows a reader a failed question beside its empty answer', async () => {
  const token = await signIn('learner@demo.test');
  const caller = (await (await server.app.request('/api/users/me', { headers: authHeaders(token) })).json()) as CurrentUser;
  const seen: AiChatMessage[][] = [];
  let reading = true;
  // A reader as fast as the database allows, as every day-document stream of every process reads.
  const reader = (async () => {
    while (reading) seen.push(await dayDocument(server.db, caller, day));
  })();
  const clientId = randomUUID();
  for (let i = 1; i <= 5; i += 1) {
    failNext = true;
    const messageId = randomUUID();
    await push(server, token, clientId, [{ id: i, name: 'ai.ask', args: { messageId, body: `Question ${i}?`, day, sentAt: new Date().toISOString() } }]);
    await expect.poll(async () => (await dayDocument(server.db, caller, day)).find((m) => m.id === messageId)?.error).toBe(true);
  }
  reading = false;
  await reader;
  const flaggedWithAnswer = seen.flatMap((doc) => doc.filter((m) => m.error && doc.some((other) => other.id === answerId(m.id))));
  expect(seen.length).toBeGreaterThan(5);
  expect(flaggedWithAnswer).toEqual([]);
});

it('refuses the stream without a valid day', async () => {
  const token = await signIn('learner@demo.test');
  const res = await server.app.request('/api/ai-chat/stream?day=today', { headers: authHeaders(token) });
  expect(res.status).toBe(400);
});
