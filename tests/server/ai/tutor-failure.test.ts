/**
 * When the provider fails, the question is flagged as an error (its credit given back) and a retry
 * of the same message id is answered; the live day document (SSE) shows each step.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AiChatDocument } from '../../../contract/api';
import type { TutorProvider } from '../../../server/ai/provider';
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

/** Reads `document` events of the SSE stream until `done` holds for one; answers that document. */
async function nextDocument(reader: ReadableStreamDefaultReader<Uint8Array>, done: (doc: AiChatDocument) => boolean) {
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done: ended } = await reader.read();
    if (ended) throw new Error('stream ended');
    buffer += decoder.decode(value, { stream: true });
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const event = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      const data = event.split('\n').find((line) => line.startsWith('data: '));
      if (event.includes('event: document') && data) {
        const doc = JSON.parse(data.slice(6)) as AiChatDocument;
        if (done(doc)) return doc;
      }
    }
  }
}

it('flags a failed answer as an error, then answers the retry of the same message', async () => {
  const token = await signIn('learner@demo.test');
  const res = await server.app.request(`/api/ai-chat/stream?day=${day}`, { headers: authHeaders(token) });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const reader = res.body!.getReader();
  expect((await nextDocument(reader, () => true)).messages).toEqual([]);

  const clientId = randomUUID();
  const args = { messageId: randomUUID(), body: 'What is a range?', day, sentAt: new Date().toISOString() };
  await push(server, token, clientId, [{ id: 1, name: 'ai.ask', args }]);
  const failed = await nextDocument(reader, (doc) => doc.messages.some((m) => m.error));
  expect(failed.messages).toEqual([expect.objectContaining({ id: args.messageId, sender: 'user', error: true })]);

  await push(server, token, clientId, [{ id: 2, name: 'ai.ask', args }]);
  const answered = await nextDocument(reader, (doc) => doc.messages.some((m) => m.message.body === 'Answer to What is a range?'));
  expect(answered.messages.map((m) => [m.sender, m.error ?? false])).toEqual([['user', false], ['assistant', false]]);
  await reader.cancel();
});

it('refuses the stream without a valid day', async () => {
  const token = await signIn('learner@demo.test');
  const res = await server.app.request('/api/ai-chat/stream?day=today', { headers: authHeaders(token) });
  expect(res.status).toBe(400);
});
